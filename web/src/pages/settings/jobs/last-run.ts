import type { JobRun, JobRunStatus } from '@cinesync/common';
import { plural } from '../../../format/plural';

/** The Last Run, Duration and Result columns of one job, as text. */
interface LastRunText {
  /** "Never", "just now", "5 minutes ago", "2 days ago". */
  when: string;
  /** The start as a full local date and time, for a tooltip; '' before the first run. */
  at: string;
  /** "Running", "0.4 s", "12 s", "3 min 5 s", "1 h 20 min"; '' before the first run. */
  duration: string;
  /** "Completed", "Failed"…; '' before the first run. */
  result: string;
  status: JobRunStatus | null;
  /** What the run said ("3 links removed", the failure's reason); '' when nothing. */
  message: string;
}

const RESULT: Record<JobRunStatus, string> = {
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function ago(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  return `${plural(Math.floor(hours / 24), 'day')} ago`;
}

/** A run's length in its two largest units. */
export function durationText(ms: number): string {
  if (ms < 1000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

export function lastRunText(run: JobRun | null, now: number): LastRunText {
  if (run === null) return { when: 'Never', at: '', duration: '', result: '', status: null, message: '' };
  const started = Date.parse(run.startedAt);
  const finished = run.finishedAt === null ? null : Date.parse(run.finishedAt);
  return {
    when: ago(now - started),
    at: new Date(started).toLocaleString(),
    duration: finished === null ? 'Running' : durationText(finished - started),
    result: RESULT[run.status],
    status: run.status,
    message: run.message ?? '',
  };
}
