import path from 'node:path';
import type { AppDatabase } from '../database.js';
import { containsPattern } from '../like-pattern.js';
import { underRange } from '../path-range.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type RowOf, type TupleOf, type ValuesOf } from '../columns.js';
import type { ProcessedFile, ProcessedFilesTable, SourceFile, SourceFilesTable, SourceFileStatus } from '../schema.js';

const sourceFiles = columns<SourceFilesTable>();

/** What a diff compares of an indexed file, path first (a load is keyed by it). */
const INDEXED = sourceFiles('path', 'size', 'mtime_ms', 'inode', 'device', 'status', 'is_media', 'last_processed_at');

/** What a scan writes of a file it found new or changed. */
const FOUND = sourceFiles('path', 'root', 'parent', 'name', 'size', 'mtime_ms', 'inode', 'device', 'is_media');

/** The columns the source browser lists. */
const BROWSED = sourceFiles(
  'path',
  'root',
  'name',
  'size',
  'mtime_ms',
  'is_media',
  'status',
  'tmdb_id',
  'season_number',
  'last_processed_at',
);

/** The record of a media file, as `mediaWithRecords` joins it. */
const RECORD_OF_FILE = columns<ProcessedFilesTable>()(
  'media_type',
  'tmdb_id',
  'season_number',
  'episode_numbers',
  'destination_path',
  'reason',
  'status',
);

const PENDING = sourceFiles('path', 'root', 'size');

/** What the index holds about one file, as loaded for a diff. */
export type IndexedFile = Omit<RowOf<typeof INDEXED>, 'path'>;

/** A file as it is on disk, ready to be written to the index. */
export type IndexRow = Pick<SourceFile, 'path' | 'root' | 'size' | 'inode' | 'device'> & {
  mtimeMs: number;
  isMedia: boolean;
};

/** A media file of the index with the organiser's record of it, if any (none: its columns are null). */
type SourceFileWithRecord = { sourcePath: SourceFile['path'] } & Omit<RowOf<typeof RECORD_OF_FILE>, 'status'> & {
    status: ProcessedFile['status'] | null;
  };

/** A file of the index as the source browser lists it. */
export type BrowsedSourceFile = RowOf<typeof BROWSED>;

interface BrowseFilter {
  /** Only rows of these source folders; undefined means every row of the index. */
  roots?: readonly string[] | undefined;
  mediaOnly: boolean;
  /** Literal text, matched case-insensitively (ASCII) against the path (which holds the name). */
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** The statements of a page of the source browser (exported so a test can read their query plans). */
export function browseQuery(
  filter: Pick<BrowseFilter, 'roots' | 'mediaOnly' | 'search'>,
): { page: string; count: string; params: (string | number)[] } | undefined {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (filter.roots) {
    if (filter.roots.length === 0) return undefined;
    if (filter.roots.length === 1) where.push('root = ?');
    else where.push(`+root IN (${filter.roots.map(() => '?').join(',')})`);
    params.push(...filter.roots);
  }
  if (filter.mediaOnly) where.push('is_media = 1');
  if (filter.search) {
    where.push("path LIKE ? ESCAPE '\\'");
    params.push(containsPattern(filter.search));
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return {
    page: `SELECT ${BROWSED.list} FROM source_files ${clause} ORDER BY path LIMIT ? OFFSET ?`,
    // The count needs no order, so it may use the root indexes the page's `+root` steers around.
    count: `SELECT count(*) FROM source_files ${clause.replace('+root', 'root')}`,
    params,
  };
}

export interface SourceFilesRepositoryOptions {
  now?: () => number;
  /** Rows per write transaction. */
  batchSize?: number;
}

type Row = TupleOf<typeof INDEXED>;

/** The status a changed or new file is written with: the organiser has not looked at it yet. */
export const UNPROCESSED: SourceFileStatus = 'unprocessed';

/** What the organiser decided about an indexed file; the parameters are {@link decisionParams}'. */
const RECORD_DECISION_SQL = `UPDATE source_files SET status = @decision_status,
    tmdb_id = coalesce(@decision_tmdb_id, tmdb_id), season_number = coalesce(@decision_season_number, season_number),
    last_processed_at = @decision_processed_at, updated_at = @decision_at
  WHERE path = @decision_path`;

export function decisionParams(
  filePath: string,
  status: SourceFileStatus,
  facts: { tmdbId: number | null; seasonNumber: number | null },
  at: number,
) {
  return {
    decision_path: filePath,
    decision_status: status,
    decision_tmdb_id: facts.tmdbId,
    decision_season_number: facts.seasonNumber,
    decision_processed_at: status === UNPROCESSED ? null : at,
    decision_at: at,
  };
}

/**
 * The `source_files` table: one query to load a root for a diff, batched transactions of prepared
 * statements to write, nothing written for unchanged files.
 *
 * Row life cycle: a new or changed file is written with status `unprocessed` and
 * `last_processed_at = NULL`; whoever processes it (the organiser's decision, or `markHandled`) sets
 * its status and `last_processed_at`. A row still `unprocessed` with no `last_processed_at` is
 * "unfinished" (a crash or a failing handler came between) and is offered again by the next scan.
 */
export class SourceFilesRepository {
  protected readonly now: () => number;
  private readonly sql: PreparedStatements;
  private readonly batchSize: number;

  constructor(database: AppDatabase, options: SourceFilesRepositoryOptions = {}) {
    this.sql = new PreparedStatements(database.sql);
    this.now = options.now ?? Date.now;
    this.batchSize = Math.max(1, options.batchSize ?? 1000);
  }

  /** Every indexed file of a root, keyed by path, in one query. */
  loadRoot(root: string): Map<string, IndexedFile> {
    const map = new Map<string, IndexedFile>();
    const rows = this.sql
      .get<[SourceFile['root']], Row>(`SELECT ${INDEXED.list} FROM source_files WHERE root = ?`)
      .raw(true);
    for (const row of rows.iterate(root)) map.set(row[0], indexedFile(row));
    return map;
  }

  get(filePath: string): IndexedFile | undefined {
    const row = this.sql
      .get<[SourceFile['path']], Row>(`SELECT ${INDEXED.list} FROM source_files WHERE path = ?`)
      .raw(true)
      .get(filePath);
    return row ? indexedFile(row) : undefined;
  }

  /** Indexed file paths below a folder (any depth), using the unique path index as a range. */
  pathsUnder(folder: string): string[] {
    return this.sql
      .get<[string, string], SourceFile['path']>('SELECT path FROM source_files WHERE path >= ? AND path < ?')
      .pluck(true)
      .all(...underRange(folder, path.sep));
  }

  countForRoot(root: string): number {
    return (
      this.sql
        .get<[SourceFile['root']], number>('SELECT count(*) FROM source_files WHERE root = ?')
        .pluck(true)
        .get(root) ?? 0
    );
  }

  /** Every file of the index. */
  count(): number {
    return this.sql.get<[], number>('SELECT count(*) FROM source_files').pluck(true).get() ?? 0;
  }

  /** When any row was last written (null for an empty index). */
  lastUpdatedAt(): number | null {
    return (
      this.sql.get<[], SourceFile['updated_at'] | null>('SELECT max(updated_at) FROM source_files').pluck(true).get() ??
      null
    );
  }

  devicesForRoot(root: string): ReadonlySet<number> {
    const devices = this.sql.get<[SourceFile['root']], SourceFile['device']>(
      'SELECT DISTINCT device FROM source_files WHERE root = ?',
    );
    return new Set(devices.pluck(true).all(root));
  }

  samplePathsForRoot(root: string, limit: number): string[] {
    return this.sql
      .get<[SourceFile['root'], number], SourceFile['path']>(
        'SELECT path FROM source_files WHERE root = ? ORDER BY random() LIMIT ?',
      )
      .pluck(true)
      .all(root, limit);
  }

  /** The status a file has in the index, if it is indexed. */
  statusOf(filePath: string): SourceFileStatus | undefined {
    return this.get(filePath)?.status;
  }

  /**
   * Write new or changed files: status `unprocessed`, `last_processed_at` cleared, in transactions
   * of `batchSize` rows. Returns the number of rows written.
   */
  upsertChanged(rows: readonly IndexRow[], scanId: number | null = null): number {
    const now = this.now();
    if (this.sql.dialect === 'postgres') return this.upsertChangedInBulk(rows, scanId, now);
    const statement = this.sql.get<ValuesOf<typeof FOUND> & { scan: number | null; now: number }>(
      `INSERT INTO source_files (${FOUND.list}, status, last_seen_scan, last_processed_at, created_at, updated_at)
       VALUES (${FOUND.params}, '${UNPROCESSED}', @scan, NULL, @now, @now)
       ON CONFLICT(path) DO UPDATE SET root = excluded.root, parent = excluded.parent, name = excluded.name,
         size = excluded.size, mtime_ms = excluded.mtime_ms, inode = excluded.inode, device = excluded.device,
         is_media = excluded.is_media, status = excluded.status, last_seen_scan = excluded.last_seen_scan,
         last_processed_at = NULL, updated_at = excluded.updated_at`,
    );
    return this.inBatches(rows, (row) => {
      statement.run({
        path: row.path,
        root: row.root,
        parent: path.dirname(row.path),
        name: path.basename(row.path),
        size: row.size,
        mtime_ms: Math.floor(row.mtimeMs),
        inode: row.inode,
        device: row.device,
        is_media: row.isMedia ? 1 : 0,
        scan: scanId,
        now,
      });
    });
  }

  /**
   * PostgreSQL: a batch of rows as one statement (arrays through `unnest`), not a round trip per
   * row. A path listed twice keeps its last row: one statement can't upsert a row twice.
   */
  private upsertChangedInBulk(rows: readonly IndexRow[], scanId: number | null, now: number): number {
    const statement = this.sql.get<
      { [Name in keyof ValuesOf<typeof FOUND>]: ValuesOf<typeof FOUND>[Name][] } & { scan: number | null; now: number }
    >(
      `INSERT INTO source_files (${FOUND.list}, status, last_seen_scan, last_processed_at, created_at, updated_at)
       SELECT ${FOUND.list}, '${UNPROCESSED}', @scan::bigint, NULL, @now::bigint, @now::bigint
       FROM unnest(@path::text[], @root::text[], @parent::text[], @name::text[], @size::bigint[],
         @mtime_ms::bigint[], @inode::bigint[], @device::bigint[], @is_media::bigint[])
         AS i(${FOUND.list})
       ON CONFLICT(path) DO UPDATE SET root = excluded.root, parent = excluded.parent, name = excluded.name,
         size = excluded.size, mtime_ms = excluded.mtime_ms, inode = excluded.inode, device = excluded.device,
         is_media = excluded.is_media, status = excluded.status, last_seen_scan = excluded.last_seen_scan,
         last_processed_at = NULL, updated_at = excluded.updated_at`,
    );
    for (let i = 0; i < rows.length; i += this.batchSize) {
      const batch = [...new Map(rows.slice(i, i + this.batchSize).map((r) => [r.path, r])).values()];
      statement.run({
        path: batch.map((r) => r.path),
        root: batch.map((r) => r.root),
        parent: batch.map((r) => path.dirname(r.path)),
        name: batch.map((r) => path.basename(r.path)),
        size: batch.map((r) => r.size),
        mtime_ms: batch.map((r) => Math.floor(r.mtimeMs)),
        inode: batch.map((r) => r.inode),
        device: batch.map((r) => r.device),
        is_media: batch.map((r) => (r.isMedia ? 1 : 0)),
        scan: scanId,
        now,
      });
    }
    return rows.length;
  }

  /**
   * Update what identifies a file without marking it changed: a remount gave it a new device and
   * inode, or it stopped being media. Its status is kept.
   */
  refresh(rows: readonly IndexRow[], scanId: number | null = null): number {
    const now = this.now();
    const statement = this.sql.get<
      Pick<ValuesOf<typeof FOUND>, 'path' | 'inode' | 'device' | 'is_media'> & { scan: number | null; now: number }
    >(
      `UPDATE source_files SET inode = @inode, device = @device, is_media = @is_media, last_seen_scan = @scan,
         updated_at = @now WHERE path = @path`,
    );
    return this.inBatches(rows, (row) => {
      statement.run({
        path: row.path,
        inode: row.inode,
        device: row.device,
        is_media: row.isMedia ? 1 : 0,
        scan: scanId,
        now,
      });
    });
  }

  /** Delete the rows of files that are gone. */
  remove(paths: readonly string[]): number {
    const statement = this.sql.get<[SourceFile['path']]>('DELETE FROM source_files WHERE path = ?');
    let removed = 0;
    this.inBatches(paths, (p) => {
      removed += statement.run(p).changes;
    });
    return removed;
  }

  /**
   * Record that a file was handled (for callers that don't go through the organiser's decisions):
   * sets its status and `last_processed_at`, so later scans don't offer it again.
   */
  markHandled(filePath: string, status: SourceFileStatus): void {
    const now = this.now();
    this.sql
      .get<[SourceFile['status'], number, SourceFile['updated_at'], SourceFile['path']]>(
        'UPDATE source_files SET status = ?, last_processed_at = ?, updated_at = ? WHERE path = ?',
      )
      .run(status, now, now, filePath);
  }

  /**
   * The organiser decided about a file. A file left `unprocessed` keeps no processed time, so the
   * next scan offers it again; ids are kept when the decision carries none.
   */
  recordDecision(
    filePath: string,
    status: SourceFileStatus,
    facts: { tmdbId: number | null; seasonNumber: number | null },
    at: number,
  ): void {
    this.sql
      .get<ReturnType<typeof decisionParams>>(RECORD_DECISION_SQL)
      .run(decisionParams(filePath, status, facts, at));
  }

  /** Set a file's status alone (its link was removed, skipped or restored). */
  setStatus(filePath: string, status: SourceFileStatus, at: number): void {
    this.sql
      .get<[SourceFile['status'], SourceFile['updated_at'], SourceFile['path']]>(
        'UPDATE source_files SET status = ?, updated_at = ? WHERE path = ?',
      )
      .run(status, at, filePath);
  }

  /** Media files never (or not yet) handled, e.g. left pending by a TMDB outage, by path. */
  unprocessedMedia(): RowOf<typeof PENDING>[] {
    return this.sql
      .get<[], RowOf<typeof PENDING>>(
        `SELECT ${PENDING.list} FROM source_files WHERE is_media = 1 AND status = '${UNPROCESSED}' ORDER BY path`,
      )
      .all();
  }

  /** Every media file under `roots`, each with its processed record when it has one. */
  mediaWithRecords(roots: readonly string[]): SourceFileWithRecord[] {
    if (roots.length === 0) return [];
    return this.sql
      .get<string[], SourceFileWithRecord>(
        `SELECT s.path AS sourcePath, ${RECORD_OF_FILE.qualified('p')}
           FROM source_files s LEFT JOIN processed_files p ON p.source_path = s.path
          WHERE s.is_media = 1 AND s.root IN (${roots.map(() => '?').join(',')})`,
      )
      .all(...roots);
  }

  /**
   * A page of indexed files in path order, with the number of files matching. One folder walks
   * (root, path) in order; several walk the unique path index (`+root` keeps the planner from
   * gathering and sorting their rows instead); counts read (root, is_media) or (root, path).
   */
  browse(filter: BrowseFilter): { rows: BrowsedSourceFile[]; total: number } {
    const q = browseQuery(filter);
    if (q === undefined) return { rows: [], total: 0 };
    const rows = this.sql
      .get<(string | number)[], BrowsedSourceFile>(q.page)
      .all(...q.params, filter.limit, filter.offset);
    const total =
      this.sql
        .get<(string | number)[], number>(q.count)
        .pluck()
        .get(...q.params) ?? 0;
    return { rows, total };
  }

  /** Forget every row (a fresh start for the organiser; benches reset between runs with it). */
  deleteAll(): number {
    return this.sql.get<[]>('DELETE FROM source_files').run().changes;
  }

  private inBatches<T>(items: readonly T[], write: (item: T) => void): number {
    if (items.length === 0) return 0;
    for (let i = 0; i < items.length; i += this.batchSize) {
      const batch = items.slice(i, i + this.batchSize);
      this.sql.transaction(() => {
        for (const item of batch) write(item);
      });
    }
    return items.length;
  }
}

function indexedFile(row: Row): IndexedFile {
  return {
    size: row[1],
    mtime_ms: row[2],
    inode: row[3],
    device: row[4],
    status: row[5],
    is_media: row[6],
    last_processed_at: row[7],
  };
}
