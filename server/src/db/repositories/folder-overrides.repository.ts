import type { AppDatabase } from '../database.js';
import type { FolderOverrideRow, RecordMediaType } from '../schema.js';

/** The `folder_overrides` table: a person's choice of title for a source folder, one row per folder. */
export class FolderOverridesRepository {
  constructor(private readonly database: AppDatabase) {}

  /** The rows of these folders (stored keys), in no particular order. */
  async forFolders(keys: readonly string[]): Promise<Omit<FolderOverrideRow, 'created_at'>[]> {
    if (keys.length === 0) return [];
    return this.database.db
      .selectFrom('folder_overrides')
      .select(['source_folder', 'tmdb_id', 'media_type'])
      .where('source_folder', 'in', keys)
      .execute();
  }

  /** Every folder's choice, by folder. */
  async all(): Promise<FolderOverrideRow[]> {
    return this.database.db.selectFrom('folder_overrides').selectAll().orderBy('source_folder').execute();
  }

  /** Choosing again replaces the folder's choice. */
  async save(row: { source_folder: string; tmdb_id: number; media_type: RecordMediaType; created_at: number }) {
    await this.database.db
      .insertInto('folder_overrides')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('source_folder').doUpdateSet({
          tmdb_id: row.tmdb_id,
          media_type: row.media_type,
          created_at: row.created_at,
        }),
      )
      .execute();
  }
}
