import path from 'node:path';
import type { ProcessingOption } from '@cinesync/common';
import type { ConfigStore } from '../../config/config-store.js';
import type { AppDatabase } from '../../db/database.js';
import type { Repositories } from '../../db/repositories/repositories.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { readConfigStatus } from '../../config/config-status.js';
import { unavailable } from '../../errors.js';
import { classifySettingsFrom } from '../../config/classify-settings.js';
import { sweepBrokenLinks, type BrokenLinkSweepResult } from '../link/broken-link-sweep.js';
import { removeRecordedLink } from '../link/remove-own-link.js';
import { SourceMonitor } from '../monitor/source-monitor.js';
import type { Organiser } from '../organiser.js';
import type { OrganiseResult, SourceFileRef } from '../organise-types.js';
import type { RemovedFile, RootSummary, ScanHandlers, ScanSummary } from '../scan/scan-types.js';
import { SourceScanner } from '../scan/scanner.js';
import { parseSourceRoots } from '../../config/source-dirs.js';
import { resolveUsableFolders, sourceRootsOf } from '../../config/usable-folders.js';
import { refuseWholeSources } from '../../config/whole-source-guard.js';
import { checkRootHealth } from '../scan/source-roots.js';
import { resolveProcessingTarget } from '../session/resolve-processing-target.js';
import type { ProcessingSession } from '../session/processing-session.js';
import type { ActivityLog } from './activity-log.js';
import { LinkRepair } from './link-repair.js';
import { recheckLinkedRecords, type RecheckProgress } from './records-recheck.js';
import { RootLeases } from './root-leases.js';
import type { InstanceLocksRepository } from '../../db/repositories/instance-locks.repository.js';
import { Removal } from '../../db/repositories/trash.repository.js';
import { ScanRequests, type FullScanWork, type ScanTicket, type FileRescanResult } from './scan-requests.js';
import { recheckSourceFiles } from './source-file-recheck.js';
import { OutcomeTally } from './scan-verdict.js';

const BROKEN_LINK_REASON = 'Source file is gone (broken link)';
const SOURCE_GONE_REASON = 'Source file was removed';

interface ServiceStatus {
  isRunning: boolean;
  monitorRunning: boolean;
  sourceDir: string;
  destinationDir: string;
}

export interface OrganiserServiceDeps {
  config: ConfigStore;
  database: AppDatabase;
  repositories: Pick<Repositories, 'scans'>;
  bus: EventBus;
  log: Logger;
  organiser: Organiser;
  activity: ActivityLog;
  now?: () => number;
  /** Monitor timings for tests. */
  monitorOptions?: { settleMs?: number; pollIntervalMs?: number; rescanIntervalMs?: number };
  /** Who works which source folder when several instances share the store; absent, this one works all. */
  locks?: InstanceLocksRepository;
  /** How often to try to take over source folders another instance let go (default 2 s). */
  leasePollMs?: number;
  /**
   * Before a full scan walks its source folders (an rclone mount's cache refreshed, so the walk
   * sees what the remote holds now). Expected not to throw and to bound its own time.
   */
  beforeScan?: (roots: readonly string[]) => Promise<void>;
}

interface RunScanOptions {
  dryRun?: boolean;
  kind?: string;
  signal?: AbortSignal;
  onResult?: (result: OrganiseResult) => void;
}

/**
 * MediaHub as the Services tab shows it: the main service (a full scan, then the monitor) and the
 * standalone monitor, started and stopped in-process. Every scan, whoever asks for it, goes through
 * one scanner so two never overlap.
 */
export class OrganiserService {
  private monitor: SourceMonitor | undefined;
  private mainRunning = false;
  private mainAbort: AbortController | undefined;
  private scanQueue: Promise<unknown> = Promise.resolve();
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly leases: RootLeases;
  /** The source folders of the last scan that walked them, healthy or not. */
  private lastScanRoots: RootSummary[] = [];
  private readonly requests: ScanRequests;

  constructor(private readonly deps: OrganiserServiceDeps) {
    this.requests = new ScanRequests({
      enqueue: (task) => this.queued(task),
      fullScan: (work) => this.scanNow(work),
      rescanFiles: (files, kinds) => this.rescanFilesNow(files, kinds),
      now: deps.now ?? Date.now,
    });
    this.leases = new RootLeases({
      locks: deps.locks,
      log: deps.log,
      activity: deps.activity,
      usableRoots: () => this.roots(),
      onGained: () => this.organiseGainedRoots(),
      pollMs: deps.leasePollMs,
    });
  }

  status(): ServiceStatus {
    return {
      isRunning: this.mainRunning,
      monitorRunning: this.monitor?.isRunning ?? false,
      sourceDir: this.deps.config.get('SOURCE_DIR'),
      destinationDir: this.deps.config.get('DESTINATION_DIR'),
    };
  }

  /**
   * The source folders that may be organised now, judged on their real paths at every call: one
   * that became a link into a refused folder, or that overlaps the library, is not a source at
   * all. `onRefused` hears each folder left out and why.
   */
  async roots(onRefused?: (folder: string, problem: string) => void): Promise<string[]> {
    const folders = await resolveUsableFolders(this.deps.config);
    for (const { folder, problem } of folders.refusedSources) onRefused?.(folder, problem);
    return sourceRootsOf(folders);
  }

  /**
   * The source folders this instance organises and watches (see {@link RootLeases}); a folder
   * that can't be used is said in the log and the activity log.
   */
  private async rootsToWork(): Promise<string[]> {
    const usable = await this.roots((folder, problem) => {
      this.deps.log.warn({ path: folder, problem }, 'source folder not used');
      this.deps.activity.write('WARNING', `Source ${folder} is not used: ${problem}`);
    });
    return this.leases.claim(usable);
  }

  /**
   * The source folders the last scan or monitor start left to another instance, with who holds
   * each (what that instance joined the store as, and since when).
   */
  rootsLeftToOthers(): { root: string; holder: { name: string; since: string } | null }[] {
    return this.leases.heldByOthers();
  }

  /** Folders another instance let go were taken: scan them and watch them with the rest. */
  private async organiseGainedRoots(): Promise<void> {
    const watching = this.monitor?.isRunning ?? false;
    if (watching) await this.stopMonitor();
    if (this.mainRunning || watching) {
      await this.runScan({ kind: 'service', signal: this.mainAbort?.signal });
      if (this.mainRunning || watching) await this.startMonitor();
    }
  }

  private scanner(): SourceScanner {
    const { database, bus, log, config, now } = this.deps;
    return new SourceScanner({
      database,
      scans: this.deps.repositories.scans,
      bus,
      log,
      now,
      concurrency: config.getInteger('MAX_PROCESSES'),
      mediaExtensions: new Set(classifySettingsFrom(config).allowedExtensions),
    });
  }

  /**
   * Organise every changed file of every source folder once. Resolves with a scan that started
   * after the call: the one waiting for its turn when there is one (it is joined, see
   * ScanRequests), else a new one queued behind the scans and sweeps before it.
   */
  runScan(options: RunScanOptions = {}): Promise<{ summary: ScanSummary; results: OrganiseResult[] }> {
    return this.requestScan(options).done;
  }

  /** As `runScan`, and the ticket of the run (Bazarr's command reads its id and state). */
  requestScan(
    options: RunScanOptions = {},
  ): ScanTicket & { done: Promise<{ summary: ScanSummary; results: OrganiseResult[] }> } {
    return this.requests.requestScan({
      kind: options.kind ?? 'manual',
      dryRun: options.dryRun,
      signal: options.signal,
      onResult: options.onResult,
    });
  }

  /**
   * Re-check the source files of one title or folder (`key`) as a scan would, touching no other
   * file. Requests for a key coalesce like full scans: the waiting run is joined.
   */
  requestFileRescan(
    key: string,
    files: readonly string[],
    kind: string,
  ): ScanTicket & { done: Promise<FileRescanResult> } {
    return this.requests.requestFileRescan(key, files, kind);
  }

  private async rescanFilesNow(files: readonly string[], kinds: readonly string[]): Promise<FileRescanResult> {
    const result = await recheckSourceFiles(
      {
        organiser: this.deps.organiser,
        index: this.scanner().index,
        roots: await this.rootsToWork(),
        removeSource: (file, libraryRoot) => this.removeSource(file, libraryRoot),
      },
      files,
    );
    this.deps.activity.write(
      'INFO',
      `Rescan (${kinds.join(', ')}) of ${files.length === 1 ? files[0] : `${files.length} files`}: ` +
        `${result.checked} checked, ${result.organised} organised, ${result.repaired} repaired, ` +
        `${result.removed} removed, ${result.kept} kept`,
    );
    if (result.organised + result.repaired + result.removed > 0) this.deps.bus.publish('stats_changed', {});
    return result;
  }

  /** One scan, now: only ever called in its turn of the queue. */
  private async scanNow(work: FullScanWork): Promise<{ summary: ScanSummary; results: OrganiseResult[] }> {
    if (this.deps.beforeScan) await this.deps.beforeScan(await this.roots());
    const run = await this.deps.organiser.newRun({ batchRecords: true, removal: new Removal('source gone') });
    const results: OrganiseResult[] = [];
    const tally = new OutcomeTally();
    const handled = (result: OrganiseResult) => {
      results.push(result);
      tally.add(result);
      work.onResult(result);
    };
    const repair = new LinkRepair(this.deps.organiser.records, run.libraryRoot);
    const handlers: ScanHandlers = {
      intactCheck: (root) => repair.intactCheck(root),
      lookAhead: (files) => this.deps.organiser.records.readAhead(files.map((f) => f.path)),
      onChanged: async (file) => {
        const relocated = file.reason === 'repair' && !work.dryRun ? await repair.relocate(file.path) : null;
        if (relocated) {
          this.deps.activity.write(
            'INFO',
            `Record of ${file.path} follows its moved link ${relocated.destinationPath}`,
          );
          this.deps.bus.publish('file_operation_update', {
            filePath: file.path,
            destinationPath: relocated.destinationPath ?? undefined,
          });
          handled(relocated);
          return;
        }
        const result = await this.deps.organiser.organise(
          run,
          { path: file.path, root: file.root, size: file.size },
          {
            dryRun: work.dryRun,
          },
        );
        handled(result);
      },
      onRemoved: async (file) => {
        if (!work.dryRun) await this.removeSource(file, run.libraryRoot, run.removal);
      },
      settle: async () => {
        this.deps.organiser.records.flush();
        // The decisions' announcements run on the promises the flush settled.
        await new Promise<void>((resolve) => setImmediate(resolve));
      },
      outcomes: () => tally.snapshot(),
      verdict: () => tally.verdict(),
    };
    const roots = await this.rootsToWork();
    this.deps.activity.write(
      'INFO',
      `Scan started (${work.kinds.join(', ')}) of ${roots.join(', ') || 'no source folders'}`,
    );
    const summary = await this.scanner().scan(roots, handlers, {
      dryRun: work.dryRun,
      kind: work.kinds[0],
      signal: work.signal,
      concurrentIndexing: this.monitor?.isRunning ?? false,
    });
    if (!work.dryRun) this.lastScanRoots = summary.roots;
    this.deps.activity.write(
      summary.status === 'completed' ? 'INFO' : 'WARNING',
      `Scan ${summary.status}: ${JSON.stringify(summary.counts)}${summary.message ? ` (${summary.message})` : ''}`,
    );
    for (const root of summary.roots.filter((r) => !r.healthy)) {
      this.deps.activity.write(
        'WARNING',
        `Source ${root.root} skipped: ${root.reason ?? 'unhealthy'}; nothing was removed`,
      );
    }
    return { summary, results };
  }

  /** Scans and sweeps take turns: two never walk the same folders at once. */
  private queued<T>(task: () => Promise<T>): Promise<T> {
    const next = this.scanQueue.then(task, task);
    this.scanQueue = next.catch(() => undefined);
    return next;
  }

  /**
   * Remove library links whose source is gone, under the same health guard as removals. A sweep is
   * one removal, or part of the caller's (the database update's).
   */
  sweepBrokenLinks(signal?: AbortSignal, removal = new Removal('sweep')): Promise<BrokenLinkSweepResult> {
    return this.queued(async () => {
      const status = await readConfigStatus(this.deps.config);
      if (status.needsConfiguration) throw unavailable('DESTINATION_DIR is not set to an existing folder');
      const { organiser, activity, bus, now } = this.deps;
      const index = this.scanner().index;
      const result = await sweepBrokenLinks({
        libraryRoot: status.effectiveRootDir,
        sourceRoots: await this.roots(),
        checkHealth: (root) => checkRootHealth(root, index),
        now: now ?? Date.now,
        signal,
        onRemoved: (link, target, text) => {
          const record = organiser.records.byDestination(link);
          if (record) {
            organiser.ledger.recordRemoval(
              { originalPath: link, trashPath: '', kind: 'link', linkTarget: text },
              [record],
              {
                records: 'delete',
                reason: BROKEN_LINK_REASON,
              },
              removal,
            );
          } else {
            organiser.records.recordRemoved(target, link, BROKEN_LINK_REASON);
          }
          activity.write('INFO', `Broken link removed: ${link} (source ${target} is gone)`);
          bus.publish('file_operation_update', {
            filePath: record?.source_path ?? target,
            destinationPath: link,
            status: 'deleted',
            operation: 'delete',
            reason: BROKEN_LINK_REASON,
          });
        },
      });
      for (const { root, reason } of result.unhealthyRoots) {
        activity.write('WARNING', `Broken links into ${root} kept: ${reason}`);
      }
      const kept = result.keptUnknown.length;
      activity.write(
        kept > 0 ? 'WARNING' : 'INFO',
        `Broken-link sweep: ${result.checkedLinks} links checked, ${result.removed.length} removed` +
          (kept > 0 ? `, ${kept} kept because their source can't be checked (${result.keptUnknown[0]?.reason})` : ''),
      );
      if (result.removed.length > 0) bus.publish('stats_changed', {});
      return result;
    });
  }

  /**
   * The database update: every linked record re-checked against the disk, then the broken-link
   * sweep. A record whose source is gone (its folder says so plainly, under a healthy root) loses
   * link and record as a scan would remove them; one whose link is missing or points elsewhere
   * follows its moved link or is organised again (the scan's link repair). Can't tell is not gone:
   * a record under an unhealthy root, or whose source can't be checked, is kept. Runs in the scan
   * queue, so it never overlaps a scan or a sweep.
   */
  async recheckRecords(
    onProgress: (progress: RecheckProgress) => void,
    signal?: AbortSignal,
  ): Promise<RecheckProgress> {
    // What the update removes, records and broken links alike, is restored as one.
    const removal = new Removal('database update');
    const progress = await this.queued(async () =>
      recheckLinkedRecords(
        {
          organiser: this.deps.organiser,
          activity: this.deps.activity,
          index: this.scanner().index,
          run: await this.deps.organiser.newRun({ removal }),
          removeSource: (file, run) => this.removeSource(file, run.libraryRoot, run.removal),
        },
        await this.roots(),
        onProgress,
        signal,
      ),
    );
    if (!signal?.aborted) {
      const swept = await this.sweepBrokenLinks(signal, removal);
      progress.removed += swept.removed.length;
    }
    if (progress.removed + progress.repaired > 0) this.deps.bus.publish('stats_changed', {});
    this.deps.activity.write(
      'INFO',
      `Database update: ${progress.checked} records checked, ${progress.repaired} repaired, ` +
        `${progress.removed} removed, ${progress.kept} kept`,
    );
    return progress;
  }

  /**
   * A source file is gone from a healthy root: remove its link and record (restorable), log it.
   * A scan's removals are one `removal`; one the monitor saw is a removal of its own.
   */
  async removeSource(
    file: RemovedFile,
    libraryRoot?: string,
    removal = new Removal('source gone', [file.path]),
  ): Promise<void> {
    const { organiser } = this.deps;
    const record = organiser.records.bySource(file.path);
    const root = libraryRoot ?? (await readConfigStatus(this.deps.config)).effectiveRootDir;
    const destination = record?.destination_path ?? null;
    if (record?.status === 'linked' && destination && root) {
      await removeRecordedLink(
        organiser.ledger,
        root,
        record,
        { records: 'delete', reason: SOURCE_GONE_REASON },
        removal,
      );
    } else {
      organiser.records.recordRemoved(file.path, destination, SOURCE_GONE_REASON);
    }
    this.deps.activity.write(
      'INFO',
      `Source removed: ${file.path}${destination ? `; link ${destination} removed` : ''}`,
    );
    this.deps.bus.publish('file_operation_update', {
      filePath: file.path,
      destinationPath: destination ?? undefined,
      status: 'deleted',
      operation: 'delete',
      reason: SOURCE_GONE_REASON,
    });
    this.deps.bus.publish('stats_changed', {});
  }

  /**
   * The source files a processing request means. A skip or forced re-link of a whole source folder,
   * or of a folder holding one, is refused before anything is read (see {@link refuseWholeSources}).
   */
  async resolveTarget(sourcePath: string, option?: ProcessingOption | ''): Promise<SourceFileRef[]> {
    const status = await readConfigStatus(this.deps.config);
    const libraryRoot = status.effectiveRootDir || path.resolve(this.deps.config.dataDir, 'no-library');
    const sourceRoots = await this.roots();
    const action = option === 'skip' ? 'skip' : option === 'force' ? 'force re-link' : undefined;
    if (action) {
      const target = path.isAbsolute(sourcePath) ? sourcePath : path.resolve(libraryRoot, sourcePath);
      await refuseWholeSources([target], parseSourceRoots(this.deps.config.get('SOURCE_DIR')), action);
    }
    return resolveProcessingTarget(
      {
        libraryRoot,
        sourceRoots,
        allowedExtensions: classifySettingsFrom(this.deps.config).allowedExtensions,
      },
      sourcePath,
    );
  }

  /** Bulk auto-process: a scan organises what changed, then files left unprocessed are retried. */
  async bulkProcess(session: ProcessingSession): Promise<void> {
    const { summary, results } = await this.runScan({
      kind: 'bulk',
      signal: session.signal,
      onResult: (r) =>
        session.output(`${r.status}: ${r.sourcePath}${r.destinationPath ? ` → ${r.destinationPath}` : ''}`),
    });
    const handled = new Set(results.map((r) => r.sourcePath));
    const leftover = (await this.unprocessedFiles()).filter((f) => !handled.has(f.path));
    if (leftover.length > 0 && !session.isStopped) {
      session.output(`Retrying ${leftover.length} unprocessed files`);
      await session.run({ autoSelect: true, bulkAutoProcess: true }, leftover);
      return;
    }
    session.output(`Scan ${summary.status}: ${JSON.stringify(summary.counts)}`);
    session.structured('progress', { step: 'Complete', current: 1, total: 1, percent: 100 });
    session.finish(session.isStopped ? 'Processing was stopped' : undefined);
  }

  /** Media files the index holds as never (or not yet) handled, e.g. left pending by a TMDB outage. */
  async unprocessedFiles(): Promise<SourceFileRef[]> {
    const rows = this.scanner().index.unprocessedMedia();
    const roots = new Set(await this.roots());
    return rows.filter((r) => roots.has(r.root)).map((r) => ({ path: r.path, root: r.root, size: r.size }));
  }

  async start(): Promise<void> {
    if (this.mainRunning) return;
    this.mainRunning = true;
    this.mainAbort = new AbortController();
    this.deps.activity.write('INFO', 'MediaHub service started');
    this.leases.watch();
    const signal = this.mainAbort.signal;
    void this.runScan({ kind: 'service', signal })
      .then(() => (this.mainRunning && !signal.aborted ? this.startMonitor(signal) : undefined))
      .catch((err: unknown) => {
        this.deps.log.error({ err }, 'service scan failed');
        this.deps.activity.write('ERROR', `Service scan failed: ${(err as Error).message}`);
      });
  }

  async stop(): Promise<void> {
    const wasRunning = this.mainRunning;
    this.mainAbort?.abort();
    this.mainRunning = false;
    await this.stopMonitor();
    if (wasRunning) this.deps.activity.write('INFO', 'MediaHub service stopped');
    await this.scanQueue;
    this.leases.release();
    await this.deps.activity.flush();
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Start watching; `signal` is the service's, so a Stop during the start leaves nothing watching. */
  async startMonitor(signal?: AbortSignal): Promise<void> {
    if (this.monitor?.isRunning) return;
    const scanner = this.scanner();
    let libraryRoot = '';
    const run = async () => {
      const r = await this.deps.organiser.newRun();
      libraryRoot = r.libraryRoot;
      return r;
    };
    let current = await run().catch(() => undefined);
    if (signal?.aborted) return;
    const handlers: ScanHandlers = {
      onChanged: async (file) => {
        // A run whose library folder came to lead elsewhere links nothing more: judge it afresh.
        if (current === undefined || current.library.stale) current = await run();
        await this.deps.organiser.organise(current, { path: file.path, root: file.root, size: file.size });
      },
      onRemoved: (file) => this.removeSource(file, libraryRoot || undefined),
    };
    const monitor = new SourceMonitor({
      config: this.deps.config,
      bus: this.deps.bus,
      log: this.deps.log,
      index: scanner.index,
      now: this.deps.now,
      rescan: async () => {
        current = await run();
        return this.runScan({ kind: 'monitor' });
      },
      ...this.deps.monitorOptions,
    });
    const roots = await this.rootsToWork();
    if (signal?.aborted) {
      this.leases.release();
      return;
    }
    this.monitor = monitor;
    this.leases.watch();
    await monitor.start(roots, handlers);
    if (signal?.aborted) {
      if (this.monitor === monitor) this.monitor = undefined;
      await monitor.stop();
      return;
    }
    const every = this.deps.config.getInteger('SYMLINK_CLEANUP_INTERVAL');
    if (every > 0) {
      this.sweepTimer = setInterval(() => {
        this.sweepBrokenLinks().catch((err: unknown) => this.deps.log.warn({ err }, 'broken-link sweep failed'));
      }, every * 1000);
      this.sweepTimer.unref();
    }
    this.deps.activity.write('INFO', `Monitor started on ${roots.join(', ')}`);
  }

  async stopMonitor(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    if (!this.monitor) return;
    const m = this.monitor;
    this.monitor = undefined;
    await m.stop();
    this.deps.activity.write('INFO', 'Monitor stopped');
  }

  /**
   * Source folders not organised now, each with why: those the monitor waits for (a dropped
   * mount) while it runs, else those the last scan found unavailable.
   */
  unavailableRoots(): { root: string; reason: string }[] {
    if (this.monitor?.isRunning) {
      return this.monitor
        .status()
        .flatMap((r) => (r.removalsPaused === undefined ? [] : [{ root: r.root, reason: r.removalsPaused }]));
    }
    return this.lastScanRoots.flatMap((r) => (r.healthy ? [] : [{ root: r.root, reason: r.reason ?? 'unavailable' }]));
  }
}
