import type { FileOperationItem, FileOperationStatus, ReviewCandidate } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../../../api/api-context';
import { queryKeys } from '../../../api/query-keys';
import {
  initialProcessingState,
  processingReducer,
  type FolderChoiceOutcome,
  type ProcessingState,
} from '../../../components/processing/processing-state';
import { OPERATIONS_KEY, sendPick, undoPick } from './operations-api';

/** How long a linked card offers Undo, holding its place in the list. */
export const UNDO_WINDOW_MS = 8000;

/**
 * - `running`: the organiser is linking the file;
 * - `linked`: done, Undo offered until the window ends;
 * - `undoing`: the undo is on its way;
 * - `failed`: the pick did not link the file (the card says why and offers the titles again).
 */
export type PickPhase = 'running' | 'linked' | 'undoing' | 'failed';

export interface ReviewPick {
  /** The entry as it was when picked: its card stays on screen after the list lets it go. */
  item: FileOperationItem;
  /** Where the card was in its page. */
  index: number;
  candidate: ReviewCandidate;
  phase: PickPhase;
  /** 0…100 as the stream reports it. */
  percent: number;
  /** Why the pick failed, or why the undo did. */
  error: string | null;
  /** Whether the pick was kept for the file's folder, once the server said. */
  folderChoice: FolderChoiceOutcome | null;
  /** The candidates' height when the pick started, kept by the linked card so nothing below moves. */
  height: number;
}

/** The error a finished pick ended with: the stream's own, or a failed result's reason. */
function pickError(state: ProcessingState): string | null {
  if (state.error) return state.error;
  const failed = state.results.find((r) => r.status === 'failed' || r.status === 'review');
  if (failed) return failed.reason ?? 'Processing failed';
  return null;
}

const HELD: ReadonlySet<PickPhase> = new Set(['running', 'linked', 'undoing']);

/**
 * The page's entries with the card of every pick still on screen (running, linked or undoing) put
 * back where it was: the live event takes a picked entry off the list at once, and the next card's
 * Pick button must not slide under the cursor of someone working down the list.
 */
export function withHeldPicks(
  operations: readonly FileOperationItem[],
  picks: readonly ReviewPick[],
  status: FileOperationStatus,
): FileOperationItem[] {
  const rows = [...operations];
  const listed = new Set(operations.map((item) => item.filePath));
  const held = picks
    .filter((pick) => HELD.has(pick.phase) && pick.item.status === status && !listed.has(pick.item.filePath))
    .sort((a, b) => a.index - b.index);
  for (const pick of held) rows.splice(Math.min(pick.index, rows.length), 0, pick.item);
  return rows;
}

interface ReviewPicksValue {
  picks: readonly ReviewPick[];
  of: (filePath: string) => ReviewPick | undefined;
  start: (pick: Pick<ReviewPick, 'item' | 'index' | 'candidate' | 'height'>, rememberChoice: boolean) => void;
  undo: (filePath: string) => void;
}

const ReviewPicksContext = createContext<ReviewPicksValue | null>(null);

export function useReviewPicks(): ReviewPicksValue {
  const value = useContext(ReviewPicksContext);
  if (!value) throw new Error('useReviewPicks is used outside ReviewPicksProvider');
  return value;
}

/**
 * The review queue's picks, above the cards: a card leaves the list while its pick runs (the live
 * event moves the entry to Created), so what it shows lives here, by source file. A linked pick
 * offers Undo for `UNDO_WINDOW_MS`; the undo puts the file back in review.
 */
export function ReviewPicksProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [picks, setPicks] = useState<ReadonlyMap<string, ReviewPick>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const update = (filePath: string, change: (pick: ReviewPick) => ReviewPick | null) =>
    setPicks((current) => {
      const pick = current.get(filePath);
      if (!pick) return current;
      const next = new Map(current);
      const changed = change(pick);
      if (changed) next.set(filePath, changed);
      else next.delete(filePath);
      return next;
    });
  const forget = (filePath: string) => {
    clearTimeout(timers.current.get(filePath));
    timers.current.delete(filePath);
    update(filePath, () => null);
  };
  const refetch = () => void queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY });

  const start: ReviewPicksValue['start'] = (started, rememberChoice) => {
    const { filePath } = started.item;
    forget(filePath);
    const base: ReviewPick = { ...started, phase: 'running', percent: 0, error: null, folderChoice: null };
    setPicks((current) => new Map(current).set(filePath, base));
    let state = initialProcessingState;
    void (async () => {
      try {
        await sendPick(api, filePath, started.candidate, rememberChoice, (line) => {
          state = processingReducer(state, { type: 'line', line });
          const percent = state.percent;
          update(filePath, (pick) => ({ ...pick, percent }));
        });
        const error = pickError(state);
        const folderChoice = state.folderChoice;
        update(filePath, (pick) => ({
          ...pick,
          phase: error ? 'failed' : 'linked',
          percent: 100,
          error,
          folderChoice,
        }));
        if (!error)
          timers.current.set(
            filePath,
            setTimeout(() => forget(filePath), UNDO_WINDOW_MS),
          );
      } catch (failure) {
        const error = failure instanceof Error && failure.message ? failure.message : 'Processing failed';
        update(filePath, (pick) => ({ ...pick, phase: 'failed', error }));
      }
      // The live event normally moved the entry already; this covers an event lost on a reconnect.
      refetch();
      if (rememberChoice) void queryClient.invalidateQueries({ queryKey: queryKeys.folderChoices });
    })();
  };

  const undo = (filePath: string) => {
    const pick = picks.get(filePath);
    if (!pick || pick.phase !== 'linked') return;
    update(filePath, (p) => ({ ...p, phase: 'undoing', error: null }));
    const folder = pick.folderChoice?.remembered ? pick.folderChoice.folder : undefined;
    undoPick(api, filePath, folder)
      .then(() => {
        forget(filePath);
        refetch();
        if (folder) void queryClient.invalidateQueries({ queryKey: queryKeys.folderChoices });
      })
      .catch((failure: unknown) => {
        const reason = failure instanceof Error && failure.message ? failure.message : 'the server refused';
        update(filePath, (p) => ({ ...p, phase: 'linked', error: `Could not undo: ${reason}` }));
      });
  };

  const value: ReviewPicksValue = {
    picks: [...picks.values()],
    of: (filePath) => picks.get(filePath),
    start,
    undo,
  };
  return <ReviewPicksContext.Provider value={value}>{children}</ReviewPicksContext.Provider>;
}
