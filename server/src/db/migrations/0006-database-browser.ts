import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { searchText } from '../search-text.js';
import { isPostgres } from './dialect.js';

/**
 * The Database browser's two aids, kept by triggers so every writer (organiser, library, trash,
 * restore) keeps them right without knowing about them:
 *
 * - `processed_files_totals`: records and bytes per category (the spec's rule: skipped when a
 *   reason exists, then tvshows, movies, other) and per linked-or-not. The counts ride along with
 *   every search, and aggregating 100,000 rows costs 25-40 ms; reading eight rows costs nothing.
 * - `processed_files_search`: an FTS5 trigram index over source path, link path and title, for
 *   infix search. A b-tree can't serve `%text%`, and a scan of three path columns over 100,000
 *   rows costs 20-40 ms per statement (the page and its count are two). Trigrams answer search
 *   text of three characters or more; shorter text still scans.
 */
const CATEGORY = (row: 'NEW' | 'OLD') =>
  `CASE WHEN coalesce(${row}.reason, '') != '' THEN 'skipped'
        WHEN ${row}.tmdb_id IS NOT NULL AND ${row}.season_number IS NOT NULL THEN 'tvshows'
        WHEN ${row}.tmdb_id IS NOT NULL THEN 'movies' ELSE 'other' END`;

const add = (row: 'NEW' | 'OLD') =>
  `INSERT INTO processed_files_totals (category, linked, records, bytes)
     VALUES (${CATEGORY(row)}, ${row}.destination_path IS NOT NULL, 1, coalesce(${row}.file_size, 0))
     ON CONFLICT (category, linked) DO UPDATE SET records = records + 1, bytes = bytes + excluded.bytes;`;

const subtract = (row: 'NEW' | 'OLD') =>
  `UPDATE processed_files_totals SET records = records - 1, bytes = bytes - coalesce(${row}.file_size, 0)
     WHERE category = ${CATEGORY(row)} AND linked = (${row}.destination_path IS NOT NULL);`;

const indexRow = (row: 'NEW' | 'OLD') =>
  `INSERT INTO processed_files_search (rowid, source_path, destination_path, title)
     VALUES (${row}.id, ${row}.source_path, ${row}.destination_path, ${row}.title);`;

const unindexRow = (row: 'NEW' | 'OLD') =>
  `INSERT INTO processed_files_search (processed_files_search, rowid, source_path, destination_path, title)
     VALUES ('delete', ${row}.id, ${row}.source_path, ${row}.destination_path, ${row}.title);`;

/**
 * PostgreSQL's equivalents. The totals are a view computing the same rows on read: a trigger
 * bumping the same eight rows would write a new version of a row per record, and a transaction
 * writing thousands of records (a batch of the organiser, `db migrate`) slows quadratically as
 * PostgreSQL walks those versions. The aggregate reads the covering index instead. Infix search
 * is one pg_trgm GIN index over the three columns as one text (`search-text.ts`), which serves
 * `ILIKE '%text%'` directly.
 */
async function upPostgres(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(`CREATE VIEW processed_files_totals AS
      SELECT ${CATEGORY('NEW').replaceAll('NEW.', '')} AS category, (destination_path IS NOT NULL)::int AS linked,
        count(*) AS records, coalesce(sum(file_size), 0) AS bytes
        FROM processed_files GROUP BY 1, 2`);
  await run('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await run(`CREATE INDEX processed_files_search ON processed_files USING gin (${searchText()} gin_trgm_ops)`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) return upPostgres(run);
  await run(`CREATE TABLE processed_files_totals (
      category TEXT NOT NULL, linked INTEGER NOT NULL, records INTEGER NOT NULL, bytes INTEGER NOT NULL,
      PRIMARY KEY (category, linked)) WITHOUT ROWID`);
  await run(`INSERT INTO processed_files_totals (category, linked, records, bytes)
      SELECT ${CATEGORY('NEW').replaceAll('NEW.', '')}, destination_path IS NOT NULL, count(*), coalesce(sum(file_size), 0)
        FROM processed_files GROUP BY 1, 2`);
  await run(`CREATE TRIGGER processed_files_totals_insert AFTER INSERT ON processed_files BEGIN ${add('NEW')} END`);
  await run(
    `CREATE TRIGGER processed_files_totals_delete AFTER DELETE ON processed_files BEGIN ${subtract('OLD')} END`,
  );
  await run(`CREATE TRIGGER processed_files_totals_update
      AFTER UPDATE OF reason, tmdb_id, season_number, destination_path, file_size ON processed_files
      BEGIN ${subtract('OLD')} ${add('NEW')} END`);

  await run(`CREATE VIRTUAL TABLE processed_files_search USING fts5(source_path, destination_path, title,
      content='processed_files', content_rowid='id', tokenize='trigram')`);
  await run(`INSERT INTO processed_files_search (processed_files_search) VALUES ('rebuild')`);
  await run(
    `CREATE TRIGGER processed_files_search_insert AFTER INSERT ON processed_files BEGIN ${indexRow('NEW')} END`,
  );
  await run(
    `CREATE TRIGGER processed_files_search_delete AFTER DELETE ON processed_files BEGIN ${unindexRow('OLD')} END`,
  );
  await run(`CREATE TRIGGER processed_files_search_update
      AFTER UPDATE OF id, source_path, destination_path, title ON processed_files
      BEGIN ${unindexRow('OLD')} ${indexRow('NEW')} END`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('DROP INDEX IF EXISTS processed_files_search').execute(db);
    await sql.raw('DROP VIEW IF EXISTS processed_files_totals').execute(db);
    return;
  }
  for (const name of [
    'processed_files_search_update',
    'processed_files_search_delete',
    'processed_files_search_insert',
    'processed_files_totals_update',
    'processed_files_totals_delete',
    'processed_files_totals_insert',
  ]) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
  await sql.raw('DROP TABLE IF EXISTS processed_files_search').execute(db);
  await sql.raw('DROP TABLE IF EXISTS processed_files_totals').execute(db);
}
