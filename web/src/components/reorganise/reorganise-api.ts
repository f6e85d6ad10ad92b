import {
  reorganiseOperationDetailSchema,
  reorganiseOperationListSchema,
  reorganisePreviewLineSchema,
  reorganiseStartedSchema,
} from '@cinesync/common';
import type { ApiClient } from '../../api/api-client';
import { readNdjson } from '../../api/ndjson-stream';
import type {
  PreviewLine,
  PreviewSummary,
  ReorganiseOperation,
  ReorganiseOperationDetails,
  ReorganiseScope,
} from './reorganise-shapes';

/** The calls of the re-organise routes (issue 32), all through the app's {@link ApiClient}. */

/** Cache key of the operations list, and of one operation below it. */
export const REORGANISE_OPERATIONS_KEY = ['reorganise-operations'] as const;
export const reorganiseOperationKey = (id: number) => [...REORGANISE_OPERATIONS_KEY, id] as const;

/**
 * `POST /api/reorganise/preview`: the planned changes, line by line as the server works them out,
 * ending with the summary. Lines this web does not know are skipped.
 */
export async function* streamPreview(
  api: ApiClient,
  scope: ReorganiseScope,
  signal?: AbortSignal,
): AsyncGenerator<PreviewLine> {
  const response = await api.apiFetch('/api/reorganise/preview', { method: 'POST', json: scope ?? {}, signal });
  if (!response.body) return;
  for await (const line of readNdjson(response.body)) {
    const read = line.ok ? reorganisePreviewLineSchema.safeParse(line.value) : null;
    if (read?.success) yield read.data;
  }
}

/** `POST /api/reorganise/apply`: starts moving the links of a preview; the operation's id. */
export function applyPreview(api: ApiClient, previewId: number): Promise<number> {
  const started = api.requestJson('/api/reorganise/apply', reorganiseStartedSchema, {
    method: 'POST',
    json: { previewId },
  });
  return started.then(({ operationId }) => operationId);
}

/** `POST /api/reorganise/undo/{id}`: starts putting an operation's links back; the undo's id. */
export function undoOperation(api: ApiClient, id: number): Promise<number> {
  const started = api.requestJson(`/api/reorganise/undo/${id}`, reorganiseStartedSchema, { method: 'POST', json: {} });
  return started.then(({ operationId }) => operationId);
}

/** `GET /api/reorganise/operations`, newest first. */
export function fetchOperations(api: ApiClient, signal?: AbortSignal): Promise<ReorganiseOperation[]> {
  const list = api.requestJson('/api/reorganise/operations', reorganiseOperationListSchema, { signal });
  return list.then(({ operations }) => operations);
}

/** `GET /api/reorganise/operations/{id}` with the entries it skipped. */
export function fetchOperation(api: ApiClient, id: number, signal?: AbortSignal): Promise<ReorganiseOperationDetails> {
  return api.requestJson(`/api/reorganise/operations/${id}`, reorganiseOperationDetailSchema, { signal });
}

/**
 * The summary of a whole-library preview, its changes read and dropped on the way: a check in the
 * background needs only the count. Null when the stream ended without one.
 */
export async function previewSummaryOf(
  api: ApiClient,
  scope: ReorganiseScope,
  signal?: AbortSignal,
): Promise<PreviewSummary | null> {
  let summary: PreviewSummary | null = null;
  for await (const line of streamPreview(api, scope, signal)) if (line.type === 'summary') summary = line;
  return summary;
}
