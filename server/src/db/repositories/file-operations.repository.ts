import type { AppDatabase } from '../database.js';
import { containsPattern } from '../like-pattern.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { FileOperation, FileOperationStatus } from '../schema.js';

/** The previous entry of a path stops being its latest (`@op_source_path`). */
const UNMARK_LATEST_SQL = 'UPDATE file_operations SET latest = 0 WHERE source_path = @op_source_path AND latest = 1';
/** A path's new latest entry; the parameters are {@link operationParams}'. */
const INSERT_LATEST_SQL = `INSERT INTO file_operations (source_path, destination_path, status, operation, media_type,
    tmdb_id, season_number, reason, error, created_at, latest)
  VALUES (@op_source_path, @op_destination_path, @op_status, @op_operation, @op_media_type, @op_tmdb_id,
    @op_season_number, @op_reason, NULL, @op_at, 1)`;

/** The named parameters of the statements above, each typed as its column. */
interface OperationParams {
  op_source_path: FileOperation['source_path'];
  op_destination_path: FileOperation['destination_path'];
  op_status: FileOperation['status'];
  op_operation: FileOperation['operation'];
  op_media_type: FileOperation['media_type'];
  op_tmdb_id: FileOperation['tmdb_id'];
  op_season_number: FileOperation['season_number'];
  op_reason: FileOperation['reason'];
  op_at: FileOperation['created_at'];
}

/** An entry as the named parameters of the statements above. */
function operationParams(entry: FileOperationEntry, at: number): OperationParams {
  return {
    op_source_path: entry.sourcePath,
    op_destination_path: entry.destinationPath,
    op_status: entry.status,
    op_operation: entry.operation,
    op_media_type: entry.mediaType,
    op_tmdb_id: entry.tmdbId,
    op_season_number: entry.seasonNumber,
    op_reason: entry.reason,
    op_at: at,
  };
}

/** One line of the file-operation log. */
export interface FileOperationEntry {
  sourcePath: FileOperation['source_path'];
  destinationPath: FileOperation['destination_path'];
  status: FileOperation['status'];
  operation: FileOperation['operation'];
  mediaType: FileOperation['media_type'];
  tmdbId: FileOperation['tmdb_id'];
  seasonNumber: FileOperation['season_number'];
  reason: FileOperation['reason'];
}

interface LatestPageFilter {
  status?: FileOperationStatus | undefined;
  /** Literal text, matched case-insensitively (ASCII) against source, destination and reason. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** The statements of a page of entries (exported so a test can read their query plans). */
export function latestPageQuery(filter: Pick<LatestPageFilter, 'status' | 'search'>): {
  page: string;
  count: string;
  params: (string | number)[];
} {
  const where = ['latest = 1'];
  const params: (string | number)[] = [];
  if (filter.status) {
    where.push('status = ?');
    params.push(filter.status);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(`(source_path LIKE ? ESCAPE '\\' OR destination_path LIKE ? ESCAPE '\\' OR reason LIKE ? ESCAPE '\\')`);
    params.push(pattern, pattern, pattern);
  }
  const clause = where.join(' AND ');
  return {
    page: `SELECT * FROM file_operations WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    count: `SELECT count(*) FROM file_operations WHERE ${clause}`,
    params,
  };
}

/** Entries per status (a test reads its plan). */
export const LATEST_STATUS_COUNTS_SQL =
  'SELECT status, count(*) AS n FROM file_operations WHERE latest = 1 GROUP BY status';

/**
 * The `file_operations` table: an append-only log of what happened to each file (created, failed,
 * skipped, deleted), which File Operations shows. Writers call `log` inside their own transaction.
 */
export class FileOperationsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** Append a row; it becomes its file's latest (the previous latest row of that path is unmarked). */
  log(entry: FileOperationEntry, at: number): void {
    const params = operationParams(entry, at);
    this.sql.transaction(() => {
      this.sql.get<Pick<OperationParams, 'op_source_path'>>(UNMARK_LATEST_SQL).run(params);
      this.sql.get<OperationParams>(INSERT_LATEST_SQL).run(params);
    });
  }

  /**
   * A page of entries (the latest row of each source file), newest first, with the number of
   * entries matching. Served by the partial indexes over `latest = 1`: a status tab walks
   * (status, created_at), the whole list walks (created_at); a search filters along the same walk.
   */
  latestPage(filter: LatestPageFilter): { rows: FileOperation[]; total: number } {
    const q = latestPageQuery(filter);
    const rows = this.sql.get<(string | number)[], FileOperation>(q.page).all(...q.params, filter.limit, filter.offset);
    const total =
      this.sql
        .get<(string | number)[], number>(q.count)
        .pluck()
        .get(...q.params) ?? 0;
    return { rows, total };
  }

  /** Entries (latest rows) per status, from the covering partial index. */
  latestStatusCounts(): Record<FileOperationStatus, number> {
    const counts: Record<FileOperationStatus, number> = { created: 0, failed: 0, skipped: 0, deleted: 0 };
    const rows = this.sql.get<[], Pick<FileOperation, 'status'> & { n: number }>(LATEST_STATUS_COUNTS_SQL).all();
    for (const row of rows) if (row.status in counts) counts[row.status] = row.n;
    return counts;
  }

  /** A row by id. */
  byId(id: number): FileOperation | undefined {
    return this.sql.get<[FileOperation['id']], FileOperation>('SELECT * FROM file_operations WHERE id = ?').get(id);
  }

  /** The entry (latest row) of a source file, if it has one. */
  latestOf(sourcePath: string): FileOperation | undefined {
    return this.sql
      .get<[FileOperation['source_path']], FileOperation>(
        'SELECT * FROM file_operations WHERE source_path = ? AND latest = 1',
      )
      .get(sourcePath);
  }

  /** Source paths whose entry has `status`. */
  latestSourcesWithStatus(status: FileOperationStatus): string[] {
    return this.sql
      .get<[FileOperation['status']], FileOperation['source_path']>(
        'SELECT source_path FROM file_operations WHERE latest = 1 AND status = ?',
      )
      .pluck()
      .all(status);
  }

  /** Forget a source file's whole history (its entry and the rows before it); returns rows removed. */
  deleteForSource(sourcePath: string): number {
    return this.sql
      .get<[FileOperation['source_path']]>('DELETE FROM file_operations WHERE source_path = ?')
      .run(sourcePath).changes;
  }

  /** Every row, oldest first. */
  all(): FileOperation[] {
    return this.sql.get<[], FileOperation>('SELECT * FROM file_operations ORDER BY id').all();
  }

  /** How many rows have `status`. */
  countWithStatus(status: FileOperationStatus): number {
    return (
      this.sql
        .get<[FileOperationStatus], number>('SELECT count(*) FROM file_operations WHERE status = ?')
        .pluck()
        .get(status) ?? 0
    );
  }

  /** Rows with `status`, oldest first. */
  withStatus(status: FileOperationStatus): FileOperation[] {
    return this.sql
      .get<[FileOperationStatus], FileOperation>('SELECT * FROM file_operations WHERE status = ? ORDER BY id')
      .all(status);
  }

  /** Forget every row (a fresh start for the organiser; benches reset between runs with it). */
  deleteAll(): number {
    return this.sql.get<[]>('DELETE FROM file_operations').run().changes;
  }
}
