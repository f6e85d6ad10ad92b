import type { LogLine, ProcessingState } from './processing-state';

/** The three steps of Skip's progress dialog, in order. */
export const SKIP_STEPS = ['Removing symlinks', 'Marking as skipped', 'Complete'] as const;

/** The caller navigates back (or refreshes) 2.5 s after a skip, so the result can be read. */
export const SKIP_FINISH_AFTER_MS = 2500;

type SkipPhase = 'removing' | 'marking' | 'complete' | 'failed';

export interface RunFailure {
  name: string;
  error: string | null;
}

/** How a run ended, once every file has had its turn. */
export interface RunOutcome {
  succeeded: number;
  failures: RunFailure[];
}

interface SkipView {
  phase: SkipPhase;
  /** The bar stands at 33% and 66% between the steps. */
  percent: number;
  /** The Stepper's active step; `SKIP_STEPS.length` marks every step done. */
  activeStep: number;
}

/**
 * The server removes the links and marks the record in one go, then reports a `result`; so a
 * skipped result is the point where both are done and only the end of the stream is left.
 */
function answered(state: ProcessingState): boolean {
  return state.results.some((result) => result.status === 'skipped');
}

/**
 * Where the dialog stands. `state` is the current file's session, `lastFile` whether it is the run's
 * last (a bulk run stays on the first step until then, rather than bouncing per file), and `outcome`
 * is set once the run is over.
 */
export function skipView(state: ProcessingState, lastFile: boolean, outcome: RunOutcome | null): SkipView {
  if (outcome) {
    if (outcome.failures.length === 0 && outcome.succeeded > 0) {
      return { phase: 'complete', percent: 100, activeStep: SKIP_STEPS.length };
    }
    const got = outcome.succeeded > 0 || answered(state);
    return { phase: 'failed', percent: got ? 66 : 33, activeStep: got ? 1 : 0 };
  }
  if (lastFile && answered(state)) return { phase: 'marking', percent: 66, activeStep: 1 };
  return { phase: 'removing', percent: 33, activeStep: 0 };
}

/** The error line: the server's reason for one file, a count for several. */
export function skipErrorText(outcome: RunOutcome, total: number): string {
  if (total > 1) return `Failed to skip ${outcome.failures.length} of ${total} files`;
  const reason = outcome.failures[0]?.error;
  return reason ? `Failed to skip: ${reason}` : 'Failed to skip';
}

/** A bulk run's log names each file that failed ("Failed to skip"). */
export function skipFailureLog(failures: readonly RunFailure[]): LogLine[] {
  return failures.map(({ name, error }) => ({
    text: `Failed to skip ${name}${error ? `: ${error}` : ''}`,
    error: true,
  }));
}
