import type { AppDatabase } from '../../db/database.js';
import { parseSourceRoots } from '../../config/source-dirs.js';
import type { ScansRepository } from '../../db/repositories/scans.repository.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { SourceIndex } from './source-index.js';
import { checkRootHealth, type RootIndexView } from './source-roots.js';
import { Dispatcher } from './dispatcher.js';
import { RootWalk, type WalkEntry } from './root-walk.js';
import type {
  RootSummary,
  ScanCounts,
  ScanHandlers,
  ScanOptions,
  ScanRunContext,
  ScanStatus,
  ScanSummary,
} from './scan-types.js';

interface SourceScannerOptions {
  database: AppDatabase;
  /** Where each scan's start and end is kept. */
  scans: ScansRepository;
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

function clampConcurrency(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value) || value < 1) return DEFAULT_CONCURRENCY;
  return Math.min(MAX_CONCURRENCY, Math.floor(value));
}

/**
 * Walks the source folders and keeps the source index in step with them: new and
 * changed files are written to the index and handed to `onChanged`; unchanged files cost one stat
 * and nothing else; files gone from a healthy root go to `onRemoved` and leave the index. An
 * unhealthy root (missing, unreadable, suddenly empty, another device) is skipped whole: nothing is
 * removed and the reason is reported.
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
    this.scans = options.scans;
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
      concurrentIndexing: options.concurrentIndexing ?? true,
      progressEvery: this.progressEvery,
      progressIntervalMs: this.progressIntervalMs,
      maxRemovalFraction: this.maxRemovalFraction,
    });
    this.bus.publish('scan_started', { scanId: eventId, sourceDirs });
    this.log.info({ scanId, kind, roots: sourceDirs, dryRun }, 'source scan started');

    let status: ScanStatus;
    let message: string | undefined;
    // Handlers can finish in a burst and then wait on TMDB: what they did is told within a tick.
    const ticker = setInterval(() => run.publishProgress(), this.progressIntervalMs);
    ticker.unref();
    try {
      for (const root of sourceDirs) {
        if (options.signal?.aborted) break;
        await run.scanRoot(root);
      }
      await run.dispatcher.drain();
      await handlers.settle?.();
      const healthy = run.rootSummaries.filter((r) => r.healthy).length;
      if (options.signal?.aborted) {
        status = 'cancelled';
        message = 'scan cancelled';
      } else if (sourceDirs.length === 0) {
        status = 'failed';
        message = 'no source folders configured';
      } else if (healthy === 0) {
        status = 'failed';
        message = unhealthyText(run.rootSummaries);
      } else {
        const verdict = handlers.verdict?.();
        const leftOut = healthy < sourceDirs.length ? unhealthyText(run.rootSummaries) : undefined;
        status = verdict !== undefined ? 'failed' : leftOut !== undefined ? 'partial' : 'completed';
        // A folder left out is said even when the others were fine: the dashboard shows it paused.
        message = [verdict, leftOut].filter((part) => part !== undefined).join('; ') || undefined;
      }
      run.addOutcomes();
    } catch (err) {
      await run.dispatcher.drain().catch(() => undefined);
      await handlers.settle?.().catch(() => undefined);
      const finishedAt = this.now();
      const text = err instanceof Error ? err.message : String(err);
      if (scanId !== null) this.recordEnd(scanId, 'failed', finishedAt, run.counts, text);
      this.bus.publish('scan_failed', { scanId: eventId, message: text });
      this.log.error({ err, scanId }, 'source scan failed');
      throw err;
    } finally {
      clearInterval(ticker);
    }
    const finishedAt = this.now();
    if (scanId !== null) this.recordEnd(scanId, status, finishedAt, run.counts, message ?? null);
    run.publishProgress(true);
    if (status === 'completed' || status === 'partial') {
      this.bus.publish('scan_completed', { scanId: eventId, counts: { ...run.counts } });
    } else {
      this.bus.publish('scan_failed', { scanId: eventId, message: message ?? status, counts: { ...run.counts } });
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

/** The scan's own counters; handler outcomes of the same name are not taken (see `addOutcomes`). */
const SCAN_COUNT_NAMES = [
  'seen',
  'changed',
  'unchanged',
  'removed',
  'errors',
  'handled',
  'resumed',
  'refreshed',
  'held',
  'moved',
  'repaired',
] as const;

function unhealthyText(roots: readonly RootSummary[]): string {
  return roots
    .filter((r) => !r.healthy)
    .map((r) => `${r.root}: ${r.reason ?? 'unavailable'}`)
    .join('; ');
}

/** One scan: counters, the handler dispatcher and the per-root walks. */
class ScanRun {
  readonly counts = Object.fromEntries(SCAN_COUNT_NAMES.map((name) => [name, 0])) as ScanCounts;
  readonly rootSummaries: RootSummary[] = [];
  readonly dispatcher: Dispatcher;
  /** Files stat-ed plus handler calls finished at the last progress event. */
  private lastProgressMark = 0;
  private handlersDone = 0;
  private lastProgressAt: number;

  constructor(private readonly ctx: ScanRunContext) {
    this.dispatcher = new Dispatcher(ctx, this.counts, () => {
      // Organising is the slow part: a person sees links being made, not only files stat-ed.
      this.handlersDone += 1;
      this.publishProgress();
    });
    this.lastProgressAt = ctx.now();
  }

  /** The handlers' outcome counts, copied into the scan's counts under their own names. */
  addOutcomes(): void {
    const outcomes = this.ctx.handlers.outcomes?.() ?? {};
    for (const [name, value] of Object.entries(outcomes)) {
      if (!(SCAN_COUNT_NAMES as readonly string[]).includes(name)) this.counts[name] = value;
    }
  }

  publishProgress(force = false): void {
    const now = this.ctx.now();
    const mark = this.counts.seen + this.handlersDone;
    if (
      force ||
      mark - this.lastProgressMark >= this.ctx.progressEvery ||
      now - this.lastProgressAt >= this.ctx.progressIntervalMs
    ) {
      if (!force && mark === this.lastProgressMark) return;
      this.lastProgressMark = mark;
      this.lastProgressAt = now;
      this.addOutcomes();
      this.ctx.bus.publish('scan_progress', {
        scanId: this.ctx.eventId,
        seen: this.counts.seen,
        counts: { ...this.counts },
      });
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
    const indexed = ctx.index.loadRoot(root) as Map<string, WalkEntry>;
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
function mapView(indexed: Map<string, WalkEntry>): RootIndexView {
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
