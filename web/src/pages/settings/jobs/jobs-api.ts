import { jobActionResponseSchema, jobsResponseSchema, type Job } from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';
import { isApiRequestError } from '../../../api/api-request-error';
import type { scheduleBody } from './schedule-form';

/** The Jobs tab's calls (spec §7), through the app's {@link ApiClient}. */

/** A schedule update gives up after this long (spec §9). */
const JOB_UPDATE_TIMEOUT_MS = 10_000;

export const NO_RESPONSE_TEXT = 'No response from server. Please check your connection.';

export async function fetchJobs(api: ApiClient, signal?: AbortSignal): Promise<Job[]> {
  return (await api.requestJson('/api/jobs', jobsResponseSchema, { signal })).jobs;
}

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

/**
 * `POST /api/jobs/{id}/run|cancel`. The answer's job, when it has the contract's shape, updates the
 * row at once; otherwise null (the request still succeeded, and `job_update` events follow).
 */
async function jobAction(api: ApiClient, id: string, action: 'run' | 'cancel'): Promise<Job | null> {
  const response = await api.apiFetch(`${jobPath(id)}/${action}`, { method: 'POST' });
  const parsed = jobActionResponseSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.job : null;
}

export const runJob = (api: ApiClient, id: string) => jobAction(api, id, 'run');
export const cancelJob = (api: ApiClient, id: string) => jobAction(api, id, 'cancel');

/** `PUT /api/jobs/{id}` with the schedule body only; aborted after {@link JOB_UPDATE_TIMEOUT_MS}. */
export async function updateJobSchedule(
  api: ApiClient,
  id: string,
  body: ReturnType<typeof scheduleBody>,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), JOB_UPDATE_TIMEOUT_MS);
  try {
    await api.apiFetch(jobPath(id), { method: 'PUT', json: body, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The text for a failed call (spec §8): the server answered → `failure`; no answer at all (network
 * down, timed out) → {@link NO_RESPONSE_TEXT}.
 */
export function jobErrorText(error: unknown, failure: string): string {
  if (isApiRequestError(error)) return failure;
  if (error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')) {
    return NO_RESPONSE_TEXT;
  }
  return failure;
}

/**
 * The server's reason for refusing a schedule, on the field it names (`details.field`), so the
 * dialog shows it under that field ("fires every 10 seconds; a job may run at most once a minute").
 */
export function scheduleFieldErrors(error: unknown): { interval?: string; cron?: string } {
  if (!isApiRequestError(error) || error.status !== 400) return {};
  const details = typeof error.details === 'object' && error.details !== null ? error.details : {};
  const field = 'field' in details ? details.field : undefined;
  if (field === 'cronExpression') return { cron: error.message };
  if (field === 'intervalSeconds') return { interval: error.message };
  return {};
}
