import type { Job as JobResponse, JobRun as JobRunResponse } from '@cinesync/common';
import type { Job, JobRun } from '../db/schema.js';
import type { BuiltInJob } from './job-catalogue.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A job row as the API shows it: fixed facts (command, tags…) come from the built-in definition. */
export function jobView(row: Job, builtIn: BuiltInJob, lastRun: JobRun | undefined): JobResponse {
  const enabled = row.enabled === 1;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    scheduleType: row.schedule_type,
    intervalSeconds: row.interval_seconds,
    cronExpression: row.cron_expression,
    command: builtIn.command,
    arguments: [],
    workingDir: '',
    enabled,
    category: row.category,
    tags: [...builtIn.tags],
    dependencies: [],
    maxRetries: row.max_retries,
    logOutput: builtIn.logOutput,
    notifyOnFailure: builtIn.notifyOnFailure,
    status: row.status,
    nextExecution: enabled ? iso(row.next_run_at) : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    lastExecution: iso(row.last_run_at),
    lastRun: lastRun ? jobRunView(lastRun) : null,
  };
}

export function jobRunView(run: JobRun): JobRunResponse {
  return {
    id: run.id,
    jobId: run.job_id,
    startedAt: new Date(run.started_at).toISOString(),
    finishedAt: iso(run.finished_at),
    status: run.status,
    message: run.message,
  };
}
