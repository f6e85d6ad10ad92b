import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { Scan, ScanStatus } from '../schema.js';

/** The `scans` table: one row per organiser scan, written at its start and its end. */
export class ScansRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sql);
  }

  start(kind: string, startedAt: number): number {
    const insert = this.sql.get<[Scan['kind'], Scan['started_at']], Scan['id']>(
      `INSERT INTO scans (kind, status, started_at) VALUES (?, 'running', ?) RETURNING id`,
    );
    return Number(insert.pluck().get(kind, startedAt));
  }

  finish(id: number, status: Exclude<ScanStatus, 'running'>, finishedAt: number, counts: object, error: string | null) {
    this.sql
      .get<[Scan['status'], number, string, Scan['error'], Scan['id']]>(
        'UPDATE scans SET status = ?, finished_at = ?, counts = ?, error = ? WHERE id = ?',
      )
      .run(status, finishedAt, JSON.stringify(counts), error, id);
  }

  /**
   * At start no scan can be running in this process: rows still `running` belong to a process that
   * died (kill -9, power cut). Returns how many were marked.
   */
  markInterrupted(at: number): number {
    return this.sql
      .get<[NonNullable<Scan['finished_at']>]>(
        `UPDATE scans SET status = 'interrupted', finished_at = ?, error = 'the process stopped during the scan'
          WHERE status = 'running'`,
      )
      .run(at).changes;
  }

  /** The last scan that ended (cancelled and interrupted ones included); undefined before the first. */
  latestFinished(): Scan | undefined {
    return this.sql.get<[], Scan>(`SELECT * FROM scans WHERE status <> 'running' ORDER BY id DESC LIMIT 1`).get();
  }

  /** Every scan, oldest first. */
  all(): Scan[] {
    return this.sql.get<[], Scan>('SELECT * FROM scans ORDER BY id').all();
  }
}
