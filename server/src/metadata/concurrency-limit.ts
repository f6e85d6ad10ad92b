import { WaitList } from '../concurrency/wait-list.js';

/**
 * At most `limit` holders at a time; the rest wait in arrival order. `acquire` resolves to a
 * release function, which is safe to call more than once.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting = new WaitList();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`concurrency limit must be ≥ 1, got ${limit}`);
  }

  /** Holders right now. */
  get inUse(): number {
    return this.active;
  }

  /** Callers waiting for a slot. */
  get queued(): number {
    return this.waiting.size;
  }

  async acquire(): Promise<() => void> {
    if (this.active < this.limit) {
      this.active++;
    } else {
      // The releasing holder hands its slot straight over, so `active` stays put.
      await this.waiting.wait();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (!this.waiting.wakeOne()) this.active--;
    };
  }
}
