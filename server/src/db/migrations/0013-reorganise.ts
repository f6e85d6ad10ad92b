import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * Re-organising the library when its naming or layout settings change. A preview is an operation
 * of kind `preview` whose entries are the links it would move (and the conflicts it would leave);
 * applying it copies those entries into an `apply` operation and works through them, each entry's
 * state written in the same transaction as the record that follows its link. An `undo` operation
 * holds the reverse of another's moved entries. Paths are absolute; `from_text`/`to_text` are the
 * links' texts, so an undo puts back a link's target form byte for byte.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await sql
    .raw(
      t.ddl(`CREATE TABLE reorganise_operations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      state TEXT NOT NULL,
      scope TEXT,
      preview_id INTEGER,
      undoes INTEGER,
      total INTEGER NOT NULL,
      moved INTEGER NOT NULL,
      skipped INTEGER NOT NULL,
      error TEXT,
      created_at INTEGER NOT NULL,
      finished_at INTEGER)`),
    )
    .execute(db);
  await db.schema
    .createTable('reorganise_entries')
    .addColumn('operation_id', t.int, (c) => c.notNull())
    .addColumn('seq', t.int, (c) => c.notNull())
    .addColumn('record_id', t.int, (c) => c.notNull())
    .addColumn('source_path', t.text, (c) => c.notNull())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('change_kind', t.text, (c) => c.notNull())
    .addColumn('from_path', t.text, (c) => c.notNull())
    .addColumn('from_text', t.text, (c) => c.notNull())
    .addColumn('to_path', t.text, (c) => c.notNull())
    .addColumn('to_text', t.text, (c) => c.notNull())
    .addColumn('from_base_folder', t.text)
    .addColumn('to_base_folder', t.text)
    .addColumn('state', t.text, (c) => c.notNull())
    .addColumn('reason', t.text)
    .addPrimaryKeyConstraint('reorganise_entries_pk', ['operation_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reorganise_entries').execute();
  await db.schema.dropTable('reorganise_operations').execute();
}
