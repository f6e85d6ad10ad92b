import path from 'node:path';
import type { AppDatabase } from '../database.js';
import { underRange } from '../path-range.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { Selectable } from 'kysely';
import { columns, type RowOf, type TupleOf } from '../columns.js';
import type {
  NewProcessedFile,
  ProcessedFile,
  ProcessedFilesTable,
  ProcessedFilesVersionTable,
  RecordStatus,
} from '../schema.js';

const processedFiles = columns<ProcessedFilesTable>();

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

/** Both ends of a link, for a source folder's links. */
const SOURCE_AND_LINK = processedFiles('source_path', 'destination_path');

/**
 * The `processed_files` table: the organiser's decision about each source file and, when linked,
 * where its link is. The organiser writes decisions; the library moves links. The library's page
 * reads are `LibraryRecordsRepository`'s, the Database tab's `DatabaseBrowserRepository`'s and the
 * counts `RecordTotalsRepository`'s.
 */
/** What laying a linked record out again reads of it: a page of 500 rows, not every column. */
export type LinkedRecord = Pick<
  ProcessedFile,
  | 'id'
  | 'source_path'
  | 'destination_path'
  | 'base_folder'
  | 'tmdb_id'
  | 'media_type'
  | 'season_number'
  | 'episode_numbers'
  | 'title'
>;
const REPLANNED_COLUMNS =
  'id, source_path, destination_path, base_folder, tmdb_id, media_type, season_number, episode_numbers, title';

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
  /** Where each of these records stands now (absent ids are records deleted since), in one query. */
  standings(ids: readonly number[]): Map<number, Pick<ProcessedFile, 'status' | 'source_path' | 'destination_path'>> {
    if (ids.length === 0) return new Map();
    const rows = this.sql
      .get<number[], Pick<ProcessedFile, 'id' | 'status' | 'source_path' | 'destination_path'>>(
        `SELECT id, status, source_path, destination_path FROM processed_files
          WHERE id IN (${ids.map(() => '?').join(',')})`,
      )
      .all(...ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Linked records in link-path order after `after`, a page at a time, so a pass over 100,000 of
   * them holds one page, and a title's links come together; `scope` narrows them to one title or
   * to the links below one folder (absolute).
   */
  linkedPage(
    after: { destination: string; id: number } | null,
    limit: number,
    scope: { tmdbId: number; mediaType: string } | { folder: string } | null = null,
  ): LinkedRecord[] {
    const from = after ?? { destination: '', id: 0 };
    // `>=` first, so the index on destination_path starts the page where the last one ended.
    const keyset = `destination_path >= ? AND (destination_path > ? OR id > ?)`;
    const linked = `status = 'linked' AND destination_path IS NOT NULL`;
    // SQLite would take the status index and sort every linked row for each page; the path index
    // gives the rows in order, a page at a time. (PostgreSQL's planner sees that by itself.)
    const inPathOrder = `processed_files${this.sql.dialect === 'sqlite' ? ' INDEXED BY processed_files_destination' : ''}`;
    if (scope === null) {
      return this.sql
        .get<[string, string, number, number], LinkedRecord>(
          `SELECT ${REPLANNED_COLUMNS} FROM ${inPathOrder} WHERE ${linked} AND ${keyset} ORDER BY destination_path, id LIMIT ?`,
        )
        .all(from.destination, from.destination, from.id, limit);
    }
    if ('folder' in scope) {
      const [low, high] = underRange(scope.folder);
      return this.sql
        .get<[string, string, string, string, number, number], LinkedRecord>(
          `SELECT ${REPLANNED_COLUMNS} FROM ${inPathOrder} WHERE ${linked} AND destination_path >= ? AND destination_path < ?
              AND ${keyset} ORDER BY destination_path, id LIMIT ?`,
        )
        .all(low, high, from.destination, from.destination, from.id, limit);
    }
    return this.sql
      .get<[number, string, string, string, number, number], LinkedRecord>(
        `SELECT ${REPLANNED_COLUMNS} FROM processed_files WHERE ${linked} AND tmdb_id = ? AND media_type = ?
            AND ${keyset} ORDER BY destination_path, id LIMIT ?`,
      )
      .all(scope.tmdbId, scope.mediaType, from.destination, from.destination, from.id, limit);
  }

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
    // The values are some of `row`'s own fields, so they are a part of a new record.
    const values = Object.fromEntries(
      names.map((name) => [name, row[name as keyof NewProcessedFile]]),
    ) as Partial<NewProcessedFile>;
    this.sql
      .get<Partial<NewProcessedFile>>(
        `INSERT INTO processed_files (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
      )
      .run(values);
  }

  /** Forget every row (a fresh start for the organiser; benches reset between runs with it). */
  deleteAll(): number {
    return this.sql.get<[]>('DELETE FROM processed_files').run().changes;
  }
}
