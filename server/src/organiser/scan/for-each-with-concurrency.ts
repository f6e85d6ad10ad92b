/**
 * Calls `fn` for every item, in order, with at most `concurrency` calls running at a time. Once
 * `signal` is aborted no further item is started; calls already running finish. A call that throws
 * rejects the whole run (callers that want to go on catch inside `fn`).
 */
export async function forEachWithConcurrency<T>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
