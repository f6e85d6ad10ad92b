import type { AppDatabase } from '../../src/db/database.js';
import { ProcessedFilesRepository } from '../../src/db/repositories/processed-files.repository.js';
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

/** Insert a `linkedRow` through the records' repository. */
export function insertLinked(
  database: AppDatabase,
  source: string,
  destination: string,
  extra: Partial<NewProcessedFile> = {},
): void {
  new ProcessedFilesRepository(database).insert(linkedRow(source, destination, extra));
}
