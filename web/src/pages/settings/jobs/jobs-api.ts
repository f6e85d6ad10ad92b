import { jobActionResponseSchema, jobsResponseSchema, type Job } from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';
import { isApiRequestError } from '../../../api/api-request-error';
import type { scheduleBody } from './schedule-form';

/** The Jobs tab's calls (spec §7), through the app's {@link ApiClient}. */

/** A schedule update gives up after this long (spec §9). */
export const JOB_UPDATE_TIMEOUT_MS = 10_000;

export const NO_RESPONSE_TEXT = 'No response from server. Please check your connection.';

export async function fetchJobs(api: ApiClient, signal?: AbortSignal): Promise<Job[]> {
  return (await api.requestJson('/api/jobs', jobsResponseSchema, { signal })).jobs;
}

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

export async function runJob(api: ApiClient, id: string): Promise<Job> {
  return (await api.requestJson(`${jobPath(id)}/run`, jobActionResponseSchema, { method: 'POST' })).job;
}

export async function cancelJob(api: ApiClient, id: string): Promise<Job> {
  return (await api.requestJson(`${jobPath(id)}/cancel`, jobActionResponseSchema, { method: 'POST' })).job;
}

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
