// A person's choice of title for a source folder (`folder_overrides`), applied to the folder's future
// files. One row per folder; choosing again replaces the choice.

import path from 'node:path';
import type { AppDatabase } from '../../db/database.js';
import { FolderOverridesRepository } from '../../db/repositories/folder-overrides.repository.js';
import type { MediaType } from '../match-types.js';

export interface FolderOverride {
  sourceFolder: string;
  tmdbId: number;
  mediaType: MediaType;
}

/** The form folders are stored and looked up in: absolute, normalised, no trailing separator. */
export function folderKey(folder: string): string {
  return path.resolve(folder);
}

export class FolderOverrides {
  private readonly rows: FolderOverridesRepository;

  constructor(
    database: AppDatabase,
    private readonly now: () => number,
  ) {
    this.rows = new FolderOverridesRepository(database);
  }

  /** The override of the first folder (in the given order) that has one. */
  async find(folders: readonly string[]): Promise<FolderOverride | null> {
    const keys = [...new Set(folders.map(folderKey))];
    if (keys.length === 0) return null;
    const rows = this.rows.forFolders(keys);
    for (const key of keys) {
      const row = rows.find((candidate) => candidate.source_folder === key);
      if (row && (row.media_type === 'movie' || row.media_type === 'tv')) {
        return { sourceFolder: row.source_folder, tmdbId: row.tmdb_id, mediaType: row.media_type };
      }
    }
    return null;
  }

  async record(folder: string, tmdbId: number, mediaType: MediaType): Promise<void> {
    if (!Number.isSafeInteger(tmdbId) || tmdbId < 1) throw new RangeError(`tmdb id must be positive, got ${tmdbId}`);
    const row = { source_folder: folderKey(folder), tmdb_id: tmdbId, media_type: mediaType, created_at: this.now() };
    this.rows.save(row);
  }
}
