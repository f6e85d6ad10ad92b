import { JOB_RUN_HISTORY_MAX } from '@cinesync/common';
import type { JobRunsRepository } from '../db/repositories/job-runs.repository.js';
import type { JobAction } from './job-catalogue.js';

/** How a whole run (its retries included) ended. */
interface RunOutcome {
  status: 'completed' | 'failed' | 'cancelled';
  message: string;
}

interface RunWithRetriesOptions {
  jobId: string;
  action: JobAction;
  signal: AbortSignal;
  maxRetries: number;
  runs: JobRunsRepository;
  now: () => number;
  /** Wait before retry `attempt` (1-based). */
  retryDelayMs: (attempt: number) => number;
  /** Told before each wait, to say so to whoever watches. */
  onRetry: (message: string) => void;
}

const CANCELLED = 'Cancelled';

/**
 * Run an action, again after a growing wait when it fails, up to `maxRetries` more times. Each
 * attempt is one row of the job's history, which is kept to its newest {@link JOB_RUN_HISTORY_MAX}.
 * An abort ends the run as cancelled, whatever the action then resolves or throws.
 */
export async function runWithRetries(options: RunWithRetriesOptions): Promise<RunOutcome> {
  const { jobId, action, signal, runs, now } = options;
  const attempts = options.maxRetries + 1;
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) return { status: 'cancelled', message: CANCELLED };
    const runId = runs.start(jobId, now());
    let outcome: RunOutcome;
    try {
      const summary = await action(signal);
      outcome = signal.aborted
        ? { status: 'cancelled', message: CANCELLED }
        : { status: 'completed', message: summary || 'Completed' };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      outcome = signal.aborted ? { status: 'cancelled', message: CANCELLED } : { status: 'failed', message: reason };
    }
    const last = outcome.status !== 'failed' || attempt >= attempts;
    const message =
      outcome.status === 'failed' && attempts > 1
        ? `Attempt ${attempt} of ${attempts} failed: ${outcome.message}`
        : outcome.message;
    runs.finish(runId, outcome.status, message, now());
    runs.keepNewest(jobId, JOB_RUN_HISTORY_MAX);
    if (last) return { ...outcome, message };
    const delay = options.retryDelayMs(attempt);
    options.onRetry(`${message}; retrying in ${Math.ceil(delay / 1000)} s`);
    if (!(await wait(delay, signal))) return { status: 'cancelled', message: CANCELLED };
  }
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const done = (finished: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(finished);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
