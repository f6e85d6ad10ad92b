import { WaitList } from '../../concurrency/wait-list.js';
import type { IndexRow } from './source-index.js';
import { LOOK_AHEAD, WRITE_BATCH, type ScanCounts, type ScanRunContext, type ScannedFile } from './scan-types.js';

/** A row the walk found new or changed, waiting for its batch to be committed. */
interface Staged {
  row: IndexRow;
  /** The media file to hand to `onChanged` once the row is committed; null for a file that is not media. */
  file: ScannedFile | null;
  /** A possible move: handed over only after the root's removals ran. */
  deferred: boolean;
}

/**
 * Commits staged index rows in batches and runs `onChanged` with bounded concurrency, each call
 * only after its row is committed. Files recognised as moves wait until the root's removals ran.
 */
export class Dispatcher {
  private staged: Staged[] = [];
  private readonly queue: ScannedFile[] = [];
  private deferred: ScannedFile[] = [];
  private running = 0;
  /** Files at the front of `queue` already announced to `lookAhead`. */
  private announced = 0;
  /** `drain` callers, woken when no handler runs and none is queued. */
  private readonly idle = new WaitList();
  /** `waitForRoom` callers, woken when the backlog fell to half its cap. */
  private readonly room = new WaitList();
  private readonly maxBacklog: number;

  constructor(
    private readonly ctx: ScanRunContext,
    private readonly counts: ScanCounts,
    /** Told after each handler call, whatever its end. */
    private readonly onHandled: () => void = () => undefined,
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
      await this.room.wait();
    }
  }

  async drain(): Promise<void> {
    this.commit();
    while (this.running > 0 || this.queue.length > 0) {
      await this.idle.wait();
    }
  }

  private pump(): void {
    while (this.running < this.ctx.concurrency && this.queue.length > 0) {
      if (this.announced === 0) this.announceAhead();
      const file = this.queue.shift() as ScannedFile;
      this.announced -= 1;
      this.running += 1;
      this.counts.handled += 1;
      void this.call(file).finally(() => {
        this.running -= 1;
        this.pump();
        if (this.backlog <= this.maxBacklog / 2) this.room.wakeAll();
        if (this.running === 0 && this.queue.length === 0) {
          this.idle.wakeAll();
        }
      });
    }
  }

  /** Tells the handlers of the next files (new files join the queue behind them, so the count holds). */
  private announceAhead(): void {
    const next = this.queue.slice(0, LOOK_AHEAD);
    this.announced = next.length;
    if (!this.ctx.handlers.lookAhead) return;
    try {
      this.ctx.handlers.lookAhead(next);
    } catch (err) {
      this.ctx.log.warn({ err, path: next[0]?.path, files: next.length }, 'reading ahead for the next files failed');
    }
  }

  private async call(file: ScannedFile): Promise<void> {
    try {
      await this.ctx.handlers.onChanged(file);
    } catch (err) {
      this.counts.errors += 1;
      this.ctx.log.warn({ err, path: file.path }, 'source file handler failed; it will be offered again');
    }
    this.onHandled();
  }
}
