import { sourceFileSchema, type ProcessingRequest, type SourceFilesResponse } from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';
import { isApiRequestError } from '../../../api/api-request-error';
import { num, obj, str } from '../../../api/lenient-json';
import { readNdjson } from '../../../api/ndjson-stream';
import { arrayOf } from '../../../api/response-schemas';
import {
  initialProcessingState,
  processingReducer,
  type ProcessingState,
} from '../../../components/processing/processing-state';
import { SourceListRequestError, SourceListShapeError, SourceListStatusError } from './source-list-error';

/** The calls of the Source tab, all through the app's {@link ApiClient}. */

const SOURCE_PAGE_SIZE = 50;
const AUTO_MODE_KEY = 'FILE_OPERATIONS_AUTO_MODE';

interface SourceFilesParams {
  /** 1-based. */
  page: number;
  search: string;
  /** One configured source folder (its index in SOURCE_DIR); absent lists them all. */
  sourceIndex?: number;
}

/** The query of `GET /api/database/source-files`: a page of 50 under the configured folders, media or not. */
export function sourceFilesQuery({ page, search, sourceIndex }: SourceFilesParams): URLSearchParams {
  const query = new URLSearchParams({
    limit: String(SOURCE_PAGE_SIZE),
    offset: String((Math.max(1, page) - 1) * SOURCE_PAGE_SIZE),
    activeOnly: 'true',
    mediaOnly: 'false',
  });
  if (sourceIndex !== undefined) query.set('sourceIndex', String(sourceIndex));
  const term = search.trim();
  if (term !== '') query.set('search', term);
  return query;
}

/** Reads the list answer; `files: null` is an empty page (spec §5), anything else not a list is refused. */
export function parseSourceFiles(raw: unknown): SourceFilesResponse {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new SourceListShapeError('Invalid response from server');
  }
  const body = obj(raw);
  if (body.files !== null && !Array.isArray(body.files))
    throw new SourceListShapeError('Invalid file data from server');
  const files = arrayOf(sourceFileSchema).safeParse(body.files ?? []);
  if (!files.success) throw new SourceListShapeError('Invalid file data from server');
  const total = num(body.total) ?? files.data.length;
  return { files: files.data, total, totalPages: num(body.totalPages) ?? Math.ceil(total / SOURCE_PAGE_SIZE) };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One page of source files; failures are typed for {@link sourceListProblem}. */
export async function fetchSourceFiles(
  api: ApiClient,
  params: SourceFilesParams,
  signal?: AbortSignal,
): Promise<SourceFilesResponse> {
  let response: Response;
  try {
    response = await api.apiFetch(`/api/database/source-files?${sourceFilesQuery(params).toString()}`, { signal });
  } catch (error) {
    if (isApiRequestError(error) || error instanceof TypeError || isAbort(error)) throw error;
    throw new SourceListRequestError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (response.status !== 200) throw new SourceListStatusError(response.statusText || String(response.status));
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new SourceListShapeError('Invalid response from server');
  }
  return parseSourceFiles(raw);
}

/** Auto Mode as saved: on only when FILE_OPERATIONS_AUTO_MODE is 'true'; a failed read means off. */
export async function readAutoMode(api: ApiClient, signal?: AbortSignal): Promise<boolean> {
  try {
    // A fresh read every time: a cached config would show a switch another tab already flipped.
    const response = await api.apiFetch(`/api/config?t=${Date.now()}`, {
      signal,
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    const items = obj(await response.json()).config;
    if (!Array.isArray(items)) return false;
    return items.some((item) => str(obj(item).key) === AUTO_MODE_KEY && str(obj(item).value) === 'true');
  } catch {
    return false;
  }
}

/** Saves Auto Mode; File Operations ignores a failure (the switch keeps what the person chose). */
export async function saveAutoMode(api: ApiClient, on: boolean): Promise<void> {
  try {
    await api.apiFetch('/api/config/update-silent', {
      method: 'POST',
      json: { updates: [{ key: AUTO_MODE_KEY, value: on ? 'true' : 'false', type: 'boolean', required: false }] },
    });
  } catch {
    // Ignored by the spec: Auto Mode is a convenience, not worth an error on this page.
  }
}

/** Automatic processing of one source file (Auto Mode click). */
export function autoProcessRequest(sourcePath: string): ProcessingRequest {
  return { sourcePath, disableMonitor: true, selectedOption: 'auto-select', autoSelect: true };
}

/** Automatic processing of every unprocessed source file (Auto Mode turned on). */
export const BULK_AUTO_PROCESS_REQUEST: ProcessingRequest = {
  sourcePath: '',
  disableMonitor: true,
  selectedOption: 'auto-select',
  autoSelect: true,
  bulkAutoProcess: true,
  batchApply: true,
};

/**
 * Reads a bulk run's stream to its end without keeping it: a whole library's lines would only pile
 * up, and the outcome arrives as live events anyway. Resolves with the number of JSON lines read.
 */
export async function drainProcessing(api: ApiClient, request: ProcessingRequest): Promise<number> {
  const response = await api.apiFetch('/api/python-bridge', { method: 'POST', json: request });
  if (!response.body) return 0;
  let lines = 0;
  for await (const line of readNdjson(response.body)) if (line.ok) lines += 1;
  return lines;
}

/**
 * Runs a request through the processing stream to its end and returns the folded state. The stream
 * is read whole: the server stops a session whose request is closed.
 */
export async function runProcessing(api: ApiClient, request: ProcessingRequest): Promise<ProcessingState> {
  const response = await api.apiFetch('/api/python-bridge', { method: 'POST', json: request });
  let state = initialProcessingState;
  if (!response.body) return processingReducer(state, { type: 'failed', message: 'No response body from server' });
  for await (const line of readNdjson(response.body)) state = processingReducer(state, { type: 'line', line });
  return state.done ? state : processingReducer(state, { type: 'failed', message: 'Processing incomplete' });
}
