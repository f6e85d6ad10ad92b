import { Cron } from 'croner';
import type { JobUpdate } from '@cinesync/common';
import type { JobSchedule } from '../db/repositories/jobs.repository.js';
import { invalid } from '../errors.js';

/**
 * A job's schedule after a change: `patch` over `current`, checked and put in its one stored form
 * (a manual or startup schedule has interval 0 and no cron; an interval none; a cron no interval).
 * Throws `invalid` with the reason a person can act on.
 */
export function applyScheduleUpdate(current: JobSchedule, patch: JobUpdate, timezone: string | undefined): JobSchedule {
  const next: JobSchedule = { ...current, ...patch };
  switch (next.scheduleType) {
    case 'manual':
    case 'startup':
      return { ...next, intervalSeconds: 0, cronExpression: '' };
    case 'interval':
      if (!Number.isInteger(next.intervalSeconds) || next.intervalSeconds < 1) {
        throw invalid('intervalSeconds must be at least 1 for an interval schedule', { field: 'intervalSeconds' });
      }
      return { ...next, cronExpression: '' };
    case 'cron': {
      const expression = next.cronExpression.trim();
      checkCronExpression(expression, timezone);
      return { ...next, cronExpression: expression, intervalSeconds: 0 };
    }
  }
}

/** Throws `invalid` naming the problem when croner can't schedule `expression`. */
export function checkCronExpression(expression: string, timezone: string | undefined): void {
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
