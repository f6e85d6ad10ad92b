import type { ConnectionTestResult } from '@cinesync/common';
import { isTmdbError } from './tmdb-error.js';
import type { TmdbFetchOptions } from './tmdb-transport.js';

/** TMDB's "validate your key" endpoint: it answers `success` for a good key, 401 for any other. */
export const KEY_TEST_PATH = '/authentication';

/**
 * Try a key once (no retries: a person is waiting for the answer) and say how it went in words a
 * person can act on: "Key works", or TMDB's own reason (its `status_message`), or why TMDB could
 * not be asked. The words never hold the key: errors are built without it.
 */
export async function testTmdbKey(
  send: (options: TmdbFetchOptions) => Promise<string>,
  apiKey: string | undefined,
): Promise<ConnectionTestResult> {
  try {
    await send({ once: true, ...(apiKey === undefined ? {} : { credential: apiKey }) });
    return { ok: true, outcome: 'works', message: 'Key works' };
  } catch (error) {
    if (!isTmdbError(error)) throw error;
    switch (error.kind) {
      case 'unauthorized':
        return { ok: false, outcome: 'refused', message: error.detail };
      case 'rate_limited':
        return { ok: false, outcome: 'rate_limited', message: `TMDB is limiting requests: ${error.detail}` };
      case 'network':
        return { ok: false, outcome: 'unreachable', message: `TMDB could not be reached: ${error.detail}` };
      case 'timeout':
        return { ok: false, outcome: 'unreachable', message: `TMDB did not answer: ${error.detail}` };
      case 'invalid_response':
        return { ok: false, outcome: 'failed', message: `The answer did not come from TMDB: ${error.detail}` };
      default:
        return {
          ok: false,
          outcome: 'failed',
          message: `TMDB answered ${error.status ?? 'an error'}: ${error.detail}`,
        };
    }
  }
}
