import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatedDataset, startTmdbStandIn, type TmdbStandIn } from '../../../test/stand-ins/index.js';
import { startTestServer } from '../../../test/support/start-test-server.js';
import { testStoreEnv } from '../../../test/support/test-store.js';
import { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import { ScansRepository } from '../../db/repositories/scans.repository.js';
import { writeReleaseFolders } from '../../../test/support/source-tree.js';

// The built CLI, as a user runs it; `npm test` builds before testing.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/cli.js');
const FILES = 300;

async function allEntries(dir: string): Promise<{ links: string[]; temps: string[] }> {
  const links: string[] = [];
  const temps: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.name.startsWith('.cinesync-tmp-')) temps.push(full);
    else if (entry.isSymbolicLink()) links.push(full);
  }
  return { links: links.sort(), temps };
}

describe.skipIf(!existsSync(CLI))('kill -9 in the middle of a scan', () => {
  let tmdb: TmdbStandIn;
  let base: string;
  let source: string;
  let library: string;
  let dataDir: string;

  beforeEach(async () => {
    const dataset = generatedDataset({ movies: FILES, shows: 0 });
    tmdb = await startTmdbStandIn({ dataset, latencyMs: 15 });
    base = await mkdtemp(path.join(os.tmpdir(), 'kill-scan-'));
    source = path.join(base, 'source');
    library = path.join(base, 'library');
    dataDir = path.join(base, 'data');
    await mkdir(library, { recursive: true });
    await mkdir(dataDir);
    await writeReleaseFolders(source, dataset.movies);
  });
  afterEach(async () => {
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('leaves no half-made link and no record without its link, and a rescan finishes the job', async () => {
    const env = {
      PATH: process.env.PATH ?? '',
      CINESYNC_DATA_DIR: dataDir,
      CINESYNC_AUTH_ENABLED: 'false',
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      TMDB_API_KEY: 'k',
      TMDB_API_BASE_URL: tmdb.baseUrl,
      ...(await testStoreEnv(dataDir)),
    };
    const child = spawn(process.execPath, [CLI, 'scan', '--json'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const deadline = Date.now() + 30_000;
    while ((await allEntries(library)).links.length < 40) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`scan never got going: ${stderr}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    child.kill('SIGKILL');
    await exited;

    const server = await startTestServer({ dataDir, env: { ...env, PATH: '' } });
    try {
      const linked = () =>
        new ProcessedFilesRepository(server.ctx.database)
          .withStatus('linked')
          .map((r) => ({ source_path: r.source_path, destination_path: r.destination_path as string }));
      // The killed scan does not stay `running` forever: this start marked it interrupted.
      const scans = new ScansRepository(server.ctx.database).all().map(({ kind, status }) => ({ kind, status }));
      expect(scans).toEqual([{ kind: 'cli', status: 'interrupted' }]);
      const killedAt = linked();
      expect(killedAt.length).toBeGreaterThan(0);
      expect(killedAt.length).toBeLessThan(FILES);
      // Every record written before the kill has its finished link.
      for (const row of killedAt) {
        expect((await lstat(row.destination_path)).isSymbolicLink()).toBe(true);
        expect(await readlink(row.destination_path)).toBe(row.source_path);
      }

      await server.ctx.organiserService.runScan();
      const after = linked();
      expect(after).toHaveLength(FILES);
      const { links, temps } = await allEntries(library);
      expect(temps).toEqual([]);
      expect(links).toEqual(after.map((r) => r.destination_path).sort());
      for (const row of after) expect(await readlink(row.destination_path)).toBe(row.source_path);
    } finally {
      await server.dispose();
    }
  }, 60_000);
});
