import { useCallback, useEffect, useRef, useState } from 'react';

/** An indicator leaves this long after its file's processed event, or its created event (spec §4). */
export const REMOVE_AFTER_PROCESSED_MS = 3500;
export const REMOVE_AFTER_CREATED_MS = 1500;

/** How an auto-processed file's run ended, once it has. */
export type ProcessingOutcome = 'linked' | 'review' | 'skipped';

/** A file being auto-processed, shown with a progress card under its row. */
export interface ProcessingIndicator {
  filePath: string;
  fileName: string;
  /** Tells a restarted card from the one before it. */
  run: number;
  /** Unknown until the run ends: the card says success only for a file that was linked. */
  outcome?: ProcessingOutcome;
}

export interface ProcessingIndicators {
  byPath: ReadonlyMap<string, ProcessingIndicator>;
  add: (filePath: string, fileName: string) => void;
  /** The run of the file's card ended so. */
  settle: (filePath: string, outcome: ProcessingOutcome) => void;
  remove: (filePath: string) => void;
  /** Removes the file's indicator after `delayMs`, unless it is already due to go sooner. */
  removeAfter: (filePath: string, delayMs: number) => void;
}

/** The progress cards of the files being auto-processed, and their removal timers. */
export function useProcessingIndicators(): ProcessingIndicators {
  const [byPath, setByPath] = useState<ReadonlyMap<string, ProcessingIndicator>>(new Map());
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; at: number }>());
  const runs = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const clearTimer = (filePath: string) => {
    const pending = timers.current.get(filePath);
    if (pending) clearTimeout(pending.timer);
    timers.current.delete(filePath);
  };

  const remove = useCallback((filePath: string) => {
    clearTimer(filePath);
    setByPath((current) => {
      if (!current.has(filePath)) return current;
      const next = new Map(current);
      next.delete(filePath);
      return next;
    });
  }, []);

  const add = useCallback((filePath: string, fileName: string) => {
    clearTimer(filePath);
    runs.current += 1;
    const run = runs.current;
    setByPath((current) => new Map(current).set(filePath, { filePath, fileName, run }));
  }, []);

  const settle = useCallback((filePath: string, outcome: ProcessingOutcome) => {
    setByPath((current) => {
      const indicator = current.get(filePath);
      if (!indicator) return current;
      return new Map(current).set(filePath, { ...indicator, outcome });
    });
  }, []);

  const removeAfter = useCallback(
    (filePath: string, delayMs: number) => {
      // Only a file with a card showing gets a timer; of two timers the sooner wins.
      if (!byPath.has(filePath)) return;
      const at = Date.now() + delayMs;
      const pending = timers.current.get(filePath);
      if (pending && pending.at <= at) return;
      if (pending) clearTimeout(pending.timer);
      timers.current.set(filePath, { timer: setTimeout(() => remove(filePath), delayMs), at });
    },
    [byPath, remove],
  );

  return { byPath, add, settle, remove, removeAfter };
}
