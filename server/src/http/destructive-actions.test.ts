import { lstat, readlink, rename, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseFingerprint,
  libraryWorld,
  treeFingerprint,
  type LibraryWorld,
} from '../../test/worlds/library-test-world.js';
import { readProcessingStream } from '../../test/support/processing-stream.js';
import { jsonInit } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';

/** Every action that removes links or records can be undone, and no one request empties the library. */
describe('destructive actions: no one-call wipe, and every removal can be restored', () => {
  let w: LibraryWorld;
  beforeEach(async () => {
    w = await libraryWorld();
  });
  afterEach(() => w.dispose());

  const recordOf = (source: string) => new ProcessedFilesRepository(w.server.ctx.database).bySource(source);
  const matrix = () =>
    path.join(w.source, 'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv');
  const exists = (p: string) =>
    lstat(p).then(
      () => true,
      () => false,
    );

  it.each(['skip', 'force', 'force-movie', 'force-show', 'auto-select', 'manual', ''])(
    'refuses an empty sourcePath with selectedOption "%s" (only bulk auto-process may omit it)',
    async (selectedOption) => {
      const tree = await treeFingerprint(w.library);
      const tables = databaseFingerprint(w.server);
      for (const sourcePath of ['', '   ']) {
        const res = await w.post('/api/python-bridge', { sourcePath, disableMonitor: true, selectedOption });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: expect.stringMatching(/sourcePath/) });
      }
      expect(await treeFingerprint(w.library)).toBe(tree);
      expect(databaseFingerprint(w.server)).toBe(tables);
    },
  );

  it('refuses the library root itself as a processing target', async () => {
    const tree = await treeFingerprint(w.library);
    for (const sourcePath of ['.', '/', w.library, `${w.library}/`]) {
      const res = await w.post('/api/python-bridge', { sourcePath, disableMonitor: true, selectedOption: 'skip' });
      expect(res.status, sourcePath).toBeGreaterThanOrEqual(400);
    }
    expect(await treeFingerprint(w.library)).toBe(tree);
  });

  /** The source folder in every spelling that means it, and folders that hold it. */
  const wholeSources = async () => {
    const link = path.join(w.base, 'source-link');
    await symlink(w.source, link).catch(() => undefined);
    return [w.source, `${w.source}/`, `${w.source}/.`, link, w.base, path.dirname(w.base), '/'];
  };
  const unchanged = async (act: () => Promise<void>) => {
    const tree = await treeFingerprint(w.library);
    const tables = databaseFingerprint(w.server);
    await act();
    expect(await treeFingerprint(w.library)).toBe(tree);
    expect(databaseFingerprint(w.server)).toBe(tables);
  };
  const refusedAsWholeSource = async (res: Response, what: string) => {
    expect(res.status, what).toBe(400);
    expect(((await res.json()) as { message: string }).message, what).toMatch(
      /^Refused to (skip|force re-link|delete) .*: it (is|holds) the source folder /,
    );
  };

  it.each(['skip', 'force'])(
    'refuses a processing "%s" of a whole source folder or a folder holding one, bulk or not, changing nothing',
    async (selectedOption) => {
      const targets = await wholeSources();
      await unchanged(async () => {
        for (const sourcePath of targets) {
          for (const bulk of [{}, { bulkAutoProcess: true, batchApply: true }]) {
            const res = await w.post('/api/python-bridge', {
              sourcePath,
              disableMonitor: true,
              selectedOption,
              ...bulk,
            });
            await refusedAsWholeSource(res, `${selectedOption} ${sourcePath} ${JSON.stringify(bulk)}`);
          }
        }
      });
    },
  );

  it('refuses a delete of a whole source folder or a folder holding one, on the library and File Operations routes', async () => {
    const targets = await wholeSources();
    await unchanged(async () => {
      for (const target of targets) {
        await refusedAsWholeSource(await w.post('/api/delete', { path: target }), `delete ${target}`);
        // One such path in a list refuses the whole list: the link named beside it stays.
        const link = recordOf(matrix())?.destination_path as string;
        await refusedAsWholeSource(await w.post('/api/delete', { paths: [link, target] }), `delete [${target}]`);
        const bulk = await w.server.request(
          '/api/file-operations/bulk',
          jsonInit({ filePaths: [matrix(), target] }, w.token, 'DELETE'),
        );
        await refusedAsWholeSource(bulk, `file-operations bulk ${target}`);
      }
    });
  });

  it('a skip of a source folder is restored by the same path it was given', async () => {
    const folder = path.join(w.source, 'Breaking.Bad.S01.1080p.BluRay.x264-GRP');
    const records = () => new ProcessedFilesRepository(w.server.ctx.database).ofTitle(1396);
    const before = records();
    expect(before).toHaveLength(3);
    const res = await w.post('/api/python-bridge', {
      sourcePath: folder,
      disableMonitor: true,
      selectedOption: 'skip',
    });
    await readProcessingStream(res, () => undefined);
    for (const r of before) expect(await exists(r.destination_path as string)).toBe(false);

    const restored = await w.post('/api/restore-symlinks', { paths: [folder] });
    expect(await restored.json()).toEqual({
      success: true,
      restoredCount: 3,
      message: 'Successfully restored 3 file(s)',
      errors: [],
    });
    for (const r of before) expect(await readlink(r.destination_path as string)).toBe(r.source_path);
    expect(records()).toEqual(before);
  });

  it('a skip removes the link, keeps a skipped record, and restore puts link and record back', async () => {
    const before = recordOf(matrix());
    const link = before?.destination_path as string;
    const res = await w.post('/api/python-bridge', {
      sourcePath: path.relative(w.library, link),
      disableMonitor: true,
      selectedOption: 'skip',
    });
    await readProcessingStream(res, () => undefined);
    expect(await exists(link)).toBe(false);
    expect(recordOf(matrix())).toMatchObject({ status: 'skipped', destination_path: null });

    // A rescan leaves a skipped file alone.
    await w.server.ctx.organiserService.runScan();
    expect(await exists(link)).toBe(false);

    const restored = await w.post('/api/restore-symlinks', { paths: [path.relative(w.library, link)] });
    expect(await restored.json()).toMatchObject({ success: true, restoredCount: 1 });
    expect(await readlink(link)).toBe(matrix());
    expect(recordOf(matrix())).toEqual(before);
  });

  it('a broken-link sweep records what it removed: restored once the source is back', async () => {
    const before = recordOf(matrix());
    const link = before?.destination_path as string;
    await rename(matrix(), `${matrix()}.away`);
    const sweep = await w.server.ctx.organiserService.sweepBrokenLinks();
    expect(sweep.removed).toEqual([link]);
    expect(recordOf(matrix())).toBeUndefined();

    await rename(`${matrix()}.away`, matrix());
    const restored = await w.post('/api/restore-symlinks', { paths: [matrix()] });
    expect(await restored.json()).toMatchObject({ success: true, restoredCount: 1 });
    expect(await readlink(link)).toBe(matrix());
    expect(recordOf(matrix())).toEqual(before);
  });

  it('a source removal found by a scan records what it removed, and restore can put it back', async () => {
    const before = recordOf(matrix());
    const link = before?.destination_path as string;
    await rename(matrix(), path.join(w.base, 'parked.mkv'));
    const scan = await w.server.ctx.organiserService.runScan();
    expect(scan.summary.counts.removed).toBe(1);
    expect(await exists(link)).toBe(false);

    await rename(path.join(w.base, 'parked.mkv'), matrix());
    const restored = await w.post('/api/restore-symlinks', { paths: [path.relative(w.library, link)] });
    expect(await restored.json()).toMatchObject({ success: true, restoredCount: 1 });
    expect(await readlink(link)).toBe(matrix());
    expect(recordOf(matrix())).toMatchObject({ status: 'linked', destination_path: link });
  });
});
