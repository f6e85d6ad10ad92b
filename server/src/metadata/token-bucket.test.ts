import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { TokenBucket } from './token-bucket.js';

function clockedBucket(ratePerSecond: number) {
  let time = 0;
  const waits: number[] = [];
  const bucket = new TokenBucket({
    ratePerSecond,
    now: () => time,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { bucket, waits, advance: (ms: number) => void (time += ms) };
}

describe('TokenBucket', () => {
  it('lets a burst of the rate through, then one token per 1/rate, in call order', async () => {
    const { bucket } = clockedBucket(10);
    const waits = await Promise.all(Array.from({ length: 13 }, () => bucket.take()));
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 200, 300]);
  });

  it('refills with time, never above the burst', async () => {
    const { bucket, advance } = clockedBucket(4);
    for (let i = 0; i < 4; i++) await bucket.take();
    advance(500);
    expect([await bucket.take(), await bucket.take(), await bucket.take()]).toEqual([0, 0, 250]);
    advance(60_000);
    const waits = await Promise.all(Array.from({ length: 5 }, () => bucket.take()));
    expect(waits).toEqual([0, 0, 0, 0, 250]);
  });

  it('hands out nothing during a pause, then resumes at the rate rather than all at once', async () => {
    const { bucket, advance } = clockedBucket(10);
    bucket.pauseUntil(2000);
    const waits = await Promise.all(Array.from({ length: 3 }, () => bucket.take()));
    expect(waits).toEqual([2000, 2100, 2200]);
    advance(5000);
    bucket.pauseUntil(4000); // already past: no effect
    expect(await bucket.take()).toBe(0);
  });
});

describe('ConcurrencyLimit', () => {
  it('admits up to the limit and hands slots over in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    const order: string[] = [];
    const first = await limit.acquire();
    const second = await limit.acquire();
    const third = limit.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = limit.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    expect(limit.queued).toBe(2);
    first();
    first(); // a second release is ignored
    await third;
    expect(order).toEqual(['third']);
    expect(limit.inUse).toBe(2);
    second();
    (await fourth)();
    (await third)();
    expect(order).toEqual(['third', 'fourth']);
    expect(limit.inUse).toBe(0);
  });
});
