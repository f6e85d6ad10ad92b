import { mkdir, mkdtemp, readdir, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTmdbStandIn } from '../../test/stand-ins/index.js';
import { startTestServer } from '../../test/support/start-test-server.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function movieFile(source: string, name: string): Promise<{ path: string; root: string; size: number }> {
  const file = path.join(source, name);
  await writeFile(file, 'x');
  await truncate(file, 700 * 1024 * 1024);
  return { path: file, root: source, size: 700 * 1024 * 1024 };
}

describe('a run judges its library folder again as it goes on', () => {
  it('links nothing once the library folder is swapped for a link elsewhere, and a fresh run refuses it', async () => {
    const tmdb = await startTmdbStandIn({ apiKey: 'test-key' });
    cleanups.push(() => tmdb.close());
    const base = await mkdtemp(path.join(os.tmpdir(), 'library-guard-'));
    cleanups.push(() => rm(base, { recursive: true, force: true }));
    const source = path.join(base, 'source');
    const library = path.join(base, 'library');
    await mkdir(source, { recursive: true });
    await mkdir(library, { recursive: true });
    let clock = Date.now();
    const server = await startTestServer({
      env: {
        CINESYNC_AUTH_ENABLED: 'false',
        SOURCE_DIR: source,
        DESTINATION_DIR: library,
        TMDB_API_KEY: 'test-key',
        TMDB_API_BASE_URL: tmdb.baseUrl,
      },
      autoStart: false,
      now: () => clock,
    });
    cleanups.push(() => server.dispose());
    // The monitor's kind of run: one context kept while files keep coming.
    const { organiser } = server.ctx;
    const run = await organiser.newRun();
    const first = await organiser.organise(run, await movieFile(source, 'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'));
    expect(first.status).toBe('linked');

    // The library now leads into the data folder, which nothing may write to through the app.
    const trap = path.join(server.dataDir, 'trap');
    await mkdir(trap);
    await rename(library, path.join(base, 'library-moved'));
    await symlink(trap, library);
    clock += 2000;
    const second = await organiser.organise(run, await movieFile(source, 'Inception.2010.1080p.BluRay.x264-GRP.mkv'));
    expect(second).toMatchObject({ status: 'failed', reason: expect.stringContaining('library folder changed') });
    expect(await readdir(trap)).toEqual([]);
    expect(run.library.stale).toBe(true);
    await expect(organiser.newRun()).rejects.toThrow(/inside the data folder/);
  });

  it("refuses a file that lies in the library itself: the library's own links are never sources", async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'library-guard-'));
    cleanups.push(() => rm(base, { recursive: true, force: true }));
    const library = path.join(base, 'library');
    await mkdir(path.join(library, 'Movies'), { recursive: true });
    const server = await startTestServer({
      env: { CINESYNC_AUTH_ENABLED: 'false', DESTINATION_DIR: library, TMDB_API_KEY: 'unused' },
      autoStart: false,
    });
    cleanups.push(() => server.dispose());
    const run = await server.ctx.organiser.newRun();
    const inside = await movieFile(path.join(library, 'Movies'), 'Heat.1995.1080p.BluRay.x264-GRP.mkv');
    const result = await server.ctx.organiser.organise(run, { ...inside, root: library });
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringContaining('inside the library folder') });
  });
});
