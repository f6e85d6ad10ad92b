interface TokenBucketOptions {
  /** Tokens added per second. */
  ratePerSecond: number;
  /** Most tokens held at once (the allowed burst). Default: the rate. */
  burst?: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * A token bucket that hands out reservations: each `take` claims the next token, possibly one not
 * yet earned (the balance goes negative), and sleeps until the moment it is earned. Waiters are
 * therefore served in call order without polling, and the wait is computed once, so an injected
 * clock and sleep give exact, repeatable waits.
 *
 * `pauseUntil` empties the bucket until a moment in the future (a 429's Retry-After): every later
 * `take` waits for it, then they resume at the normal rate instead of all at once.
 */
export class TokenBucket {
  private tokens: number;
  /** When `tokens` was last brought up to date; in the future while paused. */
  private updatedAt: number;
  private readonly rate: number;
  private readonly burst: number;

  constructor(private readonly options: TokenBucketOptions) {
    if (!(options.ratePerSecond > 0)) throw new RangeError(`rate must be > 0, got ${options.ratePerSecond}`);
    this.rate = options.ratePerSecond;
    this.burst = Math.max(1, options.burst ?? options.ratePerSecond);
    this.tokens = this.burst;
    this.updatedAt = options.now();
  }

  /** Claims one token, waiting until it is earned. Resolves to the wait in milliseconds. */
  async take(): Promise<number> {
    const now = this.options.now();
    this.tokens = this.refilled(now);
    if (now > this.updatedAt) this.updatedAt = now;
    this.tokens -= 1;
    const wait = this.updatedAt - now + (this.tokens < 0 ? (-this.tokens * 1000) / this.rate : 0);
    if (wait > 0) await this.options.sleep(wait);
    return wait;
  }

  /** No token is handed out before `until`; after it, one is ready and the rest follow at the rate. */
  pauseUntil(until: number): void {
    const now = this.options.now();
    this.tokens = this.refilled(now);
    if (now > this.updatedAt) this.updatedAt = now;
    if (until <= this.updatedAt) return;
    this.updatedAt = until;
    this.tokens = Math.min(this.tokens, 1);
  }

  private refilled(now: number): number {
    if (now <= this.updatedAt) return this.tokens;
    return Math.min(this.burst, this.tokens + ((now - this.updatedAt) * this.rate) / 1000);
  }
}
