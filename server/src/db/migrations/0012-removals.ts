import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * One removal, one restore. Each action that takes links or records away (a delete request, a
 * skip, a sweep, a scan finding sources gone) is a `removals` row with what it was asked
 * (`paths`, JSON), and every trash row it wrote names it, so a restore by folder brings back what
 * one removal took rather than everything ever removed under that folder. `trash.source_path` is
 * the source file a removed link or record belonged to, so a restore by a source folder finds them
 * whatever form the link's text took (relative links hold no absolute path to match).
 *
 * Rows written before this migration belong to no removal; a link's source is known from its
 * absolute text, or from the record kept with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await sql
    .raw(
      t.ddl(`CREATE TABLE removals (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      action TEXT NOT NULL,
      paths TEXT,
      created_at INTEGER NOT NULL)`),
    )
    .execute(db);
  await db.schema.alterTable('trash').addColumn('removal_id', t.int).execute();
  await db.schema.alterTable('trash').addColumn('source_path', t.text).execute();
  const kept = await sql<{ id: number; link_target: string | null; record: string | null }>`
    SELECT id, link_target, record FROM trash WHERE kind = 'link'`.execute(db);
  for (const row of kept.rows) {
    const source = sourceOf(row.record) ?? (row.link_target?.startsWith('/') ? row.link_target : null);
    if (source !== null) await sql`UPDATE trash SET source_path = ${source} WHERE id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('trash_source').on('trash').column('source_path').execute();
}

/** The source path of the first record kept with a removed link, when it reads. */
function sourceOf(record: string | null): string | null {
  if (record === null) return null;
  try {
    const rows = JSON.parse(record) as unknown;
    const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
    if (typeof first === 'object' && first !== null && 'source_path' in first) {
      const source = (first as { source_path: unknown }).source_path;
      return typeof source === 'string' ? source : null;
    }
  } catch {
    // A record that does not read names no source; the link's own text may.
  }
  return null;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trash_source').execute();
  await db.schema.alterTable('trash').dropColumn('source_path').execute();
  await db.schema.alterTable('trash').dropColumn('removal_id').execute();
  await sql`DROP TABLE removals`.execute(db);
}
