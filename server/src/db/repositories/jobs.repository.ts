import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import type { Job, JobRun, JobRunStatus, JobScheduleType, JobStatus } from '../schema.js';

/** A job's schedule as a person edits it. */
export interface JobSchedule {
  scheduleType: JobScheduleType;
  intervalSeconds: number;
  cronExpression: string;
  enabled: boolean;
}

/** A built-in job as the product ships it; its schedule is only the first one. */
export type JobDefinition = Pick<Job, 'id' | 'name' | 'description' | 'type' | 'category' | 'max_retries'> & {
  schedule: JobSchedule;
};

/**
 * The `jobs` and `job_runs` tables. A job row names a built-in action by its id and holds its
 * schedule and state; there is no column for a command, so no stored value can make the scheduler
 * run anything else.
 */
export class JobsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: AppDatabase) {
    this.sql = new PreparedStatements(database.sqlite);
  }

  /**
   * Make sure each built-in job has its row: a new one starts with the shipped schedule; an existing
   * one gets the shipped name, description, type and category but keeps the schedule a person set.
   */
  ensure(definitions: readonly JobDefinition[], at: number): void {
    const upsert = this.sql.get(
      `INSERT INTO jobs (id, name, description, type, category, schedule_type, interval_seconds, cron_expression,
         enabled, status, max_retries, updated_at)
       VALUES (@id, @name, @description, @type, @category, @schedule_type, @interval_seconds, @cron_expression,
         @enabled, @status, @max_retries, @at)
       ON CONFLICT(id) DO UPDATE SET name = excluded.name, description = excluded.description, type = excluded.type,
         category = excluded.category, max_retries = excluded.max_retries`,
    );
    this.sql.transaction(() => {
      for (const d of definitions) {
        upsert.run({
          id: d.id,
          name: d.name,
          description: d.description,
          type: d.type,
          category: d.category,
          max_retries: d.max_retries,
          ...scheduleColumns(d.schedule),
          status: d.schedule.enabled ? 'idle' : 'disabled',
          at,
        });
      }
    });
  }

  /** Every job, by name. */
  all(): Job[] {
    return this.sql.get<[], Job>('SELECT * FROM jobs ORDER BY name, id').all();
  }

  get(id: string): Job | undefined {
    return this.sql.get<[string], Job>('SELECT * FROM jobs WHERE id = ?').get(id);
  }

  /** Change when a job runs; false when there is no such job. */
  setSchedule(id: string, schedule: JobSchedule, nextRunAt: number | null, at: number): boolean {
    const result = this.sql
      .get(
        `UPDATE jobs SET schedule_type = @schedule_type, interval_seconds = @interval_seconds,
           cron_expression = @cron_expression, enabled = @enabled, next_run_at = @next,
           status = CASE WHEN @enabled = 0 THEN 'disabled' WHEN status = 'disabled' THEN 'idle' ELSE status END,
           updated_at = @at
         WHERE id = @id`,
      )
      .run({ id, ...scheduleColumns(schedule), next: nextRunAt, at });
    return result.changes > 0;
  }

  setStatus(id: string, status: JobStatus, at: number, times: { lastRunAt?: number; nextRunAt?: number | null } = {}) {
    this.sql
      .get(
        `UPDATE jobs SET status = @status, last_run_at = coalesce(@last, last_run_at),
           next_run_at = CASE WHEN @setNext = 1 THEN @next ELSE next_run_at END, updated_at = @at WHERE id = @id`,
      )
      .run({
        id,
        status,
        last: times.lastRunAt ?? null,
        setNext: times.nextRunAt === undefined ? 0 : 1,
        next: times.nextRunAt ?? null,
        at,
      });
  }

  /** A run starts: its row, to be finished by `finishRun`. */
  startRun(jobId: string, at: number): number {
    const insert = this.sql.get(`INSERT INTO job_runs (job_id, started_at, status) VALUES (?, ?, 'running')`);
    return Number(insert.run(jobId, at).lastInsertRowid);
  }

  finishRun(runId: number, status: Exclude<JobRunStatus, 'running'>, message: string | null, at: number): void {
    this.sql
      .get('UPDATE job_runs SET status = ?, message = ?, finished_at = ? WHERE id = ?')
      .run(status, message, at, runId);
  }

  /** The newest runs of a job, newest first. */
  runs(jobId: string, limit: number): JobRun[] {
    return this.sql
      .get<[string, number], JobRun>(
        'SELECT * FROM job_runs WHERE job_id = ? ORDER BY started_at DESC, id DESC LIMIT ?',
      )
      .all(jobId, limit);
  }

  /**
   * At start no job can be running in this process: runs still `running` belong to a process that
   * died. They are marked cancelled and their jobs idle again. Returns how many runs were marked.
   */
  markInterrupted(at: number): number {
    return this.sql.transaction(() => {
      const marked = this.sql
        .get(
          `UPDATE job_runs SET status = 'cancelled', finished_at = ?, message = 'the process stopped during the run'
            WHERE status = 'running'`,
        )
        .run(at).changes;
      this.sql.get(`UPDATE jobs SET status = 'idle', updated_at = ? WHERE status = 'running'`).run(at);
      return marked;
    });
  }
}

function scheduleColumns(schedule: JobSchedule) {
  return {
    schedule_type: schedule.scheduleType,
    interval_seconds: schedule.intervalSeconds,
    cron_expression: schedule.cronExpression,
    enabled: schedule.enabled ? 1 : 0,
  };
}
