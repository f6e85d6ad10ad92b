import type { Dirent, Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import type { RemovedFile, ScanHandlers, ScannedFile } from '../scan/scan-types.js';
import { differs, type IndexRow, type SourceIndex } from '../scan/source-index.js';
import { probeSourcePresence } from '../scan/source-presence.js';
import type { ConfigKey } from '../../config/keys.js';
import { parseSourceRoots } from '../../config/source-dirs.js';
import { checkRootHealth, hasVisibleEntry, isIgnoredName } from '../scan/source-roots.js';
import { filesystemOf, isRemoteFilesystem } from './mount-info.js';

/** The configuration the monitor reads (a ConfigStore fits). */
export interface MonitorConfig {
  getBoolean(key: ConfigKey): boolean;
  getInteger(key: ConfigKey): number;
}

export interface SourceMonitorOptions {
  config: MonitorConfig;
  bus: EventBus;
  log: Logger;
  /** The index shared with the scanner (`scanner.index`). */
  index: SourceIndex;
  /**
   * A full rescan of some roots (normally `scanner.scan(roots, handlers, { kind: 'monitor' })`).
   * Called periodically for polled roots and when a root comes back after being unavailable.
   */
  rescan?: (roots: string[], reason: string) => Promise<unknown>;
  now?: () => number;
  /** A file is taken once its size and mtime have been stable this long; default 5000 ms. */
  settleMs?: number;
  /** Polling interval for polled roots; default SLEEP_TIME seconds. */
  pollIntervalMs?: number;
  /** How often a root's health (and a waited-for mount) is checked; default MOUNT_CHECK_INTERVAL seconds. */
  mountCheckIntervalMs?: number;
  /** Periodic full rescan of polled roots; default SLEEP_TIME × 10. 0 turns it off. */
  rescanIntervalMs?: number;
  /** Removals are gathered this long before one health check decides on them; default min(1000, settleMs). */
  removalDelayMs?: number;
  /** Poll every root regardless of its file system. */
  forcePolling?: boolean;
  /** Where the mount table is read (tests). */
  mountsFile?: string;
}

type RootStatus = 'waiting' | 'watching';

interface RootState {
  root: string;
  status: RootStatus;
  polling: boolean;
  watcher?: FSWatcher;
  /** The root was unavailable since the monitor started; a rescan catches up when it returns. */
  missedChanges: boolean;
  /** Reason removals are paused, when they are. */
  pausedReason?: string;
  /** A health check / watcher start is in progress. */
  activating?: boolean;
}

interface Pending {
  root: string;
  size: number;
  mtimeMs: number;
  stableSince: number;
  timer?: NodeJS.Timeout;
}

/** Number of SLEEP_TIME periods between periodic rescans of polled roots. */
const RESCAN_PERIODS = 10;

/**
 * Watches the source folders at every depth and keeps the source index and the organiser in step
 * between scans:
 * - a new or changed file is taken only once its size and mtime have been stable for `settleMs`,
 *   then indexed (status `unprocessed`) and handed to `onChanged` (media files only);
 * - removals are gathered briefly, then applied only if `checkRootHealth` says the root is healthy
 *   and the path is really gone: `onRemoved`, then the row is deleted. A root that went missing,
 *   empty or to another device pauses removals and is watched again when it is back (followed by a
 *   rescan, if one is wired);
 * - FUSE/network roots (and every root when RCLONE_MOUNT is on) are polled, and rescanned fully every
 *   `rescanIntervalMs`; with RCLONE_MOUNT, a root is watched only once the mount is present and
 *   non-empty.
 *
 * Ordering: handler calls run one at a time on one lane, and pending removals always run before a
 * settled addition. A rename (unlink + add) therefore reaches the caller as `onRemoved(old)` and
 * then `onChanged(new)` with `movedFrom: old` when the inode matches: the caller removes the old
 * link before creating the new one, so both can end at the same destination.
 *
 * Read-only towards the sources, like the scanner.
 */
export class SourceMonitor {
  private readonly roots = new Map<string, RootState>();
  private readonly pending = new Map<string, Pending>();
  private readonly removals = new Map<string, string>(); // path → root
  private readonly removedDirs = new Map<string, string>(); // folder → root
  private readonly recentlyRemoved = new Map<string, { path: string; at: number }>(); // dev:ino → path
  private removalTimer: NodeJS.Timeout | undefined;
  private healthTimer: NodeJS.Timeout | undefined;
  private rescanTimer: NodeJS.Timeout | undefined;
  private lane: Promise<void> = Promise.resolve();
  private handlers: ScanHandlers | undefined;
  private running = false;
  private rescanning = false;
  private readonly rescanQueue = new Set<string>();
  private healthChecking = false;
  private readonly now: () => number;
  private readonly settleMs: number;
  private readonly removalDelayMs: number;

  constructor(private readonly options: SourceMonitorOptions) {
    this.now = options.now ?? Date.now;
    this.settleMs = Math.max(0, options.settleMs ?? 5000);
    this.removalDelayMs = Math.max(0, options.removalDelayMs ?? Math.min(1000, this.settleMs));
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Roots and what the monitor is doing with each (for status displays and tests). */
  status(): { root: string; status: RootStatus; polling: boolean; removalsPaused?: string }[] {
    return [...this.roots.values()].map((r) => {
      const entry: { root: string; status: RootStatus; polling: boolean; removalsPaused?: string } = {
        root: r.root,
        status: r.status,
        polling: r.polling,
      };
      if (r.pausedReason !== undefined) entry.removalsPaused = r.pausedReason;
      return entry;
    });
  }

  /**
   * Start watching. Resolves once every available root is watched (chokidar ready); roots that
   * are missing, or whose mount is not up yet, are watched as soon as a later check finds them.
   */
  async start(roots: readonly string[], handlers: ScanHandlers): Promise<void> {
    if (this.running) throw new Error('source monitor is already running');
    this.running = true;
    this.handlers = handlers;
    for (const root of parseSourceRoots(roots)) {
      this.roots.set(root, { root, status: 'waiting', polling: false, missedChanges: false });
    }
    await Promise.all([...this.roots.values()].map((state) => this.tryActivate(state, false)));
    // Stopped while the watchers opened: no timers are left behind.
    if (!this.running) return;
    const checkMs = this.options.mountCheckIntervalMs ?? this.seconds('MOUNT_CHECK_INTERVAL', 30);
    this.healthTimer = setInterval(() => void this.checkRoots(), checkMs);
    this.healthTimer.unref();
    const rescanMs = this.options.rescanIntervalMs ?? this.seconds('SLEEP_TIME', 60) * RESCAN_PERIODS;
    if (this.options.rescan && rescanMs > 0) {
      this.rescanTimer = setInterval(() => void this.periodicRescan(), rescanMs);
      this.rescanTimer.unref();
    }
    this.options.bus.publish('monitor_started', {});
    this.options.log.info({ roots: this.status() }, 'source monitor started');
  }

  /** Stop watching; waits for the handler call in progress. Pending (unsettled) files are dropped. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    clearInterval(this.healthTimer);
    clearInterval(this.rescanTimer);
    clearTimeout(this.removalTimer);
    for (const pending of this.pending.values()) clearTimeout(pending.timer);
    this.pending.clear();
    this.removals.clear();
    this.removedDirs.clear();
    await Promise.all([...this.roots.values()].map((state) => this.closeWatcher(state)));
    this.roots.clear();
    await this.lane;
    this.options.bus.publish('monitor_stopped', {});
    this.options.log.info('source monitor stopped');
  }

  private seconds(key: ConfigKey, fallback: number): number {
    const value = this.options.config.getInteger(key);
    return (Number.isFinite(value) && value > 0 ? value : fallback) * 1000;
  }

  // ---- roots ----------------------------------------------------------------------------------

  /** Watch a root if it is ready: healthy and, for an rclone mount, present and non-empty. */
  private async tryActivate(state: RootState, afterWait: boolean): Promise<void> {
    if (state.activating) return;
    state.activating = true;
    try {
      await this.activate(state, afterWait);
    } finally {
      state.activating = false;
    }
  }

  private async activate(state: RootState, afterWait: boolean): Promise<void> {
    const health = await checkRootHealth(state.root, this.options.index);
    const rclone = this.options.config.getBoolean('RCLONE_MOUNT');
    if (!health.healthy || (rclone && !(await hasFiles(state.root)))) {
      if (state.pausedReason === undefined) {
        state.pausedReason = health.reason ?? 'waiting for the mount (folder empty)';
        state.missedChanges = true;
        this.options.log.warn({ root: state.root, reason: state.pausedReason }, 'source folder not ready; waiting');
      }
      return;
    }
    if (!this.running || state.status === 'watching') return;
    const fs = await filesystemOf(state.root, this.options.mountsFile);
    state.polling =
      (this.options.forcePolling ?? false) || rclone || (fs !== undefined && isRemoteFilesystem(fs.fsType));
    await this.openWatcher(state);
    if (!this.running) {
      await this.closeWatcher(state);
      return;
    }
    state.status = 'watching';
    const resumed = state.pausedReason;
    delete state.pausedReason;
    this.options.log.info({ root: state.root, polling: state.polling, fsType: fs?.fsType }, 'watching source folder');
    if (afterWait && (state.missedChanges || resumed !== undefined)) {
      state.missedChanges = false;
      this.requestRescan([state.root], 'source folder available again');
    }
  }

  private async openWatcher(state: RootState): Promise<void> {
    const pollMs = this.options.pollIntervalMs ?? this.seconds('SLEEP_TIME', 60);
    const root = state.root;
    const watcher = watch(root, {
      ignoreInitial: true,
      persistent: true,
      followSymlinks: false,
      usePolling: state.polling,
      interval: pollMs,
      binaryInterval: pollMs,
      ignorePermissionErrors: true,
      ignored: (p: string) => p !== root && isIgnoredName(path.basename(p)),
    });
    state.watcher = watcher;
    watcher.on('add', (p) => this.onFileEvent(root, p));
    watcher.on('change', (p) => this.onFileEvent(root, p));
    watcher.on('addDir', (p) => this.onDirAdded(root, p));
    watcher.on('unlink', (p) => this.onUnlink(root, p, false));
    watcher.on('unlinkDir', (p) => this.onUnlink(root, p, true));
    watcher.on('error', (err) => this.options.log.warn({ err, root }, 'source watcher error'));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  }

  private async closeWatcher(state: RootState): Promise<void> {
    const watcher = state.watcher;
    delete state.watcher;
    state.status = 'waiting';
    if (watcher) await watcher.close().catch(() => undefined);
  }

  /** Periodic: wait for missing mounts, and stop trusting roots that went away. */
  private async checkRoots(): Promise<void> {
    if (!this.running || this.healthChecking) return;
    this.healthChecking = true;
    try {
      for (const state of this.roots.values()) {
        if (state.status === 'waiting') {
          await this.tryActivate(state, true);
          continue;
        }
        const health = await checkRootHealth(state.root, this.options.index);
        const rclone = this.options.config.getBoolean('RCLONE_MOUNT');
        if (!health.healthy || (rclone && !(await hasFiles(state.root)))) {
          await this.pauseRoot(state, health.reason ?? 'mount is empty');
        }
      }
    } catch (err) {
      this.options.log.warn({ err }, 'source folder check failed');
    } finally {
      this.healthChecking = false;
    }
  }

  /** A root became unavailable: no removals, no watching, until a check finds it healthy again. */
  private async pauseRoot(state: RootState, reason: string): Promise<void> {
    if (state.activating || (state.pausedReason !== undefined && state.status === 'waiting')) return;
    state.pausedReason = reason;
    state.missedChanges = true;
    await this.closeWatcher(state);
    this.options.log.warn({ root: state.root, reason }, 'source folder unavailable; removals paused');
    this.options.bus.publish('error', {
      message: `Source folder ${state.root} is unavailable (${reason}); removals are paused until it is back.`,
    });
  }

  /** Run the rescan callback; roots asked for while one runs are rescanned right after it. */
  private requestRescan(roots: string[], reason: string): void {
    const rescan = this.options.rescan;
    if (!rescan || !this.running) return;
    for (const root of roots) this.rescanQueue.add(root);
    if (this.rescanning) return;
    this.rescanning = true;
    void (async () => {
      while (this.running && this.rescanQueue.size > 0) {
        const batch = [...this.rescanQueue];
        this.rescanQueue.clear();
        this.options.log.info({ roots: batch, reason }, 'source rescan');
        try {
          await rescan(batch, reason);
        } catch (err) {
          this.options.log.warn({ err, roots: batch }, 'source rescan failed');
        }
      }
      this.rescanning = false;
    })();
  }

  private periodicRescan(): void {
    const polled = [...this.roots.values()].filter((r) => r.status === 'watching' && r.polling).map((r) => r.root);
    if (polled.length > 0) this.requestRescan(polled, 'periodic rescan of polled source folders');
  }

  // ---- additions ------------------------------------------------------------------------------

  private onFileEvent(root: string, filePath: string): void {
    if (!this.running) return;
    const existing = this.pending.get(filePath);
    if (existing) return; // its settle timer is running and will see the new size
    const pending: Pending = { root, size: -1, mtimeMs: -1, stableSince: this.now() };
    this.pending.set(filePath, pending);
    void this.checkSettled(filePath, pending);
  }

  /**
   * A folder appeared (created, moved in, or a whole tree copied in). chokidar can miss files
   * created in a new folder before its watch is set up, so the folder is walked now and once more
   * after `settleMs`; every file found goes through the same settle check (duplicates collapse).
   */
  private onDirAdded(root: string, dir: string): void {
    if (!this.running || dir === root) return;
    void this.walkNewFolder(root, dir);
    const timer = setTimeout(() => void this.walkNewFolder(root, dir), Math.max(this.settleMs, 50));
    timer.unref();
  }

  private async walkNewFolder(root: string, dir: string): Promise<void> {
    if (!this.running) return;
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch {
      return; // gone again
    }
    for (const entry of entries) {
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const relative = path.relative(dir, full);
      if (relative.split(path.sep).some(isIgnoredName)) continue;
      this.onFileEvent(root, full);
    }
  }

  /** Stat the file; take it once size and mtime stayed the same for `settleMs`. */
  private async checkSettled(filePath: string, pending: Pending): Promise<void> {
    pending.timer = undefined;
    if (!this.running || this.pending.get(filePath) !== pending) return;
    let size: number;
    let mtimeMs: number;
    try {
      const info = await stat(filePath);
      if (!info.isFile()) {
        this.pending.delete(filePath);
        return;
      }
      size = info.size;
      mtimeMs = info.mtimeMs;
    } catch {
      this.pending.delete(filePath); // gone again; an unlink event follows
      return;
    }
    if (this.pending.get(filePath) !== pending) return;
    const now = this.now();
    if (size !== pending.size || mtimeMs !== pending.mtimeMs) {
      pending.size = size;
      pending.mtimeMs = mtimeMs;
      pending.stableSince = now;
    }
    const wait = pending.stableSince + this.settleMs - now;
    if (wait > 0 || pending.size === -1) {
      pending.timer = setTimeout(() => void this.checkSettled(filePath, pending), Math.max(wait, 1));
      return;
    }
    this.pending.delete(filePath);
    if (this.removals.size > 0 || this.removedDirs.size > 0) this.scheduleRemovals(0); // removals first
    this.enqueue(() => this.takeFile(pending.root, filePath));
  }

  /** Index a settled file as the scanner does and hand it to `onChanged` if it is new or changed. */
  private async takeFile(root: string, filePath: string): Promise<void> {
    const handlers = this.handlers;
    if (!handlers || !this.running) return;
    let info: Stats;
    try {
      info = await stat(filePath);
    } catch {
      return;
    }
    if (!info.isFile()) return;
    const { index } = this.options;
    const isMedia = index.isMedia(filePath);
    const entry = index.get(filePath);
    const current = { size: info.size, mtimeMs: info.mtimeMs, inode: info.ino, device: info.dev };
    if (entry && !differs(entry, current) && !(isMedia && entry.is_media === 0)) return; // already indexed
    const row: IndexRow = { path: filePath, root, ...current, isMedia };
    index.upsertChanged([row]);
    if (!isMedia) return;
    const file: ScannedFile = {
      path: filePath,
      root,
      relativePath: path.relative(root, filePath),
      ...current,
      isMedia,
      reason: entry ? 'modified' : 'new',
    };
    if (entry) file.previous = { size: entry.size, mtimeMs: entry.mtime_ms, inode: entry.inode };
    const moved = this.recentlyRemoved.get(`${info.dev}:${info.ino}`);
    if (!entry && moved && moved.path !== filePath) file.movedFrom = moved.path;
    try {
      await handlers.onChanged(file);
    } catch (err) {
      this.options.log.warn({ err, path: filePath }, 'source file handler failed; the next scan offers it again');
    }
  }

  // ---- removals -------------------------------------------------------------------------------

  private onUnlink(root: string, target: string, isDir: boolean): void {
    if (!this.running) return;
    if (isDir) this.removedDirs.set(target, root);
    else this.removals.set(target, root);
    const pending = this.pending.get(target);
    if (pending) {
      clearTimeout(pending.timer);
      this.pending.delete(target);
    }
    this.scheduleRemovals(this.removalDelayMs);
  }

  /** Apply gathered removals after `delayMs`; 0 puts them on the lane at once (before an addition). */
  private scheduleRemovals(delayMs: number): void {
    if (delayMs === 0) {
      clearTimeout(this.removalTimer);
      this.removalTimer = undefined;
      this.enqueue(() => this.applyRemovals());
      return;
    }
    if (this.removalTimer !== undefined) return;
    this.removalTimer = setTimeout(() => {
      this.removalTimer = undefined;
      this.enqueue(() => this.applyRemovals());
    }, delayMs);
  }

  /** Apply gathered removals of healthy roots; drop those of unhealthy ones (a rescan reconciles later). */
  private async applyRemovals(): Promise<void> {
    const files = new Map(this.removals);
    const dirs = new Map(this.removedDirs);
    this.removals.clear();
    this.removedDirs.clear();
    if (files.size === 0 && dirs.size === 0) return;
    const { index, log } = this.options;
    const byRoot = new Map<string, Set<string>>();
    const add = (root: string, p: string): void => {
      let set = byRoot.get(root);
      if (!set) byRoot.set(root, (set = new Set()));
      set.add(p);
    };
    for (const [p, root] of files) add(root, p);
    for (const [dir, root] of dirs) for (const p of index.pathsUnder(dir)) add(root, p);
    for (const [root, paths] of byRoot) {
      const state = this.roots.get(root);
      const health = await checkRootHealth(root, index);
      if (!health.healthy) {
        log.warn({ root, reason: health.reason, ignored: paths.size }, 'removals ignored: source folder unhealthy');
        if (state) await this.pauseRoot(state, health.reason ?? 'source folder unavailable');
        continue;
      }
      const cantTell: string[] = [];
      for (const p of paths) {
        if (!this.running) return;
        if (p === root) continue;
        const presence = await probeSourcePresence(p, root);
        if (presence.state === 'present') continue; // back again (replaced): the add/change path handles it
        if (presence.state === 'unknown') {
          cantTell.push(presence.reason);
          continue;
        }
        const entry = index.get(p);
        if (!entry) continue;
        if (entry.is_media === 1) {
          try {
            await this.handlers?.onRemoved({ path: p, root } satisfies RemovedFile);
          } catch (err) {
            log.warn({ err, path: p }, 'removal handler failed; the file stays indexed');
            continue;
          }
        }
        index.remove([p]);
        this.rememberRemoved(entry.device, entry.inode, p);
      }
      if (cantTell.length > 0) {
        log.warn({ root, kept: cantTell.length, reason: cantTell[0] }, 'removals ignored: the files cannot be checked');
        this.options.bus.publish('error', {
          message: `${cantTell.length} file(s) under ${root} look gone but can't be checked (${cantTell[0]}); their links are kept.`,
        });
      }
    }
  }

  private rememberRemoved(device: number, inode: number, p: string): void {
    const now = this.now();
    const ttl = Math.max(this.settleMs * 2, 10_000);
    for (const [key, value] of this.recentlyRemoved) if (now - value.at > ttl) this.recentlyRemoved.delete(key);
    this.recentlyRemoved.set(`${device}:${inode}`, { path: p, at: now });
  }

  private enqueue(task: () => Promise<void>): void {
    this.lane = this.lane.then(task).catch((err: unknown) => {
      this.options.log.error({ err }, 'source monitor task failed');
      this.options.bus.publish('error', {
        message: `Source monitor: ${err instanceof Error ? err.message : String(err)}`,
      });
    });
  }
}

/** Present and listing at least one visible entry (an rclone mount that is up). */
async function hasFiles(root: string): Promise<boolean> {
  try {
    return await hasVisibleEntry(root);
  } catch {
    return false;
  }
}
