import {
  browseResponseSchema,
  scanImportLineSchema,
  type BrowseResponse,
  type ProcessingRequest,
  type ScanImportLine,
} from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';
import { isApiRequestError } from '../../../api/api-request-error';
import { num, obj, str, type Json } from '../../../api/lenient-json';
import { seasonsOf, type Episode, type Season } from '../../../api/media-metadata';
import { readNdjson } from '../../../api/ndjson-stream';
import type { ImportOutcome } from './import-rows';

/** The calls of the manual import, all through the app's {@link ApiClient} (token, error mapping). */

const PICKER_RESULT_LIMIT = 20;
export const PICKER_MIN_QUERY = 2;

export function browseFolders(api: ApiClient, path: string, signal?: AbortSignal): Promise<BrowseResponse> {
  const query = path === '' ? '' : `?${new URLSearchParams({ path }).toString()}`;
  return api.requestJson(`/api/browse${query}`, browseResponseSchema, { signal });
}

/** The scan stream's lines; unparsable lines are skipped, an HTTP failure reads "HTTP error! status: N". */
export async function* scanForImport(
  api: ApiClient,
  path: string,
  skip: number,
  signal: AbortSignal,
): AsyncGenerator<ScanImportLine> {
  const query = new URLSearchParams({ path, streaming: 'true' });
  if (skip > 0) query.set('skip', String(skip));
  let response: Response;
  try {
    response = await api.apiFetch(`/api/scan-for-import?${query.toString()}`, { signal });
  } catch (error) {
    if (isApiRequestError(error)) throw new Error(`HTTP error! status: ${error.status}`, { cause: error });
    throw error;
  }
  if (!response.body) return;
  for await (const line of readNdjson(response.body)) {
    if (!line.ok) continue;
    const parsed = scanImportLineSchema.safeParse(line.value);
    if (parsed.success) yield parsed.data;
  }
}

/** A series or movie found by the pickers' TMDB search. */
export interface TmdbPick {
  id: number;
  title: string;
  year: number | null;
  tmdbId: number;
  source: 'tmdb';
  tvdbId: number | null;
  imdbId: string | null;
}

const yearOf = (date: string): number | null => (/^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null);

function pickFrom(raw: Json, mediaType: 'tv' | 'movie'): TmdbPick | null {
  const id = num(raw.id);
  if (id === null) return null;
  const ids = obj(raw.external_ids);
  const imdb = str(raw.imdb_id) || str(ids.imdb_id);
  return {
    id,
    title: mediaType === 'tv' ? str(raw.name) || str(raw.title) : str(raw.title) || str(raw.name),
    year: yearOf(mediaType === 'tv' ? str(raw.first_air_date) : str(raw.release_date)),
    tmdbId: id,
    source: 'tmdb',
    tvdbId: num(raw.tvdb_id) ?? num(ids.tvdb_id),
    imdbId: imdb === '' ? null : imdb,
  };
}

/** `GET /api/tmdb/search`; the first 20 results. Too short a query asks nothing. */
export async function searchTmdb(
  api: ApiClient,
  query: string,
  mediaType: 'tv' | 'movie',
  signal?: AbortSignal,
): Promise<TmdbPick[]> {
  const text = query.trim();
  if (text.length < PICKER_MIN_QUERY) return [];
  const params = new URLSearchParams({ query: text, mediaType });
  const response = await api.apiFetch(`/api/tmdb/search?${params.toString()}`, { signal });
  const body = obj(await response.json());
  const results = Array.isArray(body.results) ? body.results : [];
  return results
    .map((r) => pickFrom(obj(r), mediaType))
    .filter((p): p is TmdbPick => p !== null)
    .slice(0, PICKER_RESULT_LIMIT);
}

/** What the season picker shows of a season. */
export type SeasonInfo = Omit<Season, 'posterPath' | 'episodes'>;
/** What the episode picker shows of an episode. */
export type EpisodeInfo = Omit<Episode, 'stillPath'>;

const FALLBACK_SEASONS = 10;
const FALLBACK_EPISODES = 24;

async function showDetails(api: ApiClient, seriesId: number, season?: number, signal?: AbortSignal): Promise<Json> {
  const params = new URLSearchParams({ id: String(seriesId), mediaType: 'tv' });
  if (season !== undefined) params.set('seasonNumber', String(season));
  const response = await api.apiFetch(`/api/tmdb/details?${params.toString()}`, { signal });
  return obj(await response.json());
}

/** A show's seasons (negative numbers hidden); on failure seasons 1 to 10. */
export async function fetchSeasons(api: ApiClient, seriesId: number, signal?: AbortSignal): Promise<SeasonInfo[]> {
  try {
    const seasons = seasonsOf(await showDetails(api, seriesId, undefined, signal)).filter((s) => s.seasonNumber >= 0);
    return seasons.length > 0 ? seasons : fallbackSeasons();
  } catch {
    return fallbackSeasons();
  }
}

export function fallbackSeasons(): SeasonInfo[] {
  return Array.from({ length: FALLBACK_SEASONS }, (_, i) => ({
    seasonNumber: i + 1,
    name: `Season ${i + 1}`,
    episodeCount: 0,
    airDate: null,
    overview: '',
  }));
}

/** A season's episodes; on failure episodes 1 to 24. */
export async function fetchEpisodes(
  api: ApiClient,
  seriesId: number,
  season: number,
  signal?: AbortSignal,
): Promise<EpisodeInfo[]> {
  try {
    const show = await showDetails(api, seriesId, season, signal);
    const episodes = seasonsOf(show).find((s) => s.seasonNumber === season)?.episodes ?? [];
    return episodes.length > 0 ? episodes : fallbackEpisodes();
  } catch {
    return fallbackEpisodes();
  }
}

export function fallbackEpisodes(): EpisodeInfo[] {
  return Array.from({ length: FALLBACK_EPISODES }, (_, i) => ({
    episodeNumber: i + 1,
    name: `Episode ${i + 1}`,
    overview: '',
    airDate: null,
    runtime: null,
    voteAverage: null,
  }));
}

/** One episode's title, or null when it cannot be read (a failed fetch is ignored). */
export async function fetchEpisodeTitle(
  api: ApiClient,
  seriesId: number,
  season: number,
  episode: number,
): Promise<string | null> {
  try {
    const show = await showDetails(api, seriesId, season);
    const found = seasonsOf(show)
      .find((s) => s.seasonNumber === season)
      ?.episodes.find((e) => e.episodeNumber === episode);
    return found?.name || null;
  } catch {
    return null;
  }
}

const OUTCOME_STATUSES: readonly ImportOutcome['status'][] = [
  'linked',
  'unchanged',
  'review',
  'skipped',
  'failed',
  'pending',
];

/** A `result` line's outcome, or null when the line is something else. */
function outcomeOf(value: Json): ImportOutcome | null {
  const structured = obj(value.structuredData);
  if (structured.type !== 'result') return null;
  const data = obj(structured.data);
  const status = OUTCOME_STATUSES.find((s) => s === data.status);
  if (!status) return null;
  return { status, destinationPath: str(data.destinationPath) || null, reason: str(data.reason) || null };
}

/**
 * Runs one file through the processing stream until a line says done: what became of the file
 * (its result line), null when the stream ended without one; a stream error ends it failed.
 */
export async function importOne(
  api: ApiClient,
  request: ProcessingRequest,
  signal?: AbortSignal,
): Promise<ImportOutcome | null> {
  const response = await api.apiFetch('/api/python-bridge', { method: 'POST', json: request, signal });
  if (!response.body) return null;
  let outcome: ImportOutcome | null = null;
  for await (const line of readNdjson(response.body)) {
    if (!line.ok) continue;
    const value = obj(line.value);
    outcome = outcomeOf(value) ?? outcome;
    const error = str(value.error);
    if (error !== '') outcome = { status: 'failed', destinationPath: null, reason: error };
    if (value.done === true) return outcome;
  }
  return outcome;
}

export const TERMINATE_PATH = '/api/python-bridge/terminate';
