import { z } from 'zod';

/**
 * The Jobs API. A job is one of the server's built-in actions (a rescan, a sweep, maintenance) on
 * a schedule: the action is chosen by the job's id in code, never by a stored command, so nothing a
 * client sends can make the server run a program (design §5.6). A client changes a schedule and
 * whether the job is enabled; nothing else.
 */

export const JOB_TYPES = ['process', 'service', 'command'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_SCHEDULE_TYPES = ['manual', 'interval', 'cron', 'startup'] as const;
export type JobScheduleType = (typeof JOB_SCHEDULE_TYPES)[number];

export const JOB_STATUSES = ['idle', 'running', 'completed', 'failed', 'cancelled', 'disabled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_RUN_STATUSES = ['running', 'completed', 'failed', 'cancelled'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** Runs kept per job; older ones are dropped as new ones finish. */
export const JOB_RUN_HISTORY_MAX = 50;

/** The built-in actions, one per job id. */
export const BUILT_IN_JOB_IDS = [
  'source-rescan',
  'broken-link-sweep',
  'database-maintenance',
  'database-update',
  'image-cache-prune',
  'tmdb-cache-refresh',
  'log-rotation',
  'air-date-refresh',
] as const;
export type BuiltInJobId = (typeof BUILT_IN_JOB_IDS)[number];

/** One run of a job (`GET /api/jobs/{id}/runs`, newest first, at most {@link JOB_RUN_HISTORY_MAX}). */
export const jobRunSchema = z.object({
  id: z.number().int(),
  jobId: z.string(),
  /** ISO 8601. */
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(JOB_RUN_STATUSES),
  message: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** One job as `GET /api/jobs` lists it (the spec's Job entity). */
export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(JOB_TYPES),
  scheduleType: z.enum(JOB_SCHEDULE_TYPES),
  /** Seconds between runs for an interval schedule; 0 otherwise. */
  intervalSeconds: z.number().int(),
  /** Cron expression (seconds optional) for a cron schedule; '' otherwise. */
  cronExpression: z.string(),
  /** The built-in action's name, for display; never executed as a command. */
  command: z.string(),
  /** Always empty: built-in actions take no arguments from outside. */
  arguments: z.array(z.string()),
  /** Always empty, for the same reason. */
  workingDir: z.string(),
  enabled: z.boolean(),
  category: z.string(),
  tags: z.array(z.string()),
  dependencies: z.array(z.string()),
  maxRetries: z.number().int(),
  logOutput: z.boolean(),
  notifyOnFailure: z.boolean(),
  status: z.enum(JOB_STATUSES),
  /** ISO 8601 time of the next scheduled run; null for manual, startup (after start) and disabled jobs. */
  nextExecution: z.string().nullable(),
  /** ISO 8601. */
  updatedAt: z.string(),
  /** ISO 8601 of the last run's start; null before the first. */
  lastExecution: z.string().nullable(),
  /** The newest run (going or ended): when, how long and how it ended; null before the first. */
  lastRun: jobRunSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobsResponseSchema = z.object({ jobs: z.array(jobSchema) });
export type JobsResponse = z.infer<typeof jobsResponseSchema>;

/**
 * `PUT /api/jobs/{id}`: the schedule and `enabled`, nothing else. Strict: any other field (command,
 * arguments, workingDir, type, name…) is refused with 400 and the job stays as it was.
 */
export const jobUpdateSchema = z
  .object({
    scheduleType: z.enum(JOB_SCHEDULE_TYPES),
    intervalSeconds: z.number().int().min(0).max(31_536_000),
    cronExpression: z.string().max(200),
    enabled: z.boolean(),
    maxRetries: z.number().int().min(0).max(10),
  })
  .partial()
  .strict();
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const jobActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  job: jobSchema,
});
export type JobActionResponse = z.infer<typeof jobActionResponseSchema>;

export const jobRunsResponseSchema = z.object({ runs: z.array(jobRunSchema) });
export type JobRunsResponse = z.infer<typeof jobRunsResponseSchema>;
