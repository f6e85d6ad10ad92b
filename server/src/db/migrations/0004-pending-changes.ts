import type { Kysely } from 'kysely';
import { dialectTypes } from './dialect.js';

/**
 * Write-ahead intents for library changes that touch disk and database in two steps (a folder
 * rename, a deletion into the trash, a restore). A row is written before the disk changes and
 * removed in the transaction that brings the records in line; a row found at start is a change a
 * crash cut short, and the disk says how far it got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema
    .createTable('pending_changes')
    .addColumn('id', t.int, t.serial)
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('from_path', t.text, (c) => c.notNull())
    .addColumn('to_path', t.text)
    .addColumn('root', t.text, (c) => c.notNull())
    .addColumn('detail', t.text)
    .addColumn('created_at', t.int, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_changes').execute();
}
