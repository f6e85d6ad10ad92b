/** Manual import parallelism: at most this many files go through the processing stream at once. */
const IMPORT_PARALLELISM = 3;

export interface ImportProgress {
  /** Files finished (done, or failed and logged). */
  completed: number;
  total: number;
  /** The file most recently started. */
  current: string;
}

/**
 * Runs `work` over `items` with at most `parallelism` in flight. A failure of one item is logged and
 * the rest continue, as the spec asks of a failed file import.
 */
export async function runPooled<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  onProgress: (progress: ImportProgress) => void,
  nameOf: (item: T) => string,
  parallelism = IMPORT_PARALLELISM,
): Promise<void> {
  let next = 0;
  let completed = 0;
  let current = '';
  const total = items.length;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      current = nameOf(item);
      onProgress({ completed, total, current });
      try {
        await work(item);
      } catch (error) {
        console.error('Manual import failed for', nameOf(item), error);
      }
      completed += 1;
      onProgress({ completed, total, current });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelism, items.length) }, worker));
}
