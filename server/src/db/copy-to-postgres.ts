import { createHash } from 'node:crypto';
import type { AppDatabase } from './database.js';

/** What was copied of one table, and the proof it arrived whole. */
interface CopiedTable {
  table: string;
  rows: number;
  /** SHA-256 of every row in key order, the same read from both stores. */
  checksum: string;
}

/**
 * Tables a copy leaves out: SQLite's own, the migrator's (the target ran the same migrations), and
 * what the stores derive from the records themselves (the FTS5 search index and its shadow tables;
 * the totals and change counter, which PostgreSQL computes as views; the episodes the records
 * cover and the counter they were built at, rebuilt on the target's first read).
 */
const DERIVED =
  /^(sqlite_|kysely_|processed_files_search)|^processed_files_(totals|version)$|^(tv_library_episodes|missing_state)$/;
/** Parents before children, so each table's foreign keys hold the moment it is copied. */
const FIRST = ['jobs'];
/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters; 200 rows of 25 columns is 5,000. */
const CHUNK = 200;

export class CopyRefused extends Error {}

function tablesOf(source: AppDatabase): string[] {
  const names = source.sql
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all()
    .filter((name) => !DERIVED.test(name));
  return [...FIRST.filter((t) => names.includes(t)), ...names.filter((t) => !FIRST.includes(t))];
}

function columnsOf(database: AppDatabase, table: string): string[] {
  if (database.dialect === 'sqlite') {
    return database.sql
      .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
      .all()
      .map((c) => c.name);
  }
  return database.sql
    .prepare<[string], string>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`,
    )
    .pluck()
    .all(table);
}

/** SHA-256 over the rows in the order of all their columns, as each store hands them back. */
function checksumOf(database: AppDatabase, table: string, columns: string[]): { rows: number; checksum: string } {
  const hash = createHash('sha256');
  let rows = 0;
  const order = columns.map((_, i) => String(i + 1)).join(', ');
  const statement = database.sql.prepare<[], unknown[]>(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${order}`);
  for (const row of statement.raw().iterate()) {
    hash.update(JSON.stringify(row));
    hash.update('\n');
    rows++;
  }
  return { rows, checksum: hash.digest('hex') };
}

/**
 * Copy a SQLite product database into an empty PostgreSQL one that has the same schema (both
 * opened through `openDatabase`, so both ran every migration). One transaction per table; each
 * table's row count and checksum are compared on both sides before the next is copied. A target
 * with any row in any table is refused before anything is written.
 */
export function copyToPostgres(
  source: AppDatabase,
  target: AppDatabase,
  onTable: (copied: CopiedTable) => void = () => undefined,
): CopiedTable[] {
  if (source.dialect !== 'sqlite') throw new CopyRefused('the source of a copy must be the SQLite database');
  if (target.dialect !== 'postgres') throw new CopyRefused('the target of a copy must be a PostgreSQL database');
  const tables = tablesOf(source);
  const columns = new Map<string, string[]>();
  for (const table of tables) {
    const mine = columnsOf(source, table);
    const theirs = columnsOf(target, table);
    if (theirs.length === 0) throw new CopyRefused(`the target has no table ${table}`);
    const missing = mine.filter((c) => !theirs.includes(c));
    if (missing.length > 0) throw new CopyRefused(`the target's ${table} has no column ${missing.join(', ')}`);
    const count = target.sql.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() ?? 0;
    if (count > 0) {
      throw new CopyRefused(
        `the target is not empty: ${table} has ${count} row${count === 1 ? '' : 's'}; nothing was copied`,
      );
    }
    columns.set(table, mine);
  }
  const copied: CopiedTable[] = [];
  for (const table of tables) {
    const names = columns.get(table) ?? [];
    const row = `(${names.map(() => '?').join(', ')})`;
    target.transaction(() => {
      let chunk: unknown[][] = [];
      const flush = () => {
        if (chunk.length === 0) return;
        target.sql
          .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`)
          .run(...chunk.flat());
        chunk = [];
      };
      const rows = source.sql
        .prepare<[], unknown[]>(`SELECT ${names.join(', ')} FROM ${table}`)
        .raw()
        .iterate();
      for (const values of rows) {
        chunk.push(values);
        if (chunk.length === CHUNK) flush();
      }
      flush();
      // Identity columns continue after the copied ids, so the next new row gets a fresh one.
      const sequence = names.includes('id')
        ? target.sql.prepare<[string], string | null>("SELECT pg_get_serial_sequence(?, 'id')").pluck().get(table)
        : null;
      if (sequence) {
        target.sql.prepare(`SELECT setval(?, coalesce(max(id), 0) + 1, false) FROM ${table}`).get(sequence);
      }
    });
    const before = checksumOf(source, table, names);
    const after = checksumOf(target, table, names);
    if (before.rows !== after.rows || before.checksum !== after.checksum) {
      throw new Error(
        `${table} did not arrive whole: ${before.rows} rows (${before.checksum.slice(0, 12)}) in SQLite, ` +
          `${after.rows} (${after.checksum.slice(0, 12)}) in PostgreSQL`,
      );
    }
    const result = { table, ...before };
    copied.push(result);
    onTable(result);
  }
  return copied;
}
