import { describe, expect, it } from 'vitest';
import { forEachWithConcurrency } from './for-each-with-concurrency.js';

describe('forEachWithConcurrency', () => {
  it('starts items in order and never runs more than the limit at once', async () => {
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    await forEachWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      started.push(n);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 8 - n));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });

  it('starts nothing new once the signal is aborted', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await forEachWithConcurrency(
      [1, 2, 3, 4],
      1,
      async (n) => {
        seen.push(n);
        if (n === 2) controller.abort();
      },
      controller.signal,
    );
    expect(seen).toEqual([1, 2]);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await forEachWithConcurrency([], 4, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});
