import {
  fileOperationsBulkDeleteResponseSchema,
  fileOperationsDeleteSkippedResponseSchema,
  fileOperationsResponseSchema,
  restoreResponseSchema,
  undoPickResponseSchema,
  type FileOperationStatus,
  type FileOperationsBulkDeleteResponse,
  type FileOperationsDeleteSkippedResponse,
  type FileOperationsResponse,
  type ProcessingRequest,
  type RestoreResponse,
  type ReviewCandidate,
  type UndoPickResponse,
} from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';
import { readNdjson, type NdjsonLine } from '../../../api/ndjson-stream';

/** The calls of the Operations tab, all through the app's {@link ApiClient} (token, error mapping). */

export const OPERATIONS_PAGE_SIZE = 25;

export interface OperationsQuery {
  /** Null lists every status (the Source tab only needs the badge counts). */
  status: FileOperationStatus | null;
  page: number;
  search: string;
}

/** Cache key prefix of every operations page, so a refresh or a bulk change can reach them all. */
export const OPERATIONS_KEY = ['file-operations'] as const;

export function operationsKey(query: OperationsQuery) {
  return [...OPERATIONS_KEY, query.status ?? 'all', query.page, query.search] as const;
}

/** `GET /api/file-operations` for one page of one tab. */
export function fetchOperations(
  api: ApiClient,
  query: OperationsQuery,
  signal?: AbortSignal,
): Promise<FileOperationsResponse> {
  const params = new URLSearchParams({
    limit: String(OPERATIONS_PAGE_SIZE),
    offset: String((query.page - 1) * OPERATIONS_PAGE_SIZE),
  });
  if (query.status) params.set('status', query.status);
  params.set('lightweight', 'true');
  const search = query.search.trim();
  if (search !== '') params.set('search', search);
  return api.requestJson(`/api/file-operations?${params.toString()}`, fileOperationsResponseSchema, { signal });
}

/** `DELETE /api/file-operations`: every skipped entry. */
export function deleteAllSkipped(api: ApiClient): Promise<FileOperationsDeleteSkippedResponse> {
  return api.requestJson('/api/file-operations', fileOperationsDeleteSkippedResponseSchema, { method: 'DELETE' });
}

/** `DELETE /api/file-operations/bulk` with operation ids. */
export function deleteOperations(api: ApiClient, ids: readonly string[]): Promise<FileOperationsBulkDeleteResponse> {
  return api.requestJson('/api/file-operations/bulk', fileOperationsBulkDeleteResponseSchema, {
    method: 'DELETE',
    json: { filePaths: ids },
  });
}

/** `POST /api/restore-symlinks`. */
export function restoreSymlinks(api: ApiClient, paths: readonly string[]): Promise<RestoreResponse> {
  return api.requestJson('/api/restore-symlinks', restoreResponseSchema, { method: 'POST', json: { paths } });
}

/**
 * The processing request of a review pick: the organiser is told which title the file is and, when
 * the person left "Apply to the other files of …" ticked (and the server said the folder may keep
 * it), to remember it for the title's folder so the person is not asked again for its siblings.
 */
function pickRequest(filePath: string, candidate: ReviewCandidate, rememberChoice: boolean): ProcessingRequest {
  return {
    sourcePath: filePath,
    disableMonitor: true,
    selectedOption: candidate.mediaType === 'tv' ? 'force-show' : 'force-movie',
    selectedIds: { tmdb: String(candidate.tmdbId) },
    autoSelect: true,
    rememberChoice,
  };
}

/** Sends a review pick and hands every line of its stream to `onLine`, to the stream's end. */
export async function sendPick(
  api: ApiClient,
  filePath: string,
  candidate: ReviewCandidate,
  rememberChoice: boolean,
  onLine: (line: NdjsonLine) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await api.apiFetch('/api/python-bridge', {
    method: 'POST',
    json: pickRequest(filePath, candidate, rememberChoice),
    signal,
  });
  if (!response.body) return;
  for await (const line of readNdjson(response.body)) onLine(line);
}

/**
 * `POST /api/file-operations/undo-pick`: the file goes back to review; `folder` is where the pick
 * was remembered, when it was, so that choice is forgotten too.
 */
export function undoPick(api: ApiClient, filePath: string, folder?: string): Promise<UndoPickResponse> {
  return api.requestJson('/api/file-operations/undo-pick', undoPickResponseSchema, {
    method: 'POST',
    json: folder === undefined ? { sourcePath: filePath } : { sourcePath: filePath, folder },
  });
}
