import type { Kysely } from 'kysely';
import { dialectTypes } from './dialect.js';

/**
 * What a restore from the trash needs: the organiser's record of a deleted link (JSON of its
 * processed_files row), so putting the link back also puts its record back. The base-folder index
 * answers the move dialog's "folders with their file counts" from the index alone; it leads with
 * base_folder so it never competes with the status-led indexes for other queries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.alterTable('trash').addColumn('record', t.text).execute();
  await db.schema
    .createIndex('processed_files_base_folder')
    .on('processed_files')
    .columns(['base_folder', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('processed_files_base_folder').execute();
  await db.schema.alterTable('trash').dropColumn('record').execute();
}
