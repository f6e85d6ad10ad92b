import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readlink, rm } from 'node:fs/promises';

import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port.js';
import { linksBelow } from '../../test/support/library-links.js';
import { generatedDataset, startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { startTestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { PendingChangesRepository } from '../db/repositories/pending-changes.repository.js';
import { TrashRepository } from '../db/repositories/trash.repository.js';
import { openTestDatabase, testStoreEnv } from '../../test/support/test-store.js';
import { writeReleaseFolders } from '../../test/support/source-tree.js';

// The built CLI, as a user runs it; `npm test` builds before testing.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');
const FILMS = 102;
const KILLS = 100;

/** Disk and records agree: every linked record has its link, pointing at its source, and every link a record. */
async function disagreements(dataDir: string, library: string): Promise<string[]> {
  const db = await openTestDatabase(dataDir);
  try {
    const rows = new ProcessedFilesRepository(db)
      .withStatus('linked')
      .map((r) => ({ source_path: r.source_path, destination_path: r.destination_path as string }));
    const problems: string[] = [];
    for (const row of rows) {
      const text = await readlink(row.destination_path).catch(() => null);
      if (text !== row.source_path) problems.push(`record without its link: ${row.destination_path}`);
    }
    const recorded = new Set(rows.map((r) => r.destination_path));
    for (const link of await linksBelow(library, { absolute: true })) {
      if (!recorded.has(link)) problems.push(`link without a record: ${link}`);
    }
    if (rows.length !== FILMS) problems.push(`${rows.length} linked records, expected ${FILMS}`);
    return problems;
  } finally {
    await db.close();
  }
}

describe.skipIf(!existsSync(CLI))('kill -9 during folder renames (Movies ↔ Films, 102 links)', () => {
  let tmdb: TmdbStandIn;
  let base: string;
  let library: string;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    const dataset = generatedDataset({ movies: FILMS, shows: 0 });
    tmdb = await startTmdbStandIn({ dataset });
    base = await mkdtemp(path.join(os.tmpdir(), 'kill-rename-'));
    const source = path.join(base, 'source');
    library = path.join(base, 'library');
    dataDir = path.join(base, 'data');
    await mkdir(library, { recursive: true });
    await mkdir(dataDir);
    await writeReleaseFolders(source, dataset.movies);
    env = {
      PATH: process.env.PATH ?? '',
      CINESYNC_DATA_DIR: dataDir,
      CINESYNC_AUTH_ENABLED: 'false',
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      TMDB_API_KEY: 'k',
      TMDB_API_BASE_URL: tmdb.baseUrl,
      CINESYNC_IP: '127.0.0.1',
      LOG_LEVEL: 'ERROR',
      // Renames under kill -9 are the subject: the organiser's start-up scan would only slow each
      // of the hundred starts (it is proven against kills in its own suites).
      MEDIAHUB_AUTO_START: 'false',
      // The child servers use this test's store: SQLite in the data folder, or its PostgreSQL database.
      ...(await testStoreEnv(dataDir)),
    };
    const server = await startTestServer({ dataDir, env, autoStart: false });
    await server.ctx.organiserService.runScan();
    await server.dispose();
    expect(await disagreements(dataDir, library)).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  /** Intents a kill left behind: each is a rename the kill cut in the middle. */
  async function pendingChanges(): Promise<number> {
    const db = await openTestDatabase(dataDir);
    try {
      return new PendingChangesRepository(db).all().length;
    } finally {
      await db.close();
    }
  }

  /** Serve, check agreement after the start, rename back and forth, kill -9 after `killAfterMs`. */
  /**
   * The built server on a free port, answering. A port found free can be taken before the server
   * binds it (by any outgoing connection of the other test files): then another port is tried.
   */
  async function startServer(): Promise<{ child: ChildProcess; url: string; exited: Promise<void> }> {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const child = spawn(process.execPath, [CLI, 'serve'], {
        env: { ...env, CINESYNC_API_PORT: String(port) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 20_000;
      let up = false;
      while (!up) {
        up = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (child.exitCode !== null && stderr.includes('EADDRINUSE') && attempt < 3) break;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start: ${stderr}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      if (up) return { child, url, exited };
    }
  }

  async function killDuringRenames(killAfterMs: number): Promise<string[]> {
    const { child, url, exited } = await startServer();
    const problems = await disagreements(dataDir, library);
    const renames = (async () => {
      for (;;) {
        const current = existsSync(path.join(library, 'Movies')) ? 'Movies' : 'Films';
        const res = await fetch(`${url}/api/rename`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ oldPath: current, newName: current === 'Movies' ? 'Films' : 'Movies' }),
        }).catch(() => null);
        if (!res) return;
        await res.arrayBuffer();
      }
    })();
    await new Promise((r) => setTimeout(r, killAfterMs));
    child.kill('SIGKILL');
    await exited;
    await renames;
    return problems;
  }

  it('leaves records and disk in agreement after every restart, and a delete afterwards trashes every link', async () => {
    const found: string[] = [];
    let cutMidway = 0;
    for (let i = 0; i < KILLS; i++) {
      // Spread over the first 50 ms of back-to-back renames: before, inside and between them.
      const problems = await killDuringRenames((i * 37) % 50);
      found.push(...problems.map((p) => `after kill ${i - 1}: ${p}`));
      if ((await pendingChanges()) > 0) cutMidway++;
    }
    console.log(
      `kill -9 during renames: ${KILLS} kills, ${cutMidway} cut a rename midway, all settled at the next start`,
    );
    // The loop must really land kills inside renames, or it proves nothing.
    expect(cutMidway).toBeGreaterThan(0);
    // The last kill's aftermath, checked by one more start.
    const server = await startTestServer({ dataDir, env, autoStart: false });
    try {
      found.push(...(await disagreements(dataDir, library)));
      expect(found.slice(0, 5)).toEqual([]);

      const folder = existsSync(path.join(library, 'Movies')) ? 'Movies' : 'Films';
      const res = await server.request('/api/delete', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: folder }),
      });
      expect(await res.json()).toMatchObject({ success: true, linksRemoved: FILMS });
      const { database } = server.ctx;
      expect(new ProcessedFilesRepository(database).count('linked')).toBe(0);
      expect(new TrashRepository(database).all().filter((row) => row.kind === 'link')).toHaveLength(FILMS);
      expect(await lstat(path.join(library, folder)).catch(() => null)).toBeNull();
    } finally {
      await server.dispose();
    }
  }, 600_000); // a hundred starts of the server, with another suite on the second core
});
