import path from 'node:path';
import type { AppDatabase } from '../database.js';
import { containsPattern } from '../like-pattern.js';
import { underRange } from '../path-range.js';
import type { Dialect } from '../sql-connection.js';
import { PreparedStatements } from '../prepared-statements.js';
import { searchText } from '../search-text.js';
import type { Selectable } from 'kysely';
import { columns, type RowOf, type TupleOf } from '../columns.js';
import type {
  NewProcessedFile,
  ProcessedFile,
  ProcessedFilesTable,
  ProcessedFilesTotalsTable,
  ProcessedFilesVersionTable,
  RecordMediaType,
  RecordStatus,
  TitleTotalsTable,
} from '../schema.js';

const processedFiles = columns<ProcessedFilesTable>();

/** The columns of a processed_files row the library pages show. */
const FACTS = processedFiles(
  'id',
  'destination_path',
  'source_path',
  'media_type',
  'tmdb_id',
  'title',
  'year',
  'season_number',
  'episode_numbers',
  'episode_title',
  'resolution',
  'poster_path',
  'release_date',
  'base_folder',
  'file_size',
  'created_at',
);
/** The select list of {@link RecordFacts}. */
export const FACT_COLUMNS = FACTS.list;

/** The part of a processed_files row the library pages show (only linked records: a link path is set). */
export type RecordFacts = Omit<RowOf<typeof FACTS>, 'destination_path'> & { destination_path: string };

/** A decision to link a file, as stored. */
export type LinkedRow = Omit<
  ProcessedFile,
  'id' | 'status' | 'candidates' | 'reason' | 'error' | 'created_at' | 'updated_at'
> & { destination_path: string };

/** The columns a decision not to link a file (yet) is written with, besides its times. */
const UNLINKED = processedFiles('source_path', 'status', 'media_type', 'candidates', 'reason', 'file_size');

/**
 * A decision not to link a file (yet), as stored; `candidates` is JSON of the candidates the
 * matcher weighed, when it abstained.
 */
type UnlinkedRow = Omit<RowOf<typeof UNLINKED>, 'status' | 'reason' | 'file_size'> & {
  status: Exclude<RecordStatus, 'linked'>;
  reason: NonNullable<ProcessedFile['reason']>;
  file_size: NonNullable<ProcessedFile['file_size']>;
};

/** What a move in the library rewrites of a record. */
const PLACEMENT = processedFiles('id', 'destination_path', 'base_folder');

/** Where a record's link is, as a move in the library rewrites it. */
type LinkPlacement = Omit<RowOf<typeof PLACEMENT>, 'destination_path'> & { destination_path: string };

interface PageRecords {
  files: Map<string, RecordFacts>;
  /** One record below each folder (any will do: they share the title's facts). */
  folders: Map<string, RecordFacts>;
}

/** The database browser's type filter (the same values as common/'s `databaseRecordTypes`). */
export type BrowserRecordType = 'all' | 'movies' | 'tvshows' | 'processed' | 'skipped';

/** The columns the database browser lists besides the source path (which it calls `file_path`). */
const BROWSER = processedFiles('destination_path', 'tmdb_id', 'season_number', 'reason', 'file_size');

/** A record as the database browser lists and exports it. */
export type BrowserRow = Pick<ProcessedFile, 'id'> & { file_path: ProcessedFile['source_path'] } & RowOf<
    typeof BROWSER
  >;

/** The database browser's counts: records (not titles) per category, and their bytes. */
interface BrowserTotals {
  totalRecords: number;
  movies: number;
  tvShows: number;
  skippedFiles: number;
  processedFiles: number;
  totalSize: number;
}

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

/** The columns a linked record is written with, in the order of the values below. */
const LINKED = processedFiles(
  'source_path',
  'destination_path',
  'status',
  'media_type',
  'tmdb_id',
  'imdb_id',
  'tvdb_id',
  'title',
  'year',
  'season_number',
  'episode_numbers',
  'episode_title',
  'candidates',
  'reason',
  'error',
  'base_folder',
  'resolution',
  'file_size',
  'poster_path',
  'release_date',
  'created_at',
  'updated_at',
);
export const LINKED_COLUMNS = LINKED.list;

/** How an existing record takes a linked file's facts (the `excluded` row); it keeps `created_at`. */
export const LINKED_CONFLICT_UPDATE = `ON CONFLICT(source_path) DO UPDATE SET destination_path = excluded.destination_path,
  status = 'linked', media_type = excluded.media_type, tmdb_id = excluded.tmdb_id, imdb_id = excluded.imdb_id,
  tvdb_id = excluded.tvdb_id, title = excluded.title, year = excluded.year,
  season_number = excluded.season_number, episode_numbers = excluded.episode_numbers,
  episode_title = excluded.episode_title, candidates = NULL, reason = NULL, error = NULL,
  base_folder = excluded.base_folder, resolution = excluded.resolution, file_size = excluded.file_size,
  poster_path = excluded.poster_path, release_date = excluded.release_date, updated_at = excluded.updated_at`;

/** A file becomes linked: its new record, or its record takes these facts. Named parameters (`@at` the time). */
const UPSERT_LINKED_SQL = `INSERT INTO processed_files (${LINKED_COLUMNS})
  VALUES (@source_path, @destination_path, 'linked', @media_type, @tmdb_id, @imdb_id, @tvdb_id, @title,
    @year, @season_number, @episode_numbers, @episode_title, NULL, NULL, NULL, @base_folder, @resolution,
    @file_size, @poster_path, @release_date, @at, @at)
  ${LINKED_CONFLICT_UPDATE}`;

/** `text` as an FTS5 phrase: quoted, its quotes doubled, so every character is literal. */
export function literalPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

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

/** Both ends of a link, for a source folder's links. */
const SOURCE_AND_LINK = processedFiles('source_path', 'destination_path');
const POSTER = processedFiles('poster_path', 'media_type');
const MEDIA_TYPE = processedFiles('media_type');
/** The browser's counts per category, kept by triggers (migration 0006). */
const TOTALS = columns<ProcessedFilesTotalsTable>()('category', 'linked', 'records', 'bytes');

/** Folders looked up per statement; SQLite allows 500 terms in one compound SELECT. */
const FOLDERS_PER_QUERY = 200;

/** The first episode number of a record (`episode_numbers` is a JSON array), or null. */
/** Every episode a record covers, in order; null when it names none. */
export function episodesOf(record: Pick<ProcessedFile, 'episode_numbers'> | undefined): number[] | null {
  if (!record?.episode_numbers) return null;
  try {
    const episodes = JSON.parse(record.episode_numbers) as unknown;
    if (!Array.isArray(episodes)) return null;
    const numbers = episodes.filter((n): n is number => typeof n === 'number');
    return numbers.length === 0 ? null : numbers;
  } catch {
    return null;
  }
}

export function firstEpisodeOf(record: Pick<ProcessedFile, 'episode_numbers'> | undefined): number | null {
  if (!record?.episode_numbers) return null;
  try {
    const episodes = JSON.parse(record.episode_numbers) as unknown;
    return Array.isArray(episodes) && typeof episodes[0] === 'number' ? episodes[0] : null;
  } catch {
    return null;
  }
}

/**
 * The `processed_files` table: the organiser's decision about each source file and, when linked,
 * where its link is. The organiser writes decisions; the library reads pages (one indexed query a
 * page) and moves links. The hot statements name their index: with `status = 'linked'` in the
 * filter SQLite (without ANALYZE statistics) would rather walk the status index, which holds every
 * linked record.
 */
export class ProcessedFilesRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
  }

  bySource(sourcePath: string): ProcessedFile | undefined {
    return this.sql
      .get<[ProcessedFile['source_path']], ProcessedFile>('SELECT * FROM processed_files WHERE source_path = ?')
      .get(sourcePath);
  }

  /**
   * The records of many sources in one query, in no particular order; a source without a record
   * is simply absent. The paths travel as one parameter (an array, a JSON array on SQLite), so the
   * statement has one shape whatever their number.
   */
  bySources(sourcePaths: readonly string[]): ProcessedFile[] {
    if (sourcePaths.length === 0) return [];
    if (this.sql.dialect === 'postgres') {
      return this.sql
        .get<{ paths: readonly string[] }, ProcessedFile>(
          'SELECT * FROM processed_files WHERE source_path = ANY(@paths::text[])',
        )
        .all({ paths: sourcePaths });
    }
    return this.sql
      .get<{ paths: string }, ProcessedFile>(
        'SELECT * FROM processed_files WHERE source_path IN (SELECT value FROM json_each(@paths))',
      )
      .all({ paths: JSON.stringify(sourcePaths) });
  }

  /** The records whose link is `destination` (normally one), oldest first. */
  atDestination(destination: string): ProcessedFile[] {
    return this.sql
      .get<[string], ProcessedFile>('SELECT * FROM processed_files WHERE destination_path = ? ORDER BY id')
      .all(destination);
  }

  /** Source path → link path of every linked record under a source folder (a range on the unique index). */
  linkedUnder(folder: string): Map<string, string> {
    const rows = this.sql
      .get<[string, string], TupleOf<typeof SOURCE_AND_LINK>>(
        `SELECT ${SOURCE_AND_LINK.list} FROM processed_files
          WHERE status = 'linked' AND destination_path IS NOT NULL AND source_path >= ? AND source_path < ?`,
      )
      .raw(true)
      .all(...underRange(folder, path.sep));
    // `destination_path IS NOT NULL` above: every row has its link path.
    return new Map(rows as [string, string][]);
  }

  /** Records whose link is `abs` or below it, with what a move rewrites. */
  linksAtOrUnder(abs: string): LinkPlacement[] {
    return this.sql
      .get<[string, string, string], LinkPlacement>(
        `SELECT ${PLACEMENT.list} FROM processed_files
          WHERE destination_path = ? OR (destination_path >= ? AND destination_path < ?)`,
      )
      .all(abs, ...underRange(abs));
  }

  /** Every record, by source path. */
  all(): ProcessedFile[] {
    return this.sql.get<[], ProcessedFile>('SELECT * FROM processed_files ORDER BY source_path').all();
  }

  /** Every record in `status`, by source path. */
  withStatus(status: RecordStatus): ProcessedFile[] {
    return this.sql
      .get<[ProcessedFile['status']], ProcessedFile>(
        'SELECT * FROM processed_files WHERE status = ? ORDER BY source_path',
      )
      .all(status);
  }

  /** Every record of a title, by link path. */
  ofTitle(tmdbId: number): ProcessedFile[] {
    return this.sql
      .get<[NonNullable<ProcessedFile['tmdb_id']>], ProcessedFile>(
        'SELECT * FROM processed_files WHERE tmdb_id = ? ORDER BY destination_path, id',
      )
      .all(tmdbId);
  }

  /** Moves with every write to the records (kept by triggers, migration 0008). */
  changeCount(): number {
    return (
      this.sql
        .get<[], Selectable<ProcessedFilesVersionTable>['n']>('SELECT n FROM processed_files_version WHERE id = 1')
        .pluck()
        .get() ?? 0
    );
  }

  count(status?: RecordStatus): number {
    if (status === undefined)
      return this.sql.get<[], number>('SELECT count(*) FROM processed_files').pluck().get() ?? 0;
    return (
      this.sql
        .get<[ProcessedFile['status']], number>('SELECT count(*) FROM processed_files WHERE status = ?')
        .pluck()
        .get(status) ?? 0
    );
  }

  /** Link a file: a new record, or the file's record becomes linked with these facts. */
  upsertLinked(row: LinkedRow, at: number): void {
    this.sql.get<LinkedRow & { at: number }>(UPSERT_LINKED_SQL).run({ ...row, at });
  }

  /** Record why a file is not linked; a linked record is left as it is. */
  upsertUnlinked(row: UnlinkedRow, at: number): void {
    this.sql
      .get<UnlinkedRow & { at: number }>(
        `INSERT INTO processed_files (${UNLINKED.list}, destination_path, created_at, updated_at)
           VALUES (${UNLINKED.params}, NULL, @at, @at)
           ON CONFLICT(source_path) DO UPDATE SET status = excluded.status, reason = excluded.reason,
             candidates = excluded.candidates, media_type = coalesce(excluded.media_type, processed_files.media_type),
             file_size = excluded.file_size, updated_at = excluded.updated_at
           WHERE processed_files.status != 'linked'`,
      )
      .run({ ...row, at });
  }

  /** The record's link is now `destinationPath` (moved in the library, or found moved by hand). */
  setDestination(sourcePath: string, destinationPath: string, baseFolder: string | null, at: number): void {
    this.sql
      .get<[string, ProcessedFile['base_folder'], ProcessedFile['updated_at'], ProcessedFile['source_path']]>(
        'UPDATE processed_files SET destination_path = ?, base_folder = ?, updated_at = ? WHERE source_path = ?',
      )
      .run(destinationPath, baseFolder, at, sourcePath);
  }

  /** The same, by record id (a folder move rewrites many records). */
  setDestinationById(id: number, destinationPath: string, baseFolder: string | null, at: number): void {
    this.sql
      .get<[string, ProcessedFile['base_folder'], ProcessedFile['updated_at'], ProcessedFile['id']]>(
        'UPDATE processed_files SET destination_path = ?, base_folder = ?, updated_at = ? WHERE id = ?',
      )
      .run(destinationPath, baseFolder, at, id);
  }

  /**
   * The file stays known but unlinked: later scans leave it alone. The candidates of a file that
   * was waiting for review stay, so it can still be picked later.
   */
  markSkipped(id: number, reason: string, at: number): void {
    this.sql
      .get<[string, ProcessedFile['updated_at'], ProcessedFile['id']]>(
        `UPDATE processed_files SET status = 'skipped', destination_path = NULL, reason = ?,
           error = NULL, updated_at = ? WHERE id = ?`,
      )
      .run(reason, at, id);
  }

  /**
   * The candidates of an unlinked record, rewritten (their facts completed), only while they are
   * still `expected`: a decision written meanwhile is left as it is.
   */
  replaceCandidates(sourcePath: string, expected: string, candidates: string): void {
    this.sql
      .get<[string, ProcessedFile['source_path'], string]>(
        `UPDATE processed_files SET candidates = ?
          WHERE source_path = ? AND candidates = ? AND status != 'linked'`,
      )
      .run(candidates, sourcePath, expected);
  }

  deleteBySource(sourcePath: string): void {
    this.sql.get<[ProcessedFile['source_path']]>('DELETE FROM processed_files WHERE source_path = ?').run(sourcePath);
  }

  deleteById(id: number): void {
    this.sql.get<[ProcessedFile['id']]>('DELETE FROM processed_files WHERE id = ?').run(id);
  }

  /** Insert a record as given: one put back from the trash keeps its id. */
  insert(row: NewProcessedFile): void {
    // Only column names go into the text; the row came from this table, but a name is still checked.
    const names = Object.keys(row).filter((name) => /^[a-z_]+$/.test(name));
    this.sql
      .get(`INSERT INTO processed_files (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`)
      .run(Object.fromEntries(names.map((name) => [name, row[name as keyof NewProcessedFile]])));
  }

  /**
   * The records of a page's files (by link path) and one record under each of its folders, in one
   * statement: an IN list on the destination index, plus one `LIMIT 1` range probe per folder.
   */
  forPage(files: readonly string[], folders: readonly string[]): PageRecords {
    const out: PageRecords = { files: new Map(), folders: new Map() };
    const chunks: string[][] = [];
    for (let i = 0; i < folders.length; i += FOLDERS_PER_QUERY) chunks.push(folders.slice(i, i + FOLDERS_PER_QUERY));
    if (chunks.length === 0) chunks.push([]);
    chunks.forEach((chunk, n) => {
      const withFiles = n === 0 && files.length > 0;
      if (!withFiles && chunk.length === 0) return;
      const parts: string[] = [];
      const params: string[] = [];
      if (withFiles) {
        parts.push(
          `SELECT -1 AS slot, ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_destination
            WHERE destination_path IN (${files.map(() => '?').join(',')}) AND status = 'linked'`,
        );
        params.push(...files);
      }
      chunk.forEach((folder, i) => {
        parts.push(
          `SELECT * FROM (SELECT ${i} AS slot, ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_destination
            WHERE destination_path >= ? AND destination_path < ? AND status = 'linked' LIMIT 1) AS folder_${i}`,
        );
        params.push(...underRange(folder));
      });
      const rows = this.sql.get<string[], RecordFacts & { slot: number }>(parts.join(' UNION ALL ')).all(...params);
      for (const { slot, ...row } of rows) {
        if (slot < 0) out.files.set(row.destination_path, row);
        else out.folders.set(chunk[slot] as string, row);
      }
    });
    return out;
  }

  /** A record of some link below `folder`, or undefined when none is recorded there. */
  firstUnder(folder: string): RecordFacts | undefined {
    return this.sql
      .get<[string, string], RecordFacts>(
        `SELECT ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_destination
          WHERE destination_path >= ? AND destination_path < ? AND status = 'linked' LIMIT 1`,
      )
      .get(...underRange(folder));
  }

  /** A record of the title with a poster, for its cover. */
  posterOf(tmdbId: number, mediaType: string | undefined): { poster_path: string; media_type: string } | undefined {
    const types = mediaType ? [mediaType] : ['movie', 'tv'];
    // Both are set: the poster by the query, the type by the IN list.
    return this.sql
      .get<(string | number)[], { [K in keyof RowOf<typeof POSTER>]: NonNullable<RowOf<typeof POSTER>[K]> }>(
        `SELECT ${POSTER.list} FROM processed_files
          WHERE media_type IN (${types.map(() => '?').join(',')}) AND tmdb_id = ? AND poster_path IS NOT NULL LIMIT 1`,
      )
      .get(...types, tmdbId);
  }

  /** The media type of the records filed under a category folder, if any. */
  mediaTypeOfBase(baseFolder: string): RecordMediaType | undefined {
    const row = this.sql
      .get<[string], RowOf<typeof MEDIA_TYPE>>(
        `SELECT ${MEDIA_TYPE.list} FROM processed_files WHERE status = 'linked' AND base_folder = ? LIMIT 1`,
      )
      .get(baseFolder);
    return row?.media_type ?? undefined;
  }

  /** Linked records per category folder, for the move dialog. */
  countsByBase(): { base_folder: string; n: number }[] {
    return this.sql
      .get<[], { base_folder: NonNullable<ProcessedFile['base_folder']>; n: number }>(
        `SELECT base_folder, count(*) AS n FROM processed_files INDEXED BY processed_files_base_folder
          WHERE status = 'linked' AND base_folder IS NOT NULL AND base_folder != '' GROUP BY base_folder`,
      )
      .all();
  }

  /** The newest linked records, for the dashboard. */
  recent(limit: number): RecordFacts[] {
    return this.sql
      .get<[number], RecordFacts>(
        `SELECT ${FACT_COLUMNS} FROM processed_files INDEXED BY processed_files_recent
          WHERE status = 'linked' AND destination_path IS NOT NULL ORDER BY created_at DESC LIMIT ?`,
      )
      .all(limit);
  }

  /**
   * Dashboard totals of the linked records: files, bytes and distinct titles per type, in two
   * index-only passes over processed_files_stats (no file-system walk).
   */
  linkedTotals(): { files: number; bytes: number; movies: number; shows: number } {
    if (this.sql.dialect === 'postgres') return this.linkedTotalsFromTitles();
    const totals = this.sql
      .get<[], { files: number; bytes: number }>(
        `SELECT count(*) AS files, coalesce(sum(file_size), 0) AS bytes
           FROM processed_files INDEXED BY processed_files_stats WHERE status = 'linked'`,
      )
      .get() ?? { files: 0, bytes: 0 };
    const titles = this.sql
      .get<[], { type: ProcessedFile['media_type']; n: number }>(
        `SELECT media_type AS type, count(DISTINCT tmdb_id) AS n
           FROM processed_files INDEXED BY processed_files_stats
          WHERE status = 'linked' AND media_type IN ('movie', 'tv') GROUP BY media_type`,
      )
      .all();
    return {
      files: Number(totals.files),
      bytes: Number(totals.bytes),
      movies: titles.find((t) => t.type === 'movie')?.n ?? 0,
      shows: titles.find((t) => t.type === 'tv')?.n ?? 0,
    };
  }

  /** PostgreSQL's totals, from the per-title rows its trigger keeps (migration 0011). */
  private linkedTotalsFromTitles(): { files: number; bytes: number; movies: number; shows: number } {
    const rows = this.sql
      .get<
        [],
        Pick<Selectable<TitleTotalsTable>, 'files' | 'bytes'> & { type: TitleTotalsTable['media_type']; titles: number }
      >(
        `SELECT media_type AS type, count(*) FILTER (WHERE tmdb_id <> 0) AS titles, sum(files) AS files,
           sum(bytes) AS bytes
           FROM title_totals GROUP BY media_type`,
      )
      .all();
    const titlesOf = (type: string) => rows.find((r) => r.type === type)?.titles ?? 0;
    return {
      files: rows.reduce((n, r) => n + r.files, 0),
      bytes: rows.reduce((n, r) => n + r.bytes, 0),
      movies: titlesOf('movie'),
      shows: titlesOf('tv'),
    };
  }

  /**
   * The browser's counts: records (not titles) per category, read off `processed_files_totals`,
   * which triggers keep (migration 0006); the card above the list equals what its filter lists.
   */
  browserTotals(): BrowserTotals {
    const rows = this.sql.get<[], RowOf<typeof TOTALS>>(`SELECT ${TOTALS.list} FROM processed_files_totals`).all();
    const totals: BrowserTotals = {
      totalRecords: 0,
      movies: 0,
      tvShows: 0,
      skippedFiles: 0,
      processedFiles: 0,
      totalSize: 0,
    };
    for (const row of rows) {
      totals.totalRecords += row.records;
      totals.totalSize += row.bytes;
      if (row.linked) totals.processedFiles += row.records;
      if (row.category === 'movies') totals.movies += row.records;
      else if (row.category === 'tvshows') totals.tvShows += row.records;
      else if (row.category === 'skipped') totals.skippedFiles += row.records;
    }
    return totals;
  }

  /**
   * A page of the browser, newest first: the key is walked backwards, so an early page stops
   * after `limit` matches. `search` is literal text; without it the caller takes the total from
   * `browserTotals`.
   */
  browserPage(type: BrowserRecordType, search: string, limit: number, offset: number): BrowserRow[] {
    const { from, where, key, params } = browserSource(type, search, this.sql.dialect);
    return this.sql
      .get<[{ text?: string; limit: number; offset: number }], BrowserRow>(
        `SELECT ${BROWSER_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${key} DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset });
  }

  /** The plan SQLite makes for a browser page, one line per step (tests hold the indexes to it). */
  explainBrowserPage(type: BrowserRecordType, search: string): string[] {
    const { from, where, key, params } = browserSource(type, search, this.sql.dialect);
    const rows = this.sql
      .get<[{ text?: string }], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT ${BROWSER_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${key} DESC LIMIT 50`,
      )
      .all(params);
    return rows.map((r) => r.detail);
  }

  /** How many records match a browser filter. */
  browserCount(type: BrowserRecordType, search: string): number {
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
  *browserRows(type: BrowserRecordType, search: string): Generator<BrowserRow> {
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

  /** Forget every row (a fresh start for the organiser; benches reset between runs with it). */
  deleteAll(): number {
    return this.sql.get<[]>('DELETE FROM processed_files').run().changes;
  }
}
