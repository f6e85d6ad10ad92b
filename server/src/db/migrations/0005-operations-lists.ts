import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * The file-operation log is append-only (one row per event), but File Operations shows one entry
 * per source file: its latest event. `latest` marks that row (the writer clears the previous one in
 * the same statement batch), and two partial indexes over the marked rows answer a page, a status
 * tab and the per-status counts without grouping the whole log by path on every request.
 *
 * The Source tab pages the source index of one or more source folders in path order; (root, path)
 * gives a folder's rows already in that order, so a page never sorts the folder's whole index, and
 * (root, is_media) counts a folder's files (or media files) without reading the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('file_operations')
    .addColumn('latest', dialectTypes(db).int, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE file_operations SET latest = 1
    WHERE id IN (SELECT max(id) FROM file_operations GROUP BY source_path)`.execute(db);
  await sql`CREATE INDEX file_operations_latest_time ON file_operations (created_at) WHERE latest = 1`.execute(db);
  await db.schema.createIndex('source_files_root_path').on('source_files').columns(['root', 'path']).execute();
  await db.schema.createIndex('source_files_root_media').on('source_files').columns(['root', 'is_media']).execute();
  await sql`CREATE INDEX file_operations_latest_status ON file_operations (status, created_at) WHERE latest = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('file_operations_latest_status').execute();
  await db.schema.dropIndex('source_files_root_media').execute();
  await db.schema.dropIndex('source_files_root_path').execute();
  await db.schema.dropIndex('file_operations_latest_time').execute();
  await db.schema.alterTable('file_operations').dropColumn('latest').execute();
}
