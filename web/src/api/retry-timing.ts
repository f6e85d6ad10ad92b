/** The first retry waits a second; each next one twice as long, up to half a minute. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** How long to wait before retry number `attempt` (0 for the first). */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt), LONGEST_RETRY_MS);
}

/** Something that calls back when there is reason to try again at once (the server answered elsewhere). */
type WakeSource = (wake: (reachable: boolean) => void) => () => void;

/**
 * Waits `ms`, or less when `signal` aborts or `wakeOn` reports the server reachable again, so a
 * retry does not sit out its whole backoff once another call has already got through.
 */
export function pauseBeforeRetry(ms: number, signal: AbortSignal, wakeOn?: WakeSource): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = (): void => undefined;
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    if (wakeOn) {
      unsubscribe = wakeOn((reachable) => {
        if (reachable) done();
      });
    }
    if (signal.aborted) done();
  });
}

/** A signal that aborts with `parent` or after `ms`; call `dispose` when the work is over. */
export function signalWithTimeout(parent: AbortSignal, ms: number): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  if (parent.aborted) abort();
  else parent.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      parent.removeEventListener('abort', abort);
    },
  };
}
