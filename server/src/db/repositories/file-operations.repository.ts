import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { FileOperation, FileOperationKind, FileOperationStatus, RecordMediaType } from '../schema.js';

/** One line of the file-operation log. */
export interface FileOperationEntry {
  sourcePath: string;
  destinationPath: string | null;
  status: FileOperationStatus;
  operation: FileOperationKind;
  mediaType: RecordMediaType | null;
  tmdbId: number | null;
  seasonNumber: number | null;
  reason: string | null;
}

/**
 * The `file_operations` table: an append-only log of what happened to each file (created, failed,
 * skipped, deleted), which File Operations shows. Writers call `log` inside their own transaction.
 */
export class FileOperationsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sqlite);
  }

  log(entry: FileOperationEntry, at: number): void {
    this.sql
      .get(
        `INSERT INTO file_operations (source_path, destination_path, status, operation, media_type, tmdb_id,
           season_number, reason, error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
      )
      .run(
        entry.sourcePath,
        entry.destinationPath,
        entry.status,
        entry.operation,
        entry.mediaType,
        entry.tmdbId,
        entry.seasonNumber,
        entry.reason,
        at,
      );
  }

  /** Every row, oldest first. */
  all(): FileOperation[] {
    return this.sql.get<[], FileOperation>('SELECT * FROM file_operations ORDER BY id').all();
  }

  /** How many rows have `status`. */
  countWithStatus(status: FileOperationStatus): number {
    return this.sql
      .get<[FileOperationStatus], number>('SELECT count(*) FROM file_operations WHERE status = ?')
      .pluck()
      .get(status) as number;
  }

  /** Rows with `status`, oldest first. */
  withStatus(status: FileOperationStatus): FileOperation[] {
    return this.sql
      .get<[FileOperationStatus], FileOperation>('SELECT * FROM file_operations WHERE status = ? ORDER BY id')
      .all(status);
  }

  /** Forget every row (a fresh start for the organiser; benches reset between runs with it). */
  deleteAll(): number {
    return this.sql.get('DELETE FROM file_operations').run().changes;
  }
}
