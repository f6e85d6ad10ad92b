import type { JobStatus } from '@cinesync/common';

/** Status colours (spec §4): idle grey, running blue, completed green, failed red, cancelled amber, disabled light grey. */
export const JOB_STATUS_COLOURS: Record<JobStatus, string> = {
  idle: '#9e9e9e',
  running: '#2196f3',
  completed: '#4caf50',
  failed: '#f44336',
  cancelled: '#ffb300',
  disabled: '#e0e0e0',
};

/** Whether a job_update with this status ends a run, so the list is re-read a second later. */
export const endsRun = (status: JobStatus): boolean => status === 'completed' || status === 'failed';

/** Delay of that re-read, and of the one after a schedule edit (spec §9). */
export const REFRESH_AFTER_MS = 1000;
