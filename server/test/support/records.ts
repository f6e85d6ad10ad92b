import type { AppDatabase } from '../../src/db/database.js';
import { LinkedOutcomesRepository } from '../../src/db/repositories/linked-outcomes.repository.js';
import { ProcessedFilesRepository, type LinkedRow } from '../../src/db/repositories/processed-files.repository.js';
import type { NewProcessedFile } from '../../src/db/schema.js';

/** A linked movie record at `destination`, as the library pages read them; `extra` overrides any column. */
export function linkedRow(
  source: string,
  destination: string,
  extra: Partial<NewProcessedFile> = {},
): NewProcessedFile {
  return {
    source_path: source,
    destination_path: destination,
    status: 'linked',
    media_type: 'movie',
    tmdb_id: 1,
    title: 'T',
    base_folder: 'Movies',
    poster_path: '/p.jpg',
    created_at: 1,
    updated_at: 1,
    ...extra,
  };
}

/** Inserts `linkedRow`s into `database`, all through one repository (so statements are prepared once). */
export type LinkedInserter = (source: string, destination: string, extra?: Partial<NewProcessedFile>) => void;

export function linkedInserter(database: AppDatabase): LinkedInserter {
  const records = new ProcessedFilesRepository(database);
  return (source, destination, extra = {}) => records.insert(linkedRow(source, destination, extra));
}

/**
 * Many linked records at once, written the way the organiser writes a group of links (one
 * statement per thousand rows). A volume test's seed goes through here: one INSERT per row is one
 * PostgreSQL round trip each, and 100,000 of them outlast a hook's timeout on a busy machine.
 */
export function writeLinkedInBulk(database: AppDatabase, rows: readonly LinkedRow[], at: number): void {
  new LinkedOutcomesRepository(database).writeMany(
    rows.map((row) => ({
      row,
      operation: {
        sourcePath: row.source_path,
        destinationPath: row.destination_path,
        status: 'created',
        operation: 'process',
        mediaType: row.media_type,
        tmdbId: row.tmdb_id,
        seasonNumber: row.season_number,
        reason: null,
      },
      decision: { status: 'created', tmdbId: row.tmdb_id, seasonNumber: row.season_number },
      at,
    })),
  );
}

/** A stand-in movie's linked record, as an organise without renaming writes it (the seeds of volume tests). */
export function movieLinkedRow(
  movie: { id: number; title: string; release_date: string },
  source: string,
  link: string,
): LinkedRow {
  return {
    source_path: source,
    destination_path: link,
    media_type: 'movie',
    tmdb_id: movie.id,
    imdb_id: null,
    tvdb_id: null,
    title: movie.title,
    year: Number(movie.release_date.slice(0, 4)),
    season_number: null,
    episode_numbers: null,
    episode_title: null,
    base_folder: 'Movies',
    resolution: '1080p',
    file_size: null,
    poster_path: null,
    release_date: movie.release_date,
  };
}
