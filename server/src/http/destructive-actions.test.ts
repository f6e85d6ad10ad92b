import { lstat, readlink, rename } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseFingerprint,
  libraryWorld,
  treeFingerprint,
  type LibraryWorld,
} from '../../test/worlds/library-test-world.js';
import { readProcessingStream } from '../../test/support/processing-stream.js';
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
