import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { JobRun, JobRunStatus } from '../schema.js';

/** The `job_runs` table: one row per run of a job (start, end, how it ended, a message). */
export class JobRunsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /** A run starts: its row, to be finished by `finish`. */
  start(jobId: string, at: number): number {
    const insert = this.sql.get<[JobRun['job_id'], JobRun['started_at']], JobRun['id']>(
      `INSERT INTO job_runs (job_id, started_at, status) VALUES (?, ?, 'running') RETURNING id`,
    );
    return Number(insert.pluck().get(jobId, at));
  }

  finish(runId: number, status: Exclude<JobRunStatus, 'running'>, message: string | null, at: number): void {
    this.sql
      .get<[JobRun['status'], JobRun['message'], number, JobRun['id']]>(
        'UPDATE job_runs SET status = ?, message = ?, finished_at = ? WHERE id = ?',
      )
      .run(status, message, at, runId);
  }

  /** The newest runs of a job, newest first. */
  recent(jobId: string, limit: number): JobRun[] {
    return this.sql
      .get<[JobRun['job_id'], number], JobRun>(
        'SELECT * FROM job_runs WHERE job_id = ? ORDER BY started_at DESC, id DESC LIMIT ?',
      )
      .all(jobId, limit);
  }

  /** Drop all but the newest `keep` runs of a job; returns how many went. */
  keepNewest(jobId: string, keep: number): number {
    return this.sql
      .get<{ jobId: JobRun['job_id']; keep: number }>(
        `DELETE FROM job_runs WHERE job_id = @jobId AND id NOT IN (
           SELECT id FROM job_runs WHERE job_id = @jobId ORDER BY started_at DESC, id DESC LIMIT @keep)`,
      )
      .run({ jobId, keep }).changes;
  }

  /**
   * At start no run can be going in this process: runs still `running` belong to a process that
   * died. They are marked cancelled. Returns how many were marked.
   */
  markInterrupted(at: number): number {
    return this.sql
      .get<[NonNullable<JobRun['finished_at']>]>(
        `UPDATE job_runs SET status = 'cancelled', finished_at = ?, message = 'the process stopped during the run'
          WHERE status = 'running'`,
      )
      .run(at).changes;
  }
}
