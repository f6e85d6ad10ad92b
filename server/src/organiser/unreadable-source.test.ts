import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, rename, rm, symlink } from 'node:fs/promises';

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linksBelow } from '../../test/support/library-links.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import {
  makeOrganiserFolders,
  organiserEnv,
  writeSourceTree,
  type OrganiserFolders,
} from '../../test/support/source-tree.js';
import { startTestServer } from '../../test/support/start-test-server.js';
import {
  assertUnprivilegedCanRead,
  handToUnprivileged,
  spawnUnprivileged,
  startUnprivilegedServer,
} from '../../test/support/unprivileged.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { openDatabaseReadOnly } from '../db/database.js';

// The built CLI, as a user runs it; `npm test` builds before testing.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

const FILES = [
  'Movies/The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Movies/Inception.2010.1080p.BluRay.x264-GRP/Inception.2010.1080p.BluRay.x264-GRP.mkv',
  'Movies/Gladiator.2000.1080p.BluRay.x264-GRP.mkv',
  'Shows/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Shows/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
];

/** Poll until `done` says yes; the server runs in another process, so there is no event to await here. */
async function until<T>(what: string | (() => string), probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!existsSync(CLI))('an unreadable source folder is not a gone one (monitor and sweep running)', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  let dataDir: string;
  let stopServer: () => Promise<void>;

  beforeEach(async () => {
    assertUnprivilegedCanRead(CLI);
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    folders = await makeOrganiserFolders('unreadable-', FILES);
    dataDir = path.join(folders.base, 'data');
    await chmod(folders.base, 0o755);
    await mkdir(dataDir);
    await handToUnprivileged(folders.library, dataDir);
  });
  afterEach(async () => {
    await stopServer?.();
    await chmod(path.join(folders.source, 'Movies'), 0o755).catch(() => undefined);
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  it('keeps every link and record through sweeps while a folder is chmod 000, and a rescan after finds them intact', async () => {
    const env = {
      ...organiserEnv(folders, tmdb),
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      CINESYNC_DATA_DIR: dataDir,
      MEDIAHUB_AUTO_START: 'true',
      SYMLINK_CLEANUP_INTERVAL: '1',
      LOG_LEVEL: 'WARNING',
    };
    const server = await startUnprivilegedServer(CLI, env);
    stopServer = server.stop;
    const output = server.output;
    const api = async (route: string, init?: RequestInit) => {
      const res = await server.request(route, init);
      return res?.ok ? ((await res.json()) as Record<string, unknown>) : undefined;
    };
    const logs = async () => ((await api('/api/mediahub/logs'))?.recentLogs ?? []) as string[];

    const linked = await until(
      () => `five links (server output: ${output()})`,
      async () => {
        const links = await linksBelow(folders.library);
        return links.length === FILES.length ? links : undefined;
      },
    );
    const sweepsBefore = (await logs()).filter((l) => l.includes('Broken-link sweep')).length;

    await chmod(path.join(folders.source, 'Movies'), 0o000);
    // Two whole sweeps after the folder became unreadable, or the links going, whichever comes first.
    await until('two sweeps after chmod 000', async () => {
      if ((await linksBelow(folders.library)).length < FILES.length) return true;
      const sweeps = (await logs()).filter((l) => l.includes('Broken-link sweep')).length;
      return sweeps >= sweepsBefore + 2 ? true : undefined;
    });
    const log = await logs();
    expect(await linksBelow(folders.library), log.join('\n')).toEqual(linked);
    expect(log.join('\n')).not.toMatch(/Broken link removed/);
    expect(log.join('\n')).toMatch(/kept because their source can't be checked \(.*EACCES/);

    await chmod(path.join(folders.source, 'Movies'), 0o755);
    await stopServer();
    expect(await linksBelow(folders.library)).toEqual(linked);

    // A rescan once the folder is readable again: every file unchanged, each with its link.
    const scan = spawnUnprivileged(process.execPath, [CLI, 'scan', '--json'], { env });
    let stdout = '';
    scan.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
    await new Promise<void>((resolve) => scan.on('exit', () => resolve()));
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { status?: string; destinationPath?: string; summary?: unknown });
    const files = lines.filter((l) => l.summary === undefined);
    expect(files.map((l) => l.status)).toEqual(FILES.map(() => 'unchanged'));
    for (const file of files) expect((await lstat(file.destinationPath as string)).isSymbolicLink()).toBe(true);
    const db = openDatabaseReadOnly(dataDir);
    try {
      const links = new ProcessedFilesRepository(db)
        .withStatus('linked')
        .map((r) => r.destination_path as string)
        .sort();
      expect(links.map((link) => path.relative(folders.library, link))).toEqual(linked);
      for (const link of links) expect((await lstat(link)).isSymbolicLink()).toBe(true);
    } finally {
      await db.close();
    }
  }, 90_000);
});

describe('a source file that is a link into a mount that dropped', () => {
  it('is held by a rescan: its library link and record stay', async () => {
    const tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const folders = await makeOrganiserFolders('link-into-mount-');
    const cloud = path.join(folders.base, 'cloud');
    await mkdir(path.join(cloud, 'films'), { recursive: true });
    await writeSourceTree(path.join(cloud, 'films'), ['The.Matrix.1999.1080p.BluRay.x264-GRP.mkv']);
    await symlink(
      path.join(cloud, 'films', 'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'),
      path.join(folders.source, 'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'),
    );
    const server = await startTestServer({ env: organiserEnv(folders, tmdb), autoStart: false });
    try {
      const first = await server.ctx.organiserService.runScan();
      expect(first.results.map((r) => r.status)).toEqual(['linked']);
      const links = await linksBelow(folders.library);

      await rename(path.join(cloud, 'films'), path.join(cloud, 'films-away'));
      const rescan = await server.ctx.organiserService.runScan();
      expect(rescan.summary.counts).toMatchObject({ removed: 0, held: 1 });
      expect(await linksBelow(folders.library)).toEqual(links);
      expect(new ProcessedFilesRepository(server.ctx.database).count()).toBe(1);
    } finally {
      await server.dispose();
      await tmdb.close();
      await rm(folders.base, { recursive: true, force: true });
    }
  });
});
