import {
  browseResponseSchema,
  configUpdateResponseSchema,
  type BrowseResponse,
  type ConfigUpdateEntry,
  type FolderPurpose,
} from '@cinesync/common';
import type { ApiClient } from '../../api/api-client';
import { obj, str } from '../../api/lenient-json';

/** Saves through `/api/config/update`, as the Settings page does; a refusal throws ApiRequestError. */
export async function saveSettings(
  api: ApiClient,
  updates: ConfigUpdateEntry[],
  currentPassword?: string,
): Promise<void> {
  if (updates.length === 0) return;
  const request = currentPassword ? { updates, currentPassword } : { updates };
  await api.requestJson('/api/config/update', configUpdateResponseSchema, { method: 'POST', json: request });
}

/** `GET /api/server-folders`: the server's folders, for choosing a source folder or the library. */
export function browseServerFolders(
  api: ApiClient,
  path: string,
  purpose: FolderPurpose,
  signal?: AbortSignal,
): Promise<BrowseResponse> {
  const query = new URLSearchParams({ purpose });
  if (path !== '') query.set('path', path);
  return api.requestJson(`/api/server-folders?${query.toString()}`, browseResponseSchema, { signal });
}

/** `POST /api/mediahub/start`: MediaHub scans the sources now and keeps organising. */
export async function startOrganising(api: ApiClient): Promise<void> {
  const response = await api.apiFetch('/api/mediahub/start', { method: 'POST' });
  const body = obj(await response.json().catch(() => ({})));
  if (body.success === false) throw new Error(str(body.message) || 'MediaHub did not start');
}
