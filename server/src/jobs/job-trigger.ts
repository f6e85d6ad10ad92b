import { Cron, CronPattern } from 'croner';
import type { JobUpdate } from '@cinesync/common';
import type { JobSchedule } from '../db/repositories/jobs.repository.js';
import { invalid } from '../errors.js';

/**
 * The shortest time between two runs a schedule may ask for. Every built-in job walks folders or
 * the database; one that fires every few seconds is a storm of its own (design §5.13).
 */
export const MINIMUM_PERIOD_SECONDS = 60;

/**
 * A job's schedule after a change: `patch` over `current`, checked and put in its one stored form
 * (a manual or startup schedule has interval 0 and no cron; an interval none; a cron no interval).
 * Throws `invalid` with the reason a person can act on. `minimumSeconds` is lowered by tests only.
 */
export function applyScheduleUpdate(
  current: JobSchedule,
  patch: JobUpdate,
  timezone: string | undefined,
  minimumSeconds = MINIMUM_PERIOD_SECONDS,
): JobSchedule {
  const next: JobSchedule = { ...current, ...patch };
  switch (next.scheduleType) {
    case 'manual':
    case 'startup':
      return { ...next, intervalSeconds: 0, cronExpression: '' };
    case 'interval':
      checkInterval(next.intervalSeconds, minimumSeconds);
      return { ...next, cronExpression: '' };
    case 'cron': {
      const expression = next.cronExpression.trim();
      checkCronExpression(expression, timezone, minimumSeconds);
      return { ...next, cronExpression: expression, intervalSeconds: 0 };
    }
  }
}

/** Throws `invalid` when a stored schedule fires more often than allowed (one saved before the rule). */
export function checkStoredSchedule(schedule: JobSchedule, timezone: string | undefined, minimumSeconds: number): void {
  if (schedule.scheduleType === 'interval') checkInterval(schedule.intervalSeconds, minimumSeconds);
  if (schedule.scheduleType === 'cron') checkCronExpression(schedule.cronExpression, timezone, minimumSeconds);
}

function checkInterval(seconds: number, minimumSeconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw invalid(`intervalSeconds must be at least ${minimumSeconds} for an interval schedule`, {
      field: 'intervalSeconds',
    });
  }
  if (seconds < minimumSeconds) {
    throw invalid(
      `An interval of ${seconds} seconds is too short: a job may run at most ${onceEvery(minimumSeconds)}`,
      {
        field: 'intervalSeconds',
      },
    );
  }
}

/**
 * Throws `invalid` naming the problem when croner can't schedule `expression`, or when it fires
 * more than once a minute: a seconds field with more than one value fires at each of them in
 * every minute the rest of the expression matches.
 */
function checkCronExpression(
  expression: string,
  timezone: string | undefined,
  minimumSeconds = MINIMUM_PERIOD_SECONDS,
): void {
  if (expression === '') throw invalid('cronExpression is required for a cron schedule', { field: 'cronExpression' });
  try {
    const probe = new Cron(expression, { paused: true, timezone });
    const first = probe.nextRun();
    probe.stop();
    if (!first) throw new Error('it never fires');
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^CronPattern: /, '') : String(err);
    throw invalid(`Invalid cron expression "${expression}": ${reason}`, { field: 'cronExpression' });
  }
  const seconds = new CronPattern(expression, timezone).second.flatMap((on, second) => (on ? [second] : []));
  const gap = Math.min(...seconds.slice(1).map((s, i) => s - (seconds[i] ?? 0)));
  if (seconds.length > 1 && gap < minimumSeconds) {
    const often =
      seconds.length * gap === 60
        ? `fires every ${gap === 1 ? 'second' : `${gap} seconds`}`
        : `fires ${seconds.length} times a minute (at seconds ${seconds.join(', ')})`;
    throw invalid(
      `Cron expression "${expression}" ${often}; a job may run at most ${onceEvery(minimumSeconds)} ` +
        '(give the seconds field one value, such as 0, or use five fields)',
      { field: 'cronExpression' },
    );
  }
}

function onceEvery(seconds: number): string {
  return seconds === 60 ? 'once a minute' : `once every ${seconds} seconds`;
}

/** A time zone croner accepts, or undefined (the process's own) with the reason it was refused. */
export function usableTimezone(timezone: string | undefined): { timezone?: string; problem?: string } {
  if (!timezone) return {};
  try {
    const probe = new Cron('* * * * *', { paused: true, timezone });
    probe.nextRun();
    probe.stop();
    return { timezone };
  } catch (err) {
    return { problem: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The croner timer for a schedule, or undefined when nothing fires on its own (manual, startup,
 * disabled). An interval counts from now: its first run is one interval away. Timers are unref'd:
 * a schedule never keeps the process alive.
 */
export function createTrigger(
  schedule: JobSchedule,
  timezone: string | undefined,
  fire: () => void,
  from: Date = new Date(),
): Cron | undefined {
  if (!schedule.enabled) return undefined;
  if (schedule.scheduleType === 'interval') {
    const seconds = schedule.intervalSeconds;
    return new Cron(
      '* * * * * *',
      { interval: seconds, startAt: new Date(from.getTime() + seconds * 1000), timezone, unref: true },
      fire,
    );
  }
  if (schedule.scheduleType === 'cron') {
    return new Cron(schedule.cronExpression, { timezone, unref: true }, fire);
  }
  return undefined;
}
