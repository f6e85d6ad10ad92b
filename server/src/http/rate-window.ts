/**
 * At most `max` admissions per `windowMs` for each key, over a rolling window: `take` admits one
 * and answers 0, or admits none and answers the whole seconds until one would be admitted.
 */
export class RateWindow {
  private readonly admitted = new Map<string, number[]>();

  constructor(private readonly options: { max: number; windowMs: number; now?: () => number }) {}

  take(key: string): number {
    const now = (this.options.now ?? Date.now)();
    const { max, windowMs } = this.options;
    this.prune(now);
    const times = this.admitted.get(key) ?? [];
    if (times.length >= max) {
      const oldest = times[0] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    }
    times.push(now);
    this.admitted.set(key, times);
    return 0;
  }

  /** Forget what has left the window, so keys seen once don't pile up. */
  private prune(now: number): void {
    for (const [key, times] of this.admitted) {
      const kept = times.filter((at) => now - at < this.options.windowMs);
      if (kept.length === 0) this.admitted.delete(key);
      else this.admitted.set(key, kept);
    }
  }
}
