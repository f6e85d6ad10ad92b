import {
  availableFoldersResponseSchema,
  spoofingConfigSchema,
  type AvailableFolder,
  type SpoofingConfigDto,
} from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';

/** The Spoofing tab's calls (spec §7), through the app's {@link ApiClient}. */

export function fetchSpoofingConfig(api: ApiClient, signal?: AbortSignal): Promise<SpoofingConfigDto> {
  return api.requestJson('/api/spoofing/config', spoofingConfigSchema, { signal });
}

/** Saves the whole configuration; the answer is what the server kept (folder paths as it names them). */
export function saveSpoofingConfig(api: ApiClient, config: SpoofingConfigDto): Promise<SpoofingConfigDto> {
  return api.requestJson('/api/spoofing/config', spoofingConfigSchema, { method: 'PUT', json: config });
}

export function regenerateSpoofingKey(api: ApiClient): Promise<SpoofingConfigDto> {
  return api.requestJson('/api/spoofing/regenerate-key', spoofingConfigSchema, { method: 'POST' });
}

export function fetchAvailableFolders(api: ApiClient, signal?: AbortSignal): Promise<AvailableFolder[]> {
  return api.requestJson('/api/spoofing/folders/available', availableFoldersResponseSchema, { signal });
}
