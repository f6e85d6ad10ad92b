import path from 'node:path';
import type { AppDatabase } from '../database.js';
import type { ProcessedFile } from '../schema.js';

/** One removed link or trashed file, as the `trash` table keeps it. */
export interface TrashRow {
  id: number;
  original_path: string;
  /** Where a real file was moved to; '' for a link (nothing to keep but its text). */
  trash_path: string;
  kind: 'link' | 'file';
  link_target: string | null;
  deleted_at: number;
  /** JSON of the records the entry held when it left. */
  record: string | null;
}

export interface RemovedEntry {
  originalPath: string;
  trashPath: string;
  kind: 'link' | 'file';
  linkTarget: string | null;
}

/**
 * What happens to the records of a removed link:
 * - `delete`: they leave `processed_files` (deleted from the library, swept, source gone);
 * - `skip`: they stay, marked skipped without a link, so later scans leave the file alone.
 * Either way a `file_operations` row says what happened and why.
 */
export interface RemovalKind {
  records: 'delete' | 'skip';
  reason: string;
}

/**
 * The removal ledger (design §5.9): every link or file taken out of the library, by whoever,
 * together with the records it held, so that a restore can put both back. Writing the ledger row
 * and letting the records go is one transaction: disk and database never disagree about what a
 * removal did.
 */
export class TrashRepository {
  private readonly sql: ReturnType<typeof prepare>;

  constructor(
    private readonly database: AppDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = prepare(database.sqlite);
  }

  /** The records whose link is `destination`. */
  recordsAt(destination: string): ProcessedFile[] {
    return this.sql.recordsAt.all(destination);
  }

  /** Remember a removal and apply it to the records, at once or not at all. */
  recordRemoval(entry: RemovedEntry, records: readonly ProcessedFile[], kind: RemovalKind): void {
    const now = this.now();
    this.database.sqlite.transaction(() => {
      this.sql.insert.run(
        entry.originalPath,
        entry.trashPath,
        entry.kind,
        entry.linkTarget,
        now,
        records.length > 0 ? JSON.stringify(records) : null,
      );
      for (const r of records) {
        if (kind.records === 'delete') {
          this.sql.deleteRecord.run(r.id);
          this.logOperation(r, entry.originalPath, 'deleted', 'delete', kind.reason, now);
          this.sql.sourceStatus.run('deleted', now, r.source_path);
        } else {
          this.sql.markSkipped.run(kind.reason, now, r.id);
          this.logOperation(r, entry.originalPath, 'skipped', 'process', kind.reason, now);
          this.sql.sourceStatus.run('skipped', now, r.source_path);
        }
      }
    })();
  }

  private logOperation(
    r: ProcessedFile,
    destination: string,
    status: 'deleted' | 'skipped',
    operation: 'delete' | 'process',
    reason: string,
    now: number,
  ): void {
    this.sql.logOperation.run(
      r.source_path,
      destination,
      status,
      operation,
      r.media_type,
      r.tmdb_id,
      r.season_number,
      reason,
      now,
    );
  }

  get(id: number): TrashRow | undefined {
    return this.sql.byId.get(id);
  }

  /**
   * What the ledger holds for `abs`: the entry removed there, everything removed under it when it
   * was a folder, and any link that pointed at it when it is a source file. Oldest first.
   */
  matching(abs: string): TrashRow[] {
    return this.sql.matching.all({
      abs,
      under: `${abs}${path.sep}`,
      after: `${abs}${String.fromCharCode(path.sep.charCodeAt(0) + 1)}`,
    });
  }

  /**
   * The entry is back on disk: its records return as they were (same ids), unless the file has
   * been linked again since, and the ledger row goes. One transaction.
   */
  restored(row: TrashRow): void {
    const records = row.record ? (JSON.parse(row.record) as ProcessedFile[]) : [];
    const { sqlite } = this.database;
    const now = this.now();
    sqlite.transaction(() => {
      for (const r of records) {
        const current = this.sql.bySource.get(r.source_path);
        // Linked again since (a rescan, a person): that record is the live one.
        if (current?.status === 'linked' && current.destination_path !== r.destination_path) continue;
        if (current) this.sql.deleteRecord.run(current.id);
        const names = Object.keys(r).filter((name) => /^[a-z_]+$/.test(name));
        sqlite
          .prepare(`INSERT INTO processed_files (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`)
          .run(Object.fromEntries(names.map((name) => [name, r[name as keyof ProcessedFile]])));
        this.sql.sourceStatus.run(r.status === 'linked' ? 'created' : r.status, now, r.source_path);
      }
      this.sql.deleteRow.run(row.id);
    })();
  }
}

function prepare(sqlite: AppDatabase['sqlite']) {
  return {
    recordsAt: sqlite.prepare<[string], ProcessedFile>('SELECT * FROM processed_files WHERE destination_path = ?'),
    bySource: sqlite.prepare<[string], ProcessedFile>('SELECT * FROM processed_files WHERE source_path = ?'),
    insert: sqlite.prepare(
      `INSERT INTO trash (original_path, trash_path, kind, link_target, deleted_at, record) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    deleteRecord: sqlite.prepare('DELETE FROM processed_files WHERE id = ?'),
    markSkipped: sqlite.prepare(
      `UPDATE processed_files SET status = 'skipped', destination_path = NULL, reason = ?, candidates = NULL,
         error = NULL, updated_at = ? WHERE id = ?`,
    ),
    logOperation: sqlite.prepare(
      `INSERT INTO file_operations (source_path, destination_path, status, operation, media_type, tmdb_id,
         season_number, reason, error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    ),
    sourceStatus: sqlite.prepare('UPDATE source_files SET status = ?, updated_at = ? WHERE path = ?'),
    byId: sqlite.prepare<[number], TrashRow>('SELECT * FROM trash WHERE id = ?'),
    deleteRow: sqlite.prepare('DELETE FROM trash WHERE id = ?'),
    // A range, not LIKE: paths may hold % and _. Every path under `abs/` sorts between `abs/` and `abs0`.
    matching: sqlite.prepare<[{ abs: string; under: string; after: string }], TrashRow>(
      `SELECT * FROM trash
        WHERE original_path = @abs
           OR (original_path >= @under AND original_path < @after)
           OR (kind = 'link' AND link_target = @abs)
        ORDER BY id`,
    ),
  };
}
