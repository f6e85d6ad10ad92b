import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionState } from './connection-state';
import { pauseBeforeRetry, retryDelayMs, signalWithTimeout } from './retry-timing';

describe('retry timing', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 1 s, then twice as long each time, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('pauses for the delay, or until the connection is back, or until aborted', async () => {
    vi.useFakeTimers();
    const connection = new ConnectionState();
    connection.markUnreachable();
    const settled = vi.fn();
    void pauseBeforeRetry(5000, new AbortController().signal, connection.subscribe).then(settled);
    await vi.advanceTimersByTimeAsync(4000);
    expect(settled).not.toHaveBeenCalled();
    connection.markReachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalled();

    const aborted = vi.fn();
    const controller = new AbortController();
    void pauseBeforeRetry(5000, controller.signal).then(aborted);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(aborted).toHaveBeenCalled();

    const timedOut = vi.fn();
    void pauseBeforeRetry(5000, new AbortController().signal).then(timedOut);
    await vi.advanceTimersByTimeAsync(4999);
    expect(timedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(timedOut).toHaveBeenCalled();
  });

  it('gives a signal that aborts after the time-out or with its parent', () => {
    vi.useFakeTimers();
    const slow = signalWithTimeout(new AbortController().signal, 1000);
    vi.advanceTimersByTime(999);
    expect(slow.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(slow.signal.aborted).toBe(true);

    const parent = new AbortController();
    const child = signalWithTimeout(parent.signal, 1000);
    parent.abort();
    expect(child.signal.aborted).toBe(true);

    const finished = signalWithTimeout(new AbortController().signal, 1000);
    finished.dispose();
    vi.advanceTimersByTime(2000);
    expect(finished.signal.aborted).toBe(false);
  });
});
