import type { BuiltInJobId, JobType } from '@cinesync/common';
import type { JobDefinition, JobSchedule } from '../db/repositories/jobs.repository.js';

/**
 * One built-in action: it honours `signal` (stops at its next safe point once aborted) and resolves
 * with a short summary of what it did, or rejects with why it could not.
 */
export type JobAction = (signal: AbortSignal) => Promise<string | void>;

/** The action of every built-in job, handed in by the composition root (this room imports no other). */
export type BuiltInJobActions = Record<BuiltInJobId, JobAction>;

/** What the product says about a built-in job; the action itself comes from `BuiltInJobActions`. */
export interface BuiltInJob {
  name: string;
  description: string;
  type: Exclude<JobType, 'command'>;
  category: string;
  tags: string[];
  /** The action's display name, shown as the job's command; never executed. */
  command: string;
  /** The schedule a new installation starts with; a person's later choice is kept. */
  schedule: JobSchedule;
  logOutput: boolean;
  notifyOnFailure: boolean;
}

const manual: JobSchedule = {
  scheduleType: 'manual',
  intervalSeconds: 0,
  cronExpression: '',
  enabled: true,
  maxRetries: 0,
};

/**
 * The built-in jobs. Rescans every 6 hours catch what the monitor missed (a mount that came back);
 * the sweep runs nightly and maintenance weekly, at quiet hours; the rest run when asked.
 */
export const BUILT_IN_JOBS: Record<BuiltInJobId, BuiltInJob> = {
  'source-rescan': {
    name: 'Source Rescan',
    description: 'Scans every source folder and organises new or changed files.',
    type: 'service',
    category: 'library',
    tags: ['scan', 'library'],
    command: 'Rescan source folders',
    schedule: { ...manual, scheduleType: 'interval', intervalSeconds: 6 * 3600 },
    logOutput: true,
    notifyOnFailure: true,
  },
  'broken-link-sweep': {
    name: 'Broken Link Sweep',
    description: "Removes library links whose source file is gone; links whose source can't be checked are kept.",
    type: 'service',
    category: 'library',
    tags: ['links', 'cleanup'],
    command: 'Sweep broken links',
    schedule: { ...manual, scheduleType: 'cron', cronExpression: '0 3 * * *' },
    logOutput: true,
    notifyOnFailure: true,
  },
  'database-maintenance': {
    name: 'Database Maintenance',
    description: 'Checks the database integrity, then VACUUM, ANALYZE and a WAL checkpoint.',
    type: 'process',
    category: 'maintenance',
    tags: ['database'],
    command: 'Maintain database',
    schedule: { ...manual, scheduleType: 'cron', cronExpression: '0 4 * * 0' },
    logOutput: true,
    notifyOnFailure: true,
  },
  'database-update': {
    name: 'Database Update',
    description: 'Re-checks every record against the disk and repairs what drifted.',
    type: 'service',
    category: 'maintenance',
    tags: ['database', 'repair'],
    command: 'Update database',
    schedule: manual,
    logOutput: true,
    notifyOnFailure: true,
  },
  'image-cache-prune': {
    name: 'Image Cache Prune',
    description: 'Removes the least recently shown posters until the image cache is under its size cap.',
    type: 'process',
    category: 'cache',
    tags: ['cache', 'images'],
    command: 'Prune image cache',
    schedule: manual,
    logOutput: true,
    notifyOnFailure: false,
  },
  'tmdb-cache-refresh': {
    name: 'TMDB Cache Refresh',
    description: 'Drops TMDB answers past their time to live, so the next use fetches them fresh.',
    type: 'process',
    category: 'cache',
    tags: ['cache', 'tmdb'],
    command: 'Refresh TMDB cache',
    schedule: manual,
    logOutput: true,
    notifyOnFailure: false,
  },
  'log-rotation': {
    name: 'Log Rotation',
    description: 'Deletes daily activity logs older than the retention.',
    type: 'process',
    category: 'maintenance',
    tags: ['logs', 'cleanup'],
    command: 'Rotate logs',
    schedule: manual,
    logOutput: true,
    notifyOnFailure: false,
  },
  'air-date-refresh': {
    name: 'Air Date Refresh',
    description:
      "Reads again the seasons of the library's continuing shows (ended ones monthly) for fresh air dates, " +
      'using a quarter of the TMDB request budget; its last run tells the budget kept to.',
    type: 'service',
    category: 'library',
    tags: ['tmdb', 'calendar', 'missing'],
    command: 'Refresh air dates',
    schedule: { ...manual, scheduleType: 'cron', cronExpression: '30 5 * * *' },
    logOutput: true,
    notifyOnFailure: false,
  },
};

export function isBuiltInJobId(id: string): id is BuiltInJobId {
  return Object.hasOwn(BUILT_IN_JOBS, id);
}

/** The rows the jobs table is seeded with. */
export function builtInJobDefinitions(): JobDefinition[] {
  return Object.entries(BUILT_IN_JOBS).map(([id, job]) => ({
    id,
    name: job.name,
    description: job.description,
    type: job.type,
    category: job.category,
    schedule: job.schedule,
  }));
}
