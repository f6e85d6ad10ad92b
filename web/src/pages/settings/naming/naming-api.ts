import {
  namingPreviewResponseSchema,
  namingTokensResponseSchema,
  type NamingPreviewResponse,
  type NamingTokensResponse,
} from '@cinesync/common';
import type { ApiClient } from '../../../api/api-client';
import type { NamingFormatKind } from './naming-format-keys';

/** The calls of the token helper; the catalogue and the preview both come from the organiser's naming code. */

export function fetchNamingTokens(
  api: ApiClient,
  kind: NamingFormatKind,
  signal?: AbortSignal,
): Promise<NamingTokensResponse> {
  return api.requestJson(`/api/naming/tokens?${new URLSearchParams({ kind }).toString()}`, namingTokensResponseSchema, {
    signal,
  });
}

export function previewNamingFormat(
  api: ApiClient,
  kind: NamingFormatKind,
  format: string,
  signal?: AbortSignal,
): Promise<NamingPreviewResponse> {
  return api.requestJson('/api/naming/preview', namingPreviewResponseSchema, {
    method: 'POST',
    json: { kind, format },
    signal,
  });
}

/** The catalogue never changes while the server runs: one fetch per kind. */
export const namingTokensQueryKey = (kind: NamingFormatKind) => ['naming-tokens', kind] as const;
