import type { Cron } from 'croner';
import {
  JOB_RUN_HISTORY_MAX,
  type BuiltInJobId,
  type Job,
  type JobRun,
  type JobStatus,
  type JobUpdate,
} from '@cinesync/common';
import type { JobRunsRepository } from '../db/repositories/job-runs.repository.js';
import type { InstanceLocksRepository } from '../db/repositories/instance-locks.repository.js';
import type { JobsRepository, JobSchedule } from '../db/repositories/jobs.repository.js';
import type { Job as JobRow } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import { BUILT_IN_JOBS, builtInJobDefinitions, isBuiltInJobId, type BuiltInJobActions } from './job-catalogue.js';
import { runWithRetries } from './job-runner.js';
import {
  applyScheduleUpdate,
  checkStoredSchedule,
  createTrigger,
  MINIMUM_PERIOD_SECONDS,
  usableTimezone,
} from './job-trigger.js';
import { jobRunView, jobView } from './job-view.js';

interface JobSchedulerDeps {
  jobs: JobsRepository;
  runs: JobRunsRepository;
  bus: EventBus;
  log: Logger;
  now: () => number;
  actions: BuiltInJobActions;
  /** IANA zone cron expressions are read in (`TZ`); the process's own when unset. */
  timezone?: string;
  /** First retry wait; each next one doubles, up to {@link MAX_RETRY_DELAY_MS}. Default 30 s. */
  retryBaseMs?: number;
  /** The shortest time between runs a schedule may ask for (default 60 s; tests lower it). */
  minimumPeriodSeconds?: number;
  /** How long `cancel` waits for the action to stop before answering. Default 5 s. */
  cancelWaitMs?: number;
  /** How long `stop` waits for cancelled runs to end. Default 30 s. */
  stopWaitMs?: number;
  /**
   * Present when several instances may share the store: a job then runs on one instance at a
   * time (its lock) and each scheduled run once across them (a claim on its start time).
   */
  locks?: InstanceLocksRepository;
  /** False when another instance was running at start: its runs marked running are its own. */
  alone?: boolean;
}

/** Startup jobs of instances started within this long of each other run once. */
const STARTUP_CLAIM_GAP_MS = 60_000;

const MAX_RETRY_DELAY_MS = 10 * 60_000;

interface ActiveRun {
  abort: AbortController;
  done: Promise<void>;
}

/**
 * The one scheduler of a server process: it seeds the built-in jobs, arms a croner timer per
 * scheduled job, runs each job's built-in action one run at a time, and records every run. Nothing
 * it stores or is sent names a program: the action is chosen by the job's id (design §5.6).
 */
export class JobScheduler {
  private readonly jobs: JobsRepository;
  private readonly runs: JobRunsRepository;
  private readonly triggers = new Map<BuiltInJobId, Cron>();
  /** The schedule each trigger was armed from, to notice one another instance changed. */
  private readonly armed = new Map<BuiltInJobId, string>();
  private readonly active = new Map<BuiltInJobId, ActiveRun>();
  private readonly timezone: string | undefined;
  private started = false;
  private stopped = false;

  constructor(private readonly deps: JobSchedulerDeps) {
    this.jobs = deps.jobs;
    this.runs = deps.runs;
    const zone = usableTimezone(deps.timezone);
    if (zone.problem)
      deps.log.warn(
        { timezone: deps.timezone },
        `TZ is not a usable time zone (${zone.problem}); cron schedules use the server's`,
      );
    this.timezone = zone.timezone;
  }

  /** Seed the jobs, arm their timers, then run the startup jobs once. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    const at = this.deps.now();
    const interrupted = this.deps.alone === false ? 0 : this.runs.markInterrupted(at);
    if (this.deps.alone !== false) this.jobs.resetRunning(at);
    if (interrupted > 0)
      this.deps.log.warn({ runs: interrupted }, 'job runs left running by a stopped process marked cancelled');
    this.jobs.ensure(builtInJobDefinitions(), at);
    for (const row of this.rows()) this.arm(row);
    for (const row of this.rows()) {
      if (row.enabled === 1 && row.schedule_type === 'startup') this.fire(row.id as BuiltInJobId, 'startup');
    }
  }

  /** Stop every timer, cancel the runs going and wait for them to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const trigger of this.triggers.values()) trigger.stop();
    this.triggers.clear();
    const going = [...this.active.values()];
    for (const run of going) run.abort.abort();
    const ended = await within(Promise.all(going.map((run) => run.done)), this.deps.stopWaitMs ?? 30_000);
    // An action that ignores its signal must not hold the server's shutdown forever.
    if (!ended)
      this.deps.log.warn({ jobs: [...this.active.keys()] }, 'job runs did not stop in time; shutting down anyway');
  }

  list(): Job[] {
    return this.rows().map((row) => this.view(row));
  }

  get(id: string): Job {
    return this.view(this.row(id));
  }

  private view(row: JobRow): Job {
    return jobView(row, BUILT_IN_JOBS[row.id as BuiltInJobId], this.runs.recent(row.id, 1)[0]);
  }

  /** The newest runs, newest first. */
  history(id: string): JobRun[] {
    this.row(id);
    return this.runs.recent(id, JOB_RUN_HISTORY_MAX).map(jobRunView);
  }

  /** Start a run now; refused while one is going or when the job is disabled. */
  run(id: string): Job {
    const row = this.row(id);
    const jobId = row.id as BuiltInJobId;
    if (this.active.has(jobId)) throw conflict(`${row.name} is already running`, { jobId });
    if (row.enabled !== 1) throw conflict(`${row.name} is disabled; enable it to run it`, { jobId });
    if (this.stopped) throw conflict('The scheduler is stopping', { jobId });
    if (!this.lockRun(jobId)) throw conflict(`${row.name} is already running on another instance`, { jobId });
    this.launch(row);
    return this.get(id);
  }

  /** Abort the run going and wait (a little) for the action to stop. */
  async cancel(id: string): Promise<Job> {
    const row = this.row(id);
    const run = this.active.get(row.id as BuiltInJobId);
    if (!run) throw conflict(`${row.name} is not running`, { jobId: row.id });
    run.abort.abort();
    await within(run.done, this.deps.cancelWaitMs ?? 5000);
    return this.get(id);
  }

  /** Change the schedule, `enabled` or retries; re-arms the timer. Throws `invalid` for a bad schedule. */
  update(id: string, patch: JobUpdate): Job {
    const row = this.row(id);
    const schedule = applyScheduleUpdate(scheduleOf(row), patch, this.timezone, this.minimumPeriodSeconds);
    this.jobs.setSchedule(row.id, schedule, null, this.deps.now());
    const updated = this.row(id);
    if (this.started && !this.stopped) this.arm(updated);
    if (updated.status !== row.status) this.publish(row.id, updated.status, 'Schedule updated');
    return this.get(id);
  }

  private get minimumPeriodSeconds(): number {
    return this.deps.minimumPeriodSeconds ?? MINIMUM_PERIOD_SECONDS;
  }

  private rows(): JobRow[] {
    return this.jobs.all().filter((row) => isBuiltInJobId(row.id));
  }

  private row(id: string): JobRow {
    const row = isBuiltInJobId(id) ? this.jobs.get(id) : undefined;
    if (!row) throw notFound(`No job with id ${id}`, { jobId: id });
    return row;
  }

  /** (Re)create the job's timer from its stored schedule and store croner's next run. */
  private arm(row: JobRow): void {
    const id = row.id as BuiltInJobId;
    this.triggers.get(id)?.stop();
    this.triggers.delete(id);
    const schedule = scheduleOf(row);
    try {
      if (schedule.enabled) checkStoredSchedule(schedule, this.timezone, this.minimumPeriodSeconds);
    } catch (err) {
      // Saved before the rule (or by hand): it is not armed, rather than run every few seconds.
      this.deps.log.warn({ jobId: id, err }, `${row.name}: schedule not armed; set a new one in Settings → Jobs`);
      this.armed.set(id, JSON.stringify(schedule));
      this.jobs.setNextRun(id, null);
      return;
    }
    const trigger = createTrigger(schedule, this.timezone, () => this.fire(id, 'schedule'));
    if (trigger) this.triggers.set(id, trigger);
    this.armed.set(id, JSON.stringify(schedule));
    this.jobs.setNextRun(id, trigger?.nextRun()?.getTime() ?? null);
  }

  /** A timer (or the server start) wants a run: skipped, never queued, while one is going. */
  private fire(id: BuiltInJobId, why: 'schedule' | 'startup'): void {
    const row = this.jobs.get(id);
    if (!row || this.stopped) return;
    if (why === 'schedule' && this.armed.get(id) !== JSON.stringify(scheduleOf(row))) {
      // Another instance sharing the store changed the schedule: this timer is stale.
      this.arm(row);
      return;
    }
    if (this.active.has(id)) {
      this.deps.log.info({ jobId: id }, `${row.name}: ${why} run skipped, the previous run is still going`);
      this.jobs.setNextRun(id, this.triggers.get(id)?.nextRun()?.getTime() ?? null);
      return;
    }
    if (row.enabled !== 1) return;
    if (this.deps.locks?.shared) {
      if (!this.lockRun(id)) {
        this.deps.log.info({ jobId: id }, `${row.name}: ${why} run skipped, another instance is running it`);
        return;
      }
      if (!this.jobs.claimScheduledRun(id, this.deps.now(), this.claimGapMs(row, why))) {
        this.unlockRun(id);
        this.deps.log.info({ jobId: id }, `${row.name}: ${why} run skipped, another instance ran it`);
        return;
      }
    }
    this.launch(row);
  }

  /** Half the time between two scheduled runs: another instance's run of the same slot is nearer. */
  private claimGapMs(row: JobRow, why: 'schedule' | 'startup'): number {
    if (why === 'startup') return STARTUP_CLAIM_GAP_MS;
    if (row.schedule_type === 'interval') return (row.interval_seconds * 1000) / 2;
    const [next, after] = this.triggers.get(row.id as BuiltInJobId)?.nextRuns(2) ?? [];
    return next && after ? (after.getTime() - next.getTime()) / 2 : 0;
  }

  private lockRun(id: BuiltInJobId): boolean {
    return this.deps.locks?.tryLock(`job:${id}`) ?? true;
  }

  private unlockRun(id: BuiltInJobId): void {
    this.deps.locks?.unlock(`job:${id}`);
  }

  private launch(row: JobRow): void {
    const id = row.id as BuiltInJobId;
    const abort = new AbortController();
    const startedAt = this.deps.now();
    this.jobs.setStatus(id, 'running', startedAt, {
      lastRunAt: startedAt,
      nextRunAt: this.triggers.get(id)?.nextRun()?.getTime() ?? null,
    });
    this.publish(id, 'running', `${row.name} started`);
    const base = this.deps.retryBaseMs ?? 30_000;
    const done = runWithRetries({
      jobId: id,
      action: this.deps.actions[id],
      signal: abort.signal,
      maxRetries: row.max_retries,
      runs: this.runs,
      now: this.deps.now,
      retryDelayMs: (attempt) => Math.min(base * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS),
      onRetry: (message) => this.publish(id, 'running', message),
    })
      .catch((err: unknown) => ({
        status: 'failed' as const,
        message: err instanceof Error ? err.message : String(err),
      }))
      .then((outcome) => {
        this.active.delete(id);
        this.unlockRun(id);
        const current = this.jobs.get(id);
        // Disabled while it ran: it ends disabled, with no next run.
        const status: JobStatus = current?.enabled === 0 ? 'disabled' : outcome.status;
        this.jobs.setStatus(id, status, this.deps.now(), {
          nextRunAt: this.triggers.get(id)?.nextRun()?.getTime() ?? null,
        });
        if (outcome.status === 'failed') this.deps.log.warn({ jobId: id }, `${row.name} failed: ${outcome.message}`);
        this.publish(id, status, outcome.message);
      });
    this.active.set(id, { abort, done });
  }

  private publish(jobId: string, status: JobStatus, message: string): void {
    this.deps.bus.publish('job_update', { jobId, status, message, timestamp: new Date(this.deps.now()).toISOString() });
  }
}

function scheduleOf(row: JobRow): JobSchedule {
  return {
    scheduleType: row.schedule_type,
    intervalSeconds: row.interval_seconds,
    cronExpression: row.cron_expression,
    enabled: row.enabled === 1,
    maxRetries: row.max_retries,
  };
}

/** Whether `work` settled within `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
