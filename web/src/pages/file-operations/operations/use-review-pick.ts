import type { ReviewCandidate } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import {
  initialProcessingState,
  processingReducer,
  type FolderChoiceOutcome,
  type ProcessingState,
} from '../../../components/processing/processing-state';
import { queryKeys } from '../../../api/query-keys';
import { OPERATIONS_KEY, sendPick } from './operations-api';

export interface ReviewPick {
  candidate: ReviewCandidate;
  running: boolean;
  /** 0…100 as the stream reports it; 0 until it says. */
  percent: number;
  /** The stream's error once it ended with one (or the request's). */
  error: string | null;
  /** Whether the pick was kept for the file's folder, once the server said. */
  folderChoice: FolderChoiceOutcome | null;
}

/** The error a finished pick ended with: the stream's own, or a failed result's reason. */
export function pickError(state: ProcessingState): string | null {
  if (state.error) return state.error;
  const failed = state.results.find((r) => r.status === 'failed');
  if (failed) return failed.reason ?? 'Processing failed';
  return null;
}

/**
 * One review pick at a time for one entry: the request, its stream read to the end, and what the card
 * shows meanwhile. The stream is not cancelled when the card goes away: the entry leaving the list (the
 * live event) is the pick succeeding, and the organiser must finish.
 */
export function useReviewPick(filePath: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [pick, setPick] = useState<ReviewPick | null>(null);

  const start = async (candidate: ReviewCandidate, rememberChoice: boolean) => {
    let state = initialProcessingState;
    setPick({ candidate, running: true, percent: 0, error: null, folderChoice: null });
    try {
      await sendPick(api, filePath, candidate, rememberChoice, (line) => {
        state = processingReducer(state, { type: 'line', line });
        setPick({ candidate, running: true, percent: state.percent, error: null, folderChoice: null });
      });
      const folderChoice = state.folderChoice;
      setPick({ candidate, running: false, percent: 100, error: pickError(state), folderChoice });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Processing failed';
      setPick({ candidate, running: false, percent: 0, error: message, folderChoice: null });
    }
    // The live event normally moved the entry already; this covers an event lost on a reconnect.
    void queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY });
    if (rememberChoice) void queryClient.invalidateQueries({ queryKey: queryKeys.folderChoices });
  };

  return {
    pick,
    start: (candidate: ReviewCandidate, rememberChoice: boolean) => void start(candidate, rememberChoice),
  };
}
