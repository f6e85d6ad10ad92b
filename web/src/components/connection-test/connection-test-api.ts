import {
  connectionTestResultSchema,
  SECRET_MASK,
  type ConnectionTestResult,
  type PlexTestRequest,
} from '@cinesync/common';
import type { ApiClient } from '../../api/api-client';

/**
 * `POST /api/config/test/tmdb`: the key being typed, or the saved one when `apiKey` is undefined or
 * the mask. A test that ran answers whether the key works; a refused request (no key, too many
 * tests) throws the app's ApiRequestError with the server's sentence.
 */
export function testTmdbKey(api: ApiClient, apiKey: string | undefined): Promise<ConnectionTestResult> {
  return api.requestJson('/api/config/test/tmdb', connectionTestResultSchema, {
    method: 'POST',
    json: apiKey === undefined ? {} : { apiKey },
  });
}

/** `POST /api/config/test/plex`: "Connected to <server name>", or why not. */
export function testPlexConnection(api: ApiClient, request: PlexTestRequest): Promise<ConnectionTestResult> {
  return api.requestJson('/api/config/test/plex', connectionTestResultSchema, { method: 'POST', json: request });
}

/** A sentence ends once: TMDB's own messages bring their full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/**
 * What to ask before saving a TMDB key whose test did not pass, or null when it passed: a key TMDB
 * refused is almost always a typo, but TMDB may be unreachable from here only for now.
 */
function keySaveWarning(result: ConnectionTestResult): string | null {
  if (result.ok) return null;
  const why = sentence(result.message);
  return result.outcome === 'refused'
    ? `TMDB refused this key: ${why} Save anyway?`
    : `TMDB could not check this key: ${why} Save anyway?`;
}

/**
 * Before a save: test the TMDB key among `updates`, if a new one is typed, and say what to ask
 * ({@link keySaveWarning}); null when there is nothing to ask.
 */
export async function tmdbKeyWarning(
  api: ApiClient,
  updates: readonly { key: string; value: string | number | boolean }[],
): Promise<string | null> {
  const typed = String(updates.find((update) => update.key === 'TMDB_API_KEY')?.value ?? '').trim();
  if (typed === '' || typed === SECRET_MASK) return null;
  try {
    return keySaveWarning(await testTmdbKey(api, typed));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'the test failed';
    return keySaveWarning({ ok: false, outcome: 'failed', message });
  }
}
