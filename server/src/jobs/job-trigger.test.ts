import { describe, expect, it } from 'vitest';
import type { JobSchedule } from '../db/repositories/jobs.repository.js';
import { applyScheduleUpdate, createTrigger, usableTimezone } from './job-trigger.js';

const hourly: JobSchedule = {
  scheduleType: 'interval',
  intervalSeconds: 3600,
  cronExpression: '',
  enabled: true,
  maxRetries: 0,
};

describe('applyScheduleUpdate', () => {
  it('stores each schedule type in its one form', () => {
    expect(applyScheduleUpdate(hourly, { scheduleType: 'manual', cronExpression: '* * * * *' }, undefined)).toEqual({
      ...hourly,
      scheduleType: 'manual',
      intervalSeconds: 0,
      cronExpression: '',
    });
    expect(applyScheduleUpdate(hourly, { scheduleType: 'startup' }, undefined)).toMatchObject({
      intervalSeconds: 0,
      cronExpression: '',
    });
    expect(
      applyScheduleUpdate(hourly, { scheduleType: 'cron', cronExpression: ' 0 3 * * * ' }, undefined),
    ).toMatchObject({ scheduleType: 'cron', cronExpression: '0 3 * * *', intervalSeconds: 0 });
    expect(applyScheduleUpdate(hourly, { enabled: false, maxRetries: 3 }, undefined)).toEqual({
      ...hourly,
      enabled: false,
      maxRetries: 3,
    });
  });

  it('refuses an interval under a minute and a cron croner cannot read, naming why', () => {
    expect(() => applyScheduleUpdate(hourly, { intervalSeconds: 0 }, undefined)).toThrow(
      'intervalSeconds must be at least 60 for an interval schedule',
    );
    expect(() => applyScheduleUpdate(hourly, { intervalSeconds: 59 }, undefined)).toThrow(
      'An interval of 59 seconds is too short: a job may run at most once a minute',
    );
    expect(applyScheduleUpdate(hourly, { intervalSeconds: 60 }, undefined).intervalSeconds).toBe(60);
    expect(() => applyScheduleUpdate(hourly, { scheduleType: 'cron' }, undefined)).toThrow(
      'cronExpression is required for a cron schedule',
    );
    expect(() => applyScheduleUpdate(hourly, { scheduleType: 'cron', cronExpression: 'every day' }, undefined)).toThrow(
      /^Invalid cron expression "every day": /,
    );
    expect(() =>
      applyScheduleUpdate(hourly, { scheduleType: 'cron', cronExpression: '0 0 31 2 *' }, undefined),
    ).toThrow(/^Invalid cron expression "0 0 31 2 \*"/);
  });

  it('refuses a cron whose seconds field fires more than once a minute, saying how often', () => {
    const cron = (cronExpression: string) => () =>
      applyScheduleUpdate(hourly, { scheduleType: 'cron', cronExpression }, undefined);
    expect(cron('* * * * * *')).toThrow(
      'Cron expression "* * * * * *" fires every second; a job may run at most once a minute ' +
        '(give the seconds field one value, such as 0, or use five fields)',
    );
    expect(cron('*/10 * * * * *')).toThrow('"*/10 * * * * *" fires every 10 seconds;');
    expect(cron('0-2 0 3 * * *')).toThrow('fires 3 times a minute (at seconds 0, 1, 2);');
    expect(cron('* * * * * * 2099')).toThrow('fires every second;');
    for (const ok of ['* * * * *', '0 * * * * *', '15 */2 * * * *', '0 0 3 * * SUN', '@daily'])
      expect(cron(ok)).not.toThrow();
    // The knob tests turn: with a one-second minimum, every second is allowed.
    expect(
      applyScheduleUpdate(hourly, { scheduleType: 'cron', cronExpression: '* * * * * *' }, undefined, 1),
    ).toMatchObject({
      cronExpression: '* * * * * *',
    });
  });
});

describe('createTrigger', () => {
  it('arms nothing for manual, startup and disabled schedules', () => {
    expect(createTrigger({ ...hourly, scheduleType: 'manual' }, undefined, () => undefined)).toBeUndefined();
    expect(createTrigger({ ...hourly, scheduleType: 'startup' }, undefined, () => undefined)).toBeUndefined();
    expect(createTrigger({ ...hourly, enabled: false }, undefined, () => undefined)).toBeUndefined();
  });

  it('puts an interval’s first run one interval away, and reads cron in the given zone', () => {
    const from = new Date();
    const interval = createTrigger(hourly, undefined, () => undefined, from);
    const next = interval?.nextRun()?.getTime() ?? 0;
    interval?.stop();
    expect(next - from.getTime()).toBeGreaterThan(3599_000);
    expect(next - from.getTime()).toBeLessThanOrEqual(3601_000);

    const cron = createTrigger(
      { ...hourly, scheduleType: 'cron', cronExpression: '0 3 * * *' },
      'Asia/Tokyo',
      () => undefined,
    );
    const at = cron?.nextRun();
    cron?.stop();
    expect(at?.getUTCHours()).toBe(18); // 03:00 in Tokyo (UTC+9)
  });

  it('keeps a zone croner knows and refuses one it does not', () => {
    expect(usableTimezone('Europe/Stockholm')).toEqual({ timezone: 'Europe/Stockholm' });
    expect(usableTimezone('Nowhere/Land').problem).toMatch(/Nowhere\/Land/);
    expect(usableTimezone(undefined)).toEqual({});
  });
});
