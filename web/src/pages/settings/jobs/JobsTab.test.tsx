import type { Job } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { JobsTab } from './JobsTab';

const base: Job = {
  id: 'source-rescan',
  name: 'Source Rescan',
  description: 'Scan the source folders',
  type: 'process',
  scheduleType: 'interval',
  intervalSeconds: 300,
  cronExpression: '',
  command: 'source-rescan',
  arguments: [],
  workingDir: '',
  enabled: true,
  category: 'library',
  tags: [],
  dependencies: [],
  maxRetries: 0,
  logOutput: true,
  notifyOnFailure: false,
  status: 'idle',
  nextExecution: null,
  updatedAt: '2026-11-25T12:00:00.000Z',
  lastExecution: null,
  lastRun: null,
};

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

const makeJobs = (): Job[] => [
  { ...base, nextExecution: inMs(300_000) },
  { ...base, id: 'log-rotation', name: 'Log Rotation', type: 'service', scheduleType: 'manual', intervalSeconds: 0 },
  { ...base, id: 'tmdb-cache-refresh', name: 'TMDB Cache Refresh', status: 'running', nextExecution: inMs(60_000) },
  { ...base, id: 'image-cache-prune', name: 'Image Cache Prune', enabled: false, status: 'disabled' },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (body: unknown) => Response | Promise<Response>;

function jobsServer(jobs: () => Job[] = makeJobs, answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const override = answers[`${method} ${url.pathname}`];
    if (override) return override(body);
    if (url.pathname === '/api/jobs') return json({ jobs: jobs() });
    const action = /^\/api\/jobs\/([^/]+)\/(run|cancel)$/.exec(url.pathname);
    if (method === 'POST' && action) {
      const job = jobs().find((j) => j.id === action[1]) ?? base;
      return json({
        success: true,
        message: 'ok',
        job: { ...job, status: action[2] === 'run' ? 'running' : 'cancelled' },
      });
    }
    if (method === 'PUT') return json({ success: true, message: 'ok', job: base });
    return json({ error: 'not_found', message: 'none' }, 404);
  });
  return {
    fetch,
    calls,
    count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length,
  };
}

const row = (id: string) => screen.getByTestId(`job-${id}`);
const statusOf = (id: string) => within(row(id)).getByTestId('job-status').getAttribute('data-status');
const nextOf = (id: string) => within(row(id)).getByTestId('job-next').textContent;

async function renderTab(server: ReturnType<typeof jobsServer>) {
  const result = renderApp(<JobsTab />, { fetch: server.fetch });
  await screen.findByRole('table', { name: 'Jobs' });
  return result;
}

beforeEach(() => FakeEventSource.reset());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('JobsTab table', () => {
  it('lists the jobs with their type and next execution', async () => {
    await renderTab(jobsServer());
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Job Name', 'Type', 'Next Execution', 'Last Run', 'Duration', 'Result', 'Actions']);
    expect(within(row('source-rescan')).getByText('Source Rescan')).toBeTruthy();
    expect(within(row('log-rotation')).getByText('service')).toBeTruthy();
    expect(nextOf('source-rescan')).toBe('in 5 minutes');
    expect(nextOf('log-rotation')).toBe('Manual');
    expect(nextOf('tmdb-cache-refresh')).toBe('Running');
  });

  it('says "No jobs found" when there are none', async () => {
    await renderTab(jobsServer(() => []));
    expect(screen.getByText('No jobs found')).toBeTruthy();
  });

  it('says "Failed to fetch jobs" when the list cannot be read', async () => {
    renderApp(<JobsTab />, {
      fetch: jobsServer(makeJobs, { 'GET /api/jobs': () => json({ error: 'server_error', message: 'x' }, 500) }).fetch,
    });
    expect(await screen.findByText('Failed to fetch jobs')).toBeTruthy();
  });

  it('says "No response from server. Please check your connection." when the server never answers', async () => {
    renderApp(<JobsTab />, {
      fetch: jobsServer(makeJobs, {
        'GET /api/jobs': () => {
          throw new TypeError('Failed to fetch');
        },
      }).fetch,
    });
    expect(await screen.findByText('No response from server. Please check your connection.')).toBeTruthy();
  });
});

describe('JobsTab on a phone', () => {
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('shows one card per job with its actions, below 768 px', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width:767.95px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    const server = jobsServer();
    renderApp(<JobsTab />, { fetch: server.fetch });
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(nextOf('source-rescan')).toBe('in 5 minutes');
    expect(
      (within(row('image-cache-prune')).getByRole('button', { name: 'Run Now' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(row('source-rescan')).getByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(server.count('POST', '/api/jobs/source-rescan/run')).toBe(1));
  });
});

describe('JobsTab run and cancel', () => {
  it('disables Run for a disabled job and offers Cancel while running', async () => {
    await renderTab(jobsServer());
    const runDisabled = within(row('image-cache-prune')).getByRole('button', { name: 'Run Now' }) as HTMLButtonElement;
    expect(runDisabled.disabled).toBe(true);
    expect(within(row('tmdb-cache-refresh')).queryByRole('button', { name: 'Run Now' })).toBeNull();
    expect(within(row('tmdb-cache-refresh')).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('runs a job now, then cancels it', async () => {
    const server = jobsServer();
    await renderTab(server);
    fireEvent.click(within(row('source-rescan')).getByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(statusOf('source-rescan')).toBe('running'));
    expect(server.count('POST', '/api/jobs/source-rescan/run')).toBe(1);
    fireEvent.click(within(row('source-rescan')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(statusOf('source-rescan')).toBe('cancelled'));
    expect(server.count('POST', '/api/jobs/source-rescan/cancel')).toBe(1);
  });

  it('re-reads the list when a run is accepted without the job in the answer', async () => {
    const server = jobsServer(makeJobs, { 'POST /api/jobs/source-rescan/run': () => json({ success: true }) });
    await renderTab(server);
    fireEvent.click(within(row('source-rescan')).getByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(server.count('GET', '/api/jobs')).toBe(2));
    expect(screen.queryByText('Failed to run job')).toBeNull();
  });

  it('says "Failed to run job" and "Failed to cancel job"', async () => {
    const refuse = () => json({ error: 'conflict', message: 'already running' }, 409);
    await renderTab(
      jobsServer(makeJobs, {
        'POST /api/jobs/source-rescan/run': refuse,
        'POST /api/jobs/tmdb-cache-refresh/cancel': refuse,
      }),
    );
    fireEvent.click(within(row('source-rescan')).getByRole('button', { name: 'Run Now' }));
    expect(await screen.findByText('Failed to run job')).toBeTruthy();
    fireEvent.click(within(row('tmdb-cache-refresh')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Failed to cancel job')).toBeTruthy();
  });
});

describe('JobsTab live updates and clock', () => {
  const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('sets the status from job_update and re-reads the list 1 s after completed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const server = jobsServer();
    renderApp(<JobsTab />, { fetch: server.fetch });
    await tick(0);
    expect(statusOf('source-rescan')).toBe('idle');
    // TanStack Query tells observers on a 0 ms timer, hence the tick after each event.
    const emit = async (status: string) => {
      act(() => FakeEventSource.latest().emit('job_update', { jobId: 'source-rescan', status, timestamp: 'now' }));
      await tick(0);
    };
    await emit('running');
    expect(statusOf('source-rescan')).toBe('running');
    expect(nextOf('source-rescan')).toBe('Running');
    await tick(2000);
    expect(server.count('GET', '/api/jobs')).toBe(1);
    await emit('completed');
    expect(statusOf('source-rescan')).toBe('completed');
    await tick(999);
    expect(server.count('GET', '/api/jobs')).toBe(1);
    await tick(1);
    expect(server.count('GET', '/api/jobs')).toBe(2);
    await tick(0);
    expect(statusOf('source-rescan')).toBe('idle');
  });

  it('ticks the next execution every second, shows Now, and re-reads the list 2 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let first = true;
    const server = jobsServer(() => {
      const jobs = [{ ...base, nextExecution: first ? inMs(3000) : inMs(300_000) }];
      first = false;
      return jobs;
    });
    renderApp(<JobsTab />, { fetch: server.fetch });
    await tick(0);
    expect(nextOf('source-rescan')).toBe('in 3 seconds');
    await tick(1000);
    expect(nextOf('source-rescan')).toBe('in 2 seconds');
    await tick(1000);
    expect(nextOf('source-rescan')).toBe('in 1 second');
    await tick(1000);
    expect(nextOf('source-rescan')).toBe('Now');
    await tick(1999);
    expect(server.count('GET', '/api/jobs')).toBe(1);
    await tick(1);
    await tick(0);
    expect(server.count('GET', '/api/jobs')).toBe(2);
    expect(nextOf('source-rescan')).toBe('in 5 minutes');
  });
});

describe('JobsTab Edit Schedule', () => {
  const openEditor = async (server: ReturnType<typeof jobsServer>) => {
    await renderTab(server);
    fireEvent.click(screen.getByRole('button', { name: 'Edit schedule of Source Rescan' }));
    return screen.findByRole('dialog');
  };
  const chooseType = async (dialog: HTMLElement, label: string) => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Schedule Type' }));
    fireEvent.click(await screen.findByRole('option', { name: label }));
  };
  const puts = (server: ReturnType<typeof jobsServer>) => server.calls.filter((c) => c.method === 'PUT');

  it('sends only the schedule: a manual schedule is interval 0 and an empty cron expression', async () => {
    const server = jobsServer();
    const dialog = await openEditor(server);
    await chooseType(dialog, 'Manual');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(server)).toEqual([
      {
        method: 'PUT',
        path: '/api/jobs/source-rescan',
        body: { scheduleType: 'manual', intervalSeconds: 0, cronExpression: '', enabled: true },
      },
    ]);
    await waitFor(() => expect(server.count('GET', '/api/jobs')).toBe(2), { timeout: 2500 });
  });

  it('sends an interval and a cron expression as typed', async () => {
    const server = jobsServer();
    let dialog = await openEditor(server);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Interval (seconds)' }), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(server)).toHaveLength(1));
    expect(puts(server)[0]?.body).toEqual({
      scheduleType: 'interval',
      intervalSeconds: 60,
      cronExpression: '',
      enabled: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit schedule of Source Rescan' }));
    dialog = await screen.findByRole('dialog');
    await chooseType(dialog, 'Cron');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cron Expression' }), {
      target: { value: '*/5 * * * *' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(server)).toHaveLength(2));
    expect(puts(server)[1]?.body).toEqual({
      scheduleType: 'cron',
      intervalSeconds: 0,
      cronExpression: '*/5 * * * *',
      enabled: true,
    });
  });

  it('refuses an interval below 1 (a non-number reads as 0) and an empty cron expression', async () => {
    const server = jobsServer();
    const dialog = await openEditor(server);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Interval (seconds)' }), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Interval must be at least 1 second')).toBeTruthy();
    await chooseType(dialog, 'Cron');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cron expression is required')).toBeTruthy();
    expect(puts(server)).toHaveLength(0);
  });

  it("shows the server's reason under the field it names, until that field is edited", async () => {
    const cronReason =
      'Cron expression "*/10 * * * * *" fires every 10 seconds; a job may run at most once a minute ' +
      '(give the seconds field one value, such as 0, or use five fields)';
    const intervalReason = 'An interval of 30 seconds is too short: a job may run at most once a minute';
    const server = jobsServer(makeJobs, {
      'PUT /api/jobs/source-rescan': (body) =>
        (body as { scheduleType: string }).scheduleType === 'cron'
          ? json({ error: 'invalid', message: cronReason, details: { field: 'cronExpression' } }, 400)
          : json({ error: 'invalid', message: intervalReason, details: { field: 'intervalSeconds' } }, 400),
    });
    const dialog = await openEditor(server);
    const describedBy = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

    const interval = within(dialog).getByRole('textbox', { name: 'Interval (seconds)' });
    fireEvent.change(interval, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(interval)).toBe(intervalReason));
    expect(interval.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Failed to update job schedule')).toBeTruthy();

    await chooseType(dialog, 'Cron');
    const cron = within(dialog).getByRole('textbox', { name: 'Cron Expression' });
    fireEvent.change(cron, { target: { value: '*/10 * * * * *' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(cron)).toBe(cronReason));
    expect(cron.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(cron, { target: { value: '0 * * * * *' } });
    expect(describedBy(cron)).toBe('e.g. 0 3 * * * (every day at 03:00, server time zone)');
    expect(cron.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says "Failed to update job schedule" or "No response…" and keeps the dialog open', async () => {
    let offline = false;
    const server = jobsServer(makeJobs, {
      'PUT /api/jobs/source-rescan': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return json({ error: 'invalid_input', message: 'bad' }, 400);
      },
    });
    const dialog = await openEditor(server);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to update job schedule')).toBeTruthy();
    offline = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('No response from server. Please check your connection.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
