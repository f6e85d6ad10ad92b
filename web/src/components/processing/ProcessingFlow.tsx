import type { FileItem, ProcessingRequest } from '@cinesync/common';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { ProcessOptionsDialog, type ProcessChoice } from './ProcessOptionsDialog';
import { ProcessingProgressDialog } from './ProcessingProgressDialog';
import { isSuccessful } from './processing-state';
import { useProcessingSession } from './use-processing-session';

/** Spec §9: the success message closes after 2 s, 3 s in bulk. */
const CLOSE_AFTER_MS = 2000;
const BULK_CLOSE_AFTER_MS = 3000;

interface ProcessingFlowProps {
  /** One file or folder, or several (bulk: one at a time). */
  items: FileItem[];
  onClose: () => void;
  /** Something was processed: refresh the listing. */
  onProcessed: (message: string) => void;
}

/** What the tool is told to process: a link's source file, or a library folder (its links' sources). */
async function sourcePathOf(api: ReturnType<typeof useApi>, item: FileItem): Promise<string> {
  if (item.type === 'directory') return item.path;
  if (item.sourcePath) return item.sourcePath;
  return (await api.readlink(item.path)).realPath;
}

function requestFor(choice: ProcessChoice, sourcePath: string, bulk: boolean): ProcessingRequest {
  const request: ProcessingRequest = {
    sourcePath,
    disableMonitor: true,
    selectedOption: choice.option ?? '',
    selectedIds: choice.ids,
    autoSelect: choice.option === 'auto-select' || bulk,
  };
  if (bulk) request.batchApply = true;
  return request;
}

/** "Modify": the options dialog, then the progress dialog; bulk runs go file by file. */
export function ProcessingFlow({ items, onClose, onProcessed }: ProcessingFlowProps) {
  const api = useApi();
  const session = useProcessingSession();
  const [running, setRunning] = useState(false);
  const [bulk, setBulk] = useState<{ index: number; total: number } | null>(null);
  const [allDone, setAllDone] = useState(false);
  const cancelled = useRef(false);
  const isBulk = items.length > 1;
  const { terminate } = session;

  const run = async (choice: ProcessChoice) => {
    setRunning(true);
    cancelled.current = false;
    let current = choice;
    let processed = 0;
    for (const [index, item] of items.entries()) {
      if (cancelled.current) return;
      if (isBulk) setBulk({ index, total: items.length });
      // Bulk force: the first file runs interactively and its match is applied to the rest.
      const interactive = isBulk && index === 0 && choice.option === 'force' && !choice.ids.tmdb;
      let sourcePath: string;
      try {
        sourcePath = await sourcePathOf(api, item);
      } catch {
        continue;
      }
      const final = await session.start(requestFor(current, sourcePath, isBulk && !interactive));
      if (isSuccessful(final)) processed += 1;
      const tmdbId = final.results.at(-1)?.tmdbId;
      if (interactive && tmdbId) current = { ...choice, ids: { ...choice.ids, tmdb: String(tmdbId) } };
    }
    if (isBulk) setBulk({ index: items.length, total: items.length });
    if (processed > 0 || !isBulk) setAllDone(true);
  };

  const success = allDone && (isBulk || isSuccessful(session.state));
  const finish = useEffectEvent(() =>
    onProcessed(isBulk ? `Processed ${items.length} files` : `Processed "${items[0]?.name ?? ''}"`),
  );
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(finish, isBulk ? BULK_CLOSE_AFTER_MS : CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [success, isBulk]);

  const close = () => {
    cancelled.current = true;
    terminate();
    onClose();
  };

  if (!running) {
    const name = isBulk ? `${items.length} files` : (items[0]?.name ?? '');
    return <ProcessOptionsDialog name={name} bulk={isBulk} onClose={onClose} onProcess={(c) => void run(c)} />;
  }
  const subtitle =
    bulk &&
    `Processing ${Math.min(bulk.index + 1, bulk.total)} of ${bulk.total} · ${Math.round((bulk.index / bulk.total) * 100)}%`;
  return (
    <ProcessingProgressDialog
      state={session.state}
      subtitle={subtitle || undefined}
      onSend={(input) => void session.send(input)}
      onClose={close}
    />
  );
}
