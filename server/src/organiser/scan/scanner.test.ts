import { appendFile, chmod, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createScanWorld,
  rowCount,
  snapshot,
  totalChanges,
  writeFiles,
  type ScanWorld,
} from '../../../test/worlds/scan-test-world.js';
import { ScansRepository } from '../../db/repositories/scans.repository.js';

const TREE = {
  'Movie (2020)/Movie (2020).mkv': 'movie',
  'Movie (2020)/movie.nfo': 'nfo',
  'Show/Season 1/Show - S01E01.mkv': 'e1',
  'Show/Season 1/Show - S01E02.mp4': 'e2',
  'Show/Season 1/Extras/Behind the Scenes.mkv': 'extra',
  'Show/Season 1/Extras/Deep/Deeper/Bloopers.avi': 'bloopers',
  'loose.m2ts': 'loose',
  'readme.txt': 'text',
  '.hidden/secret.mkv': 'hidden',
  '@eaDir/thumb.mkv': 'nas',
  '#recycle/old.mkv': 'bin',
};
const MEDIA_VISIBLE = 6;
const FILES_VISIBLE = 8;

describe('SourceScanner', () => {
  let world: ScanWorld;
  let root: string;

  beforeEach(async () => {
    world = await createScanWorld();
    root = path.join(world.sources, 'library');
    await writeFiles(root, TREE);
  });
  afterEach(async () => {
    await world.close();
  });

  it('finds every file at every depth on the first scan and hands each media file to onChanged', async () => {
    const summary = await world.scanner.scan([root], world.recorder);
    const changed = world.recorder.changed.map((f) => f.relativePath).sort();
    expect(changed).toEqual(
      [
        'Movie (2020)/Movie (2020).mkv',
        'Show/Season 1/Extras/Behind the Scenes.mkv',
        'Show/Season 1/Extras/Deep/Deeper/Bloopers.avi',
        'Show/Season 1/Show - S01E01.mkv',
        'Show/Season 1/Show - S01E02.mp4',
        'loose.m2ts',
      ].map((p) => p.split('/').join(path.sep)),
    );
    expect(world.recorder.changed.every((f) => f.reason === 'new' && f.root === root && f.isMedia)).toBe(true);
    expect(summary.status).toBe('completed');
    expect(summary.counts).toMatchObject({
      seen: FILES_VISIBLE,
      changed: FILES_VISIBLE,
      unchanged: 0,
      removed: 0,
      errors: 0,
    });
    expect(summary.counts.handled).toBe(MEDIA_VISIBLE);
    expect(rowCount(world.database)).toBe(FILES_VISIBLE);
    const nfo = world.scanner.index.get(path.join(root, 'Movie (2020)/movie.nfo'));
    expect(nfo).toMatchObject({ is_media: 0, status: 'unprocessed' });
    const scans = new ScansRepository(world.database).all();
    expect(scans).toHaveLength(1);
    expect(scans[0]?.status).toBe('completed');
    expect(JSON.parse(scans[0]?.counts ?? '{}')).toMatchObject({ seen: FILES_VISIBLE, changed: FILES_VISIBLE });
    const types = world.events.map((e) => e.type);
    expect(types[0]).toBe('scan_started');
    expect(types).toContain('scan_progress');
    expect(types.at(-1)).toBe('scan_completed');
  });

  it('writes the index row before calling onChanged', async () => {
    const seenInIndex: boolean[] = [];
    await world.scanner.scan([root], {
      onChanged: async (file) => {
        seenInIndex.push(world.scanner.index.get(file.path)?.status === 'unprocessed');
        await Promise.resolve();
      },
      onRemoved: () => Promise.resolve(),
    });
    expect(seenInIndex).toHaveLength(MEDIA_VISIBLE);
    expect(seenInIndex.every(Boolean)).toBe(true);
  });

  it('announces each file to lookAhead once, before its onChanged, a hundred at most at a time', async () => {
    await writeFiles(root, Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`Many/File ${i}.mkv`, 'x'])));
    const announced = new Set<string>();
    const windows: number[] = [];
    const handledUnannounced: string[] = [];
    const summary = await world.scanner.scan([root], {
      lookAhead: (files) => {
        windows.push(files.length);
        for (const f of files) {
          expect(announced.has(f.path)).toBe(false);
          announced.add(f.path);
        }
      },
      onChanged: async (file) => {
        if (!announced.has(file.path)) handledUnannounced.push(file.path);
        await Promise.resolve();
      },
      onRemoved: () => Promise.resolve(),
    });
    expect(summary.counts.handled).toBe(MEDIA_VISIBLE + 250);
    expect(handledUnannounced).toEqual([]);
    expect(announced.size).toBe(MEDIA_VISIBLE + 250);
    expect(Math.max(...windows)).toBe(100);
  });

  it('hands every file out when reading ahead fails', async () => {
    const summary = await world.scanner.scan([root], {
      lookAhead: () => {
        throw new Error('store unreachable');
      },
      onChanged: world.recorder.onChanged,
      onRemoved: () => Promise.resolve(),
    });
    expect(world.recorder.changed).toHaveLength(MEDIA_VISIBLE);
    expect(summary.counts.errors).toBe(0);
  });

  it('rescans an unchanged tree with no handler call, no index write and untouched sources', async () => {
    const before = await snapshot(world.sources);
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    const maxUpdated = () => world.scanner.index.lastUpdatedAt();
    const updatedBefore = maxUpdated();
    const changesBefore = totalChanges(world.database);

    const summary = await world.scanner.scan([root], world.recorder);

    expect(world.recorder.changed).toHaveLength(0);
    expect(world.recorder.removed).toHaveLength(0);
    expect(summary.counts).toMatchObject({ seen: FILES_VISIBLE, changed: 0, unchanged: FILES_VISIBLE, removed: 0 });
    // The only writes are the scan's own record: one insert and one update of `scans`.
    expect(totalChanges(world.database) - changesBefore).toBe(2);
    expect(maxUpdated()).toBe(updatedBefore);
    expect(await snapshot(world.sources)).toEqual(before);
  });

  it('treats a file whose size changed as modified', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    const episode = path.join(root, 'Show/Season 1/Show - S01E01.mkv');
    await appendFile(episode, ' and more');
    const summary = await world.scanner.scan([root], world.recorder);
    expect(world.recorder.changed.map((f) => f.path)).toEqual([episode]);
    expect(world.recorder.changed[0]).toMatchObject({ reason: 'modified', size: 11, previous: { size: 2 } });
    expect(summary.counts).toMatchObject({ changed: 1, unchanged: FILES_VISIBLE - 1 });
    expect(world.scanner.index.get(episode)).toMatchObject({ size: 11, status: 'created' });
  });

  it('reports a deleted file to onRemoved and forgets its row', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    const episode = path.join(root, 'Show/Season 1/Show - S01E02.mp4');
    const nfo = path.join(root, 'Movie (2020)/movie.nfo');
    await rm(episode);
    await rm(nfo);
    const summary = await world.scanner.scan([root], world.recorder);
    expect(world.recorder.removed).toEqual([{ path: episode, root }]); // non-media rows go without a call
    expect(summary.counts.removed).toBe(2);
    expect(world.scanner.index.get(episode)).toBeUndefined();
    expect(world.scanner.index.get(nfo)).toBeUndefined();
    expect(rowCount(world.database)).toBe(FILES_VISIBLE - 2);
  });

  it('removes nothing when the whole root was moved away, and says why', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    await rename(root, `${root}-elsewhere`);
    world.events.length = 0;

    const summary = await world.scanner.scan([root], world.recorder);

    expect(world.recorder.removed).toHaveLength(0);
    expect(rowCount(world.database)).toBe(FILES_VISIBLE);
    expect(summary.status).toBe('failed');
    expect(summary.roots).toEqual([
      expect.objectContaining({ root, healthy: false, reason: 'source folder is missing' }),
    ]);
    expect(summary.counts.held).toBe(FILES_VISIBLE);
    const types = world.events.map((e) => e.type);
    expect(types).toContain('error');
    expect(types.at(-1)).toBe('scan_failed');
    const scan = new ScansRepository(world.database).all().at(-1);
    expect(scan?.status).toBe('failed');
    expect(scan?.error).toContain('missing');
  });

  it('removes nothing when a root is suddenly empty while the index holds its files', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    await rm(root, { recursive: true });
    await mkdir(root); // what an unmounted mount point looks like
    await writeFile(path.join(root, '.placeholder'), '');

    const summary = await world.scanner.scan([root], world.recorder);

    expect(world.recorder.removed).toHaveLength(0);
    expect(rowCount(world.database)).toBe(FILES_VISIBLE);
    expect(summary.roots[0]).toMatchObject({ healthy: false });
    expect(summary.roots[0]?.reason).toMatch(/empty/);
  });

  it('keeps scanning healthy roots when another one is missing', async () => {
    const other = path.join(world.sources, 'other');
    await writeFiles(other, { 'Film (1999).mkv': 'x' });
    await world.scanner.scan([root, other], world.recorder);
    world.recorder.reset();
    await rm(other, { recursive: true });
    await rm(path.join(root, 'loose.m2ts'));

    const summary = await world.scanner.scan([root, other], world.recorder);

    expect(summary.status).toBe('partial');
    expect(world.recorder.removed.map((r) => path.basename(r.path))).toEqual(['loose.m2ts']);
    expect(world.scanner.index.get(path.join(other, 'Film (1999).mkv'))).toBeDefined();
    expect(world.events.at(-1)?.type).toBe('scan_completed');
  });

  it('treats a remount (new device id, files still there) as unchanged and refreshes the rows', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    // What a FUSE remount looks like to the index: every file on a device id it no longer has.
    const index = world.scanner.index;
    index.refresh(
      [...index.loadRoot(root)].map(([p, e]) => ({
        path: p,
        root,
        size: e.size,
        mtimeMs: e.mtime_ms,
        inode: e.inode + 1,
        device: 424242,
        isMedia: e.is_media === 1,
      })),
    );

    const summary = await world.scanner.scan([root], world.recorder);

    expect(summary.roots[0]).toMatchObject({ healthy: true });
    expect(world.recorder.changed).toHaveLength(0);
    expect(world.recorder.removed).toHaveLength(0);
    expect(summary.counts).toMatchObject({ changed: 0, unchanged: FILES_VISIBLE, refreshed: FILES_VISIBLE });
    expect(world.scanner.index.devicesForRoot(root).has(424242)).toBe(false);
  });

  it('offers a file again when its handler failed', async () => {
    const movie = path.join(root, 'Movie (2020)/Movie (2020).mkv');
    world.recorder.failOnce.add(movie);
    const first = await world.scanner.scan([root], world.recorder);
    expect(first.counts.errors).toBe(1);
    world.recorder.reset();
    const second = await world.scanner.scan([root], world.recorder);
    expect(world.recorder.changed.map((f) => [f.path, f.reason])).toEqual([[movie, 'unfinished']]);
    expect(second.counts).toMatchObject({ changed: 0, resumed: 1 });
    world.recorder.reset();
    await world.scanner.scan([root], world.recorder);
    expect(world.recorder.changed).toHaveLength(0);
  });

  it('reports a moved file as removed before it is changed, with movedFrom', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    const from = path.join(root, 'Show/Season 1/Show - S01E01.mkv');
    const to = path.join(root, 'Show/Season 01/Show - S01E01.mkv');
    await mkdir(path.dirname(to));
    await rename(from, to);

    const summary = await world.scanner.scan([root], world.recorder);

    expect(world.recorder.order).toEqual([`removed:${from}`, `changed:${to}`]);
    expect(world.recorder.changed[0]).toMatchObject({ reason: 'new', movedFrom: from });
    expect(summary.counts).toMatchObject({ moved: 1, removed: 1, changed: 1 });
  });

  it('does not follow a symlinked folder out of the root, and indexes a symlinked file', async () => {
    const outside = path.join(world.base, 'outside');
    await writeFiles(outside, { 'Elsewhere.mkv': 'x' });
    await symlink(outside, path.join(root, 'linked-folder'));
    await symlink(path.join(outside, 'Elsewhere.mkv'), path.join(root, 'Linked File.mkv'));
    const summary = await world.scanner.scan([root], world.recorder);
    const names = world.recorder.changed.map((f) => path.basename(f.path));
    expect(names).toContain('Linked File.mkv');
    expect(names).not.toContain('Elsewhere.mkv');
    expect(summary.counts.seen).toBe(FILES_VISIBLE + 1);
  });

  it.skipIf(process.getuid?.() === 0)('keeps the files of a sub-folder it cannot read', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    const season = path.join(root, 'Show/Season 1');
    await chmod(season, 0o000);
    try {
      const summary = await world.scanner.scan([root], world.recorder);
      expect(world.recorder.removed).toHaveLength(0);
      expect(summary.counts.errors).toBe(1);
      expect(summary.counts.held).toBe(4);
    } finally {
      await chmod(season, 0o755);
    }
  });

  it('writes nothing in a dry run', async () => {
    const changesBefore = totalChanges(world.database);
    const summary = await world.scanner.scan([root], world.recorder, { dryRun: true });
    expect(summary.scanId).toBeNull();
    expect(summary.counts.changed).toBe(FILES_VISIBLE);
    expect(world.recorder.order).toHaveLength(MEDIA_VISIBLE);
    // markHandled in the recorder finds no row to update: nothing was written.
    expect(totalChanges(world.database)).toBe(changesBefore);
    expect(rowCount(world.database)).toBe(0);
  });

  it('removes nothing when cancelled', async () => {
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    await rm(path.join(root, 'loose.m2ts'));
    const controller = new AbortController();
    controller.abort();
    const summary = await world.scanner.scan([root], world.recorder, { signal: controller.signal });
    expect(summary.status).toBe('cancelled');
    expect(world.recorder.removed).toHaveLength(0);
    expect(world.events.at(-1)?.type).toBe('scan_failed');
  });

  it('rescans 10,000 unchanged files (timing printed, not asserted)', async () => {
    const big = path.join(world.sources, 'big');
    let made = 0;
    for (let show = 0; show < 100; show += 1) {
      for (let season = 1; season <= 4; season += 1) {
        const dir = path.join(big, `Show ${show}`, `Season ${season}`);
        await mkdir(dir, { recursive: true });
        const writes: Promise<void>[] = [];
        for (let episode = 1; episode <= 25; episode += 1) {
          const ext = episode % 5 === 0 ? 'nfo' : 'mkv';
          writes.push(
            writeFile(path.join(dir, `Show ${show} - S0${season}E${String(episode).padStart(2, '0')}.${ext}`), ''),
          );
          made += 1;
        }
        await Promise.all(writes);
      }
    }
    expect(made).toBe(10_000);
    let calls = 0;
    const count = {
      onChanged: () => {
        calls += 1;
        return Promise.resolve();
      },
      onRemoved: () => Promise.resolve(),
    };
    let started = performance.now();
    const first = await world.scanner.scan([big], count, { resumeUnfinished: false });
    const firstMs = performance.now() - started;
    expect(first.counts.changed).toBe(10_000);
    expect(calls).toBe(8_000);
    calls = 0;
    started = performance.now();
    const second = await world.scanner.scan([big], count, { resumeUnfinished: false });
    const secondMs = performance.now() - started;
    expect(second.counts).toMatchObject({ seen: 10_000, unchanged: 10_000, changed: 0 });
    expect(calls).toBe(0);
    console.log(
      `[scanner] 10,000 files: first scan ${firstMs.toFixed(0)} ms, unchanged rescan ${secondMs.toFixed(0)} ms`,
    );
  }, 60_000);
});
