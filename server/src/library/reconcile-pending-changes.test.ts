import { lstat, mkdir, readlink, rename, rm, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PendingChangesRepository } from '../db/repositories/pending-changes.repository.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv, type OrganiserFolders } from '../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { TrashRepository } from '../db/repositories/trash.repository.js';

const FILES = ['The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'];

/**
 * Each case plays a crash by hand: the intent is written and the disk changed as far as the crash
 * let it, then the next start settles it. Deterministic companions of the kill -9 loop.
 */
describe('changes a crash cut short are settled at the next start', () => {
  let tmdb: TmdbStandIn;
  let folders: OrganiserFolders;
  let dataDir: string;
  let env: Record<string, string>;
  let server: TestServer;
  let matrixLink: string;
  let matrixSource: string;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    folders = await makeOrganiserFolders('reconcile-', FILES);
    dataDir = path.join(folders.base, 'data');
    await mkdir(dataDir);
    env = organiserEnv(folders, tmdb);
    server = await startTestServer({ dataDir, env, autoStart: false });
    const { results } = await server.ctx.organiserService.runScan();
    matrixLink = results[0]?.destinationPath as string;
    matrixSource = path.join(folders.source, FILES[0] as string);
  });
  afterEach(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(folders.base, { recursive: true, force: true });
  });

  const restart = async () => {
    await server.dispose();
    server = await startTestServer({ dataDir, env, autoStart: false });
  };
  const intents = () => new PendingChangesRepository(server.ctx.database);
  const record = () =>
    new ProcessedFilesRepository(server.ctx.database)
      .all()
      .map(({ status, destination_path }) => ({ status, destination_path }))[0];
  const trashRows = () =>
    new TrashRepository(server.ctx.database).all().map(({ original_path, kind }) => ({ original_path, kind }));
  const root = () => folders.library;

  it('a folder renamed on disk before its records moved: the records follow', async () => {
    const from = path.join(folders.library, 'Movies');
    const to = path.join(folders.library, 'Films');
    intents().begin('move', { from, to, root: root() });
    await rename(from, to);
    await restart();
    const moved = path.join(to, path.relative(from, matrixLink));
    expect(record()).toEqual({ status: 'linked', destination_path: moved });
    expect(await readlink(moved)).toBe(matrixSource);
    expect(intents().all()).toEqual([]);
  });

  it('a rename the crash came before: nothing moved, the intent is dropped', async () => {
    intents().begin('move', {
      from: path.join(folders.library, 'Movies'),
      to: path.join(folders.library, 'Films'),
      root: root(),
    });
    await restart();
    expect(record()).toEqual({ status: 'linked', destination_path: matrixLink });
    expect(intents().all()).toEqual([]);
  });

  it('a link deleted on disk before the ledger was written: the deletion is finished and can be restored', async () => {
    intents().begin('trash-link', { from: matrixLink, root: root(), detail: { target: matrixSource } });
    await unlink(matrixLink);
    await restart();
    expect(record()).toBeUndefined();
    expect(trashRows()).toEqual([{ original_path: matrixLink, kind: 'link' }]);
    const res = await server.request('/api/restore-symlinks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths: [path.relative(folders.library, matrixLink)] }),
    });
    expect(await res.json()).toMatchObject({ success: true, restoredCount: 1 });
    expect(record()).toEqual({ status: 'linked', destination_path: matrixLink });
  });

  it('a link put back from the trash before its record returned: the record returns', async () => {
    await server.request('/api/delete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: path.relative(folders.library, matrixLink) }),
    });
    const [row] = new TrashRepository(server.ctx.database).all();
    if (!row) throw new Error('the delete left no trash row');
    intents().begin('restore', { from: matrixLink, root: root(), detail: { id: row.id } });
    await mkdir(path.dirname(matrixLink), { recursive: true });
    await symlink(matrixSource, matrixLink);
    await restart();
    expect(record()).toEqual({ status: 'linked', destination_path: matrixLink });
    expect(trashRows()).toEqual([]);
    expect((await lstat(matrixLink)).isSymbolicLink()).toBe(true);
  });
});
