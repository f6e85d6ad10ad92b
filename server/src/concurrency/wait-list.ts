// Hand-written: p-limit and p-queue run whole functions, while the scanner and the TMDB client park
// callers on conditions of their own (a backlog, folders still being listed, a slot handed over).

/**
 * Callers parked until something they wait for may have changed. A wake from `wakeAll` means "look
 * again": each waiter re-checks its own condition. `wakeOne` resumes the longest-waiting caller
 * alone, for handing it something (a slot) directly.
 */
export class WaitList {
  private waiters: (() => void)[] = [];

  /** Callers parked right now. */
  get size(): number {
    return this.waiters.length;
  }

  /** Park until the next `wakeAll`, or a `wakeOne` that reaches this caller. */
  wait(): Promise<void> {
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Resume the longest-waiting caller; false when nobody waits. */
  wakeOne(): boolean {
    const next = this.waiters.shift();
    if (next === undefined) return false;
    next();
    return true;
  }

  /** Resume every caller parked so far (one that parks again waits for the next wake). */
  wakeAll(): void {
    const parked = this.waiters;
    this.waiters = [];
    for (const wake of parked) wake();
  }
}
