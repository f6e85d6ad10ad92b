import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { organiserStateSchema, type OrganiserState } from '@cinesync/common';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port.js';
import { SseReader } from '../../test/support/sse-reader.js';
import { makeOrganiserFolders, type OrganiserFolders } from '../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';

const MATRIX = 'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv';
const INCEPTION = 'Inception.2010.1080p.BluRay.x264-GRP.mkv';

let tmdb: TmdbStandIn;
let folders: OrganiserFolders;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function world(files: string[]): Promise<void> {
  tmdb = await startTmdbStandIn({ apiKey: 'right-key' });
  folders = await makeOrganiserFolders('keeps-running-', files);
  cleanups.push(
    () => tmdb.close(),
    () => rm(folders.base, { recursive: true, force: true }),
  );
}

/**
 * The server as a new user starts it: an empty data folder and nothing in its environment but
 * where the TMDB stand-in answers; the organiser starts as it would in production.
 */
async function freshServer(dataDir?: string): Promise<TestServer> {
  const server = await startTestServer({
    ...(dataDir ? { dataDir } : {}),
    env: { TMDB_API_BASE_URL: tmdb.baseUrl, TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl },
    autoStart: true,
    tmdb: { retryBaseMs: 1, maxRetries: 1 },
    monitorOptions: { settleMs: 100, pollIntervalMs: 100 },
  });
  const dispose = () => server.dispose();
  cleanups.push(dispose);
  return {
    ...server,
    /** A process stop: the data folder stays for the next start. */
    close: async () => {
      cleanups.splice(cleanups.indexOf(dispose), 1);
      await server.dispose();
    },
  };
}

/** Signed in with the password the first start generated, as a person copies it from the log. */
async function signIn(server: TestServer, password = server.generatedPassword ?? '') {
  const token = await server.login('admin', password);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const at = (base: string) => ({
    get: (route: string) => fetch(base + route, { headers }),
    post: (route: string, body: unknown = {}) =>
      fetch(base + route, { method: 'POST', headers, body: JSON.stringify(body) }),
    state: async (): Promise<OrganiserState> => {
      const res = await fetch(`${base}/api/mediahub/status`, { headers });
      return organiserStateSchema.parse(((await res.json()) as { organiser: unknown }).organiser);
    },
    events: async () => {
      const events = new SseReader(await fetch(`${base}/api/events?token=${token}`));
      await events.next('connected');
      return events;
    },
    /** Saved as the Settings page saves, with the current password the folder keys ask for. */
    save: async (values: Record<string, string>) => {
      const updates = Object.entries(values).map(([key, value]) => ({ key, value }));
      const res = await fetch(`${base}/api/config/update`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ updates, currentPassword: password }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    },
  });
  return { ...at(server.url), at };
}

/** The next job_update of a job that says how its run ended. */
async function jobEnd(events: SseReader, jobId: string) {
  for (;;) {
    const event = await events.next('job_update', 10_000);
    const data = event.data as { jobId: string; status: string };
    if (data.jobId === jobId && data.status !== 'running') return data;
  }
}

describe('the organiser keeps running', () => {
  it('starts by itself once folders and key are saved in Settings, and keeps watching through a restart', async () => {
    await world([MATRIX]);
    const server = await freshServer();
    const api = await signIn(server);
    expect(await api.state()).toMatchObject({
      state: 'setup',
      isRunning: false,
      missing: ['SOURCE_DIR', 'DESTINATION_DIR', 'TMDB_API_KEY'],
      autoStart: true,
      lastScan: null,
    });

    const events = await api.events();
    await api.save({ SOURCE_DIR: folders.source, DESTINATION_DIR: folders.library, TMDB_API_KEY: 'right-key' });
    const linked = await events.next('symlink_created', 10_000);
    expect(linked.data).toMatchObject({ source_file: path.join(folders.source, MATRIX) });
    expect((await events.next('scan_completed', 10_000)).data).toMatchObject({ counts: { linked: 1, seen: 1 } });
    await events.next('monitor_started', 10_000);
    await events.close();
    expect(await api.state()).toMatchObject({
      state: 'running',
      isRunning: true,
      monitorRunning: true,
      missing: [],
      lastScan: { status: 'completed', counts: { linked: 1 } },
    });

    // Restart from Settings (onto a port of its own, as Restart Now does after a port change).
    const port = await freePort();
    await api.save({ CINESYNC_IP: '127.0.0.1', CINESYNC_API_PORT: String(port) });
    expect((await api.post('/api/restart')).status).toBe(200);
    await expect.poll(() => server.host.ports(), { timeout: 5000 }).toEqual([port]);
    const moved = api.at(`http://127.0.0.1:${port}`);
    expect(await moved.state()).toMatchObject({ state: 'running', isRunning: true, monitorRunning: true });

    // A file added after the restart is organised without anyone asking.
    const after = await moved.events();
    await writeFile(path.join(folders.source, INCEPTION), 'a film');
    const next = await after.next('symlink_created', 10_000);
    expect(next.data).toMatchObject({ source_file: path.join(folders.source, INCEPTION) });
    await after.close();
  });

  it('starts with the server after a process restart, and a Stop is remembered across one', async () => {
    await world([MATRIX]);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keeps-running-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await freshServer(dataDir);
    const password = first.generatedPassword ?? '';
    const api = await signIn(first, password);
    const events = await api.events();
    await api.save({ SOURCE_DIR: folders.source, DESTINATION_DIR: folders.library, TMDB_API_KEY: 'right-key' });
    await events.next('scan_completed', 10_000);
    await events.close();
    await first.close();

    const second = await freshServer(dataDir);
    const again = await signIn(second, password);
    expect(await again.state()).toMatchObject({ isRunning: true, autoStart: true });
    const stopped = await again.post('/api/mediahub/stop');
    expect(await stopped.json()).toMatchObject({ success: true, status: { isRunning: false, monitorRunning: false } });
    expect(await again.state()).toMatchObject({ state: 'stopped', autoStart: false });
    await second.close();
    expect(await readFile(path.join(dataDir, '.env'), 'utf8')).toMatch(/^MEDIAHUB_AUTO_START=false$/m);

    const third = await freshServer(dataDir);
    const later = await signIn(third, password);
    expect(await later.state()).toMatchObject({ state: 'stopped', isRunning: false, monitorRunning: false });
    await later.post('/api/mediahub/start');
    expect(await later.state()).toMatchObject({ isRunning: true, autoStart: true });
  });

  it('reports a scan in which TMDB refused every lookup as failed, with the reason, until the key is fixed', async () => {
    await world([MATRIX, INCEPTION]);
    const server = await freshServer();
    const api = await signIn(server);
    const events = await api.events();
    await api.save({ SOURCE_DIR: folders.source, DESTINATION_DIR: folders.library, TMDB_API_KEY: 'wrong-key' });
    const failed = await events.next('scan_failed', 10_000);
    expect(failed.data).toMatchObject({
      message: 'TMDB refused the key (TMDB_API_KEY is missing or invalid): 0 of 2 files organised',
      counts: { seen: 2, linked: 0, pending: 2 },
    });
    await events.next('monitor_started', 10_000);
    expect(await api.state()).toMatchObject({
      state: 'failing',
      isRunning: true,
      lastScan: { status: 'failed', message: expect.stringMatching(/^TMDB refused the key/) },
    });

    // The Source Rescan job says so too, rather than "Completed".
    await api.post('/api/jobs/source-rescan/run');
    expect(await jobEnd(events, 'source-rescan')).toMatchObject({ status: 'failed' });
    const runs = (await (await api.get('/api/jobs/source-rescan/runs')).json()) as { runs: { message: string }[] };
    expect(runs.runs[0]?.message).toMatch(/TMDB refused the key.*0 of 2 files organised/);

    // The right key sends the files that waited for it through a scan, whose progress tells each
    // link as it is made, even while another file waits on TMDB.
    const release = tmdb.hold((request) => /inception/i.test(request.query.query ?? ''));
    await api.save({ TMDB_API_KEY: 'right-key' });
    for (;;) {
      const progress = await events.next('scan_progress', 10_000);
      if ((progress.data as { counts?: Record<string, number> }).counts?.linked === 1) break;
    }
    expect(await api.state()).toMatchObject({ state: 'scanning', currentScan: { counts: { linked: 1, seen: 2 } } });
    release();
    expect((await events.next('scan_completed', 10_000)).data).toMatchObject({ counts: { linked: 2 } });
    await events.close();
    expect(await api.state()).toMatchObject({ state: 'running', lastScan: { status: 'completed' } });
  });

  it('says organising is paused while a source folder is gone (a dropped mount), and resumes when it is back', async () => {
    await world([MATRIX]);
    const server = await freshServer();
    const api = await signIn(server);
    const events = await api.events();
    await api.save({
      SOURCE_DIR: folders.source,
      DESTINATION_DIR: folders.library,
      TMDB_API_KEY: 'right-key',
      MOUNT_CHECK_INTERVAL: '1',
    });
    await events.next('monitor_started', 10_000);
    const aside = `${folders.source}-unmounted`;
    await rename(folders.source, aside);
    await events.next('error', 10_000);
    expect(await api.state()).toMatchObject({
      state: 'paused',
      isRunning: true,
      pausedRoots: [{ root: folders.source, reason: 'source folder is missing' }],
    });
    await rename(aside, folders.source);
    await events.next('scan_completed', 10_000);
    await events.close();
    expect(await api.state()).toMatchObject({ state: 'running', pausedRoots: [] });
    // Nothing was removed while the folder was gone: the link leads to the film again.
    const links = (await readdir(folders.library, { recursive: true })).filter((name) => name.endsWith('.mkv'));
    expect(links).toHaveLength(1);
    expect((await stat(path.join(folders.library, links[0] ?? ''))).isFile()).toBe(true);
  });
});
