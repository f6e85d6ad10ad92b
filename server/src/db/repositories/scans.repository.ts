import type { AppDatabase } from '../database.js';

/** How a scan ended; `running` while it runs, `interrupted` when the process died under it. */
export type ScanRowStatus = 'running' | 'completed' | 'partial' | 'failed' | 'cancelled' | 'interrupted';

/** The `scans` table: one row per organiser scan, written at its start and its end. */
export class ScansRepository {
  private readonly sql: ReturnType<typeof prepare>;

  constructor(database: AppDatabase) {
    this.sql = prepare(database.sqlite);
  }

  start(kind: string, startedAt: number): number {
    return Number(this.sql.start.run(kind, startedAt).lastInsertRowid);
  }

  finish(
    id: number,
    status: Exclude<ScanRowStatus, 'running'>,
    finishedAt: number,
    counts: object,
    error: string | null,
  ) {
    this.sql.finish.run(status, finishedAt, JSON.stringify(counts), error, id);
  }

  /**
   * At start no scan can be running in this process: rows still `running` belong to a process that
   * died (kill -9, power cut). Returns how many were marked.
   */
  markInterrupted(at: number): number {
    return this.sql.interrupted.run(at).changes;
  }
}

function prepare(sqlite: AppDatabase['sqlite']) {
  return {
    start: sqlite.prepare(`INSERT INTO scans (kind, status, started_at) VALUES (?, 'running', ?)`),
    finish: sqlite.prepare('UPDATE scans SET status = ?, finished_at = ?, counts = ?, error = ? WHERE id = ?'),
    interrupted: sqlite.prepare(
      `UPDATE scans SET status = 'interrupted', finished_at = ?, error = 'the process stopped during the scan'
        WHERE status = 'running'`,
    ),
  };
}
