import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatedDataset, startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { freePort } from '../../test/support/free-port.js';
import { SseReader } from '../../test/support/sse-reader.js';
import { freshPostgresUrl, testStore } from '../../test/support/test-store.js';
import { openDatabase, type AppDatabase } from '../db/database.js';
import { JobRunsRepository } from '../db/repositories/job-runs.repository.js';
import { JobsRepository } from '../db/repositories/jobs.repository.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { builtInJobDefinitions } from '../jobs/job-catalogue.js';
import { writeReleaseFolders } from '../../test/support/source-tree.js';

// The built CLI, as a user runs it; `npm test` builds before testing.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');
const FILES = 240;
const PASSWORD = 'two-instances-pass';

interface Instance {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  output: () => string;
}

async function linksUnder(dir: string): Promise<string[]> {
  const links: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) links.push(path.join(entry.parentPath, entry.name));
  }
  return links.sort();
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Several instances on one PostgreSQL database and one library: only the PostgreSQL project runs it.
describe.skipIf(testStore() !== 'postgres' || !existsSync(CLI))('two instances sharing one PostgreSQL store', () => {
  let tmdb: TmdbStandIn;
  let base: string;
  let source: string;
  let library: string;
  let databaseUrl: string;
  const running: Instance[] = [];

  const env = (dataDir: string, port: number, extra: Record<string, string> = {}) => ({
    PATH: process.env.PATH ?? '',
    CINESYNC_DATA_DIR: dataDir,
    CINESYNC_DATABASE_URL: databaseUrl,
    CINESYNC_IP: '127.0.0.1',
    CINESYNC_API_PORT: String(port),
    CINESYNC_AUTH_ENABLED: 'true',
    CINESYNC_USERNAME: 'admin',
    CINESYNC_PASSWORD: PASSWORD,
    SOURCE_DIR: source,
    DESTINATION_DIR: library,
    TMDB_API_KEY: 'k',
    TMDB_API_BASE_URL: tmdb.baseUrl,
    LOG_LEVEL: 'info',
    ...extra,
  });

  const start = async (name: string, extra: Record<string, string> = {}): Promise<Instance> => {
    const dataDir = path.join(base, name);
    await mkdir(dataDir, { recursive: true });
    const port = await freePort();
    const child = spawn(process.execPath, [CLI, 'serve'], {
      env: env(dataDir, port, extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const instance: Instance = { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
    running.push(instance);
    await waitFor(`${name} to answer (${output})`, async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
      return fetch(`${instance.url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
    });
    return instance;
  };

  const login = async (instance: Instance): Promise<string> => {
    const res = await fetch(`${instance.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };

  const withDatabase = async <T>(work: (database: AppDatabase) => T): Promise<T> => {
    const database = await openDatabase('', { url: databaseUrl });
    try {
      return work(database);
    } finally {
      await database.close();
    }
  };

  beforeEach(async () => {
    const dataset = generatedDataset({ movies: FILES, shows: 0 });
    tmdb = await startTmdbStandIn({ dataset, latencyMs: 15 });
    base = await mkdtemp(path.join(os.tmpdir(), 'two-instances-'));
    source = path.join(base, 'source');
    library = path.join(base, 'library');
    await mkdir(library, { recursive: true });
    await writeReleaseFolders(source, dataset.movies);
    databaseUrl = await freshPostgresUrl();
  });

  afterEach(async () => {
    for (const instance of running.splice(0)) {
      if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('shares sign-in and live events, and hands the library to the survivor of a kill -9 mid-scan', async () => {
    // A starts first and takes the source folder's lock; B serves but does not organise it.
    const a = await start('a', { MEDIAHUB_AUTO_START: 'true' });
    await waitFor('A to start linking', async () => (await linksUnder(library)).length > 0, 30_000);
    const b = await start('b', { MEDIAHUB_AUTO_START: 'true' });

    // A token from A is good on B: the signing key lives in the database.
    const token = await login(a);
    const onB = await fetch(`${b.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(onB.status).toBe(200);

    // A's links reach a browser connected to B.
    const stream = await fetch(`${b.url}/api/events?token=${encodeURIComponent(token)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stream.status).toBe(200);
    const created = await new SseReader(stream).next('symlink_created', 15_000);
    expect((created.data as { destination_file: string }).destination_file.startsWith(library)).toBe(true);

    // Kill A in the middle of its scan; B takes the folder over and finishes.
    await waitFor('A to link a few dozen files', async () => (await linksUnder(library)).length >= 40, 30_000);
    const beforeKill = (await linksUnder(library)).length;
    expect(beforeKill).toBeLessThan(FILES);
    a.child.kill('SIGKILL');
    await a.exited;
    await waitFor(
      `B to link every file (${b.output().slice(-2000)})`,
      async () => (await linksUnder(library)).length >= FILES,
      90_000,
    );
    // Let B settle any last write, then check: one link and one record per source file.
    await waitFor('B to record every file', () =>
      withDatabase(
        (db) => new ProcessedFilesRepository(db).all().filter((r) => r.status === 'linked').length === FILES,
      ),
    );
    const links = await linksUnder(library);
    expect(links).toHaveLength(FILES);
    const targets = await Promise.all(links.map((link) => readlink(link)));
    expect(new Set(targets).size).toBe(FILES);
    const records = await withDatabase((db) => new ProcessedFilesRepository(db).all());
    expect(records).toHaveLength(FILES);
    expect(new Set(records.map((r) => r.destination_path)).size).toBe(FILES);
    expect(b.output()).toMatch(/took over source folders/);

    // B serves the library over WebDAV too: the movies A and B linked are all listed.
    const listing = await fetch(`${b.url}/webdav/`, {
      method: 'PROPFIND',
      headers: { depth: '1', authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` },
    });
    expect(listing.status).toBe(207);
    expect(await listing.text()).toMatch(/<D:href>\/webdav\/[^<]+\/<\/D:href>/i);
  });

  it('says which instance holds a source folder when `cinesync scan` runs beside it, and exits with its own code', async () => {
    const a = await start('a', { MEDIAHUB_AUTO_START: 'true' });
    await waitFor('A to start linking', async () => (await linksUnder(library)).length > 0, 30_000);
    const dataDir = path.join(base, 'cli');
    await mkdir(dataDir, { recursive: true });
    const scan = spawn(process.execPath, [CLI, 'scan', '--json'], {
      env: env(dataDir, await freePort()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    scan.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    scan.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => scan.on('exit', resolve));
    expect(code).toBe(3);
    expect(stderr).toContain(
      `${source} is organised by another instance (cinesync serve pid ${a.child.pid} on ${os.hostname()}`,
    );
    expect(stderr).toMatch(/connected since \d{4}-\d\d-\d\d/);
    // stdout stays JSON lines for scripts.
    for (const line of stdout.trim().split('\n')) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  it('runs a scheduled job once across instances', async () => {
    // Once a minute (the most a job may run), at second 0, on both instances' clocks at once.
    await withDatabase((db) => {
      const jobs = new JobsRepository(db);
      jobs.ensure(builtInJobDefinitions(), Date.now());
      jobs.setSchedule(
        'log-rotation',
        { scheduleType: 'cron', intervalSeconds: 0, cronExpression: '* * * * *', enabled: true, maxRetries: 0 },
        null,
        Date.now(),
      );
    });
    await start('a');
    await start('b');
    await waitFor(
      'a scheduled run',
      () => withDatabase((db) => new JobRunsRepository(db).recent('log-rotation', 50).length >= 1),
      75_000,
    );
    // Both clocks have passed the slot; give the slower instance time to try its own run.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const runs = await withDatabase((db) => new JobRunsRepository(db).recent('log-rotation', 50));
    const slots = runs.map((r) => Math.floor(r.started_at / 60_000));
    // Two instances firing the same slot would start two runs in the same minute.
    expect(new Set(slots).size).toBe(slots.length);
  }, 90_000);
});
