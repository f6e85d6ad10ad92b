import {
  configResponseSchema,
  configUpdateResponseSchema,
  type ConfigResponse,
  type ConfigUpdateRequest,
} from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';

/**
 * The config list, fetched fresh: a `t` timestamp and no-cache headers keep any proxy or the browser
 * from answering with a copy older than the save that was just made.
 */
export function loadConfig(api: ApiClient, signal?: AbortSignal): Promise<ConfigResponse> {
  return api.requestJson(`/api/config?t=${Date.now()}`, configResponseSchema, {
    signal,
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
}

/** Saves the pending settings; a non-2xx answer throws the app's ApiRequestError with the server's message. */
export async function saveConfig(api: ApiClient, request: ConfigUpdateRequest): Promise<void> {
  await api.requestJson('/api/config/update', configUpdateResponseSchema, { method: 'POST', json: request });
}
