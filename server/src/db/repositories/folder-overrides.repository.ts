import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type ValuesOf } from '../columns.js';
import type { FolderOverrideRow, FolderOverridesTable, RecordMediaType } from '../schema.js';

const OVERRIDE = columns<FolderOverridesTable>()('source_folder', 'tmdb_id', 'media_type', 'created_at');

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
  save(row: FolderOverrideRow): void {
    this.sql
      .get<ValuesOf<typeof OVERRIDE>>(
        `INSERT INTO folder_overrides (${OVERRIDE.list}) VALUES (${OVERRIDE.params})
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
      .get<
        [
          FolderOverrideRow['source_folder'],
          FolderOverrideRow['tmdb_id'],
          FolderOverrideRow['media_type'],
          FolderOverrideRow['created_at'],
        ]
      >(
        `DELETE FROM folder_overrides
          WHERE source_folder = ? AND tmdb_id = ? AND media_type = ? AND created_at >= ?`,
      )
      .run(sourceFolder, tmdbId, mediaType, since);
    return result.changes > 0;
  }

  /** Forgets a folder's choice; false when it had none. */
  remove(sourceFolder: string): boolean {
    const result = this.sql
      .get<[FolderOverrideRow['source_folder']]>('DELETE FROM folder_overrides WHERE source_folder = ?')
      .run(sourceFolder);
    return result.changes > 0;
  }
}
