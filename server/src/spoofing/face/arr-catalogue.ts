import path from 'node:path';
import type { ArrIdsRepository } from '../../db/repositories/arr-ids.repository.js';
import type { ProcessedFile } from '../../db/schema.js';

/**
 * The library as Radarr and Sonarr would hold it, built from the organiser's records: each linked
 * record is one file; a TV record names its series (TMDB id), season and episode numbers. Ids come
 * from `arr_ids`, keyed by what stays true of an item across rescans and re-matches: a series or
 * movie by its TMDB id, an episode by series, season and number, a file by its source file.
 */

export interface ArrFile {
  id: number;
  /** The library link, where Bazarr writes subtitles beside it. */
  path: string;
  sourcePath: string;
  size: number;
  resolution: string | null;
  seasonNumber: number | null;
  /** When the organiser linked it (ms). */
  addedAt: number;
}

export interface ArrEpisode {
  id: number;
  seriesId: number;
  seasonNumber: number;
  episodeNumber: number;
  title: string | null;
  file: ArrFile;
}

interface ArrTitle {
  id: number;
  tmdbId: number;
  tvdbId: number | null;
  imdbId: string | null;
  title: string;
  year: number;
  /** The title's folder in the library. */
  path: string;
  /** The category folder holding it (a root folder). */
  rootPath: string;
  posterPath: string | null;
  releaseDate: string | null;
}

export interface ArrSeries extends ArrTitle {
  episodes: ArrEpisode[];
  files: ArrFile[];
}

export interface ArrMovie extends ArrTitle {
  file: ArrFile;
  /** The source of every version of the movie (its file's first), all of which a rescan re-checks. */
  sourcePaths: string[];
}

export interface ArrRoot {
  id: number;
  path: string;
}

export interface ArrCatalogue {
  series: ArrSeries[];
  movies: ArrMovie[];
  roots: ArrRoot[];
}

const SEASON_FOLDER = /^(season\s*\d+|specials|s\d+)$/i;

/** The series folder of an episode link: above its season folder when it has one. */
export function seriesFolderOf(link: string): string {
  const parent = path.dirname(link);
  return SEASON_FOLDER.test(path.basename(parent)) ? path.dirname(parent) : parent;
}

function episodeNumbers(record: ProcessedFile): number[] {
  if (!record.episode_numbers) return [];
  try {
    const parsed: unknown = JSON.parse(record.episode_numbers);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

function isUsable(record: ProcessedFile): record is ProcessedFile & { destination_path: string; tmdb_id: number } {
  return record.destination_path !== null && record.tmdb_id !== null && !record.reason;
}

function isSeries(record: ProcessedFile): boolean {
  return record.media_type === 'tv' || (record.media_type === null && record.season_number !== null);
}

/** Build the catalogue; `visible` narrows it to the links a folder key may see. */
export function buildCatalogue(
  records: readonly ProcessedFile[],
  ids: ArrIdsRepository,
  visible: (link: string) => boolean = () => true,
): ArrCatalogue {
  const usable = records
    .filter(isUsable)
    .filter((r) => visible(r.destination_path))
    .sort((a, b) => (a.destination_path < b.destination_path ? -1 : 1));
  const tv = usable.filter(isSeries);
  const films = usable.filter((r) => !isSeries(r));

  const seriesIds = ids.idsFor(
    'series',
    tv.map((r) => String(r.tmdb_id)),
  );
  const movieIds = ids.idsFor(
    'movie',
    films.map((r) => String(r.tmdb_id)),
  );
  // A file by its source: its id survives a rename or relink of its library link.
  const episodeFileIds = ids.idsFor(
    'episodeFile',
    tv.map((r) => r.source_path),
  );
  const movieFileIds = ids.idsFor(
    'movieFile',
    films.map((r) => r.source_path),
  );
  const episodeKey = (tmdbId: number, season: number, episode: number) => `${tmdbId}:${season}:${episode}`;
  const episodeIds = ids.idsFor(
    'episode',
    tv.flatMap((r) => episodeNumbers(r).map((n) => episodeKey(r.tmdb_id, r.season_number ?? 0, n))),
  );

  const fileOf = (r: ProcessedFile & { destination_path: string }, id: number): ArrFile => ({
    id,
    path: r.destination_path,
    sourcePath: r.source_path,
    size: r.file_size ?? 0,
    resolution: r.resolution,
    seasonNumber: r.season_number,
    addedAt: r.updated_at,
  });
  const titleOf = (r: ProcessedFile & { tmdb_id: number }, id: number, folder: string): ArrTitle => ({
    id,
    tmdbId: r.tmdb_id,
    tvdbId: r.tvdb_id,
    imdbId: r.imdb_id,
    title: r.title ?? `TMDB ${r.tmdb_id}`,
    year: r.year ?? 0,
    path: folder,
    rootPath: path.dirname(folder),
    posterPath: r.poster_path,
    releaseDate: r.release_date,
  });

  const seriesByTmdb = new Map<number, ArrSeries>();
  for (const r of tv) {
    let series = seriesByTmdb.get(r.tmdb_id);
    if (!series) {
      series = {
        ...titleOf(r, seriesIds.get(String(r.tmdb_id)) ?? 0, seriesFolderOf(r.destination_path)),
        episodes: [],
        files: [],
      };
      seriesByTmdb.set(r.tmdb_id, series);
    }
    // Facts a later record knows fill in what the first one lacked.
    series.tvdbId ??= r.tvdb_id;
    series.imdbId ??= r.imdb_id;
    series.posterPath ??= r.poster_path;
    const file = fileOf(r, episodeFileIds.get(r.source_path) ?? 0);
    series.files.push(file);
    const season = r.season_number ?? 0;
    for (const [index, n] of episodeNumbers(r).entries()) {
      const id = episodeIds.get(episodeKey(r.tmdb_id, season, n)) ?? 0;
      // Two files of one episode (versions): the first link wins, as Sonarr holds one file per episode.
      if (series.episodes.some((e) => e.id === id)) continue;
      series.episodes.push({
        id,
        seriesId: series.id,
        seasonNumber: season,
        episodeNumber: n,
        // A multi-episode file's record carries the first episode's title.
        title: index === 0 ? r.episode_title : null,
        file,
      });
    }
  }

  const moviesByTmdb = new Map<number, ArrMovie>();
  for (const r of films) {
    const known = moviesByTmdb.get(r.tmdb_id);
    if (known) {
      known.sourcePaths.push(r.source_path); // Radarr holds one file per movie: the first link.
      continue;
    }
    moviesByTmdb.set(r.tmdb_id, {
      ...titleOf(r, movieIds.get(String(r.tmdb_id)) ?? 0, path.dirname(r.destination_path)),
      file: fileOf(r, movieFileIds.get(r.source_path) ?? 0),
      sourcePaths: [r.source_path],
    });
  }

  const series = [...seriesByTmdb.values()].sort((a, b) => a.id - b.id);
  for (const s of series)
    s.episodes.sort((a, b) => a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber);
  const movies = [...moviesByTmdb.values()].sort((a, b) => a.id - b.id);
  const rootPaths = [...new Set([...series, ...movies].map((t) => t.rootPath))].sort();
  const rootIds = ids.idsFor('root', rootPaths);
  return { series, movies, roots: rootPaths.map((p) => ({ id: rootIds.get(p) ?? 0, path: p })) };
}
