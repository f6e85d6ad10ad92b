import type { AppDatabase } from '../database.js';
import { containsPattern } from '../like-pattern.js';
import { literalPhrase } from '../literal-phrase.js';
import type { Dialect } from '../sql-connection.js';
import { PreparedStatements } from '../prepared-statements.js';
import { searchText } from '../search-text.js';
import { columns, type RowOf } from '../columns.js';
import type { ProcessedFile, ProcessedFilesTable } from '../schema.js';

/** The database browser's type filter (the same values as common/'s `databaseRecordTypes`). */
export type BrowserRecordType = 'all' | 'movies' | 'tvshows' | 'processed' | 'skipped';

/** The columns the database browser lists besides the source path (which it calls `file_path`). */
const BROWSER = columns<ProcessedFilesTable>()('destination_path', 'tmdb_id', 'season_number', 'reason', 'file_size');

/** A record as the database browser lists and exports it. */
export type BrowserRow = Pick<ProcessedFile, 'id'> & { file_path: ProcessedFile['source_path'] } & RowOf<
    typeof BROWSER
  >;

/**
 * Each type as an SQL condition on `p` (processed_files): constant text, never built from input.
 * "A reason exists" is a non-empty reason, as the spec's category rule reads; the category is
 * decided by the reason first. The same rules keep `processed_files_totals` (migration 0006).
 */
const HAS_REASON = `coalesce(p.reason, '') != ''`;
const BROWSER_TYPE_CONDITION: Readonly<Record<BrowserRecordType, string>> = {
  all: 'TRUE',
  skipped: HAS_REASON,
  tvshows: `NOT ${HAS_REASON} AND p.tmdb_id IS NOT NULL AND p.season_number IS NOT NULL`,
  movies: `NOT ${HAS_REASON} AND p.tmdb_id IS NOT NULL AND p.season_number IS NULL`,
  processed: 'p.destination_path IS NOT NULL',
};

const BROWSER_COLUMNS = `p.id, p.source_path AS file_path, ${BROWSER.qualified('p')}`;

/** Search text shorter than this can't use the trigram index (a trigram is three characters). */
const TRIGRAM = 3;

/** Rows the export reads per statement: small enough to hold, large enough to be cheap. */
const EXPORT_CHUNK = 500;

/**
 * Where the rows of a browser filter come from, and the key to page on (newest first). With
 * three characters or more of search text, from the trigram index (`processed_files_search`,
 * migration 0006), walked backwards by rowid; with less, a literal LIKE over the three columns,
 * which scans. On PostgreSQL a LIKE over the three columns as one text always serves: its pg_trgm
 * index answers it directly.
 */
function browserSource(
  type: BrowserRecordType,
  search: string,
  dialect: Dialect,
): { from: string; where: string; key: string; params: { text?: string } } {
  const condition = BROWSER_TYPE_CONDITION[type];
  if (!search) return { from: 'processed_files p', where: condition, key: 'p.id', params: {} };
  if (dialect === 'sqlite' && [...search].length >= TRIGRAM) {
    return {
      from: 'processed_files_search s JOIN processed_files p ON p.id = s.rowid',
      where: `processed_files_search MATCH @text AND ${condition}`,
      key: 's.rowid',
      params: { text: literalPhrase(search) },
    };
  }
  if (dialect === 'postgres') {
    return {
      from: 'processed_files p',
      where: `${searchText('p.')} LIKE @text ESCAPE '\\' AND ${condition}`,
      key: 'p.id',
      params: { text: containsPattern(search) },
    };
  }
  return {
    from: 'processed_files p',
    where: `(p.source_path LIKE @text ESCAPE '\\' OR p.destination_path LIKE @text ESCAPE '\\'
      OR p.title LIKE @text ESCAPE '\\') AND ${condition}`,
    key: 'p.id',
    params: { text: containsPattern(search) },
  };
}

/**
 * The Database tab's reads of `processed_files`: a filtered, searchable page of records, how many
 * match, and every match for the CSV export. The counts on its cards come from
 * `RecordTotalsRepository`, which triggers keep by the same category rules.
 */
export class DatabaseBrowserRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /**
   * A page of the browser, newest first: the key is walked backwards, so an early page stops
   * after `limit` matches. `search` is literal text; without it the caller takes the total from
   * `RecordTotalsRepository.browserTotals`.
   */
  page(type: BrowserRecordType, search: string, limit: number, offset: number): BrowserRow[] {
    const { from, where, key, params } = browserSource(type, search, this.sql.dialect);
    return this.sql
      .get<[{ text?: string; limit: number; offset: number }], BrowserRow>(
        `SELECT ${BROWSER_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${key} DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset });
  }

  /** The plan SQLite makes for a browser page, one line per step (tests hold the indexes to it). */
  explainPage(type: BrowserRecordType, search: string): string[] {
    const { from, where, key, params } = browserSource(type, search, this.sql.dialect);
    const rows = this.sql
      .get<[{ text?: string }], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT ${BROWSER_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${key} DESC LIMIT 50`,
      )
      .all(params);
    return rows.map((r) => r.detail);
  }

  /** How many records match a browser filter. */
  count(type: BrowserRecordType, search: string): number {
    const { from, where, params } = browserSource(type, search, this.sql.dialect);
    return (
      this.sql.get<[{ text?: string }], number>(`SELECT count(*) FROM ${from} WHERE ${where}`).pluck().get(params) ?? 0
    );
  }

  /**
   * Every record of a browser filter, newest first, read in chunks by key. Not one open
   * `.iterate()` across the whole export: the stream waits for a slow client between chunks, and
   * an open statement would hold a read transaction that long (the WAL could not be checkpointed)
   * and tie up the cached statement, which a second export would then find busy. Memory stays at
   * one chunk; each chunk is read with `.iterate()` and copied before the next wait.
   */
  *rows(type: BrowserRecordType, search: string): Generator<BrowserRow> {
    const { from, where, key, params } = browserSource(type, search, this.sql.dialect);
    const statement = this.sql.get<[{ text?: string; before: number; limit: number }], BrowserRow>(
      `SELECT ${BROWSER_COLUMNS} FROM ${from} WHERE ${key} < @before AND ${where} ORDER BY ${key} DESC LIMIT @limit`,
    );
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = [...statement.iterate({ ...params, before, limit: EXPORT_CHUNK })];
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_CHUNK) return;
      before = last.id;
    }
  }
}
