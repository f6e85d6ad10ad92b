import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { importRequestFor, type ImportOutcome, type ImportRow } from './import-rows';
import { importOne, TERMINATE_PATH } from './manual-import-api';
import { runPooled, type ImportProgress } from './run-import';

interface ImportRun {
  importing: boolean;
  progress: ImportProgress | null;
  /**
   * Imports the rows, 3 at a time; `onImported` hears how each one ended. Resolves when every file
   * has finished or failed.
   */
  run: (rows: readonly ImportRow[], onImported: (row: ImportRow, outcome: ImportOutcome) => void) => Promise<void>;
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
    async (rows: readonly ImportRow[], onImported: (row: ImportRow, outcome: ImportOutcome) => void) => {
      const own = new AbortController();
      controller.current = own;
      setImporting(true);
      setProgress({ completed: 0, total: rows.length, current: '' });
      try {
        await runPooled(
          rows,
          async (row) => {
            let outcome: ImportOutcome | null;
            try {
              outcome = await importOne(api, importRequestFor(row), own.signal);
            } catch (error) {
              if (own.signal.aborted) return;
              const reason = error instanceof Error ? error.message : 'The import failed';
              onImported(row, { status: 'failed', destinationPath: null, reason });
              throw error; // logged by the pool, as every failed file is
            }
            if (own.signal.aborted) return;
            onImported(row, outcome ?? { status: 'failed', destinationPath: null, reason: 'Processing incomplete' });
          },
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
