import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BUILT_IN_JOB_IDS,
  JOB_RUN_HISTORY_MAX,
  jobActionResponseSchema,
  jobRunsResponseSchema,
  jobsResponseSchema,
  type Job,
  type JobRun,
  type LiveEvent,
} from '@cinesync/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { JobsRepository } from '../db/repositories/jobs.repository.js';
import type { JobAction } from '../jobs/job-catalogue.js';

/** The job whose action each test plays; its real one (pruning posters) is not what is tested here. */
const STAND_IN = 'image-cache-prune';

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the Jobs API', () => {
  let server: TestServer;
  let token: string;
  let play: JobAction;
  const events: LiveEvent<'job_update'>[] = [];

  const start = async (dataDir?: string) => {
    server = await startTestServer({
      dataDir,
      // Schedules here may fire every second, so that timers are seen firing within a test.
      jobs: {
        retryBaseMs: 20,
        minimumPeriodSeconds: 1,
        actions: { [STAND_IN]: (signal: AbortSignal) => play(signal) },
      },
    });
    token = await server.login();
    server.ctx.bus.subscribe((e) => events.push(e as LiveEvent<'job_update'>), ['job_update']);
  };
  const call = (route: string, init: RequestInit & { token?: string } = {}) =>
    server.request(route, { token, ...init });
  const jobs = async (): Promise<Job[]> => {
    const res = await call('/api/jobs');
    expect(res.status).toBe(200);
    return jobsResponseSchema.strict().parse(await res.json()).jobs;
  };
  const job = async (id = STAND_IN) => (await jobs()).find((j) => j.id === id) as Job;
  const runs = async (id = STAND_IN): Promise<JobRun[]> => {
    const res = await call(`/api/jobs/${id}/runs`);
    expect(res.status).toBe(200);
    return jobRunsResponseSchema.parse(await res.json()).runs;
  };
  const put = (body: unknown, id = STAND_IN) => call(`/api/jobs/${id}`, jsonInit(body, token, 'PUT'));
  const post = (what: 'run' | 'cancel', id = STAND_IN) => call(`/api/jobs/${id}/${what}`, { method: 'POST' });
  const settled = (id = STAND_IN) =>
    until(`${id} to finish`, async () => {
      const j = await job(id);
      return j.status !== 'running' ? j : undefined;
    });

  beforeAll(() => start());
  afterAll(() => server.dispose());
  beforeEach(async () => {
    play = async () => 'done';
    await put({ scheduleType: 'manual', enabled: true, maxRetries: 0 });
    events.length = 0;
  });

  it('lists the built-in jobs with the spec fields, fixed command and no arguments', async () => {
    const list = await jobs();
    expect(list.map((j) => j.id).sort()).toEqual([...BUILT_IN_JOB_IDS].sort());
    for (const j of list) {
      expect(j).toMatchObject({ arguments: [], workingDir: '', dependencies: [] });
      expect(j.command).not.toBe('');
      expect(['process', 'service']).toContain(j.type);
    }
    const rescan = list.find((j) => j.id === 'source-rescan') as Job;
    expect(rescan).toMatchObject({ scheduleType: 'interval', intervalSeconds: 21_600, status: 'idle' });
    const inSixHours = Date.parse(rescan.nextExecution ?? '') - Date.now();
    expect(inSixHours).toBeGreaterThan(6 * 3600_000 - 60_000);
    expect(inSixHours).toBeLessThanOrEqual(6 * 3600_000 + 1000);
    expect(list.find((j) => j.id === 'broken-link-sweep')).toMatchObject({
      scheduleType: 'cron',
      cronExpression: '0 3 * * *',
      nextExecution: expect.any(String),
    });
    expect(list.find((j) => j.id === 'database-update')).toMatchObject({ scheduleType: 'manual', nextExecution: null });
  });

  it('answers 401 without a token and 404 for an unknown job', async () => {
    for (const [route, method] of [
      ['/api/jobs', 'GET'],
      [`/api/jobs/${STAND_IN}/runs`, 'GET'],
      [`/api/jobs/${STAND_IN}/run`, 'POST'],
      [`/api/jobs/${STAND_IN}/cancel`, 'POST'],
    ] as const) {
      expect((await server.request(route, { method })).status, `${method} ${route}`).toBe(401);
    }
    expect((await server.request(`/api/jobs/${STAND_IN}`, jsonInit({ enabled: false }, undefined, 'PUT'))).status).toBe(
      401,
    );
    for (const res of [
      await post('run', 'no-such-job'),
      await post('cancel', 'no-such-job'),
      await call('/api/jobs/no-such-job/runs'),
      await put({ enabled: true }, 'no-such-job'),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/no-such-job/);
    }
  });

  it('refuses a PUT naming any field but the schedule, enabled and retries, and changes nothing', async () => {
    const before = await job();
    const row = new JobsRepository(server.ctx.database).get(STAND_IN);
    for (const field of ['command', 'type', 'arguments', 'workingDir', 'name']) {
      const value = field === 'arguments' ? ['-rf', '/'] : field === 'type' ? 'command' : '/bin/sh';
      const res = await put({ scheduleType: 'interval', intervalSeconds: 60, [field]: value });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(`"${field}"`);
    }
    expect(await job()).toEqual(before);
    expect(new JobsRepository(server.ctx.database).get(STAND_IN)).toEqual(row);
  });

  it('stores a valid schedule with croner’s next run, and refuses a bad one with a clear message', async () => {
    let res = await put({ scheduleType: 'interval', intervalSeconds: 300 });
    expect(res.status).toBe(200);
    const updated = jobActionResponseSchema.parse(await res.json()).job;
    expect(updated).toMatchObject({ scheduleType: 'interval', intervalSeconds: 300, cronExpression: '' });
    const inFive = Date.parse(updated.nextExecution ?? '') - Date.now();
    expect(inFive).toBeGreaterThan(290_000);
    expect(inFive).toBeLessThanOrEqual(301_000);

    res = await put({ scheduleType: 'cron', cronExpression: '*/5 * * * *' });
    const cron = jobActionResponseSchema.parse(await res.json()).job;
    expect(cron).toMatchObject({ scheduleType: 'cron', intervalSeconds: 0 });
    expect(new Date(cron.nextExecution ?? '').getUTCMinutes() % 5).toBe(0);

    res = await put({ scheduleType: 'cron', cronExpression: '61 * * * *' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Invalid cron expression "61 * * * *": Invalid value for minute: 61',
    );
    res = await put({ scheduleType: 'interval', intervalSeconds: 0 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/intervalSeconds must be at least 1/);
    expect(await job()).toMatchObject({ scheduleType: 'cron', cronExpression: '*/5 * * * *' });

    res = await put({ scheduleType: 'manual', intervalSeconds: 600, cronExpression: '* * * * *' });
    expect(jobActionResponseSchema.parse(await res.json()).job).toMatchObject({
      scheduleType: 'manual',
      intervalSeconds: 0,
      cronExpression: '',
      nextExecution: null,
    });

    res = await put({ scheduleType: 'interval', intervalSeconds: 60, enabled: false });
    expect(jobActionResponseSchema.parse(await res.json()).job).toMatchObject({
      status: 'disabled',
      nextExecution: null,
    });
    expect(events.map((e) => e.data)).toContainEqual(expect.objectContaining({ jobId: STAND_IN, status: 'disabled' }));
    res = await post('run');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/is disabled/);
  });

  it('runs on an interval, each run moving nextExecution on', async () => {
    let count = 0;
    play = async () => `run ${++count}`;
    await put({ scheduleType: 'interval', intervalSeconds: 1 });
    const first = (await job()).nextExecution;
    expect(first).not.toBeNull();
    await until('two interval runs', async () => (count >= 2 ? true : undefined), 6000);
    expect(Date.parse((await job()).nextExecution ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
    await put({ scheduleType: 'manual' });
    const after = await settled();
    expect(after.lastExecution).not.toBeNull();
    expect((await runs()).slice(0, 2).map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(events.filter((e) => e.data.status === 'running').length).toBeGreaterThanOrEqual(2);
  });

  it("lists each job's last run: when it started and ended and how it ended", async () => {
    play = async () => {
      await new Promise((r) => setTimeout(r, 30));
      return '3 posters pruned';
    };
    expect((await post('run')).status).toBe(200);
    const done = (await settled()).lastRun;
    expect(done).toMatchObject({ jobId: STAND_IN, status: 'completed', message: '3 posters pruned' });
    expect(Date.parse(done?.finishedAt ?? '') - Date.parse(done?.startedAt ?? '')).toBeGreaterThanOrEqual(25);
    expect((await runs())[0]).toEqual(done);

    play = () => Promise.reject(new Error('disk on fire'));
    expect((await post('run')).status).toBe(200);
    expect((await settled()).lastRun).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/disk on fire/),
    });
  });

  it('runs on a cron schedule (every second) and updates nextExecution', async () => {
    let count = 0;
    play = async () => void count++;
    await put({ scheduleType: 'cron', cronExpression: '* * * * * *' });
    const first = Date.parse((await job()).nextExecution ?? '');
    await until('two cron runs', async () => (count >= 2 ? true : undefined), 6000);
    const later = Date.parse((await job()).nextExecution ?? '');
    expect(later).toBeGreaterThan(first);
    await put({ scheduleType: 'manual' });
  });

  it('refuses a second run while one is going (409), and runs the action once', async () => {
    let calls = 0;
    let release = () => undefined as void;
    play = () => {
      calls++;
      return new Promise<string>((resolve) => (release = () => resolve('slow done')));
    };
    const res = await post('run');
    expect(res.status).toBe(200);
    expect(jobActionResponseSchema.parse(await res.json())).toMatchObject({
      success: true,
      job: { status: 'running' },
    });
    const again = await post('run');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('Image Cache Prune is already running');
    release();
    expect(await settled()).toMatchObject({ status: 'completed' });
    expect(calls).toBe(1);
    expect((await runs())[0]).toMatchObject({ status: 'completed', message: 'slow done' });
  });

  it('cancels a running action through its AbortSignal', async () => {
    let sawAbort = false;
    play = (signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          sawAbort = true;
          reject(new Error('stopped'));
        });
      });
    await post('run');
    const res = await post('cancel');
    expect(res.status).toBe(200);
    expect(jobActionResponseSchema.parse(await res.json())).toMatchObject({ job: { status: 'cancelled' } });
    expect(sawAbort).toBe(true);
    expect((await runs())[0]).toMatchObject({
      status: 'cancelled',
      message: 'Cancelled',
      finishedAt: expect.any(String),
    });
    expect(events.map((e) => e.data.status)).toEqual(['running', 'cancelled']);
    const idle = await post('cancel');
    expect(idle.status).toBe(409);
    expect(((await idle.json()) as { message: string }).message).toBe('Image Cache Prune is not running');
  });

  it('retries a failing action with backoff up to maxRetries, then fails, every attempt in the history', async () => {
    let attempts = 0;
    play = async () => {
      attempts++;
      throw new Error('disk on fire');
    };
    await put({ maxRetries: 2 });
    await post('run');
    expect(await settled()).toMatchObject({ status: 'failed', maxRetries: 2 });
    expect(attempts).toBe(3);
    expect((await runs()).slice(0, 3).map((r) => [r.status, r.message])).toEqual([
      ['failed', 'Attempt 3 of 3 failed: disk on fire'],
      ['failed', 'Attempt 2 of 3 failed: disk on fire'],
      ['failed', 'Attempt 1 of 3 failed: disk on fire'],
    ]);
    const seen = events.map((e) => e.data);
    expect(seen.map((e) => e.status)).toEqual(['running', 'running', 'running', 'failed']);
    expect(seen[1]?.message).toMatch(/^Attempt 1 of 3 failed: disk on fire; retrying in \d+ s$/);
    for (const e of seen) {
      expect(e.jobId).toBe(STAND_IN);
      expect(new Date(e.timestamp).toISOString()).toBe(e.timestamp);
    }
  });

  it('keeps the newest 50 runs of a job', async () => {
    let n = 0;
    play = async () => `run ${++n}`;
    for (let i = 0; i < JOB_RUN_HISTORY_MAX + 5; i++) {
      expect((await post('run')).status).toBe(200);
      await settled();
    }
    const history = await runs();
    expect(history).toHaveLength(JOB_RUN_HISTORY_MAX);
    expect(history[0]?.message).toBe(`run ${n}`);
    expect(history.at(-1)?.message).toBe(`run ${n - JOB_RUN_HISTORY_MAX + 1}`);
  });

  it('runs the real maintenance, TMDB cache and log rotation actions', async () => {
    expect((await post('run', 'database-maintenance')).status).toBe(200);
    expect(await settled('database-maintenance')).toMatchObject({ status: 'completed' });
    expect((await runs('database-maintenance'))[0]?.message).toMatch(/^Integrity ok; VACUUM and ANALYZE done/);

    const tmdbCache = server.ctx.tmdbCache;
    tmdbCache.set('stale', { a: 1 }, 0);
    tmdbCache.set('fresh', { b: 2 }, 3600_000);
    await post('run', 'tmdb-cache-refresh');
    expect(await settled('tmdb-cache-refresh')).toMatchObject({ status: 'completed' });
    expect((await runs('tmdb-cache-refresh'))[0]?.message).toMatch(/^1 expired TMDB answers dropped/);
    expect(tmdbCache.get('fresh')).toEqual({ b: 2 });

    const logs = server.ctx.activity.dir;
    await mkdir(logs, { recursive: true });
    const today = server.ctx.activity.today();
    await writeFile(path.join(logs, 'mediahub_2001-01-01.log'), 'old\n');
    await writeFile(path.join(logs, `mediahub_${today}.log`), 'new\n');
    await post('run', 'log-rotation');
    expect(await settled('log-rotation')).toMatchObject({ status: 'completed' });
    expect(await readdir(logs)).toEqual([`mediahub_${today}.log`]);
  });

  it('runs the database update through the DatabaseUpdateJob, its failure becoming the run’s', async () => {
    const progress: string[] = [];
    const off = server.ctx.bus.subscribe(
      (e) => progress.push((e as LiveEvent<'database_update'>).data.status),
      ['database_update'],
    );
    try {
      await post('run', 'database-update');
      const ended = await settled('database-update');
      const [run] = await runs('database-update');
      // This server has no library folder: the update's closing sweep refuses, and so the run fails.
      expect(ended.status).toBe('failed');
      expect(run?.message).toMatch(/^DESTINATION_DIR is not set to an existing folder/);
      expect([progress[0], progress.at(-1)]).toEqual(['running', 'failed']);
    } finally {
      off();
    }
  });
});

describe('a startup schedule', () => {
  it('runs the job once when the server next starts', async () => {
    let ran = 0;
    const options = { jobs: { actions: { [STAND_IN]: async () => `startup run ${++ran}` } } };
    const first = await startTestServer(options);
    const token = await first.login();
    const res = await first.request(`/api/jobs/${STAND_IN}`, jsonInit({ scheduleType: 'startup' }, token, 'PUT'));
    expect(jobActionResponseSchema.parse(await res.json()).job).toMatchObject({
      scheduleType: 'startup',
      nextExecution: null,
    });
    await first.close();
    expect(ran).toBe(0);

    const second = await startTestServer({ ...options, dataDir: first.dataDir });
    try {
      const again = await second.login(undefined, first.generatedPassword);
      await until('the startup run', async () => (ran === 1 ? true : undefined));
      const history = await until('its history', async () => {
        const body = jobRunsResponseSchema.parse(
          await (await second.request(`/api/jobs/${STAND_IN}/runs`, { token: again })).json(),
        );
        return body.runs[0]?.status === 'completed' ? body.runs : undefined;
      });
      expect(history.map((r) => r.message)).toEqual(['startup run 1']);
    } finally {
      await second.dispose();
      await first.dispose();
    }
  });
});

describe('a schedule that fires more than once a minute', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ jobs: { actions: { [STAND_IN]: async () => 'done' } } });
    token = await server.login();
  });
  afterAll(() => server.dispose());
  const put = (body: unknown) => server.request(`/api/jobs/${STAND_IN}`, jsonInit(body, token, 'PUT'));
  const current = async () =>
    jobsResponseSchema
      .parse(await (await server.request('/api/jobs', { token })).json())
      .jobs.find((j) => j.id === STAND_IN);

  it('is refused with 400 and a message saying how often it would fire, changing nothing', async () => {
    expect((await put({ scheduleType: 'cron', cronExpression: '0 4 * * *' })).status).toBe(200);
    const before = await current();
    const refused: [Record<string, unknown>, string, string][] = [
      [
        { scheduleType: 'cron', cronExpression: '* * * * * *' },
        'Cron expression "* * * * * *" fires every second; a job may run at most once a minute',
        'cronExpression',
      ],
      [{ scheduleType: 'cron', cronExpression: '*/10 * * * * *' }, 'fires every 10 seconds;', 'cronExpression'],
      [
        { scheduleType: 'cron', cronExpression: '0,45 */5 * * * *' },
        'fires 2 times a minute (at seconds 0, 45);',
        'cronExpression',
      ],
      [
        { scheduleType: 'interval', intervalSeconds: 30 },
        'An interval of 30 seconds is too short: a job may run at most once a minute',
        'intervalSeconds',
      ],
      [{ scheduleType: 'interval', intervalSeconds: 0 }, 'intervalSeconds must be at least 60', 'intervalSeconds'],
    ];
    for (const [body, message, field] of refused) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { message: string; details?: { field?: string } };
      expect(answer.message).toContain(message);
      expect(answer.details?.field).toBe(field);
    }
    expect(await current()).toEqual(before);
  });

  it('accepts five- and six-field crons and intervals that fire at most once a minute', async () => {
    for (const cronExpression of ['* * * * *', '*/5 * * * *', '0 * * * * *', '30 */2 * * * *', '0 0 3 * * *']) {
      const res = await put({ scheduleType: 'cron', cronExpression });
      expect(res.status, cronExpression).toBe(200);
      expect(jobActionResponseSchema.parse(await res.json()).job.nextExecution).not.toBeNull();
    }
    expect((await put({ scheduleType: 'interval', intervalSeconds: 60 })).status).toBe(200);
  });

  it('is not armed when it was stored before the rule: the job keeps no next run', async () => {
    const options = { jobs: { actions: { [STAND_IN]: async () => 'done' } } };
    const before = await startTestServer({ ...options, jobs: { ...options.jobs, minimumPeriodSeconds: 1 } });
    try {
      const first = await before.login();
      const res = await before.request(
        `/api/jobs/${STAND_IN}`,
        jsonInit({ scheduleType: 'cron', cronExpression: '*/10 * * * * *' }, first, 'PUT'),
      );
      expect(res.status).toBe(200);
      await before.close();
      const after = await startTestServer({ ...options, dataDir: before.dataDir });
      try {
        const again = await after.login(undefined, before.generatedPassword);
        const jobs = jobsResponseSchema.parse(await (await after.request('/api/jobs', { token: again })).json());
        expect(jobs.jobs.find((j) => j.id === STAND_IN)).toMatchObject({
          cronExpression: '*/10 * * * * *',
          nextExecution: null,
        });
      } finally {
        await after.dispose();
      }
    } finally {
      await before.dispose();
    }
  });
});
