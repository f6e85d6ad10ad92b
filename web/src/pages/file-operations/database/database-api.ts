import {
  DATABASE_PAGE_SIZE,
  databaseSearchResponseSchema,
  databaseStatsSchema,
  databaseUpdateResponseSchema,
  deleteResponseSchema,
  fileOperationsBulkDeleteResponseSchema,
  type DatabaseRecordType,
  type DatabaseSearchResponse,
  type DatabaseStats,
  type DatabaseUpdateResponse,
  type DeleteResponse,
  type FileOperationsBulkDeleteResponse,
} from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';

/** The Database browser's calls, all through the app's {@link ApiClient} (token, error mapping). */

/** Cache keys of the browser's server state; `all` covers every page and filter. */
export const databaseKeys = {
  all: ['database'] as const,
  searches: ['database', 'search'] as const,
  search: (filter: DatabaseFilter, page: number) => ['database', 'search', filter.query, filter.type, page] as const,
  stats: ['database', 'stats'] as const,
};

/** A search answer; `stats` is null when the search failed (the counts shown stay as they were). */
export type DatabaseSearchResult = Omit<DatabaseSearchResponse, 'stats'> & { stats: DatabaseStats | null };

/** What the list shows: the applied search text and the type filter. */
export interface DatabaseFilter {
  query: string;
  type: DatabaseRecordType;
}

function filterQuery(filter: DatabaseFilter): URLSearchParams {
  return new URLSearchParams({ query: filter.query, type: filter.type });
}

/** `GET /api/database/search` for one page (1-based) of {@link DATABASE_PAGE_SIZE} records. */
export function searchDatabase(
  api: ApiClient,
  filter: DatabaseFilter,
  page: number,
  signal?: AbortSignal,
): Promise<DatabaseSearchResponse> {
  const query = filterQuery(filter);
  query.set('limit', String(DATABASE_PAGE_SIZE));
  query.set('offset', String((page - 1) * DATABASE_PAGE_SIZE));
  return api.requestJson(`/api/database/search?${query.toString()}`, databaseSearchResponseSchema, { signal });
}

export function fetchDatabaseStats(api: ApiClient, signal?: AbortSignal): Promise<DatabaseStats> {
  return api.requestJson('/api/database/stats', databaseStatsSchema, { signal });
}

/** The CSV the server streams for a filter, with the name it gave the file (when it gave one). */
export async function exportDatabase(
  api: ApiClient,
  filter: DatabaseFilter,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await api.apiFetch(`/api/database/export?${filterQuery(filter).toString()}`);
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) };
}

/** The `filename` of a Content-Disposition header, or null. */
function attachmentName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/** `POST /api/database/update`; a run already going answers 409 (thrown). */
export function startDatabaseUpdate(api: ApiClient): Promise<DatabaseUpdateResponse> {
  return api.requestJson('/api/database/update', databaseUpdateResponseSchema, { method: 'POST', json: {} });
}

/** `POST /api/delete`: the library links of records that have one. */
export function deleteLinks(api: ApiClient, paths: string[]): Promise<DeleteResponse> {
  return api.requestJson('/api/delete', deleteResponseSchema, { method: 'POST', json: { paths } });
}

/** `DELETE /api/file-operations/bulk`: records (by source path) that never got a link. */
export function deleteRecords(api: ApiClient, filePaths: string[]): Promise<FileOperationsBulkDeleteResponse> {
  return api.requestJson('/api/file-operations/bulk', fileOperationsBulkDeleteResponseSchema, {
    method: 'DELETE',
    json: { filePaths },
  });
}
