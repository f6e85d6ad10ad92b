import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useApi } from '../../../api/api-context';
import { rowFromScan, type DefaultMediaType, type ImportRow } from './import-rows';
import { scanForImport } from './manual-import-api';

/** Stop Scan lets lines already on their way arrive for this long before it aborts the request. */
const SCAN_STOP_ABORT_MS = 200;

interface ImportScan {
  rows: ImportRow[];
  setRows: Dispatch<SetStateAction<ImportRow[]>>;
  scanning: boolean;
  /** True from the start of a scan until its first file arrives (the spinner). */
  waitingForFirst: boolean;
  /** Files passed so far, counting those skipped on a resume: the next resume's skip. */
  processed: number;
  total: number;
  /** Stopped before the end: Continue Scan resumes from {@link processed}. */
  stopped: boolean;
  /** The scan ended and found nothing. */
  finishedEmpty: boolean;
  /** The folder holds more videos than one scan lists: only the first {@link total} are listed. */
  truncated: boolean;
  start: () => void;
  resume: () => void;
  stop: () => void;
  /** Aborts at once (closing the dialog). */
  cancel: () => void;
}

/**
 * The streaming scan of `GET /api/scan-for-import`: rows are added as their lines arrive. Stop waits
 * 200 ms then aborts and keeps the rows; resume asks again with skip = files already passed.
 */
export function useImportScan(path: string, defaultType: DefaultMediaType): ImportScan {
  const api = useApi();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [scanning, setScanning] = useState(false);
  const [waitingForFirst, setWaitingForFirst] = useState(false);
  const [processed, setProcessed] = useState(0);
  const [total, setTotal] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [finishedEmpty, setFinishedEmpty] = useState(false);
  const [truncated, setTruncated] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const defaultTypeRef = useRef(defaultType);
  defaultTypeRef.current = defaultType;

  const clearStopTimer = () => {
    if (stopTimer.current !== null) clearTimeout(stopTimer.current);
    stopTimer.current = null;
  };

  const run = useCallback(
    async (skip: number) => {
      controller.current?.abort();
      clearStopTimer();
      const own = new AbortController();
      controller.current = own;
      setScanning(true);
      setWaitingForFirst(true);
      setStopped(false);
      setFinishedEmpty(false);
      let found = 0;
      let completed = false;
      try {
        for await (const line of scanForImport(api, path, skip, own.signal)) {
          if (own.signal.aborted) break;
          if (line.progress) {
            setProcessed(line.progress.current);
            setTotal(line.progress.total);
          }
          if (line.truncated) setTruncated(true);
          if (line.file) {
            const row = rowFromScan(line.file, defaultTypeRef.current);
            found += 1;
            setRows((current) => [...current.filter((r) => r.id !== row.id), row]);
            setWaitingForFirst(false);
          }
          if (line.error) {
            console.error('Manual import scan failed:', line.error);
            setRows([]);
            break;
          }
          if (line.done) {
            completed = true;
            break;
          }
        }
      } catch (error) {
        if (!own.signal.aborted) {
          // Scan errors are only logged, and the list is cleared.
          console.error('Manual import scan failed:', error);
          setRows([]);
        }
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setScanning(false);
          setWaitingForFirst(false);
          if (own.signal.aborted) setStopped(true);
          else if (completed && skip === 0 && found === 0) setFinishedEmpty(true);
        }
      }
    },
    [api, path],
  );

  const start = useCallback(() => {
    setRows([]);
    setProcessed(0);
    setTotal(0);
    setTruncated(false);
    void run(0);
  }, [run]);

  const resume = useCallback(() => {
    void run(processed);
  }, [run, processed]);

  const stop = useCallback(() => {
    const own = controller.current;
    if (!own || stopTimer.current !== null) return;
    stopTimer.current = setTimeout(() => {
      stopTimer.current = null;
      own.abort();
    }, SCAN_STOP_ABORT_MS);
  }, []);

  const cancel = useCallback(() => {
    clearStopTimer();
    controller.current?.abort();
  }, []);

  useEffect(
    () => () => {
      clearStopTimer();
      controller.current?.abort();
    },
    [],
  );

  return {
    rows,
    setRows,
    scanning,
    waitingForFirst,
    processed,
    total,
    stopped,
    finishedEmpty,
    truncated,
    start,
    resume,
    stop,
    cancel,
  };
}
