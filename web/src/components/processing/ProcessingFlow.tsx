import type { FileItem, ProcessingRequest } from '@cinesync/common';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { ProcessOptionsDialog, type ProcessChoice } from './ProcessOptionsDialog';
import { ProcessingProgressDialog } from './ProcessingProgressDialog';
import { SkipProgressDialog } from './SkipProgressDialog';
import { isSuccessful, type ProcessingState } from './processing-state';
import { bulkSummary, type BulkFileResult, type BulkSummary } from './processing-words';
import { SKIP_FINISH_AFTER_MS, type RunOutcome } from './skip-progress';
import { useProcessingSession } from './use-processing-session';
import { plural } from '../../format/plural';

/** The success message closes after 2 s, 3 s in bulk. */
const CLOSE_AFTER_MS = 2000;
const BULK_CLOSE_AFTER_MS = 3000;

/** How a file's run ended, for the bulk summary. */
function fileResult(name: string, final: ProcessingState): BulkFileResult {
  if (final.step === 'review') return { name, status: 'review' };
  if (!isSuccessful(final)) return { name, status: 'failed' };
  const status = final.results.at(-1)?.status;
  if (status === 'skipped') return { name, status: 'skipped' };
  if (status === 'review' || status === 'pending') return { name, status: 'review' };
  if (status === 'failed') return { name, status: 'failed' };
  return { name, status: 'linked' };
}

/** A source file named directly (File Operations): no library entry to resolve. */
export interface SourceTarget {
  name: string;
  sourcePath: string;
}

interface ProcessingFlowProps {
  /** One file or folder, or several (bulk: one at a time). */
  items: readonly (FileItem | SourceTarget)[];
  onClose: () => void;
  /** Something was processed: refresh the listing; `destinations` are where its links now are. */
  onProcessed: (message: string, destinations?: string[]) => void;
  /** A skip succeeded: leave the page (and refresh); without it a skip counts as processed. */
  onSkipped?: (message: string) => void;
  /**
   * Run at once with this choice instead of asking in the options dialog; `manualSearch` lets the
   * person type a title to search for when no match fits (File Operations' "Search TMDB").
   */
  start?: { choice: ProcessChoice; manualSearch: boolean } | undefined;
}

/** What the tool is told to process: a link's source file, or a library folder (its links' sources). */
async function sourcePathOf(api: ReturnType<typeof useApi>, item: FileItem | SourceTarget): Promise<string> {
  if (!('type' in item)) return item.sourcePath;
  if (item.type === 'directory') return item.path;
  if (item.sourcePath) return item.sourcePath;
  return (await api.readlink(item.path)).realPath;
}

function requestFor(
  choice: ProcessChoice,
  sourcePath: string,
  bulk: boolean,
  manualSearch: boolean,
): ProcessingRequest {
  const request: ProcessingRequest = {
    sourcePath,
    disableMonitor: true,
    selectedOption: choice.option ?? '',
    selectedIds: choice.ids,
    autoSelect: choice.option === 'auto-select' || bulk,
  };
  if (bulk) request.batchApply = true;
  if (manualSearch) request.manualSearch = true;
  return request;
}

/** "Modify": the options dialog, then the progress dialog (Skip has its own); bulk runs go file by file. */
export function ProcessingFlow({ items, onClose, onProcessed, onSkipped, start }: ProcessingFlowProps) {
  const api = useApi();
  const session = useProcessingSession();
  const [choice, setChoice] = useState<ProcessChoice | null>(start?.choice ?? null);
  const started = useRef(false);
  const [position, setPosition] = useState({ index: 0, total: items.length });
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const destinations = useRef<string[]>([]);
  const cancelled = useRef(false);
  const isBulk = items.length > 1;
  const skipping = choice?.option === 'skip';
  const { terminate } = session;

  const run = async (picked: ProcessChoice) => {
    setChoice(picked);
    cancelled.current = false;
    let current = picked;
    const result: RunOutcome = { succeeded: 0, failures: [] };
    const perFile: BulkFileResult[] = [];
    destinations.current = [];
    for (const [index, item] of items.entries()) {
      if (cancelled.current) return;
      setPosition({ index, total: items.length });
      // Bulk force: the first file runs interactively and its match is applied to the rest.
      const interactive = isBulk && index === 0 && picked.option === 'force' && !picked.ids.tmdb;
      let sourcePath: string;
      try {
        sourcePath = await sourcePathOf(api, item);
      } catch (error) {
        result.failures.push({ name: item.name, error: error instanceof Error ? error.message : null });
        perFile.push({ name: item.name, status: 'failed' });
        continue;
      }
      const final = await session.start(
        requestFor(current, sourcePath, isBulk && !interactive, start?.manualSearch === true),
      );
      // A file left for review went through (its record changed), though it is not done.
      if (isSuccessful(final) || final.step === 'review') result.succeeded += 1;
      else result.failures.push({ name: item.name, error: final.error });
      perFile.push(fileResult(item.name, final));
      for (const r of final.results) if (r.destinationPath) destinations.current.push(r.destinationPath);
      const tmdbId = final.results.at(-1)?.tmdbId;
      if (interactive && tmdbId) current = { ...picked, ids: { ...picked.ids, tmdb: String(tmdbId) } };
    }
    if (cancelled.current) return;
    setPosition({ index: items.length, total: items.length });
    if (isBulk) setSummary(bulkSummary(perFile));
    setOutcome(result);
  };

  const runAtOnce = useEffectEvent(() => {
    if (start && !started.current) {
      started.current = true;
      void run(start.choice);
    }
  });
  useEffect(() => runAtOnce(), []);

  const succeeded = outcome !== null && outcome.succeeded > 0;
  // A skip must succeed for every file; other bulk runs count as done once any file went through,
  // but a summary that names failed files, or files left for review, stays open until it is closed.
  const success = skipping
    ? succeeded && outcome.failures.length === 0
    : succeeded &&
      (isBulk
        ? (summary?.failed.length ?? 0) === 0 && (summary?.review.length ?? 0) === 0
        : isSuccessful(session.state));
  const report = () => {
    const first = items[0]?.name ?? '';
    if (!skipping) {
      onProcessed(isBulk ? `Processed ${items.length} files` : `Processed "${first}"`, destinations.current);
      return;
    }
    const message = isBulk ? `Skipped ${plural(outcome?.succeeded ?? 0, 'file')}` : `Skipped "${first}"`;
    // Only a complete skip leaves the page; after a partial one the user stays where the failures are.
    if (success && onSkipped) onSkipped(message);
    else onProcessed(message);
  };
  const finish = useEffectEvent(report);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(finish, skipping ? SKIP_FINISH_AFTER_MS : isBulk ? BULK_CLOSE_AFTER_MS : CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [success, skipping, isBulk]);

  const close = () => {
    cancelled.current = true;
    terminate();
    // Closing early still shows what changed: files that went through refresh the listing.
    if (succeeded) report();
    else onClose();
  };

  if (!choice) {
    const name = isBulk ? `${items.length} files` : (items[0]?.name ?? '');
    return <ProcessOptionsDialog name={name} bulk={isBulk} onClose={onClose} onProcess={(c) => void run(c)} />;
  }
  if (skipping) {
    const name = items[0]?.name ?? '';
    return (
      <SkipProgressDialog state={session.state} position={position} outcome={outcome} name={name} onClose={close} />
    );
  }
  const subtitle =
    isBulk &&
    `Processing ${Math.min(position.index + 1, position.total)} of ${position.total} · ${Math.round((position.index / position.total) * 100)}%`;
  return (
    <ProcessingProgressDialog
      state={session.state}
      subtitle={subtitle || undefined}
      summary={summary ?? undefined}
      onSend={(input, remember) => void session.send(input, remember)}
      onClose={close}
    />
  );
}
