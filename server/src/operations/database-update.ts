import type { DatabaseUpdateProgress } from '@cinesync/common';
import { conflict } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';

/** What the job reports as it goes (the organiser's records re-check speaks this shape). */
type RecheckCounts = Pick<DatabaseUpdateProgress, 'checked' | 'total' | 'repaired' | 'removed'> & {
  kept?: number;
};

/**
 * The work itself: re-check every record against the disk and repair what drifted. It belongs to
 * the organiser (its link repair and broken-link sweep), which this room may not import; the
 * composition root hands it in.
 */
type RecheckRecords = (onProgress: (counts: RecheckCounts) => void, signal: AbortSignal) => Promise<RecheckCounts>;

interface DatabaseUpdateDeps {
  bus: EventBus;
  log: Logger;
  recheck: RecheckRecords;
}

export const DATABASE_UPDATE_STARTED = 'Database update started';
const DATABASE_UPDATE_RUNNING = 'A database update is already running';
const STOPPED = 'The database update was stopped';

/**
 * `POST /api/database/update`: one run at a time, in the background; progress and the outcome go
 * out as `database_update` events. One instance per server (it holds whether a run is going).
 */
export class DatabaseUpdateJob {
  private current: Promise<void> | undefined;
  private abort: AbortController | undefined;

  constructor(private readonly deps: DatabaseUpdateDeps) {}

  get running(): boolean {
    return this.current !== undefined;
  }

  /** Start a run; a conflict when one is going. Returns without waiting for it. */
  start(): void {
    void this.begin();
  }

  /**
   * Start a run and wait for it (the scheduler's database-update job): resolves with a summary,
   * rejects when it fails; `signal` stops it at its next record. A conflict when one is going.
   */
  async run(signal: AbortSignal): Promise<string> {
    const outcome = this.begin();
    const stop = () => this.abort?.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const { counts, error } = await outcome;
      if (error !== undefined) throw new Error(error);
      return `${counts.checked} records checked, ${counts.repaired} repaired, ${counts.removed} removed`;
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  /** Starts the run (throwing the conflict at once); the promise settles with how it ended, never rejects. */
  private begin(): Promise<{ counts: RecheckCounts; error?: string }> {
    if (this.current) throw conflict(DATABASE_UPDATE_RUNNING);
    const publish = (status: DatabaseUpdateProgress['status'], counts: RecheckCounts, message?: string) =>
      this.deps.bus.publish('database_update', { status, ...counts, ...(message ? { message } : {}) });
    let last: RecheckCounts = { checked: 0, total: 0, repaired: 0, removed: 0 };
    publish('running', last);
    const abort = new AbortController();
    this.abort = abort;
    const outcome = this.deps
      .recheck((counts) => {
        last = counts;
        publish('running', counts);
      }, abort.signal)
      .then(
        (counts) => {
          if (!abort.signal.aborted) {
            publish('completed', counts);
            return { counts };
          }
          publish('failed', counts, STOPPED);
          return { counts, error: STOPPED };
        },
        (err: unknown) => {
          this.deps.log.warn({ err }, 'database update failed');
          const message = err instanceof Error ? err.message : String(err);
          publish('failed', last, message);
          return { counts: last, error: message };
        },
      )
      .finally(() => {
        this.current = undefined;
        this.abort = undefined;
      });
    this.current = outcome.then(() => undefined);
    return outcome;
  }

  /** Stop the run going now, if any, at its next record, and wait for it (server shutdown). */
  async stop(): Promise<void> {
    this.abort?.abort();
    await this.current;
  }
}
