// What episode placement shares: the request, its answer, and TMDB's episode lists of a season.

import { isTmdbError, type TmdbClient, type TmdbEpisode, type TmdbSeasonSummary } from '../../metadata/index.js';
import type { EpisodeTarget } from '../match-types.js';
import type { ParsedRelease, SeasonSignal } from '../parse/parsed-release.js';

export interface EpisodeRequest {
  /** Where seasons come from: the TMDB client, or a run's memo of it. */
  tmdb: Pick<TmdbClient, 'season'>;
  showId: number;
  showTitle: string;
  seasons: readonly TmdbSeasonSummary[];
  parsed: ParsedRelease;
  /** A person's season and episode, which win over the name. */
  forced?: { season: number; episode: number } | undefined;
  /** The name's signals that speak of a season of this show (see live-signals.ts); none when left out. */
  signals?: readonly SeasonSignal[];
  /** Anime numbers its episodes absolutely: `Show - 104` is episode 104, not season 1 episode 4. */
  isAnime?: boolean;
  /** The show has ended: its last season is its final one. */
  showEnded?: boolean;
  /** A season's names in other languages, for a season a name calls so. */
  otherSeasonNames?: (seasonNumber: number) => Promise<string[]>;
}

export type EpisodeResult = { ok: true; target: EpisodeTarget } | { ok: false; reason: string };

/** Season and episodes known: fetch the season for names and the air date. */
export async function named(
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

export function target(
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
export async function seasonEpisodes(
  request: Pick<EpisodeRequest, 'tmdb' | 'showId'>,
  season: number,
): Promise<TmdbEpisode[] | null> {
  try {
    return (await request.tmdb.season(request.showId, season)).episodes;
  } catch (error) {
    if (isTmdbError(error, 'not_found')) return null;
    throw error;
  }
}
