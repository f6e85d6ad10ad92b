import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppDatabase } from '../../db/database.js';
import { parseSourceRoots } from '../../config/source-dirs.js';
import { ScansRepository } from '../../db/repositories/scans.repository.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { differs, SourceIndex, UNPROCESSED, type IndexedFile, type IndexRow } from './source-index.js';
import { checkRootHealth, describeFsError, isIgnoredName, type RootIndexView } from './source-roots.js';
import { probeSourcePresence } from './source-presence.js';

/** A new, modified or unfinished file handed to `onChanged`. */
export interface ScannedFile {
  path: string;
  root: string;
  /** Path below the root, with the platform separator. */
  relativePath: string;
  size: number;
  mtimeMs: number;
  inode: number;
  device: number;
  isMedia: boolean;
  /** What the index held before, for a modified file. */
  previous?: { size: number; mtimeMs: number; inode: number };
  /**
   * `new`: not indexed; `modified`: size, mtime or inode differ (or it just became media);
   * `unfinished`: unchanged on disk but never handled (an earlier run stopped before its handler
   * recorded an outcome); `repair`: unchanged on disk, but what was made of it is not there any
   * more (its library link is missing or moved, see `ScanHandlers.intactCheck`).
   */
  reason: 'new' | 'modified' | 'unfinished' | 'repair';
  /** The indexed path this file was moved or renamed from (same device and inode); already passed to `onRemoved`. */
  movedFrom?: string;
}

export interface RemovedFile {
  path: string;
  root: string;
}

export interface ScanHandlers {
  /** Called for each new, modified or unfinished media file, after its index row is written. */
  onChanged(file: ScannedFile): Promise<void>;
  /** Called for each indexed media file that is gone from a healthy root, before its row is deleted. */
  onRemoved(file: RemovedFile): Promise<void>;
  /**
   * Called once per healthy root before its walk. The check it returns is asked about every
   * unchanged media file; `false` (its link is missing or moved) hands the file to `onChanged`
   * with reason `repair`, so an unchanged file never hides a library that drifted from its records.
   */
  intactCheck?(root: string): Promise<(path: string) => Promise<boolean>>;
}

export interface ScanOptions {
  /** Walk and report, but write nothing to the index or the scans table. Handlers are still called. */
  dryRun?: boolean;
  /** Recorded in `scans.kind` (`manual`, `startup`, `job`, `monitor`…); default `manual`. */
  kind?: string;
  signal?: AbortSignal;
  /** Offer unchanged media files that were never handled again (default true). */
  resumeUnfinished?: boolean;
}

export interface ScanCounts {
  /** Files stat-ed. */
  seen: number;
  /** New or modified files (media or not), each written to the index. */
  changed: number;
  /** Files that matched the index (no write, no handler). */
  unchanged: number;
  /** Indexed files gone from a healthy root, their rows deleted. */
  removed: number;
  /** Unreadable folders or files and failing handlers. */
  errors: number;
  /** Media files handed to onChanged (changed + resumed). */
  handled: number;
  /** Unchanged files whose handler never finished, offered again. */
  resumed: number;
  /** Unchanged files whose device/inode or media flag was refreshed (remount). */
  refreshed: number;
  /** Files that look gone but were kept: unreadable sub-folders, a failed check. */
  held: number;
  /** Renames/moves recognised by device and inode. */
  moved: number;
  /** Unchanged files whose library link was missing or moved, handed back for repair. */
  repaired: number;
  [key: string]: number;
}

export interface RootSummary {
  root: string;
  healthy: boolean;
  reason?: string;
  seen: number;
  changed: number;
  unchanged: number;
  removed: number;
  held: number;
  errors: number;
}

export type ScanStatus = 'completed' | 'partial' | 'failed' | 'cancelled';

export interface ScanSummary {
  /** The `scans` row id; null in a dry run. */
  scanId: number | null;
  kind: string;
  status: ScanStatus;
  dryRun: boolean;
  counts: ScanCounts;
  roots: RootSummary[];
  startedAt: number;
  finishedAt: number;
  message?: string;
}

export interface SourceScannerOptions {
  database: AppDatabase;
  bus: EventBus;
  log: Logger;
  now?: () => number;
  /** Parallel file-system calls and handler calls (MAX_PROCESSES); default 8, at most 64. */
  concurrency?: number;
  /** Lower-case extensions with the dot (`.mkv`). */
  mediaExtensions: Set<string>;
  /** Share one index with the monitor; built from `database` when not given. */
  index?: SourceIndex;
  /** Progress event every N files or every `progressIntervalMs`, whichever comes first. */
  progressEvery?: number;
  progressIntervalMs?: number;
  /**
   * Hold every removal of a root when more than this fraction of its indexed files look gone in
   * one scan (a safety cap; off by default since an unhealthy mount is caught by the health check).
   */
  maxRemovalFraction?: number;
}

const DEFAULT_CONCURRENCY = 8;
const MAX_CONCURRENCY = 64;
const FILE_CHUNK = 32;
const WRITE_BATCH = 500;

export function clampConcurrency(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value) || value < 1) return DEFAULT_CONCURRENCY;
  return Math.min(MAX_CONCURRENCY, Math.floor(value));
}

type Entry = IndexedFile & { seen?: boolean };

/** How a directory entry is stat-ed: 0 a file, 1 a symlink (stat follows it), 2 type unknown (lstat first). */
type Kind = 0 | 1 | 2;
const FILE: Kind = 0;
const LINK: Kind = 1;
const UNKNOWN: Kind = 2;

type Task = { dir: string; names?: undefined } | { dir: string; names: string[]; kinds: Kind[] };

interface Staged {
  row: IndexRow;
  file: ScannedFile | null;
  deferred: boolean;
}

/**
 * Walks the source folders and keeps the source index in step with them (design §3): new and
 * changed files are written to the index and handed to `onChanged`; unchanged files cost one stat
 * and nothing else; files gone from a healthy root go to `onRemoved` and leave the index. An
 * unhealthy root (missing, unreadable, suddenly empty, another device) is skipped whole: nothing is
 * removed and the reason is reported (design §5.3).
 *
 * Read-only towards the sources: it lists and stats, and never opens a file for writing, renames
 * or deletes anything there.
 *
 * Order guarantees: a file's index row is committed before its `onChanged` call; a moved file's
 * `onRemoved(old)` completes before its `onChanged(new)`; removals of a root run after its walk
 * completed (never after a cancelled or partial walk of a folder).
 */
export class SourceScanner {
  readonly index: SourceIndex;
  private readonly scans: ScansRepository;
  private readonly bus: EventBus;
  private readonly log: Logger;
  private readonly now: () => number;
  private readonly concurrency: number;
  private readonly progressEvery: number;
  private readonly progressIntervalMs: number;
  private readonly maxRemovalFraction: number | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private pendingScans = 0;

  constructor(options: SourceScannerOptions) {
    this.scans = new ScansRepository(options.database);
    this.bus = options.bus;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.concurrency = clampConcurrency(options.concurrency);
    this.index =
      options.index ?? new SourceIndex(options.database, { mediaExtensions: options.mediaExtensions, now: this.now });
    this.progressEvery = options.progressEvery ?? 500;
    this.progressIntervalMs = options.progressIntervalMs ?? 1000;
    this.maxRemovalFraction = options.maxRemovalFraction;
  }

  /**
   * Scan the roots once. Scans on one scanner run one after another (a second call waits for the
   * first), so a job and the monitor's rescan never hand the same file to the handlers twice.
   */
  scan(roots: readonly string[], handlers: ScanHandlers, options: ScanOptions = {}): Promise<ScanSummary> {
    this.pendingScans += 1;
    const result = this.tail
      .then(() => this.runScan(roots, handlers, options))
      .finally(() => {
        this.pendingScans -= 1;
      });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** True while a scan runs or waits. */
  get busy(): boolean {
    return this.pendingScans > 0;
  }

  private async runScan(roots: readonly string[], handlers: ScanHandlers, options: ScanOptions): Promise<ScanSummary> {
    const kind = options.kind ?? 'manual';
    const dryRun = options.dryRun ?? false;
    const startedAt = this.now();
    const sourceDirs = parseSourceRoots(roots);
    const scanId = dryRun ? null : this.recordStart(kind, startedAt);
    const eventId = scanId === null ? `dry-run-${startedAt}` : String(scanId);
    const run = new ScanRun({
      index: this.index,
      log: this.log,
      bus: this.bus,
      now: this.now,
      concurrency: this.concurrency,
      handlers,
      dryRun,
      scanId,
      eventId,
      signal: options.signal,
      resume: options.resumeUnfinished ?? true,
      progressEvery: this.progressEvery,
      progressIntervalMs: this.progressIntervalMs,
      maxRemovalFraction: this.maxRemovalFraction,
    });
    this.bus.publish('scan_started', { scanId: eventId, sourceDirs });
    this.log.info({ scanId, kind, roots: sourceDirs, dryRun }, 'source scan started');

    let status: ScanStatus;
    let message: string | undefined;
    try {
      for (const root of sourceDirs) {
        if (options.signal?.aborted) break;
        await run.scanRoot(root);
      }
      await run.dispatcher.drain();
      const healthy = run.rootSummaries.filter((r) => r.healthy).length;
      if (options.signal?.aborted) {
        status = 'cancelled';
        message = 'scan cancelled';
      } else if (sourceDirs.length === 0) {
        status = 'failed';
        message = 'no source folders configured';
      } else if (healthy === 0) {
        status = 'failed';
        message = run.rootSummaries.map((r) => `${r.root}: ${r.reason ?? 'unavailable'}`).join('; ');
      } else {
        status = healthy === sourceDirs.length ? 'completed' : 'partial';
      }
    } catch (err) {
      await run.dispatcher.drain().catch(() => undefined);
      const finishedAt = this.now();
      const text = err instanceof Error ? err.message : String(err);
      if (scanId !== null) this.recordEnd(scanId, 'failed', finishedAt, run.counts, text);
      this.bus.publish('scan_failed', { scanId: eventId, message: text });
      this.log.error({ err, scanId }, 'source scan failed');
      throw err;
    }
    const finishedAt = this.now();
    if (scanId !== null) this.recordEnd(scanId, status, finishedAt, run.counts, message ?? null);
    run.publishProgress(true);
    if (status === 'completed' || status === 'partial') {
      this.bus.publish('scan_completed', { scanId: eventId, counts: { ...run.counts } });
    } else {
      this.bus.publish('scan_failed', { scanId: eventId, message: message ?? status });
    }
    this.log.info({ scanId, status, counts: run.counts, ms: finishedAt - startedAt }, 'source scan finished');
    const summary: ScanSummary = {
      scanId,
      kind,
      status,
      dryRun,
      counts: run.counts,
      roots: run.rootSummaries,
      startedAt,
      finishedAt,
    };
    if (message !== undefined) summary.message = message;
    return summary;
  }

  private recordStart(kind: string, startedAt: number): number {
    return this.scans.start(kind, startedAt);
  }

  private recordEnd(
    id: number,
    status: ScanStatus,
    finishedAt: number,
    counts: ScanCounts,
    error: string | null,
  ): void {
    this.scans.finish(id, status, finishedAt, counts, error);
  }
}

interface RunContext {
  index: SourceIndex;
  log: Logger;
  bus: EventBus;
  now: () => number;
  concurrency: number;
  handlers: ScanHandlers;
  dryRun: boolean;
  scanId: number | null;
  eventId: string;
  signal: AbortSignal | undefined;
  resume: boolean;
  progressEvery: number;
  progressIntervalMs: number;
  maxRemovalFraction: number | undefined;
}

/** One scan: counters, the handler dispatcher and the per-root walks. */
class ScanRun {
  readonly counts: ScanCounts = {
    seen: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    errors: 0,
    handled: 0,
    resumed: 0,
    refreshed: 0,
    held: 0,
    moved: 0,
    repaired: 0,
  };
  readonly rootSummaries: RootSummary[] = [];
  readonly dispatcher: Dispatcher;
  private lastProgressSeen = 0;
  private lastProgressAt: number;

  constructor(private readonly ctx: RunContext) {
    this.dispatcher = new Dispatcher(ctx, this.counts);
    this.lastProgressAt = ctx.now();
  }

  publishProgress(force = false): void {
    const now = this.ctx.now();
    if (
      force ||
      this.counts.seen - this.lastProgressSeen >= this.ctx.progressEvery ||
      now - this.lastProgressAt >= this.ctx.progressIntervalMs
    ) {
      if (!force && this.counts.seen === this.lastProgressSeen) return;
      this.lastProgressSeen = this.counts.seen;
      this.lastProgressAt = now;
      this.ctx.bus.publish('scan_progress', { scanId: this.ctx.eventId, seen: this.counts.seen });
    }
  }

  async scanRoot(root: string): Promise<void> {
    const { ctx } = this;
    const summary: RootSummary = {
      root,
      healthy: true,
      seen: 0,
      changed: 0,
      unchanged: 0,
      removed: 0,
      held: 0,
      errors: 0,
    };
    this.rootSummaries.push(summary);
    const indexed = ctx.index.loadRoot(root) as Map<string, Entry>;
    const view = mapView(indexed);
    const health = await checkRootHealth(root, view);
    if (!health.healthy) {
      this.markUnhealthy(summary, health.reason ?? 'source folder is unavailable', indexed.size);
      return;
    }
    const intact = await ctx.handlers.intactCheck?.(root);
    const walk = new RootWalk(ctx, this, root, indexed, summary, intact);
    await walk.run();
    if (ctx.signal?.aborted) return; // no removals after a partial walk; deferred files stay unfinished
    if (walk.rootUnreadable !== undefined) {
      this.markUnhealthy(summary, walk.rootUnreadable, indexed.size);
      await this.dispatcher.releaseDeferred();
      return;
    }
    // The walk can take long; a mount that dropped meanwhile must not turn into removals.
    const after = await checkRootHealth(root, view);
    if (!after.healthy) {
      this.markUnhealthy(summary, after.reason ?? 'source folder is unavailable', indexed.size);
      await this.dispatcher.releaseDeferred();
      return;
    }
    await walk.removeMissing();
  }

  private markUnhealthy(summary: RootSummary, reason: string, indexed: number): void {
    summary.healthy = false;
    summary.reason = reason;
    summary.held += indexed;
    this.counts.held += indexed;
    this.ctx.log.warn({ root: summary.root, reason, indexed }, 'source folder skipped; nothing removed');
    this.ctx.bus.publish('error', {
      message: `Source folder ${summary.root} was not scanned: ${reason}. Nothing was removed.`,
    });
  }
}

/** A RootIndexView over the map the scan already loaded (no extra queries). */
function mapView(indexed: Map<string, Entry>): RootIndexView {
  return {
    countForRoot: () => indexed.size,
    devicesForRoot: () => {
      const devices = new Set<number>();
      for (const entry of indexed.values()) devices.add(entry.device);
      return devices;
    },
    samplePathsForRoot: (_root, limit) => {
      const all = [...indexed.keys()];
      const picked: string[] = [];
      const step = Math.max(1, Math.floor(all.length / limit));
      for (let i = 0; i < all.length && picked.length < limit; i += step) picked.push(all[i] as string);
      return picked;
    },
  };
}

/**
 * Commits staged index rows in batches and runs `onChanged` with bounded concurrency, each call
 * only after its row is committed. Files recognised as moves wait until the root's removals ran.
 */
class Dispatcher {
  private staged: Staged[] = [];
  private readonly queue: ScannedFile[] = [];
  private deferred: ScannedFile[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  private roomWaiters: (() => void)[] = [];
  private readonly maxBacklog: number;

  constructor(
    private readonly ctx: RunContext,
    private readonly counts: ScanCounts,
  ) {
    this.maxBacklog = Math.max(2000, ctx.concurrency * 250);
  }

  get backlog(): number {
    return this.staged.length + this.queue.length;
  }

  stage(item: Staged): void {
    this.staged.push(item);
  }

  /** A file whose row is already committed (an unfinished one). */
  enqueueCommitted(file: ScannedFile): void {
    this.queue.push(file);
    this.pump();
  }

  /** Commit when a batch is full, or when handler slots are idle and work is waiting. */
  maybeCommit(): void {
    if (
      this.staged.length >= WRITE_BATCH ||
      (this.staged.length > 0 && this.running < this.ctx.concurrency && this.queue.length === 0)
    ) {
      this.commit();
    }
  }

  commit(): void {
    if (this.staged.length === 0) return;
    const batch = this.staged;
    this.staged = [];
    if (!this.ctx.dryRun)
      this.ctx.index.upsertChanged(
        batch.map((s) => s.row),
        this.ctx.scanId,
      );
    for (const item of batch) {
      if (!item.file) continue;
      if (item.deferred) this.deferred.push(item.file);
      else this.queue.push(item.file);
    }
    this.pump();
  }

  /** Hand files held back as possible moves to the handlers (after the root's removals). */
  async releaseDeferred(movedFrom?: Map<string, string>): Promise<void> {
    this.commit();
    const files = this.deferred;
    this.deferred = [];
    for (const file of files) {
      const from = movedFrom?.get(file.path);
      if (from !== undefined) {
        file.movedFrom = from;
        this.counts.moved += 1;
      }
      this.queue.push(file);
    }
    this.pump();
    await this.drain();
  }

  /** Wait while too much is queued (memory stays bounded when handlers are slow). */
  async waitForRoom(): Promise<void> {
    while (this.backlog > this.maxBacklog) {
      this.commit();
      if (this.backlog <= this.maxBacklog) return;
      await new Promise<void>((resolve) => this.roomWaiters.push(resolve));
    }
  }

  async drain(): Promise<void> {
    this.commit();
    while (this.running > 0 || this.queue.length > 0) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
  }

  private pump(): void {
    while (this.running < this.ctx.concurrency && this.queue.length > 0) {
      const file = this.queue.shift() as ScannedFile;
      this.running += 1;
      this.counts.handled += 1;
      void this.call(file).finally(() => {
        this.running -= 1;
        this.pump();
        if (this.backlog <= this.maxBacklog / 2) wakeAll(this.roomWaiters);
        if (this.running === 0 && this.queue.length === 0) {
          this.idleWaiters = wakeAll(this.idleWaiters);
        }
      });
    }
  }

  private async call(file: ScannedFile): Promise<void> {
    try {
      await this.ctx.handlers.onChanged(file);
    } catch (err) {
      this.counts.errors += 1;
      this.ctx.log.warn({ err, path: file.path }, 'source file handler failed; it will be offered again');
    }
  }
}

function wakeAll(waiters: (() => void)[]): (() => void)[] {
  const list = waiters.splice(0, waiters.length);
  for (const wake of list) wake();
  return waiters;
}

/** The walk of one healthy root. */
class RootWalk {
  /** Set when the root itself could not be listed during the walk. */
  rootUnreadable: string | undefined;
  private readonly stack: Task[];
  private active = 0;
  private waiters: (() => void)[] = [];
  /** Folders that could not be listed: nothing below them is removed. */
  private readonly failedDirs: string[] = [];
  /** Files that could not be stat-ed (not because they are gone): kept. */
  private readonly uncertain = new Set<string>();
  /** Indexed (device:inode) → path, built on the first new file of a non-empty index. */
  private byInode: Map<string, string> | undefined;
  /** New path → indexed path with the same device and inode. */
  private readonly moveCandidates = new Map<string, string>();
  private readonly rootPrefix: string;
  /** Rows whose device/inode or media flag changed without the file changing (batched writes). */
  private refreshes: IndexRow[] = [];

  constructor(
    private readonly ctx: RunContext,
    private readonly scan: ScanRun,
    private readonly root: string,
    private readonly indexed: Map<string, Entry>,
    private readonly summary: RootSummary,
    private readonly intact?: (path: string) => Promise<boolean>,
  ) {
    this.stack = [{ dir: root }];
    this.rootPrefix = root.endsWith(path.sep) ? root : root + path.sep;
  }

  async run(): Promise<void> {
    const workers: Promise<void>[] = [];
    for (let i = 0; i < this.ctx.concurrency; i += 1) workers.push(this.worker());
    await Promise.all(workers);
    this.scan.dispatcher.commit();
    this.flushRefreshes();
  }

  private flushRefreshes(): void {
    if (this.refreshes.length === 0) return;
    const batch = this.refreshes;
    this.refreshes = [];
    this.ctx.index.refresh(batch, this.ctx.scanId);
  }

  private async worker(): Promise<void> {
    const { dispatcher } = this.scan;
    for (;;) {
      if (this.ctx.signal?.aborted) {
        this.stack.length = 0;
        this.waiters = wakeAll(this.waiters);
        return;
      }
      if (dispatcher.backlog > 0) await dispatcher.waitForRoom();
      const task = this.stack.pop();
      if (task === undefined) {
        if (this.active === 0) {
          this.waiters = wakeAll(this.waiters);
          return;
        }
        await new Promise<void>((resolve) => this.waiters.push(resolve));
        continue;
      }
      this.active += 1;
      try {
        if (task.names === undefined) await this.readDir(task.dir);
        else await this.statFiles(task.dir, task.names, task.kinds);
      } finally {
        this.active -= 1;
      }
      dispatcher.maybeCommit();
      this.scan.publishProgress();
      this.waiters = wakeAll(this.waiters);
    }
  }

  private async readDir(dir: string): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      this.failDir(dir, err);
      return;
    }
    let names: string[] = [];
    let kinds: Kind[] = [];
    for (const entry of entries) {
      const name = entry.name;
      if (isIgnoredName(name)) continue;
      let kind: Kind;
      if (entry.isDirectory()) {
        this.stack.push({ dir: join(dir, name) });
        continue;
      } else if (entry.isFile()) kind = FILE;
      else if (entry.isSymbolicLink()) kind = LINK;
      else if (entry.isFIFO() || entry.isSocket() || entry.isBlockDevice() || entry.isCharacterDevice()) continue;
      else kind = UNKNOWN; // some network/FUSE file systems don't report entry types
      names.push(name);
      kinds.push(kind);
      if (names.length === FILE_CHUNK) {
        this.stack.push({ dir, names, kinds });
        names = [];
        kinds = [];
      }
    }
    if (names.length > 0) this.stack.push({ dir, names, kinds });
  }

  private failDir(dir: string, err: unknown): void {
    const code = (err as NodeJS.ErrnoException).code;
    if (dir === this.root) {
      this.rootUnreadable = describeFsError(err, 'source folder cannot be listed');
    } else {
      this.ctx.log.warn({ dir, code }, 'source folder could not be listed; its files are kept as they are');
    }
    this.failedDirs.push(dir);
    this.scan.counts.errors += 1;
    this.summary.errors += 1;
  }

  private async statFiles(dir: string, names: string[], kinds: Kind[]): Promise<void> {
    for (let i = 0; i < names.length; i += 1) {
      if (this.ctx.signal?.aborted) return;
      const filePath = join(dir, names[i] as string);
      let info: Stats;
      try {
        if (kinds[i] === UNKNOWN) {
          const own = await lstat(filePath);
          if (own.isDirectory()) {
            this.stack.push({ dir: filePath });
            continue;
          }
          info = own.isSymbolicLink() ? await stat(filePath) : own;
        } else {
          info = await stat(filePath); // follows a symlinked file; one call either way
        }
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // A file gone since the listing is not there; a link whose target is missing is judged by
        // the target's folder (a link into a dropped mount is not a deleted file).
        if (
          code === 'ENOENT' &&
          (kinds[i] === FILE || (await probeSourcePresence(filePath, this.root)).state === 'gone')
        )
          continue;
        this.uncertain.add(filePath);
        this.scan.counts.errors += 1;
        this.summary.errors += 1;
        this.ctx.log.warn({ path: filePath, code }, 'source file could not be read; kept as it is');
        continue;
      }
      if (!info.isFile()) continue; // symlinked folders are never followed
      const quiet = this.visit(filePath, info);
      if (quiet && this.intact && !(await this.intact(filePath))) {
        this.scan.counts.repaired += 1;
        this.scan.dispatcher.enqueueCommitted(this.file(quiet.row, 'repair', quiet.entry));
      }
    }
  }

  /** Index one file; returns the row of an unchanged media file nothing else was done for. */
  private visit(filePath: string, info: Stats): { row: IndexRow; entry: Entry } | undefined {
    const { counts } = this.scan;
    const { index, dispatcher } = { index: this.ctx.index, dispatcher: this.scan.dispatcher };
    counts.seen += 1;
    this.summary.seen += 1;
    let entry = this.indexed.get(filePath);
    if (entry) entry.seen = true;
    const isMedia = index.isMedia(filePath);
    let changed =
      entry === undefined ||
      differs(entry, { size: info.size, mtimeMs: info.mtimeMs, inode: info.ino, device: info.dev });
    if (changed && !this.ctx.dryRun) {
      // The monitor may have indexed it since this scan loaded the root.
      const live = index.get(filePath);
      if (live && !differs(live, { size: info.size, mtimeMs: info.mtimeMs, inode: info.ino, device: info.dev })) {
        entry = live;
        changed = false;
      }
    }
    if (!changed && entry && isMedia && entry.is_media === 0) changed = true; // became media
    const row: IndexRow = {
      path: filePath,
      root: this.root,
      size: info.size,
      mtimeMs: info.mtimeMs,
      inode: info.ino,
      device: info.dev,
      isMedia,
    };
    if (!changed && entry) {
      counts.unchanged += 1;
      this.summary.unchanged += 1;
      if (entry.device !== info.dev || entry.inode !== info.ino || (entry.is_media === 1 && !isMedia)) {
        counts.refreshed += 1;
        if (!this.ctx.dryRun) {
          this.refreshes.push(row);
          if (this.refreshes.length >= WRITE_BATCH) this.flushRefreshes();
        }
      } else if (this.ctx.resume && isMedia && entry.status === UNPROCESSED && entry.last_processed_at === null) {
        counts.resumed += 1;
        dispatcher.enqueueCommitted(this.file(row, 'unfinished', entry));
      } else if (isMedia) {
        return { row, entry };
      }
      return undefined;
    }
    counts.changed += 1;
    this.summary.changed += 1;
    let deferred = false;
    if (entry === undefined && this.indexed.size > 0) {
      const from = this.inodeIndex().get(`${info.dev}:${info.ino}`);
      if (from !== undefined && from !== filePath) {
        this.moveCandidates.set(filePath, from);
        deferred = true;
      }
    }
    const file = isMedia ? this.file(row, entry ? 'modified' : 'new', entry) : null;
    dispatcher.stage({ row, file, deferred });
    return undefined;
  }

  private file(row: IndexRow, reason: ScannedFile['reason'], entry: Entry | undefined): ScannedFile {
    const file: ScannedFile = {
      path: row.path,
      root: this.root,
      relativePath: row.path.slice(this.rootPrefix.length),
      size: row.size,
      mtimeMs: row.mtimeMs,
      inode: row.inode,
      device: row.device,
      isMedia: row.isMedia,
      reason,
    };
    if (entry && reason === 'modified') {
      file.previous = { size: entry.size, mtimeMs: entry.mtime_ms, inode: entry.inode };
    }
    return file;
  }

  private inodeIndex(): Map<string, string> {
    if (!this.byInode) {
      this.byInode = new Map();
      for (const [p, e] of this.indexed) this.byInode.set(`${e.device}:${e.inode}`, p);
    }
    return this.byInode;
  }

  /** After a complete walk of a healthy root: report and forget the files that are gone. */
  async removeMissing(): Promise<void> {
    const { ctx } = this;
    const { counts } = this.scan;
    const failed = this.failedDirs.map((d) => (d.endsWith(path.sep) ? d : d + path.sep));
    const gone: { path: string; isMedia: boolean }[] = [];
    for (const [p, entry] of this.indexed) {
      if (entry.seen) continue;
      if (this.uncertain.has(p) || failed.some((prefix) => p.startsWith(prefix))) {
        counts.held += 1;
        this.summary.held += 1;
        continue;
      }
      gone.push({ path: p, isMedia: entry.is_media === 1 });
    }
    const movedFrom = new Map<string, string>();
    if (gone.length > 0 && ctx.maxRemovalFraction !== undefined && this.indexed.size >= 10) {
      const fraction = gone.length / this.indexed.size;
      if (fraction > ctx.maxRemovalFraction) {
        counts.held += gone.length;
        this.summary.held += gone.length;
        const reason = `${gone.length} of ${this.indexed.size} indexed files are gone; removals held (cap ${ctx.maxRemovalFraction})`;
        ctx.log.warn({ root: this.root }, reason);
        ctx.bus.publish('error', { message: `Source folder ${this.root}: ${reason}` });
        await this.scan.dispatcher.releaseDeferred();
        return;
      }
    }
    const goneSet = new Set(gone.map((g) => g.path));
    for (const [to, from] of this.moveCandidates) if (goneSet.has(from)) movedFrom.set(to, from);

    const done: string[] = [];
    const flush = (): void => {
      if (done.length === 0) return;
      const batch = done.splice(0, done.length);
      if (!ctx.dryRun) ctx.index.remove(batch);
    };
    // Changed files of this root are handled first; moves wait for the removals below.
    await this.scan.dispatcher.drain();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < gone.length && !ctx.signal?.aborted) {
        const item = gone[next++] as { path: string; isMedia: boolean };
        if (item.isMedia) {
          try {
            await ctx.handlers.onRemoved({ path: item.path, root: this.root });
          } catch (err) {
            counts.errors += 1;
            this.summary.errors += 1;
            ctx.log.warn({ err, path: item.path }, 'removal handler failed; the file stays indexed');
            continue;
          }
        }
        counts.removed += 1;
        this.summary.removed += 1;
        done.push(item.path);
        if (done.length >= WRITE_BATCH) flush();
      }
    };
    await Promise.all(Array.from({ length: Math.min(ctx.concurrency, gone.length) }, worker));
    flush();
    await this.scan.dispatcher.releaseDeferred(movedFrom);
  }
}

function join(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}
