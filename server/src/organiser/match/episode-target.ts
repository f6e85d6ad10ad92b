// Where an episode file lands in a matched show: season and episode numbers from the name, or from
// an air date (daily shows), or from absolute numbers (anime), checked against TMDB's seasons and named
// from them. Never invents a number: what can't be placed is sent to review.

import { isTmdbError, type TmdbClient, type TmdbEpisode, type TmdbSeasonSummary } from '../../metadata/index.js';
import type { EpisodeTarget } from '../match-types.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { normalisedSimilarity, normaliseTitle } from './title-similarity.js';

export interface EpisodeRequest {
  /** Where seasons come from: the TMDB client, or a run's memo of it. */
  tmdb: Pick<TmdbClient, 'season'>;
  showId: number;
  showTitle: string;
  seasons: readonly TmdbSeasonSummary[];
  parsed: ParsedRelease;
  /** A person's season and episode, which win over the name. */
  forced?: { season: number; episode: number } | undefined;
  /** `Show - Subtitle - 05` matched by the show's name: the subtitle, which must name the season. */
  subtitle?: string | null;
}

export type EpisodeResult = { ok: true; target: EpisodeTarget } | { ok: false; reason: string };

/** Seasons tried around an air date: the one it falls in, then its neighbours. */
const AIR_DATE_SEASONS_TRIED = 3;

export async function episodeTarget(request: EpisodeRequest): Promise<EpisodeResult> {
  const { parsed, forced } = request;
  if (forced) return named(request, forced.season, [forced.episode], []);
  if (parsed.season !== null && request.subtitle) {
    // `Show - The Final Season Part 2 - 01`: a subtitle naming another season than the numbers say
    // means one of them is misread; neither is trusted.
    const subtitled = seasonNamedBy(request.subtitle, request.seasons);
    if (subtitled && subtitled.season_number !== parsed.season) {
      return {
        ok: false,
        reason: `"${request.subtitle}" names season ${subtitled.season_number} of ${request.showTitle}, but the numbers say season ${parsed.season}`,
      };
    }
  }
  if (parsed.season !== null && parsed.episodes.length > 0) {
    return named(request, parsed.season, parsed.episodes, parsed.absoluteEpisodes);
  }
  if (parsed.airDate !== null) return byAirDate(request, parsed.airDate, parsed.dailyPart);
  const absolute = parsed.absoluteEpisodes.length > 0 ? parsed.absoluteEpisodes : parsed.episodes;
  if (absolute.length > 0 && parsed.season === null && request.subtitle) {
    return bySeasonName(request, request.subtitle, absolute);
  }
  if (absolute.length > 0) {
    if (parsed.season !== null) return named(request, parsed.season, absolute, parsed.absoluteEpisodes);
    return byAbsoluteNumber(request, absolute);
  }
  if (parsed.season !== null) {
    return {
      ok: false,
      reason: `The name gives season ${parsed.season} of ${request.showTitle} but no episode number`,
    };
  }
  return { ok: false, reason: `The name gives no season, episode or air date for ${request.showTitle}` };
}

/** Season and episodes known: fetch the season for names and the air date. */
async function named(
  request: EpisodeRequest,
  season: number,
  episodes: readonly number[],
  absoluteEpisodes: readonly number[],
): Promise<EpisodeResult> {
  const listed = await seasonEpisodes(request, season);
  if (listed === null) {
    return { ok: false, reason: `TMDB lists no season ${season} for ${request.showTitle}` };
  }
  return { ok: true, target: target(season, episodes, listed, absoluteEpisodes, null) };
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

/** Words that only say "this is a season" in a season's or arc's name; `-hen` is Japanese for an arc. */
const SEASON_WORDS = /\b(?:arc|hen|season|saga|part|cour)\b/g;
/** `S3`, `Season 3`, `3rd Season`: a subtitle that gives the season by its number. */
const SEASON_NUMBER = /^(?:s|season\s*)(\d{1,2})$|^(\d{1,2})(?:st|nd|rd|th)\s+season$/i;
/** A subtitle this close to a season's name is that season. */
const SAME_SEASON_NAME = 0.8;

/** The regular season a subtitle names, by number (`S3`, `3rd Season`) or by name (`Swordsmith Village Arc`). */
function seasonNamedBy(subtitle: string, seasons: readonly TmdbSeasonSummary[]): TmdbSeasonSummary | null {
  const regular = seasons.filter((season) => season.season_number > 0);
  const numbered = SEASON_NUMBER.exec(subtitle.trim());
  if (numbered) {
    const number = Number(numbered[1] ?? numbered[2]);
    return regular.find((season) => season.season_number === number) ?? null;
  }
  const core = (text: string) => normaliseTitle(text).replace(SEASON_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const wanted = core(subtitle);
  if (wanted === '') return null;
  return (
    regular.find((season) => {
      const name = core(season.name);
      return name !== '' && (name === wanted || normalisedSimilarity(name, wanted) >= SAME_SEASON_NAME);
    }) ?? null
  );
}

/**
 * `Show - Swordsmith Village Arc - 05`: releases of a season named for its story arc number its
 * episodes from 1. The subtitle must name one of the show's seasons; a subtitle that names none
 * (an arc name TMDB does not carry) is a question for a person, never season 1 by default.
 */
async function bySeasonName(
  request: EpisodeRequest,
  subtitle: string,
  episodes: readonly number[],
): Promise<EpisodeResult> {
  const season = seasonNamedBy(subtitle, request.seasons);
  if (!season) {
    return {
      ok: false,
      reason: `"${subtitle}" names no season of ${request.showTitle}; the episode number alone does not say which`,
    };
  }
  const count = season.episode_count;
  if (count > 0 && Math.max(...episodes) > count) {
    // `Show (The Final Season) - 75`: a number past the season's own count is an absolute one; it is
    // taken only when counting it through the seasons lands in the season the subtitle names.
    const absolute = await byAbsoluteNumber(request, episodes);
    if (absolute.ok && absolute.target.season === season.season_number) return absolute;
    return {
      ok: false,
      reason: `Episode ${episodes.join(', ')} is not in "${subtitle}" (season ${season.season_number} of ${request.showTitle}, ${count} episodes)`,
    };
  }
  return named(request, season.season_number, episodes, []);
}

/**
 * Anime: absolute numbers counted through the regular seasons in TMDB's order (specials aside). The
 * details' season list gives the counts; a season it lists with no count, and the latest season when
 * the number lies past the total (a cached list may predate this week's episode), are read from
 * their own episode lists (cached, and appended to the details call for the first sixteen).
 */
async function byAbsoluteNumber(request: EpisodeRequest, absolute: readonly number[]): Promise<EpisodeResult> {
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

function target(
  season: number,
  episodes: readonly number[],
  listed: readonly TmdbEpisode[],
  absoluteEpisodes: readonly number[],
  airDate: string | null,
): EpisodeTarget {
  const found = episodes
    .map((number) => listed.find((episode) => episode.episode_number === number))
    .filter((episode): episode is TmdbEpisode => episode !== undefined);
  return {
    season,
    episodes: [...episodes],
    episodeTitles: found.map((episode) => episode.name).filter((name) => name.trim() !== ''),
    airDate: airDate ?? found[0]?.air_date ?? null,
    absoluteEpisodes: [...absoluteEpisodes],
  };
}

/** The episodes TMDB lists for a season (the client caches them), or null when it has no such season. */
async function seasonEpisodes(request: EpisodeRequest, season: number): Promise<TmdbEpisode[] | null> {
  try {
    return (await request.tmdb.season(request.showId, season)).episodes;
  } catch (error) {
    if (isTmdbError(error, 'not_found')) return null;
    throw error;
  }
}
