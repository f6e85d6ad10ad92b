// Episodes numbered without a season: anime's absolute numbers counted through TMDB's seasons, and
// the three- and four-digit numbers that read two ways (`Cheers - 104` is season 1 episode 4 as
// Sonarr reads it for a show that has that season; `One Piece - 1004` is episode 1004 of an anime).

import { type EpisodeRequest, type EpisodeResult, named, seasonEpisodes, target } from './episode-lookup.js';
import { titleSimilarity } from './title-similarity.js';

/** An episode title this close to TMDB's name for the episode is that episode. */
const SAME_EPISODE_TITLE = 0.85;

/**
 * Anime: absolute numbers counted through the regular seasons in TMDB's order (specials aside). The
 * details' season list gives the counts; a season it lists with no count, and the latest season when
 * the number lies past the total (a cached list may predate this week's episode), are read from
 * their own episode lists (cached, and appended to the details call for the first fifteen).
 */
export async function byAbsoluteNumber(request: EpisodeRequest, absolute: readonly number[]): Promise<EpisodeResult> {
  const regular = request.seasons
    .filter((season) => season.season_number > 0)
    .sort((a, b) => a.season_number - b.season_number);
  const counts = new Map<number, number>();
  for (const season of regular) {
    const listed = season.episode_count > 0 ? null : await seasonEpisodes(request, season.season_number);
    counts.set(season.season_number, listed?.length ?? season.episode_count);
  }
  const total = () => [...counts.values()].reduce((sum, count) => sum + count, 0);
  const latest = regular[regular.length - 1];
  if (latest && Math.max(...absolute) > total()) {
    const listed = await seasonEpisodes(request, latest.season_number);
    counts.set(latest.season_number, Math.max(counts.get(latest.season_number) ?? 0, listed?.length ?? 0));
  }
  const placed: { season: number; episode: number }[] = [];
  for (const number of absolute) {
    let before = 0;
    const season = regular.find((candidate) => {
      const count = counts.get(candidate.season_number) ?? 0;
      if (number <= before + count) return true;
      before += count;
      return false;
    });
    if (!season || number < 1) {
      return {
        ok: false,
        reason: `Absolute episode ${number} is beyond the ${total()} episodes TMDB lists for ${request.showTitle}`,
      };
    }
    placed.push({ season: season.season_number, episode: number - before });
  }
  const seasonNumber = placed[0]?.season ?? 1;
  if (placed.some((p) => p.season !== seasonNumber)) {
    return {
      ok: false,
      reason: `Absolute episodes ${absolute.join(', ')} of ${request.showTitle} span more than one season`,
    };
  }
  const listed = (await seasonEpisodes(request, seasonNumber)) ?? [];
  const episodes = placed.map((p) => p.episode);
  return { ok: true, target: target(seasonNumber, episodes, listed, absolute, null) };
}

/** Whether the episode title the name writes is TMDB's name of the episode a reading lands on. */
function titled(result: EpisodeResult, episodeTitle: string): boolean {
  return (
    result.ok && result.target.episodeTitles.some((name) => titleSimilarity(episodeTitle, name) >= SAME_EPISODE_TITLE)
  );
}

/**
 * Numbers with no season in the name. A three- or four-digit number that also reads as season and
 * episode (`104` = 1×04) is that episode when the show has that season and it is not anime; an anime
 * counts it absolutely; a show without that season counts it absolutely too. An episode title the
 * name writes decides between the two readings when it is the name of exactly one of them.
 */
export async function byNumber(request: EpisodeRequest, numbers: readonly number[]): Promise<EpisodeResult> {
  const reading = request.parsed.seasonEpisodeReading;
  if (reading === null) return byAbsoluteNumber(request, numbers);
  const season = request.seasons.find((s) => s.season_number === reading.season && s.season_number > 0);
  const fits =
    season !== undefined && (season.episode_count === 0 || Math.max(...reading.episodes) <= season.episode_count);
  const episodeTitle = request.parsed.episodeTitle;
  if (episodeTitle !== null && fits) {
    const [asSeason, asAbsolute] = await Promise.all([
      named(request, reading.season, reading.episodes, []),
      byAbsoluteNumber(request, numbers),
    ]);
    const bySeason = titled(asSeason, episodeTitle);
    const byAbsolute = titled(asAbsolute, episodeTitle);
    if (bySeason !== byAbsolute) return bySeason ? asSeason : asAbsolute;
  }
  if (request.isAnime === true || season === undefined) return byAbsoluteNumber(request, numbers);
  // A season of a hundred episodes or more (a soap, a daily) holds episode 104 itself: both readings fit.
  if (season.episode_count >= 100) {
    return {
      ok: false,
      reason: `"${numbers.join(', ')}" may be season ${reading.season} episode ${reading.episodes.join(', ')} or episode ${numbers.join(', ')} of ${request.showTitle}, whose season ${reading.season} has ${season.episode_count} episodes`,
    };
  }
  if (fits) return named(request, reading.season, reading.episodes, []);
  const written = numbers.join(', ');
  return {
    ok: false,
    reason:
      `"${written}" reads as season ${reading.season} episode ${reading.episodes.join(', ')} of ${request.showTitle}, ` +
      `which TMDB does not list (${season.episode_count} episodes); an absolute number is not how a show that is not anime is numbered`,
  };
}
