// A person's choice of title for a source folder (`folder_overrides`), applied to the folder's future
// files. One row per folder; choosing again replaces the choice.

import path from 'node:path';
import type { FolderOverridesRepository } from '../../db/repositories/folder-overrides.repository.js';
import type { FolderOverrideRow } from '../../db/schema.js';
import type { MediaType } from '../match-types.js';

export interface FolderOverride {
  sourceFolder: string;
  tmdbId: number;
  mediaType: MediaType;
  /** Epoch ms. */
  chosenAt: number;
}

/** The form folders are stored and looked up in: absolute, normalised, no trailing separator. */
export function folderKey(folder: string): string {
  return path.resolve(folder);
}

/**
 * How long a read of every override serves the organiser's lookups. Overrides are a person's rare
 * choices, asked for by every file organised: one read per second instead of one per file (a
 * round trip each on PostgreSQL). This process's own choices are seen at once; another
 * instance's within this time.
 */
const SNAPSHOT_MS = 1000;

/**
 * The remembered choices, with their snapshot. Built once per process (the composition root) and
 * shared by the organiser's matchers, the folder-choices routes and undo, so a choice one of them
 * records or forgets is what the others read next.
 */
export class FolderOverrides {
  private snapshot: { takenAt: number; byFolder: Map<string, FolderOverrideRow> } | undefined;

  constructor(
    private readonly rows: FolderOverridesRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** The override of the first folder (in the given order) that has one. */
  find(folders: readonly string[]): FolderOverride | null {
    const keys = [...new Set(folders.map(folderKey))];
    if (keys.length === 0) return null;
    const byFolder = this.current();
    for (const key of keys) {
      const row = byFolder.get(key);
      const override = row ? overrideOf(row) : null;
      if (override) return override;
    }
    return null;
  }

  /** Every folder's choice, read now. */
  all(): FolderOverride[] {
    return this.rows.all().flatMap((row) => overrideOf(row) ?? []);
  }

  /** Forgets a folder's choice; false when it had none. */
  remove(folder: string): boolean {
    const removed = this.rows.remove(folderKey(folder));
    this.snapshot = undefined;
    return removed;
  }

  /**
   * Forgets the folder's choice only if it is still `tmdbId` chosen at `since` or later (an undone
   * pick's own choice, not one made after it); true when it did.
   */
  removeIfChosen(folder: string, tmdbId: number, mediaType: MediaType, since: number): boolean {
    const removed = this.rows.removeIfChosen(folderKey(folder), tmdbId, mediaType, since);
    this.snapshot = undefined;
    return removed;
  }

  record(folder: string, tmdbId: number, mediaType: MediaType): void {
    if (!Number.isSafeInteger(tmdbId) || tmdbId < 1) throw new RangeError(`tmdb id must be positive, got ${tmdbId}`);
    const row = { source_folder: folderKey(folder), tmdb_id: tmdbId, media_type: mediaType, created_at: this.now() };
    this.rows.save(row);
    this.snapshot = undefined;
  }

  private current(): Map<string, FolderOverrideRow> {
    const at = performance.now();
    if (!this.snapshot || at - this.snapshot.takenAt > SNAPSHOT_MS) {
      this.snapshot = { takenAt: at, byFolder: new Map(this.rows.all().map((row) => [row.source_folder, row])) };
    }
    return this.snapshot.byFolder;
  }
}

function overrideOf(row: FolderOverrideRow): FolderOverride | null {
  if (row.media_type !== 'movie' && row.media_type !== 'tv') return null;
  return { sourceFolder: row.source_folder, tmdbId: row.tmdb_id, mediaType: row.media_type, chosenAt: row.created_at };
}
