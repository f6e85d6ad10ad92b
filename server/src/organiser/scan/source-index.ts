import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import type { AppDatabase } from '../../db/database.js';
import type { RootIndexView } from './source-roots.js';

/** What the index holds about one file, as loaded for a diff. */
export interface IndexedFile {
  size: number;
  mtime_ms: number;
  inode: number;
  device: number;
  status: string;
  is_media: number;
  last_processed_at: number | null;
}

/** A file as it is on disk, ready to be written to the index. */
export interface IndexRow {
  path: string;
  root: string;
  size: number;
  mtimeMs: number;
  inode: number;
  device: number;
  isMedia: boolean;
}

export interface SourceIndexOptions {
  /** Lower-case extensions with the dot (`.mkv`) that make a file media. */
  mediaExtensions: ReadonlySet<string>;
  now?: () => number;
  /** Rows per write transaction. */
  batchSize?: number;
}

type Row = [
  path: string,
  size: number,
  mtime_ms: number,
  inode: number,
  device: number,
  status: string,
  is_media: number,
  last_processed_at: number | null,
];

/** The status a changed or new file is written with: the organiser has not looked at it yet. */
export const UNPROCESSED = 'unprocessed';

/**
 * The `source_files` table as the scanner and the monitor use it: one query to load a root for a
 * diff, batched transactions of prepared statements to write, nothing written for unchanged files.
 *
 * Row life cycle: a new or changed file is written with status `unprocessed` and
 * `last_processed_at = NULL`; whoever processes it (the organiser records, or `markHandled`) sets
 * its status and `last_processed_at`. A row still `unprocessed` with no `last_processed_at` is
 * "unfinished" (a crash or a failing handler came between) and is offered again by the next scan.
 */
export class SourceIndex implements RootIndexView {
  readonly mediaExtensions: ReadonlySet<string>;
  private readonly sqlite: SqliteDatabase.Database;
  private readonly now: () => number;
  private readonly batchSize: number;
  private readonly statements: ReturnType<SourceIndex['prepare']>;

  constructor(database: AppDatabase, options: SourceIndexOptions) {
    this.sqlite = database.sqlite;
    this.mediaExtensions = new Set([...options.mediaExtensions].map(normaliseExtension));
    this.now = options.now ?? Date.now;
    this.batchSize = Math.max(1, options.batchSize ?? 1000);
    this.statements = this.prepare();
  }

  private prepare() {
    const db = this.sqlite;
    const columns = 'path, size, mtime_ms, inode, device, status, is_media, last_processed_at';
    return {
      loadRoot: db.prepare(`SELECT ${columns} FROM source_files WHERE root = ?`).raw(true),
      get: db.prepare(`SELECT ${columns} FROM source_files WHERE path = ?`).raw(true),
      underFolder: db.prepare(`SELECT path FROM source_files WHERE path > ? AND path < ?`).pluck(true),
      countRoot: db.prepare('SELECT count(*) FROM source_files WHERE root = ?').pluck(true),
      devicesRoot: db.prepare('SELECT DISTINCT device FROM source_files WHERE root = ?').pluck(true),
      sampleRoot: db.prepare('SELECT path FROM source_files WHERE root = ? ORDER BY random() LIMIT ?').pluck(true),
      upsertChanged: db.prepare(
        `INSERT INTO source_files (path, root, parent, name, size, mtime_ms, inode, device, is_media, status,
           last_seen_scan, last_processed_at, created_at, updated_at)
         VALUES (@path, @root, @parent, @name, @size, @mtime, @inode, @device, @isMedia, '${UNPROCESSED}',
           @scan, NULL, @now, @now)
         ON CONFLICT(path) DO UPDATE SET root = excluded.root, parent = excluded.parent, name = excluded.name,
           size = excluded.size, mtime_ms = excluded.mtime_ms, inode = excluded.inode, device = excluded.device,
           is_media = excluded.is_media, status = excluded.status, last_seen_scan = excluded.last_seen_scan,
           last_processed_at = NULL, updated_at = excluded.updated_at`,
      ),
      refresh: db.prepare(
        `UPDATE source_files SET inode = @inode, device = @device, is_media = @isMedia, last_seen_scan = @scan,
           updated_at = @now WHERE path = @path`,
      ),
      remove: db.prepare('DELETE FROM source_files WHERE path = ?'),
      markHandled: db.prepare(
        'UPDATE source_files SET status = ?, last_processed_at = ?, updated_at = ? WHERE path = ?',
      ),
    };
  }

  /** True when the file's extension is in the media set. */
  isMedia(filePath: string): boolean {
    return this.mediaExtensions.has(path.extname(filePath).toLowerCase());
  }

  /** Every indexed file of a root, keyed by path, in one query. */
  loadRoot(root: string): Map<string, IndexedFile> {
    const map = new Map<string, IndexedFile>();
    for (const raw of this.statements.loadRoot.iterate(root)) {
      const r = raw as Row;
      map.set(r[0], {
        size: r[1],
        mtime_ms: r[2],
        inode: r[3],
        device: r[4],
        status: r[5],
        is_media: r[6],
        last_processed_at: r[7],
      });
    }
    return map;
  }

  get(filePath: string): IndexedFile | undefined {
    const r = this.statements.get.get(filePath) as Row | undefined;
    if (!r) return undefined;
    return {
      size: r[1],
      mtime_ms: r[2],
      inode: r[3],
      device: r[4],
      status: r[5],
      is_media: r[6],
      last_processed_at: r[7],
    };
  }

  /** Indexed file paths below a folder (any depth), using the unique path index as a range. */
  pathsUnder(folder: string): string[] {
    const prefix = folder.endsWith(path.sep) ? folder : folder + path.sep;
    // Every path starting with `prefix` sorts between `prefix` and `prefix` with its last
    // character bumped by one ('/' → '0').
    const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
    return this.statements.underFolder.all(prefix, upper) as string[];
  }

  countForRoot(root: string): number {
    return this.statements.countRoot.get(root) as number;
  }

  devicesForRoot(root: string): ReadonlySet<number> {
    return new Set(this.statements.devicesRoot.all(root) as number[]);
  }

  samplePathsForRoot(root: string, limit: number): string[] {
    return this.statements.sampleRoot.all(root, limit) as string[];
  }

  /**
   * Write new or changed files: status `unprocessed`, `last_processed_at` cleared, in transactions
   * of `batchSize` rows. Returns the number of rows written.
   */
  upsertChanged(rows: readonly IndexRow[], scanId: number | null = null): number {
    const now = this.now();
    const statement = this.statements.upsertChanged;
    return this.inBatches(rows, (row) => {
      statement.run({
        path: row.path,
        root: row.root,
        parent: path.dirname(row.path),
        name: path.basename(row.path),
        size: row.size,
        mtime: Math.floor(row.mtimeMs),
        inode: row.inode,
        device: row.device,
        isMedia: row.isMedia ? 1 : 0,
        scan: scanId,
        now,
      });
    });
  }

  /**
   * Update what identifies a file without marking it changed: a remount gave it a new device and
   * inode, or it stopped being media. Its status is kept.
   */
  refresh(rows: readonly IndexRow[], scanId: number | null = null): number {
    const now = this.now();
    const statement = this.statements.refresh;
    return this.inBatches(rows, (row) => {
      statement.run({
        path: row.path,
        inode: row.inode,
        device: row.device,
        isMedia: row.isMedia ? 1 : 0,
        scan: scanId,
        now,
      });
    });
  }

  /** Delete the rows of files that are gone. */
  remove(paths: readonly string[]): number {
    const statement = this.statements.remove;
    let removed = 0;
    this.inBatches(paths, (p) => {
      removed += statement.run(p).changes;
    });
    return removed;
  }

  /**
   * Record that a file was handled (for callers that don't go through the organiser records):
   * sets its status and `last_processed_at`, so later scans don't offer it again.
   */
  markHandled(filePath: string, status: string): void {
    const now = this.now();
    this.statements.markHandled.run(status, now, now, filePath);
  }

  private inBatches<T>(items: readonly T[], write: (item: T) => void): number {
    if (items.length === 0) return 0;
    const run = this.sqlite.transaction((batch: readonly T[]) => {
      for (const item of batch) write(item);
    });
    for (let i = 0; i < items.length; i += this.batchSize) {
      run(items.slice(i, i + this.batchSize));
    }
    return items.length;
  }
}

/** Turn a configured extension (`mkv`, `.MKV`) into the form the index compares with (`.mkv`). */
export function normaliseExtension(extension: string): string {
  const lower = extension.trim().toLowerCase();
  return lower.startsWith('.') ? lower : `.${lower}`;
}

/** True when a file on disk differs from its index row in a way that needs processing. */
export function differs(
  entry: IndexedFile,
  file: { size: number; mtimeMs: number; inode: number; device: number },
): boolean {
  if (entry.size !== file.size || entry.mtime_ms !== Math.floor(file.mtimeMs)) return true;
  // Inode numbers are only comparable on the same device: FUSE mounts hand out new ones (and a
  // new device id) on every remount, which is not a change of the file.
  return entry.device === file.device && entry.inode !== file.inode;
}
