import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { importRequestFor, type ImportRow } from './import-rows';
import { importOne, TERMINATE_PATH } from './manual-import-api';
import { runPooled, type ImportProgress } from './run-import';

export interface ImportRun {
  importing: boolean;
  progress: ImportProgress | null;
  /** Imports the rows, 3 at a time; resolves when every file has finished or failed. */
  run: (rows: readonly ImportRow[]) => Promise<void>;
  /** Stops the requests in flight (closing the dialog). */
  cancel: () => void;
}

/**
 * The import of the selected rows through `POST /api/python-bridge`, one request per file with
 * force-show or force-movie and the chosen ids. While it runs, leaving the page sends the terminate
 * request.
 */
export function useImportRun(): ImportRun {
  const api = useApi();
  const [importing, setImporting] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (rows: readonly ImportRow[]) => {
      const own = new AbortController();
      controller.current = own;
      setImporting(true);
      setProgress({ completed: 0, total: rows.length, current: '' });
      try {
        await runPooled(
          rows,
          (row) => importOne(api, importRequestFor(row), own.signal),
          (next) => {
            if (!own.signal.aborted) setProgress(next);
          },
          (row) => row.fileName,
        );
      } finally {
        if (controller.current === own) controller.current = null;
        setImporting(false);
      }
    },
    [api],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  useEffect(() => {
    // A beacon cannot carry the bearer token (a signed-in server would refuse it); a keep-alive
    // request outlives the page the same way, as the processing dialog's session does.
    const onUnload = () => {
      if (!controller.current) return;
      api.apiFetch(TERMINATE_PATH, { method: 'POST', json: {}, keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      controller.current?.abort();
    };
  }, [api]);

  return { importing, progress, run, cancel };
}
