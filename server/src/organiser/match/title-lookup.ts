// Looking a title up by id: a TMDB id (of the expected media type first), an IMDb or TVDB id through
// TMDB's `find`. "Not found" is an answer (null); every other TMDB error is thrown to the caller.

import { isTmdbError, type TmdbClient } from '../../metadata/index.js';
import type { MediaType } from '../match-types.js';
import type { IdsInPath } from './ids-in-path.js';
import { MOVIE_APPEND, TV_APPEND, TV_SEASONS_APPENDED, type TitleDetails } from './tmdb-facts.js';
import { titleSimilarity } from './title-similarity.js';

/** Details with everything the matcher reads appended, or null when TMDB has no such title. */
export async function fetchDetails(tmdb: TmdbClient, mediaType: MediaType, id: number): Promise<TitleDetails | null> {
  try {
    return mediaType === 'movie'
      ? { mediaType, details: await tmdb.movieDetails(id, MOVIE_APPEND) }
      : { mediaType, details: await tmdb.tvDetails(id, TV_APPEND, { seasons: TV_SEASONS_APPENDED }) };
  } catch (error) {
    if (isTmdbError(error, 'not_found')) return null;
    throw error;
  }
}

/** Below this, the title an id leads to is unlike the name, and the id may be of the other media type. */
const UNLIKE_NAME = 0.5;

/**
 * The title the ids name, trying the TMDB id, then the IMDb id, then the TVDB id. A TMDB id is read
 * as the expected type, then (unless the type was forced) as the other: ids of movies and shows
 * overlap, so the evidence picks first, and when what it finds is unlike every title of the name
 * (`nameTitles`), the other type is asked too and the better fit wins.
 */
export async function findByExternalIds(
  tmdb: TmdbClient,
  ids: IdsInPath,
  expected: MediaType,
  typeForced: boolean,
  nameTitles: readonly string[] = [],
): Promise<TitleDetails | null> {
  const types: MediaType[] = typeForced ? [expected] : [expected, other(expected)];
  if (ids.tmdbId !== null) {
    const first = await fetchDetails(tmdb, expected, ids.tmdbId);
    const fit = (found: TitleDetails) => nameFit(found, nameTitles);
    if (first && (typeForced || nameTitles.length === 0 || fit(first) >= UNLIKE_NAME)) return first;
    const second = typeForced ? null : await fetchDetails(tmdb, other(expected), ids.tmdbId);
    if (first && second) return fit(second) > fit(first) ? second : first;
    const either = first ?? second;
    if (either) return either;
  }
  if (ids.imdbId !== null) {
    const answer = await findOrNull(tmdb, ids.imdbId, 'imdb_id');
    for (const type of types) {
      const row = type === 'movie' ? answer?.movie_results[0] : answer?.tv_results[0];
      const found = row ? await fetchDetails(tmdb, type, row.id) : null;
      if (found) return found;
    }
  }
  if (ids.tvdbId !== null && types.includes('tv')) {
    const row = (await findOrNull(tmdb, ids.tvdbId, 'tvdb_id'))?.tv_results[0];
    const found = row ? await fetchDetails(tmdb, 'tv', row.id) : null;
    if (found) return found;
  }
  return null;
}

async function findOrNull(tmdb: TmdbClient, id: string | number, source: 'imdb_id' | 'tvdb_id') {
  try {
    return await tmdb.findByExternalId(id, source);
  } catch (error) {
    if (isTmdbError(error, 'not_found')) return null;
    throw error;
  }
}

function nameFit(found: TitleDetails, nameTitles: readonly string[]): number {
  const names =
    found.mediaType === 'movie'
      ? [found.details.title, found.details.original_title]
      : [found.details.name, found.details.original_name];
  let best = 0;
  for (const title of nameTitles) for (const name of names) best = Math.max(best, titleSimilarity(title, name));
  return best;
}

function other(type: MediaType): MediaType {
  return type === 'movie' ? 'tv' : 'movie';
}
