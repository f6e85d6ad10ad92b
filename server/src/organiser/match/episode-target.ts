// Where an episode file lands in a matched show. The name's season signals must agree on one season
// of the show (see season-choice.ts); the episode is then placed in it by its number, a part's, or an
// absolute number that lands there. Without a season signal: season and episode from the name, an
// air date (daily shows), or a number counted absolutely (anime) or read as season and episode (`104`).
// Never invents a number, and never falls to season 1: what can't be placed is sent to review.

import { byNumber } from './absolute-numbers.js';
import { type EpisodeRequest, type EpisodeResult, named, seasonEpisodes, target } from './episode-lookup.js';
import { chooseSeason } from './season-choice.js';
import { placeInSeason } from './season-placement.js';

export type { EpisodeResult } from './episode-lookup.js';

/** Seasons tried around an air date: the one it falls in, then its neighbours. */
const AIR_DATE_SEASONS_TRIED = 3;

export async function episodeTarget(request: EpisodeRequest): Promise<EpisodeResult> {
  const { parsed, forced } = request;
  if (forced) return named(request, forced.season, [forced.episode], []);
  // An air date names its episode whatever the folders number the seasons (`Season 2024/`).
  if (parsed.airDate !== null && parsed.episodes.length === 0)
    return byAirDate(request, parsed.airDate, parsed.dailyPart);
  const choice = await chooseSeason({
    signals: request.signals ?? [],
    seasons: request.seasons,
    showTitle: request.showTitle,
    showEnded: request.showEnded ?? false,
    otherNames: request.otherSeasonNames,
    latinMayBeTranslated: parsed.animeGroup === null,
  });
  if (choice.kind === 'review') return { ok: false, reason: choice.reason };
  const numbers = parsed.absoluteEpisodes.length > 0 ? parsed.absoluteEpisodes : parsed.episodes;
  if (choice.kind === 'season') {
    const season = choice.season.season_number;
    // A token's own season is one of the signals; a season that differs came from a rule that only
    // numbers episodes (`E07`, `Part 2`), and the signals' season wins over it.
    if (parsed.season === season && parsed.episodes.length > 0) {
      return named(request, season, parsed.episodes, parsed.absoluteEpisodes);
    }
    // `Frasier/Season 1/Frasier - 104 - Title`: the number read as season and episode, in that season.
    const reading = parsed.seasonEpisodeReading;
    const own =
      parsed.episodes.length > 0
        ? parsed.episodes
        : reading !== null && reading.season === season
          ? reading.episodes
          : numbers;
    if (own.length === 0) {
      return { ok: false, reason: `The name gives season ${season} of ${request.showTitle} but no episode number` };
    }
    return placeInSeason(request, choice, own);
  }
  if (parsed.season !== null && parsed.episodes.length > 0) {
    return named(request, parsed.season, parsed.episodes, parsed.absoluteEpisodes);
  }
  if (parsed.airDate !== null) return byAirDate(request, parsed.airDate, parsed.dailyPart);
  if (numbers.length > 0) {
    if (parsed.season !== null) return named(request, parsed.season, numbers, parsed.absoluteEpisodes);
    return byNumber(request, numbers);
  }
  if (parsed.season !== null) {
    return {
      ok: false,
      reason: `The name gives season ${parsed.season} of ${request.showTitle} but no episode number`,
    };
  }
  return { ok: false, reason: `The name gives no season, episode or air date for ${request.showTitle}` };
}

/** A daily show: the episode that aired on that date, looked up in the seasons around it. */
async function byAirDate(request: EpisodeRequest, airDate: string, part: number | null): Promise<EpisodeResult> {
  const regular = request.seasons
    .filter((season) => season.season_number > 0 && season.air_date)
    .sort((a, b) => (a.air_date ?? '').localeCompare(b.air_date ?? '') || a.season_number - b.season_number);
  let index = -1;
  regular.forEach((season, i) => {
    if ((season.air_date ?? '') <= airDate) index = i;
  });
  const tried = [index, index - 1, index + 1]
    .filter((i, at, all) => i >= 0 && i < regular.length && all.indexOf(i) === at)
    .slice(0, AIR_DATE_SEASONS_TRIED);
  for (const i of tried) {
    const season = regular[i]?.season_number;
    if (season === undefined) continue;
    const listed = await seasonEpisodes(request, season);
    const aired = (listed ?? []).filter((episode) => episode.air_date === airDate);
    const episode = aired[part !== null && part > 0 ? Math.min(part, aired.length) - 1 : 0];
    if (episode) return { ok: true, target: target(season, [episode.episode_number], listed ?? [], [], airDate) };
  }
  return { ok: false, reason: `TMDB lists no episode of ${request.showTitle} that aired on ${airDate}` };
}
