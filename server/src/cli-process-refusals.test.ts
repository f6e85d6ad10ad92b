import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv, type OrganiserFolders } from '../test/support/source-tree.js';
import { treeFingerprint } from '../test/worlds/library-test-world.js';

// The built CLI, as a user runs it; `npm test` builds before testing.
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe.skipIf(!existsSync(CLI))('cinesync process on a whole source folder', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  let env: Record<string, string>;

  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    folders = await makeOrganiserFolders('cli-refusals-', [
      { path: 'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv', size: 700 << 20 },
      { path: 'Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv', size: 700 << 20 },
    ]);
    env = {
      ...organiserEnv(folders, tmdb),
      PATH: process.env.PATH ?? '',
      CINESYNC_DATA_DIR: path.join(folders.base, 'data'),
    };
    const scan = await run(['scan'], env);
    expect(scan.code, scan.stderr).toBe(0);
  });
  afterAll(async () => {
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  it.each(['--skip', '--force'])(
    'refuses %s of the source folder, its parent and /, and changes nothing',
    async (flag) => {
      const library = await treeFingerprint(folders.library);
      expect(library).toMatch(/^L .*The Matrix \(1999\)/m);
      for (const target of [folders.source, `${folders.source}/`, folders.base, '/']) {
        const { code, stdout, stderr } = await run(['process', target, flag], env);
        expect(code, `${flag} ${target}: ${stdout}`).not.toBe(0);
        expect(stderr).toMatch(/Refused to (skip|force re-link) .*: it (is|holds) the source folder /);
      }
      expect(await treeFingerprint(folders.library)).toBe(library);
    },
  );
});
