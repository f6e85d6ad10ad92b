import type { JobStatus } from '@cinesync/common';
import { plural } from '../../../format/plural';

/** The Next Execution column's text (spec §4 "Jobs"), recomputed on every 1 s tick. */

export const JOB_TICK_MS = 1000;
/** After a job shows "Now" the list is re-read this much later, to pick up its new next run. */
export const NOW_REFRESH_MS = 2000;

interface NextExecution {
  text: string;
  /** True when the run is due ("Now"). */
  due: boolean;
}

/** `in 5 minutes`, `in 1 hour`. */
const inTime = (n: number, unit: string) => `in ${plural(n, unit)}`;

/**
 * "Running" while running, "Manual" with no next run, "Now" when due, else "in N unit(s)" in the
 * largest unit that fits. Units are rounded, not floored, so a job just set to "every 5 minutes"
 * reads "in 5 minutes" rather than "in 4 minutes" a moment later.
 */
export function nextExecutionText(
  job: { status: JobStatus; nextExecution: string | null },
  now: number,
): NextExecution {
  if (job.status === 'running') return { text: 'Running', due: false };
  if (job.nextExecution === null) return { text: 'Manual', due: false };
  const at = Date.parse(job.nextExecution);
  if (Number.isNaN(at)) return { text: 'Manual', due: false };
  const seconds = Math.ceil((at - now) / 1000);
  if (seconds <= 0) return { text: 'Now', due: true };
  if (seconds < 60) return { text: inTime(seconds, 'second'), due: false };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { text: inTime(minutes, 'minute'), due: false };
  const hours = Math.round(seconds / 3600);
  if (hours < 24) return { text: inTime(hours, 'hour'), due: false };
  return { text: inTime(Math.round(seconds / 86_400), 'day'), due: false };
}
