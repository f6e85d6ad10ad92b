import type { AppDatabase } from '../database.js';
import { PreparedStatements } from '../prepared-statements.js';
import { columns, type ValuesOf } from '../columns.js';
import type { Job, JobScheduleType, JobsTable, JobStatus } from '../schema.js';

/** A job's schedule as a person edits it. */
export interface JobSchedule {
  scheduleType: JobScheduleType;
  intervalSeconds: number;
  cronExpression: string;
  enabled: boolean;
  maxRetries: number;
}

/** A built-in job as the product ships it; its schedule is only the first one. */
export type JobDefinition = Pick<Job, 'id' | 'name' | 'description' | 'type' | 'category'> & {
  schedule: JobSchedule;
};

/** What a built-in job's row is first written with. */
const SHIPPED = columns<JobsTable>()(
  'id',
  'name',
  'description',
  'type',
  'category',
  'schedule_type',
  'interval_seconds',
  'cron_expression',
  'enabled',
  'status',
  'max_retries',
  'updated_at',
);

/**
 * The `jobs` table. A row names a built-in action by its id and holds its schedule and state; there
 * is no column for a command, so no stored value can make the scheduler run anything else.
 */
export class JobsRepository {
  private readonly sql: PreparedStatements;

  constructor(database: Pick<AppDatabase, 'sql'>) {
    this.sql = new PreparedStatements(database.sql);
  }

  /**
   * Make sure each built-in job has its row: a new one starts with the shipped schedule; an existing
   * one gets the shipped name, description, type and category but keeps the schedule (and retries)
   * a person set.
   */
  ensure(definitions: readonly JobDefinition[], at: number): void {
    const upsert = this.sql.get<ValuesOf<typeof SHIPPED>>(
      `INSERT INTO jobs (${SHIPPED.list}) VALUES (${SHIPPED.params})
       ON CONFLICT(id) DO UPDATE SET name = excluded.name, description = excluded.description, type = excluded.type,
         category = excluded.category`,
    );
    this.sql.transaction(() => {
      for (const d of definitions) {
        upsert.run({
          id: d.id,
          name: d.name,
          description: d.description,
          type: d.type,
          category: d.category,
          ...scheduleColumns(d.schedule),
          status: d.schedule.enabled ? 'idle' : 'disabled',
          updated_at: at,
        });
      }
    });
  }

  /** Every job, by name. */
  all(): Job[] {
    return this.sql.get<[], Job>('SELECT * FROM jobs ORDER BY name, id').all();
  }

  get(id: string): Job | undefined {
    return this.sql.get<[Job['id']], Job>('SELECT * FROM jobs WHERE id = ?').get(id);
  }

  /**
   * Change when a job runs; false when there is no such job. Disabling sets `disabled`; enabling a
   * disabled job makes it idle; a running job stays running.
   */
  setSchedule(id: string, schedule: JobSchedule, nextRunAt: number | null, at: number): boolean {
    const result = this.sql
      .get<Pick<Job, 'id'> & ScheduleColumns & { next: Job['next_run_at']; at: Job['updated_at'] }>(
        `UPDATE jobs SET schedule_type = @schedule_type, interval_seconds = @interval_seconds,
           cron_expression = @cron_expression, enabled = @enabled, max_retries = @max_retries, next_run_at = @next,
           status = CASE WHEN status = 'running' THEN status WHEN @enabled = 0 THEN 'disabled'
             WHEN status = 'disabled' THEN 'idle' ELSE status END,
           updated_at = @at
         WHERE id = @id`,
      )
      .run({ id, ...scheduleColumns(schedule), next: nextRunAt, at });
    return result.changes > 0;
  }

  setStatus(id: string, status: JobStatus, at: number, times: { lastRunAt?: number; nextRunAt?: number | null } = {}) {
    this.sql
      .get<
        Pick<Job, 'id' | 'status'> & {
          last: Job['last_run_at'];
          /** 1 when `next` is to be written (null included), 0 to keep the time set. */
          setNext: 0 | 1;
          next: Job['next_run_at'];
          at: Job['updated_at'];
        }
      >(
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

  /**
   * Claim a scheduled run at `at` for this instance: true unless a run of the job started within
   * `gapMs` before it. Instances sharing the store fire the same schedule at (nearly) the same
   * moment; the first claim wins and the others see its start time.
   */
  claimScheduledRun(id: string, at: number, gapMs: number): boolean {
    return (
      this.sql
        .get<[NonNullable<Job['last_run_at']>, Job['id'], number]>(
          'UPDATE jobs SET last_run_at = ? WHERE id = ? AND (last_run_at IS NULL OR last_run_at <= ?)',
        )
        .run(at, id, at - gapMs).changes > 0
    );
  }

  /** The next run time alone (the scheduler re-arms a trigger); `updated_at` is left as it was. */
  setNextRun(id: string, nextRunAt: number | null): void {
    this.sql.get<[Job['next_run_at'], Job['id']]>('UPDATE jobs SET next_run_at = ? WHERE id = ?').run(nextRunAt, id);
  }

  /**
   * At start no job can be running in this process: a `running` job belongs to a process that died.
   * It becomes idle (or disabled, when it is). Returns how many were reset.
   */
  resetRunning(at: number): number {
    return this.sql
      .get<[Job['updated_at']]>(
        `UPDATE jobs SET status = CASE WHEN enabled = 0 THEN 'disabled' ELSE 'idle' END, updated_at = ?
          WHERE status = 'running'`,
      )
      .run(at).changes;
  }
}

/** A schedule as the columns (and named parameters) that hold it. */
type ScheduleColumns = Pick<Job, 'schedule_type' | 'interval_seconds' | 'cron_expression' | 'enabled' | 'max_retries'>;

function scheduleColumns(schedule: JobSchedule): ScheduleColumns {
  return {
    schedule_type: schedule.scheduleType,
    interval_seconds: schedule.intervalSeconds,
    cron_expression: schedule.cronExpression,
    enabled: schedule.enabled ? 1 : 0,
    max_retries: schedule.maxRetries,
  };
}
