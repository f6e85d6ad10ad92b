import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../database.js';
import { JobsRepository, type JobDefinition } from './jobs.repository.js';

const sweep: JobDefinition = {
  id: 'broken-link-sweep',
  name: 'Broken link sweep',
  description: 'Removes links whose source is gone',
  type: 'service',
  category: 'maintenance',
  max_retries: 0,
  schedule: { scheduleType: 'interval', intervalSeconds: 3600, cronExpression: '', enabled: true },
};

describe('jobs repository', () => {
  let database: AppDatabase;
  let jobs: JobsRepository;
  beforeEach(async () => {
    database = await openDatabase('', ':memory:');
    jobs = new JobsRepository(database);
  });
  afterEach(() => database.close());

  it('seeds a built-in job once and keeps the schedule a person set when seeded again', () => {
    jobs.ensure([sweep], 1);
    expect(jobs.get(sweep.id)).toMatchObject({ schedule_type: 'interval', interval_seconds: 3600, status: 'idle' });
    const daily = { scheduleType: 'cron', intervalSeconds: 0, cronExpression: '0 3 * * *', enabled: true } as const;
    expect(jobs.setSchedule(sweep.id, daily, 500, 2)).toBe(true);
    jobs.ensure([{ ...sweep, name: 'Sweep broken links' }], 3);
    expect(jobs.get(sweep.id)).toMatchObject({
      name: 'Sweep broken links',
      schedule_type: 'cron',
      cron_expression: '0 3 * * *',
      next_run_at: 500,
    });
    expect(jobs.setSchedule('no-such-job', daily, null, 4)).toBe(false);
    expect(jobs.all().map((j) => j.id)).toEqual([sweep.id]);
  });

  it('disables and re-enables through the schedule, and keeps a running status meanwhile', () => {
    jobs.ensure([sweep], 1);
    jobs.setSchedule(sweep.id, { ...sweep.schedule, enabled: false }, null, 2);
    expect(jobs.get(sweep.id)).toMatchObject({ enabled: 0, status: 'disabled' });
    jobs.setSchedule(sweep.id, sweep.schedule, 100, 3);
    expect(jobs.get(sweep.id)).toMatchObject({ enabled: 1, status: 'idle' });
    jobs.setStatus(sweep.id, 'running', 4, { lastRunAt: 4 });
    jobs.setSchedule(sweep.id, { ...sweep.schedule, intervalSeconds: 60 }, 64, 5);
    expect(jobs.get(sweep.id)).toMatchObject({ status: 'running', interval_seconds: 60, last_run_at: 4 });
    jobs.setStatus(sweep.id, 'completed', 6, { nextRunAt: null });
    expect(jobs.get(sweep.id)).toMatchObject({ status: 'completed', last_run_at: 4, next_run_at: null });
  });

  it('records runs, newest first, and marks runs a dead process left running as cancelled', () => {
    jobs.ensure([sweep], 1);
    const first = jobs.startRun(sweep.id, 10);
    jobs.finishRun(first, 'completed', '3 links removed', 12);
    jobs.startRun(sweep.id, 20);
    jobs.setStatus(sweep.id, 'running', 20);
    expect(jobs.runs(sweep.id, 10).map((r) => r.status)).toEqual(['running', 'completed']);
    expect(jobs.markInterrupted(30)).toBe(1);
    expect(jobs.runs(sweep.id, 1)).toEqual([
      expect.objectContaining({ status: 'cancelled', finished_at: 30, message: 'the process stopped during the run' }),
    ]);
    expect(jobs.get(sweep.id)?.status).toBe('idle');
  });

  it('has no way to store a command: a job is a built-in action named by its id', () => {
    jobs.ensure([sweep], 1);
    expect(Object.keys(jobs.get(sweep.id) ?? {})).not.toContain('command');
  });
});
