import type { Kysely } from 'kysely';

/**
 * Write-ahead intents for library changes that touch disk and database in two steps (a folder
 * rename, a deletion into the trash, a restore). A row is written before the disk changes and
 * removed in the transaction that brings the records in line; a row found at start is a change a
 * crash cut short, and the disk says how far it got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('to_path', 'text')
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_changes').execute();
}
