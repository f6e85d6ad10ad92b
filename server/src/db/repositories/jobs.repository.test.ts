import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { JobRunsRepository } from './job-runs.repository.js';
import { JobsRepository, type JobDefinition } from './jobs.repository.js';
import { useTestDatabase } from '../../../test/support/test-store.js';

const sweep: JobDefinition = {
  id: 'broken-link-sweep',
  name: 'Broken link sweep',
  description: 'Removes links whose source is gone',
  type: 'service',
  category: 'maintenance',
  schedule: { scheduleType: 'interval', intervalSeconds: 3600, cronExpression: '', enabled: true, maxRetries: 0 },
};
const daily = {
  scheduleType: 'cron',
  intervalSeconds: 0,
  cronExpression: '0 3 * * *',
  enabled: true,
  maxRetries: 2,
} as const;

describe('jobs repository', () => {
  let database: AppDatabase;
  let jobs: JobsRepository;
  let runs: JobRunsRepository;
  useTestDatabase((opened) => {
    database = opened;
    jobs = new JobsRepository(database);
    runs = new JobRunsRepository(database);
  });

  it('seeds a built-in job once and keeps the schedule and retries a person set when seeded again', () => {
    jobs.ensure([sweep], 1);
    expect(jobs.get(sweep.id)).toMatchObject({ schedule_type: 'interval', interval_seconds: 3600, status: 'idle' });
    expect(jobs.setSchedule(sweep.id, daily, 500, 2)).toBe(true);
    jobs.ensure([{ ...sweep, name: 'Sweep broken links' }], 3);
    expect(jobs.get(sweep.id)).toMatchObject({
      name: 'Sweep broken links',
      schedule_type: 'cron',
      cron_expression: '0 3 * * *',
      max_retries: 2,
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
    jobs.setSchedule(sweep.id, { ...sweep.schedule, enabled: false }, null, 5);
    expect(jobs.get(sweep.id)).toMatchObject({ status: 'running', enabled: 0, last_run_at: 4 });
    jobs.setStatus(sweep.id, 'completed', 6, { nextRunAt: null });
    expect(jobs.get(sweep.id)).toMatchObject({ status: 'completed', last_run_at: 4, next_run_at: null });
  });

  it('records runs, newest first, keeps the newest N, and marks runs a dead process left running', () => {
    jobs.ensure([sweep], 1);
    const first = runs.start(sweep.id, 10);
    runs.finish(first, 'completed', '3 links removed', 12);
    runs.start(sweep.id, 20);
    jobs.setStatus(sweep.id, 'running', 20);
    expect(runs.recent(sweep.id, 10).map((r) => r.status)).toEqual(['running', 'completed']);
    expect(runs.markInterrupted(30)).toBe(1);
    expect(jobs.resetRunning(30)).toBe(1);
    expect(runs.recent(sweep.id, 1)).toEqual([
      expect.objectContaining({ status: 'cancelled', finished_at: 30, message: 'the process stopped during the run' }),
    ]);
    expect(jobs.get(sweep.id)?.status).toBe('idle');
    for (let at = 40; at < 45; at++) runs.finish(runs.start(sweep.id, at), 'failed', `run ${at}`, at);
    expect(runs.keepNewest(sweep.id, 3)).toBe(4);
    expect(runs.recent(sweep.id, 10).map((r) => r.message)).toEqual(['run 44', 'run 43', 'run 42']);
  });

  it('has no way to store a command: a job is a built-in action named by its id', () => {
    jobs.ensure([sweep], 1);
    expect(Object.keys(jobs.get(sweep.id) ?? {})).not.toContain('command');
  });
});
