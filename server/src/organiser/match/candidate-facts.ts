// Review candidates stored by a version that kept no facts with them (country, network, date,
// overview) are completed from TMDB's details, through the client and its cache: the same details
// request the matcher makes, so a title it weighed is usually answered without a call.

import type { ReviewCandidate } from '@cinesync/common';
import { isTmdbError, type TmdbClient } from '../../metadata/index.js';
import type { Logger } from '../../log.js';
import { fetchDetails } from './title-lookup.js';
import { detailsFacts, setApart } from './tmdb-facts.js';

/** Whether a stored candidate already carries what tells it apart. */
function hasSetApartFacts(candidate: ReviewCandidate): boolean {
  return candidate.originCountries !== undefined;
}

/**
 * The candidates with their facts: those that have them as they are, the others completed from
 * TMDB. A title TMDB no longer has, or TMDB not answering, leaves a candidate as it was: the
 * review queue shows what it knows rather than failing.
 */
export async function completeCandidateFacts(
  tmdb: TmdbClient,
  log: Logger,
  candidates: readonly ReviewCandidate[],
): Promise<ReviewCandidate[]> {
  return Promise.all(
    candidates.map(async (candidate) => {
      if (hasSetApartFacts(candidate)) return candidate;
      try {
        const found = await fetchDetails(tmdb, candidate.mediaType, candidate.tmdbId);
        return found ? { ...candidate, ...setApart(detailsFacts(found)) } : candidate;
      } catch (err) {
        if (!isTmdbError(err)) throw err;
        log.debug({ err, tmdbId: candidate.tmdbId, mediaType: candidate.mediaType }, 'candidate facts not completed');
        return candidate;
      }
    }),
  );
}
