import { lstat, lutimes, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linksBelow } from '../../../test/support/library-links.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import { FileOperationsRepository } from '../../db/repositories/file-operations.repository.js';

const FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
];

describe('broken-link sweep', () => {
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let base: string;
  let source: string;
  let library: string;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const folders = await makeOrganiserFolders('sweep-', FILES);
    ({ base, source, library } = folders);
    server = await startTestServer({ env: organiserEnv(folders, tmdb) });
    const scan = await server.ctx.organiserService.runScan();
    expect(scan.results.filter((r) => r.status === 'linked')).toHaveLength(3);
  });
  afterEach(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  const records = () =>
    new ProcessedFilesRepository(server.ctx.database).all().map((r) => path.relative(source, r.source_path));

  it('removes links whose source is gone from a healthy folder, with their records, and prunes empty folders', async () => {
    await rm(path.join(source, FILES[0] as string));
    const result = await server.ctx.organiserService.sweepBrokenLinks();
    expect(result.removed).toEqual([expect.stringContaining(path.join('Movies', 'The Matrix (1999)'))]);
    expect(await linksBelow(library)).toHaveLength(2);
    expect(records()).toEqual([FILES[1], FILES[2]]);
    // The empty title folder goes; the category folder media servers point at stays.
    expect(await readdir(path.join(library, 'Movies'))).toEqual([]);
    const ops = new FileOperationsRepository(server.ctx.database)
      .withStatus('deleted')
      .map(({ status, operation, reason }) => ({ status, operation, reason }));
    expect(ops).toEqual([{ status: 'deleted', operation: 'delete', reason: 'Source file is gone (broken link)' }]);
  });

  it('keeps every link and record when the source folder is gone (mount dropped)', async () => {
    const before = await linksBelow(library);
    await rename(source, `${source}-away`);
    const result = await server.ctx.organiserService.sweepBrokenLinks();
    expect(result.removed).toEqual([]);
    expect(result.keptForUnhealthyRoot).toHaveLength(3);
    expect(result.unhealthyRoots).toEqual([{ root: source, reason: expect.stringMatching(/missing|no such/i) }]);
    expect(await linksBelow(library)).toEqual(before);
    expect(records()).toHaveLength(3);
  });

  it('keeps broken links into folders it does not manage, and real files, whatever happens', async () => {
    const foreign = path.join(library, 'Movies', 'Foreign (2000).mkv');
    await symlink(path.join(base, 'elsewhere', 'gone.mkv'), foreign);
    const realFile = path.join(library, 'Movies', 'notes.txt');
    await writeFile(realFile, 'mine');
    const result = await server.ctx.organiserService.sweepBrokenLinks();
    expect(result.keptForeign).toEqual([foreign]);
    expect((await lstat(foreign)).isSymbolicLink()).toBe(true);
    expect((await lstat(realFile)).isFile()).toBe(true);
    expect(records()).toHaveLength(3);
  });

  it('removes temporary links left by an interrupted run, but not one being made right now', async () => {
    const dir = path.join(library, 'Movies', 'The Matrix (1999)');
    const stale = path.join(dir, '.cinesync-tmp-aaaaaaaaaaaa');
    const fresh = path.join(dir, '.cinesync-tmp-bbbbbbbbbbbb');
    await symlink(path.join(source, FILES[0] as string), stale);
    await symlink(path.join(source, FILES[0] as string), fresh);
    const old = new Date(Date.now() - 10 * 60_000);
    await lutimes(stale, old, old);
    const result = await server.ctx.organiserService.sweepBrokenLinks();
    expect(result.leftoversRemoved).toBe(1);
    expect(await readdir(dir)).toContain('.cinesync-tmp-bbbbbbbbbbbb');
    expect(await readdir(dir)).not.toContain('.cinesync-tmp-aaaaaaaaaaaa');
  });
});
