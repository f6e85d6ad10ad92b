import { habitMovies, withHabitMovieExtras } from './tmdb-dataset-habit-movies.js';
import { habitShows, withHabitShowExtras } from './tmdb-dataset-habit-shows.js';
import { decoyMovies, ordinaryMovies } from './tmdb-dataset-movies.js';
import { namesakeShows, withNamesakeEpisodeNames } from './tmdb-dataset-namesakes.js';
import { decoyShows, ordinaryShows } from './tmdb-dataset-shows.js';
import type { TmdbDataset } from './tmdb-dataset-types.js';

export type {
  StandInAlternativeTitle,
  StandInCadence,
  StandInCastMember,
  StandInCollectionRef,
  StandInCrewMember,
  StandInMovie,
  StandInSeason,
  StandInShow,
  StandInTranslation,
  TmdbDataset,
} from './tmdb-dataset-types.js';
export { generatedDataset, type GeneratedDatasetOptions } from './tmdb-dataset-generated.js';

/**
 * The recorded-style dataset the stand-in serves by default: decoys, ordinary titles, and the titles
 * of the release habits the fixture library's later cases bring (issue 30).
 */
export const recordedDataset: TmdbDataset = {
  movies: [...decoyMovies, ...ordinaryMovies, ...habitMovies].map(withHabitMovieExtras),
  shows: [...decoyShows.map(withNamesakeEpisodeNames), ...namesakeShows, ...ordinaryShows, ...habitShows].map(
    withHabitShowExtras,
  ),
};

/** Joins datasets; where two hold the same movie or show id, the later one wins. */
export function mergeDatasets(...datasets: TmdbDataset[]): TmdbDataset {
  const movies = new Map<number, TmdbDataset['movies'][number]>();
  const shows = new Map<number, TmdbDataset['shows'][number]>();
  for (const dataset of datasets) {
    for (const entry of dataset.movies) movies.set(entry.id, entry);
    for (const entry of dataset.shows) shows.set(entry.id, entry);
  }
  return { movies: [...movies.values()], shows: [...shows.values()] };
}
