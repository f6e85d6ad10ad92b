import { appendFile, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../log.js';
import {
  createScanWorld,
  rowCount,
  waitFor,
  writeFiles,
  type ScanWorld,
} from '../../../test/worlds/scan-test-world.js';
import { SourceMonitor, type MonitorConfig, type SourceMonitorOptions } from './source-monitor.js';

const SETTLE_MS = 300;

function fakeConfig(values: Record<string, string>): MonitorConfig {
  return {
    getBoolean: (key) => values[key] === 'true',
    getInteger: (key) => Number.parseInt(values[key] ?? '', 10),
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The inotify watches this process holds, from the kernel's own account of its descriptors (Linux). */
async function inotifyWatches(): Promise<number> {
  let watches = 0;
  for (const fd of await readdir('/proc/self/fdinfo')) {
    const info = await readFile(`/proc/self/fdinfo/${fd}`, 'utf8').catch(() => '');
    watches += info.split('\n').filter((line) => line.startsWith('inotify wd:')).length;
  }
  return watches;
}

describe('SourceMonitor', () => {
  let world: ScanWorld;
  let root: string;
  let monitor: SourceMonitor | undefined;
  let rescans: string[][];

  beforeEach(async () => {
    world = await createScanWorld();
    root = path.join(world.sources, 'library');
    await writeFiles(root, {
      'Show/Season 1/Show - S01E01.mkv': 'e1',
      'Show/Season 1/Extras/Featurette.mkv': 'f',
      'Movie (2001)/Movie (2001).mkv': 'm',
    });
    await world.scanner.scan([root], world.recorder);
    world.recorder.reset();
    rescans = [];
  });
  afterEach(async () => {
    await monitor?.stop();
    monitor = undefined;
    await world.close();
  });

  async function startMonitor(
    overrides: Partial<SourceMonitorOptions> = {},
    config: Record<string, string> = {},
    watched = root,
  ): Promise<SourceMonitor> {
    monitor = new SourceMonitor({
      config: fakeConfig({ RCLONE_MOUNT: 'false', SLEEP_TIME: '60', MOUNT_CHECK_INTERVAL: '30', ...config }),
      bus: world.bus,
      log: silentLogger(),
      index: world.scanner.index,
      rescan: async (roots) => {
        rescans.push(roots);
        await world.scanner.scan(roots, world.recorder, { kind: 'monitor' });
      },
      settleMs: SETTLE_MS,
      removalDelayMs: 50,
      mountCheckIntervalMs: 100,
      ...overrides,
    });
    await monitor.start([watched], world.recorder);
    return monitor;
  }

  it('publishes monitor_started and monitor_stopped', async () => {
    const started = world.bus.next('monitor_started');
    const m = await startMonitor();
    await started;
    const stopped = world.bus.next('monitor_stopped');
    await m.stop();
    await stopped;
  });

  // What a monitor holds grows with the folders of a source, not its files: a watch per file ran a
  // server over 300,000 files out of the kernel's watches and into 2 GB of memory.
  it.skipIf(process.platform !== 'linux')('watches each folder once and no file on its own', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 60; i++) files[`Show/Season 2/Show - S02E${String(i + 1).padStart(2, '0')}.mkv`] = 'e';
    await writeFiles(root, files);
    const before = await inotifyWatches();
    await startMonitor();
    // root, Show, Show/Season 1, Show/Season 1/Extras, Show/Season 2, Movie (2001)
    expect((await inotifyWatches()) - before).toBe(6);
  });

  it('takes a new file three levels deep only once its size stopped changing', async () => {
    await startMonitor();
    const file = path.join(root, 'Show/Season 1/Extras/Deleted Scene.mkv');
    let takenAt = 0;
    const original = world.recorder.onChanged;
    world.recorder.onChanged = async (f) => {
      takenAt = Date.now();
      await original(f);
    };
    await writeFile(file, 'part one');
    await sleep(SETTLE_MS / 2); // still being written
    await appendFile(file, ' and part two');
    const lastWrite = Date.now();

    await waitFor(() => world.recorder.changed.length > 0, 10_000, 'the new file');

    expect(world.recorder.changed).toHaveLength(1);
    expect(world.recorder.changed[0]).toMatchObject({ path: file, root, size: 21, reason: 'new', isMedia: true });
    expect(takenAt - lastWrite).toBeGreaterThanOrEqual(SETTLE_MS - 20);
    expect(world.scanner.index.get(file)).toMatchObject({ size: 21 });
  });

  it('sees files in folders created after it started', async () => {
    await startMonitor();
    const files: string[] = [];
    for (const show of ['New Show', 'Other Show']) {
      for (const folder of ['Season 1', 'Season 2/Extras/Deep']) {
        const dir = path.join(root, show, folder);
        await mkdir(dir, { recursive: true }); // files land at once, before any watch is set up
        for (const name of ['a.mkv', 'b.mkv']) {
          files.push(path.join(dir, name));
          await writeFile(path.join(dir, name), name);
        }
      }
    }
    await waitFor(() => world.recorder.changed.length >= files.length, 10_000, 'the nested new files');
    expect(world.recorder.changed.map((f) => f.path).sort()).toEqual(files.sort());
  });

  it('reports a deleted file and forgets its row', async () => {
    await startMonitor();
    const episode = path.join(root, 'Show/Season 1/Show - S01E01.mkv');
    await rm(episode);
    await waitFor(() => world.recorder.removed.length > 0, 10_000, 'the removal');
    expect(world.recorder.removed).toEqual([{ path: episode, root }]);
    expect(world.scanner.index.get(episode)).toBeUndefined();
  });

  it('reports a renamed file as removed, then changed with movedFrom', async () => {
    await startMonitor();
    const from = path.join(root, 'Movie (2001)/Movie (2001).mkv');
    const to = path.join(root, 'Movie (2001)/Movie (2001) 1080p.mkv');
    await rename(from, to);
    await waitFor(() => world.recorder.changed.length > 0, 10_000, 'the renamed file');
    expect(world.recorder.order).toEqual([`removed:${from}`, `changed:${to}`]);
    expect(world.recorder.changed[0]?.movedFrom).toBe(from);
  });

  it('ignores the unlink storm of a root that disappeared (no periodic check involved)', async () => {
    await startMonitor({ mountCheckIntervalMs: 60_000 });
    const rows = rowCount(world.database);
    const paused = world.bus.next('error', 10_000);
    await rename(root, `${root}-away`); // the watch reports the root gone
    expect((await paused).data.message).toMatch(/unavailable \(source folder is missing\); removals are paused/);
    expect(world.recorder.removed).toHaveLength(0);
    expect(rowCount(world.database)).toBe(rows);
    expect(monitor?.status()[0]).toMatchObject({ status: 'waiting', removalsPaused: 'source folder is missing' });
  });

  it('ignores deletions while the root is missing, and catches up when it is back', async () => {
    await startMonitor();
    const rows = rowCount(world.database);
    const paused = world.bus.next('error', 10_000);
    await rename(root, `${root}-away`);

    const event = await paused;
    expect(event.data.message).toMatch(/removals are paused/);
    await waitFor(() => monitor?.status()[0]?.status === 'waiting', 5_000, 'the root to be paused');
    expect(world.recorder.removed).toHaveLength(0);
    expect(rowCount(world.database)).toBe(rows);

    await rm(path.join(`${root}-away`, 'Movie (2001)'), { recursive: true });
    await rename(`${root}-away`, root);
    await waitFor(() => monitor?.status()[0]?.status === 'watching', 5_000, 'the root to be watched again');
    await waitFor(() => world.recorder.removed.length === 1, 5_000, 'the catch-up rescan');
    expect(rescans).toEqual([[root]]);
    expect(world.recorder.removed[0]?.path).toBe(path.join(root, 'Movie (2001)/Movie (2001).mkv'));

    // Watching again: a new deletion is seen.
    await rm(path.join(root, 'Show/Season 1/Show - S01E01.mkv'));
    await waitFor(() => world.recorder.removed.length === 2, 10_000, 'a removal after the return');
  });

  it('polls a root on a network or FUSE file system', async () => {
    const m = await startMonitor({ forcePolling: true, pollIntervalMs: 50 });
    expect(m.status()[0]).toMatchObject({ status: 'watching', polling: true });
    const file = path.join(root, 'Show/Season 2/Show - S02E01.mkv');
    await mkdir(path.dirname(file));
    await writeFile(file, 'polled');
    await waitFor(() => world.recorder.changed.some((f) => f.path === file), 10_000, 'the polled file');
  });

  it('with RCLONE_MOUNT, waits for the mount to be present and non-empty, then rescans', async () => {
    const mount = path.join(world.sources, 'mount');
    await mkdir(mount);
    const m = await startMonitor(
      { mountCheckIntervalMs: 50, pollIntervalMs: 50, rescanIntervalMs: 0 },
      { RCLONE_MOUNT: 'true' },
      mount,
    );
    expect(m.status()[0]).toMatchObject({ status: 'waiting' });

    await writeFiles(mount, { 'Film (2010)/Film (2010).mkv': 'film' });
    await waitFor(() => m.status()[0]?.status === 'watching', 5_000, 'the mount');
    expect(m.status()[0]?.polling).toBe(true);
    await waitFor(() => world.recorder.changed.length === 1, 5_000, 'the catch-up rescan');
    expect(rescans).toEqual([[mount]]);
  });
});
