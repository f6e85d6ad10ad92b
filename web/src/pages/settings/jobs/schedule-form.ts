import type { Job, JobScheduleType, JobUpdate } from '@cinesync/common';

/** The Edit Schedule dialog's fields, as typed (the interval is the raw text of its field). */
export interface ScheduleForm {
  scheduleType: JobScheduleType;
  intervalText: string;
  cronExpression: string;
  enabled: boolean;
}

export function formFor(job: Job): ScheduleForm {
  return {
    scheduleType: job.scheduleType,
    intervalText: String(job.intervalSeconds),
    cronExpression: job.cronExpression,
    enabled: job.enabled,
  };
}

/** The interval field as a number: anything that is not a whole number reads as 0 (spec §5). */
export function intervalSecondsOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
}

export const INTERVAL_TOO_SMALL = 'Interval must be at least 1 second';
export const CRON_REQUIRED = 'Cron expression is required';

/** Field errors, empty when the form can be saved. */
export function validateSchedule(form: ScheduleForm): { interval?: string; cron?: string } {
  if (form.scheduleType === 'interval' && intervalSecondsOf(form.intervalText) < 1) {
    return { interval: INTERVAL_TOO_SMALL };
  }
  if (form.scheduleType === 'cron' && form.cronExpression.trim() === '') return { cron: CRON_REQUIRED };
  return {};
}

/**
 * The `PUT /api/jobs/{id}` body: only the schedule fields and `enabled` (the server refuses anything
 * else). The fields a schedule type doesn't use are sent empty: interval 0 and cron ''.
 */
export function scheduleBody(
  form: ScheduleForm,
): Required<Pick<JobUpdate, 'scheduleType' | 'intervalSeconds' | 'cronExpression' | 'enabled'>> {
  return {
    scheduleType: form.scheduleType,
    intervalSeconds: form.scheduleType === 'interval' ? intervalSecondsOf(form.intervalText) : 0,
    cronExpression: form.scheduleType === 'cron' ? form.cronExpression.trim() : '',
    enabled: form.enabled,
  };
}
