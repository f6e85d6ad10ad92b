import type { DatabaseUpdateProgress } from '@cinesync/common';
import { plural } from '../../../format/plural';

/** The update-database dialog (spec §4): idle → starting → running; it closes itself 5 s after the start. */

export const UPDATE_AUTO_CLOSE_MS = 5000;
export const UPDATE_START_FAILED = 'Failed to start database update. Please try again.';

export type UpdatePhase = 'idle' | 'starting' | 'running';

export interface UpdateDialogState {
  open: boolean;
  phase: UpdatePhase;
  /** The server's word on the start (shown while running); cleared when the dialog closes. */
  message: string | null;
  error: string | null;
  /** The job's latest `database_update` event since the start was asked. */
  progress: DatabaseUpdateProgress | null;
}

export type UpdateDialogAction =
  | { type: 'open' }
  | { type: 'start' }
  | { type: 'started'; message: string }
  | { type: 'failed' }
  | { type: 'progress'; progress: DatabaseUpdateProgress }
  | { type: 'close' };

export const initialUpdateDialog: UpdateDialogState = {
  open: false,
  phase: 'idle',
  message: null,
  error: null,
  progress: null,
};

export function updateDialogReducer(state: UpdateDialogState, action: UpdateDialogAction): UpdateDialogState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...initialUpdateDialog, open: true };
    case 'start':
      return state.phase === 'idle' ? { ...state, phase: 'starting', error: null, progress: null } : state;
    case 'started':
      return state.phase === 'starting' ? { ...state, phase: 'running', message: action.message } : state;
    case 'failed':
      return state.phase === 'starting'
        ? { ...state, phase: 'idle', error: UPDATE_START_FAILED, progress: null }
        : state;
    case 'progress':
      // The job's first event may come before the start's answer; with no start asked, it is not ours.
      return state.phase === 'idle' ? state : { ...state, progress: action.progress };
    case 'close':
      return initialUpdateDialog;
  }
}

/** One line for the job's progress, e.g. "Checked 10 of 40 records · 2 repaired · 1 removed". */
export function progressText(progress: DatabaseUpdateProgress): string {
  const head =
    progress.status === 'completed'
      ? `Update complete: checked ${progress.checked} of ${plural(progress.total, 'record')}`
      : progress.status === 'failed'
        ? `Update failed${progress.message ? `: ${progress.message}` : ''}`
        : `Checked ${progress.checked} of ${plural(progress.total, 'record')}`;
  return `${head} · ${progress.repaired} repaired · ${progress.removed} removed`;
}
