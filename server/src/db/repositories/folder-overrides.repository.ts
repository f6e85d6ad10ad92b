import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { FolderOverrideRow, RecordMediaType } from '../schema.js';

/** The `folder_overrides` table: a person's choice of title for a source folder, one row per folder. */
export class FolderOverridesRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** Every folder's choice, by folder. */
  all(): FolderOverrideRow[] {
    return this.sql.get<[], FolderOverrideRow>('SELECT * FROM folder_overrides ORDER BY source_folder').all();
  }

  /** Choosing again replaces the folder's choice. */
  save(row: { source_folder: string; tmdb_id: number; media_type: RecordMediaType; created_at: number }): void {
    this.sql
      .get(
        `INSERT INTO folder_overrides (source_folder, tmdb_id, media_type, created_at)
           VALUES (@source_folder, @tmdb_id, @media_type, @created_at)
         ON CONFLICT(source_folder) DO UPDATE SET tmdb_id = excluded.tmdb_id, media_type = excluded.media_type,
           created_at = excluded.created_at`,
      )
      .run(row);
  }

  /**
   * Forgets a folder's choice only when it is this title, chosen at `since` or later (a pick being
   * undone); false when the folder's choice is another, older, or none.
   */
  removeIfChosen(sourceFolder: string, tmdbId: number, mediaType: RecordMediaType, since: number): boolean {
    const result = this.sql
      .get<[string, number, RecordMediaType, number]>(
        `DELETE FROM folder_overrides
          WHERE source_folder = ? AND tmdb_id = ? AND media_type = ? AND created_at >= ?`,
      )
      .run(sourceFolder, tmdbId, mediaType, since);
    return result.changes > 0;
  }

  /** Forgets a folder's choice; false when it had none. */
  remove(sourceFolder: string): boolean {
    const result = this.sql.get<[string]>('DELETE FROM folder_overrides WHERE source_folder = ?').run(sourceFolder);
    return result.changes > 0;
  }
}
