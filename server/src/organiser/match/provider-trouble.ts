// What a match comes to when TMDB could not answer: an unreachable or refusing provider is
// `pending` (the file is matched on a later run), a refused lookup `failed`; anything else is a bug
// and thrown on.

import type { Logger } from '../../log.js';
import { isTmdbError } from '../../metadata/index.js';
import type { MatchOutcome } from '../match-types.js';

export function providerTrouble(error: unknown, sourcePath: string, log: Logger): MatchOutcome {
  const context = { sourcePath, err: error };
  if (isTmdbError(error)) {
    if (error.kind === 'unauthorized') {
      log.warn(context, 'TMDB refused the API key');
      return { status: 'pending', reason: 'TMDB refused the key (TMDB_API_KEY is missing or invalid)' };
    }
    if (error.transient || error.kind === 'invalid_response') {
      log.warn(context, 'TMDB unavailable; the file will be matched later');
      return { status: 'pending', reason: `TMDB is unavailable (${error.kind.replace('_', ' ')}); will retry` };
    }
    log.warn(context, 'TMDB lookup failed');
    return { status: 'failed', reason: error.message };
  }
  if (error instanceof RangeError) return { status: 'failed', reason: error.message };
  throw error;
}
