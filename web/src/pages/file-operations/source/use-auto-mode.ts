import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../../api/api-context';
import { BULK_AUTO_PROCESS_REQUEST, drainProcessing, readAutoMode, saveAutoMode } from './source-files-api';

/** After turning Auto Mode on, the source list reloads this long after the bulk run started (spec §9). */
export const RELOAD_AFTER_BULK_MS = 2000;

const autoModeKey = ['file-operations', 'auto-mode'] as const;

interface AutoMode {
  on: boolean;
  /** Flips the switch at once, saves it (a failure is ignored), and on turning on starts the bulk run. */
  set: (on: boolean) => void;
}

/**
 * The Auto Mode switch of the Source tab (setting FILE_OPERATIONS_AUTO_MODE). Turning it on also
 * auto-processes every source file in one bulk run and calls `reload` 2 s later, so the list shows
 * the first decisions.
 */
export function useAutoMode(reload: () => void): AutoMode {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: autoModeKey, queryFn: ({ signal }) => readAutoMode(api, signal) });
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const set = useCallback(
    (on: boolean) => {
      queryClient.setQueryData(autoModeKey, on);
      void saveAutoMode(api, on);
      if (!on) return;
      // The run goes on in the server whatever this page does; its outcome arrives as live events.
      drainProcessing(api, BULK_AUTO_PROCESS_REQUEST).catch((error: unknown) =>
        console.error('Bulk auto-process failed', error),
      );
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => {
        reloadTimer.current = null;
        reloadRef.current();
      }, RELOAD_AFTER_BULK_MS);
    },
    [api, queryClient],
  );

  return { on: query.data ?? false, set };
}
