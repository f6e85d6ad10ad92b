import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { generatedDataset, startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { writeReleaseFolders } from '../../test/support/source-tree.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { testStore } from '../../test/support/test-store.js';
import { runsAsRoot } from '../../test/support/unprivileged.js';

/**
 * A full disk under the data folder: the data folder is a small tmpfs of the test's own, filled to
 * the last byte. Mounting needs root (CI runs as root); elsewhere the suite says so and skips.
 * SQLite only: a PostgreSQL store keeps its data on its own server's disk.
 */
const canMount = runsAsRoot() && testStore() === 'sqlite';
if (!canMount) console.log('[full disk] skipped: mounting a small tmpfs needs root and the SQLite store');

async function linksUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isSymbolicLink()).length;
}

/** Write until the file system refuses; returns the filler files to free space later. */
async function fill(dir: string): Promise<string[]> {
  const fillers: string[] = [];
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    for (;;) {
      const file = path.join(dir, `filler-${fillers.length}`);
      try {
        await writeFile(file, Buffer.alloc(size));
        fillers.push(file);
      } catch {
        await unlink(file).catch(() => undefined);
        break;
      }
    }
  }
  return fillers;
}

describe.skipIf(!canMount)('a full disk under the data folder', () => {
  let base: string;
  let dataDir: string;
  let source: string;
  let library: string;
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let token: string;
  let fillers: string[] = [];
  const dataset = generatedDataset({ movies: 120, shows: 0 });

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'full-disk-'));
    dataDir = path.join(base, 'data');
    source = path.join(base, 'source');
    library = path.join(base, 'library');
    await mkdir(dataDir);
    await mkdir(library);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dataDir]);
    tmdb = await startTmdbStandIn({ dataset });
    server = await startTestServer({
      dataDir,
      env: {
        CINESYNC_PASSWORD: 'pw',
        SOURCE_DIR: source,
        DESTINATION_DIR: library,
        TMDB_API_KEY: 'k',
        TMDB_API_BASE_URL: tmdb.baseUrl,
      },
      autoStart: false,
    });
    token = await server.login('admin', 'pw');
    await writeReleaseFolders(source, dataset.movies.slice(0, 20));
    await server.ctx.organiserService.runScan();
    fillers = await fill(dataDir);
  });

  afterAll(async () => {
    await server?.dispose();
    await tmdb?.close();
    execFileSync('umount', ['-l', dataDir]);
    await rm(base, { recursive: true, force: true });
  });

  it('answers a settings save with 507 and says the data folder is full', async () => {
    const res = await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'LOG_LEVEL', value: 'DEBUG' }] }, token),
    );
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({
      error: 'insufficient_storage',
      message: 'No space left on the data folder; the settings were not saved',
    });
  });

  it('a run that can no longer write records links nothing more (links without records are what nobody can see or undo)', async () => {
    const records = () => new ProcessedFilesRepository(server.ctx.database).all().filter((r) => r.status === 'linked');
    const extra = path.join(base, 'extra');
    await writeReleaseFolders(extra, dataset.movies.slice(100, 115));
    const { organiser } = server.ctx;
    // The processing dialog's kind of run: one file after another, each recorded as it is linked.
    const run = await organiser.newRun();
    const results = [];
    for (const folder of await readdir(extra)) {
      const file = path.join(extra, folder, `${folder}.mkv`);
      results.push(await organiser.organise(run, { path: file, root: source, size: 1 }));
    }
    expect(run.unwritableStore).toMatch(/full/);
    expect((await linksUnder(library)) - records().length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(14);
    await rm(extra, { recursive: true, force: true });
  });

  it('stops linking when records cannot be written, and the next scan after space is freed links and records the rest', async () => {
    const records = () => new ProcessedFilesRepository(server.ctx.database).all().filter((r) => r.status === 'linked');
    const recordedBefore = records().length;
    const linksBefore = await linksUnder(library);
    expect(linksBefore).toBe(recordedBefore);
    await writeReleaseFolders(source, dataset.movies.slice(20));
    // The scan fails where its first write fails (the source index, or a group of records)...
    try {
      const full = await server.ctx.organiserService.runScan();
      expect(full.results.filter((r) => r.status === 'linked').length).toBeLessThan(40);
    } catch (err) {
      expect(String(err)).toMatch(/full/);
    }
    // ...and links at most what was in flight then: never the whole scan's worth without records.
    expect((await linksUnder(library)) - records().length).toBeLessThan(40);

    for (const f of fillers) await unlink(f);
    await server.ctx.organiserService.runScan();
    expect(records()).toHaveLength(dataset.movies.length);
    expect(await linksUnder(library)).toBe(dataset.movies.length);
  });
});
