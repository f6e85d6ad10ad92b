import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { previewSummaryOf } from '../../../components/reorganise/reorganise-api';
import { isReorganiseKey } from './reorganise-keys';

/**
 * After a save, whether links would change under the new naming and layout: a whole-library
 * preview run in the background when a saved key is one of them. `changes` is its count, null
 * while none is known; a failed check says nothing (the person did not ask for it).
 */
export function useReorganiseCheck() {
  const api = useApi();
  const [changes, setChanges] = useState<number | null>(null);
  // The check in flight, aborted by a newer save or when the tab goes away.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const afterSave = useCallback(
    (keys: readonly string[]) => {
      if (!keys.some(isReorganiseKey)) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      previewSummaryOf(api, null, controller.signal)
        .then((summary) => {
          if (!controller.signal.aborted) setChanges(summary?.changes ?? null);
        })
        .catch(() => {
          if (!controller.signal.aborted) setChanges(null);
        });
    },
    [api],
  );

  return { changes, afterSave, dismiss: useCallback(() => setChanges(null), []) };
}
