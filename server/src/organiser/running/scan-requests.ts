import type { OrganiseResult } from '../organise-types.js';
import type { ScanSummary } from '../scan/scan-types.js';

/** Where a requested run is, in the words Radarr and Sonarr use for their commands. */
export type ScanRequestStatus = 'queued' | 'started' | 'completed' | 'failed' | 'cancelled';

/**
 * A run of a scan as whoever asked for it sees it. Every request that joined the run holds the
 * same ticket: its id and state are the run's.
 */
export interface ScanTicket {
  readonly id: number;
  /** `all`, `all (dry run)`, or `files:<key>` (the source files of one title or folder). */
  readonly scope: string;
  readonly status: ScanRequestStatus;
  readonly queuedAt: number;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  /** What the run said at its end: what it did, or why it failed. */
  readonly message: string | null;
}

interface FullScanResult {
  summary: ScanSummary;
  results: OrganiseResult[];
}

/** What a re-check of some source files did, file by file. */
export interface FileRescanResult {
  checked: number;
  /** New or changed files organised again. */
  organised: number;
  /** Unchanged files whose link was missing or moved, followed or placed again. */
  repaired: number;
  /** Files gone from a healthy source folder: link and record removed (restorable). */
  removed: number;
  /** Files that could not be checked, or are no longer under a source folder this instance works. */
  kept: number;
}

interface FullScanRequest {
  /** Who asks (`bazarr`, `scheduled`, `bulk`…): the run's log line names everyone who joined it. */
  kind: string;
  dryRun?: boolean;
  /** This request no longer wants the run; it stops once every request that joined it said so. */
  signal?: AbortSignal;
  /** Told of every file the run organises. */
  onResult?: (result: OrganiseResult) => void;
}

export interface FullScanWork {
  kinds: readonly string[];
  dryRun: boolean;
  signal: AbortSignal;
  onResult: (result: OrganiseResult) => void;
}

interface ScanRequestsDeps {
  /** Runs a task after every task handed in before it: the organiser's one scan queue. */
  enqueue: <T>(task: () => Promise<T>) => Promise<T>;
  /** One scan of every source folder, run when its turn in the queue comes. */
  fullScan: (work: FullScanWork) => Promise<FullScanResult>;
  /** One re-check of the given source files, run when its turn in the queue comes. */
  rescanFiles: (files: readonly string[], kinds: readonly string[]) => Promise<FileRescanResult>;
  now: () => number;
}

class Run<T> implements ScanTicket {
  status: ScanRequestStatus = 'queued';
  startedAt: number | null = null;
  endedAt: number | null = null;
  message: string | null = null;
  readonly kinds: string[] = [];
  readonly abort = new AbortController();
  readonly done: Promise<T>;
  settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  private holders = 0;
  private heldToTheEnd = false;
  private readonly forget: (() => void)[] = [];

  constructor(
    readonly id: number,
    readonly scope: string,
    readonly queuedAt: number,
  ) {
    this.done = new Promise<T>((resolve, reject) => (this.settle = { resolve, reject }));
    // Nobody may be waiting (Bazarr's commands are fire and forget): a failure is in the ticket.
    this.done.catch(() => undefined);
  }

  /** One more request wants this run. It is aborted only once every request that joined it was. */
  join(kind: string, signal: AbortSignal | undefined): void {
    if (!this.kinds.includes(kind)) this.kinds.push(kind);
    if (!signal) {
      this.heldToTheEnd = true;
      return;
    }
    this.holders += 1;
    const release = () => {
      this.holders -= 1;
      if (this.holders === 0 && !this.heldToTheEnd) this.abort.abort();
    };
    if (signal.aborted) return release();
    signal.addEventListener('abort', release, { once: true });
    this.forget.push(() => signal.removeEventListener('abort', release));
  }

  begin(now: number): void {
    this.status = 'started';
    this.startedAt = now;
  }

  end(now: number, status: ScanRequestStatus, message: string): void {
    this.status = status;
    this.message = message;
    this.endedAt = now;
    for (const forget of this.forget.splice(0)) forget();
  }
}

class FullRun extends Run<FullScanResult> {
  readonly listeners: ((result: OrganiseResult) => void)[] = [];
}

class FileRun extends Run<FileRescanResult> {
  readonly files = new Set<string>();
}

/**
 * Requests for scans, coalesced so that no burst of them (Bazarr asks after every subtitle) can
 * queue more than one run per scope behind the one that is running (design §5.13). A scope is the
 * whole source set, or the source files of one title or folder (`key`).
 *
 * A request joins the scope's run that has not started yet: that run will look at the disk after
 * the request was made, so it answers it fully. A request arriving once the run has started gets
 * the next run, which it and every later request share. Runs of single titles queue together as
 * one task, so the scan queue holds at most two of them (one running, one waiting) whatever the
 * number of titles asked for.
 */
export class ScanRequests {
  private nextId = 1;
  /** Per scope of full scans, the run that waits for its turn. */
  private readonly fullWaiting = new Map<string, FullRun>();
  /** The title runs waiting for the scan queue, by key, all run by one queued task. */
  private filesWaiting: Map<string, FileRun> | undefined;
  /** Every title run not begun yet (waiting, or later in the batch that runs), by key. */
  private readonly filesUnbegun = new Map<string, FileRun>();

  constructor(private readonly deps: ScanRequestsDeps) {}

  /** A scan of every source folder: the waiting one, joined, or a new one queued. */
  requestScan(request: FullScanRequest): ScanTicket & { done: Promise<FullScanResult> } {
    const dryRun = request.dryRun ?? false;
    const scope = dryRun ? 'all (dry run)' : 'all';
    let run = this.fullWaiting.get(scope);
    if (!run || run.abort.signal.aborted) {
      const fresh = new FullRun(this.nextId++, scope, this.deps.now());
      this.fullWaiting.set(scope, fresh);
      this.deps.enqueue(() => this.runFull(fresh, dryRun)).then(fresh.settle.resolve, fresh.settle.reject);
      run = fresh;
    }
    run.join(request.kind, request.signal);
    if (request.onResult) run.listeners.push(request.onResult);
    return run;
  }

  /**
   * A re-check of the source files of one title or folder (`key`): joins that key's run not begun
   * yet (adding `files` to it), or queues the next one.
   */
  requestFileRescan(
    key: string,
    files: readonly string[],
    kind: string,
  ): ScanTicket & { done: Promise<FileRescanResult> } {
    let run = this.filesUnbegun.get(key);
    if (!run) {
      let batch = this.filesWaiting;
      if (!batch) {
        const fresh = new Map<string, FileRun>();
        this.filesWaiting = batch = fresh;
        void this.deps.enqueue(() => this.runFiles(fresh));
      }
      run = new FileRun(this.nextId++, `files:${key}`, this.deps.now());
      batch.set(key, run);
      this.filesUnbegun.set(key, run);
    }
    run.join(kind, undefined);
    for (const file of files) run.files.add(file);
    return run;
  }

  private async runFull(run: FullRun, dryRun: boolean): Promise<FullScanResult> {
    if (this.fullWaiting.get(run.scope) === run) this.fullWaiting.delete(run.scope);
    run.begin(this.deps.now());
    try {
      const result = await this.deps.fullScan({
        kinds: run.kinds,
        dryRun,
        signal: run.abort.signal,
        onResult: (r) => {
          for (const listener of run.listeners) listener(r);
        },
      });
      const { summary } = result;
      const status =
        summary.status === 'failed' ? 'failed' : summary.status === 'cancelled' ? 'cancelled' : 'completed';
      const counts = summary.counts;
      run.end(
        this.deps.now(),
        status,
        summary.message ??
          `Scan ${summary.status}: ${counts.seen} files seen, ${counts.handled} organised, ${counts.removed} removed`,
      );
      return result;
    } catch (err) {
      run.end(this.deps.now(), 'failed', err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  private async runFiles(batch: Map<string, FileRun>): Promise<void> {
    if (this.filesWaiting === batch) this.filesWaiting = undefined;
    for (const [key, run] of batch) {
      if (this.filesUnbegun.get(key) === run) this.filesUnbegun.delete(key);
      run.begin(this.deps.now());
      try {
        const result = await this.deps.rescanFiles([...run.files], run.kinds);
        run.end(
          this.deps.now(),
          'completed',
          `${result.checked} files checked, ${result.organised} organised, ${result.repaired} repaired, ` +
            `${result.removed} removed, ${result.kept} kept`,
        );
        run.settle.resolve(result);
      } catch (err) {
        run.end(this.deps.now(), 'failed', err instanceof Error ? err.message : String(err));
        run.settle.reject(err);
      }
    }
  }
}
