/**
 * Counts failed sign-ins per client address. After `maxFailures` within `windowMs` the address is
 * refused for `lockMs`, whatever it sends, so passwords can't be guessed at speed.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; first: number; lockedUntil: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxFailures = 5,
    private readonly windowMs = 5 * 60_000,
    private readonly lockMs = 5 * 60_000,
  ) {}

  /** Seconds until the address may try again, or 0. */
  retryAfter(address: string): number {
    const entry = this.failures.get(address);
    if (!entry) return 0;
    const left = entry.lockedUntil - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  recordFailure(address: string): void {
    const now = this.now();
    this.prune(now);
    const entry = this.failures.get(address);
    if (!entry || now - entry.first > this.windowMs) {
      this.failures.set(address, { count: 1, first: now, lockedUntil: 0 });
      return;
    }
    entry.count++;
    if (entry.count >= this.maxFailures) entry.lockedUntil = now + this.lockMs;
  }

  recordSuccess(address: string): void {
    this.failures.delete(address);
  }

  /** Forget old entries so the map can't grow without bound. */
  private prune(now: number): void {
    if (this.failures.size < 10_000) return;
    for (const [key, e] of this.failures) {
      if (now - e.first > this.windowMs && e.lockedUntil < now) this.failures.delete(key);
    }
  }
}
