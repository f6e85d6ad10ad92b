// Finding the TMDB title a name belongs to by searching: the primary title with its year, then
// without, then the other spellings; the expected media type first and the other only when that finds
// nothing good. Details are fetched only for the few candidates where they can change the decision,
// and for the winner (whose details the match needs anyway).

import type { TmdbClient } from '../../metadata/index.js';
import type { Logger } from '../../log.js';
import type { MatchCandidate, MediaType } from '../match-types.js';
import type { NameEvidence, TitleVariant } from './name-evidence.js';
import {
  AMBIGUITY_MARGIN,
  decide,
  rankCandidates,
  scoreCandidate,
  type CandidateFacts,
  type Decision,
} from './score-candidate.js';
import { detailsFacts, movieRowFacts, toMatchCandidate, tvRowFacts, type TitleDetails } from './tmdb-facts.js';
import { tieReason, weakReason } from './review-reasons.js';
import { fetchDetails } from './title-lookup.js';
import { normaliseTitle } from './title-similarity.js';

/** Rows of one search page considered. */
const RESULTS_PER_QUERY = 10;
/** Searches per media type at most. */
const QUERIES_PER_TYPE = 5;
/** Candidates whose details are fetched when the search rows alone don't decide. */
const DETAILS_FOR_TOP = 3;
/** Details fetched per search at most, whatever happens. */
const DETAILS_BUDGET = 6;
/** Candidates listed for review. */
const CANDIDATES_SHOWN = 5;

interface TitleSearchRequest {
  tmdb: TmdbClient;
  log: Logger;
  evidence: NameEvidence;
  /** Media types to search, in order; the next only when the previous found nothing good. */
  types: readonly MediaType[];
  threshold: number;
}

type TitleSearchResult =
  | { status: 'matched'; found: TitleDetails; score: number; candidates: MatchCandidate[] }
  | {
      status: 'review';
      reason: string;
      candidates: MatchCandidate[];
      /**
       * When two or more titles fit the name almost equally and all are above the threshold: each of
       * them, with details, for evidence beyond the name's title (an episode only one of them has).
       */
      tied?: TitleDetails[];
    };

interface PoolEntry {
  facts: CandidateFacts;
  score: number;
  details: TitleDetails | null;
}

interface Query {
  text: string;
  year: number | null;
  /** The name's year written into the title (`Blade Runner 2049`). */
  yearInTitle: boolean;
}

/** Searches TMDB for the title a name carries. TMDB errors are thrown to the caller as they come. */
export async function searchTitle(request: TitleSearchRequest): Promise<TitleSearchResult> {
  const search = new TitleSearch(request);
  return search.run();
}

class TitleSearch {
  private readonly pool = new Map<string, PoolEntry>();
  private detailsFetched = 0;

  constructor(private readonly request: TitleSearchRequest) {}

  async run(): Promise<TitleSearchResult> {
    const { evidence } = this.request;
    if (queryPlan(evidence).length === 0)
      return { status: 'review', reason: 'The name carries no title to search', candidates: [] };

    for (const type of this.request.types) {
      for (const query of queryPlan(evidence, type)) {
        if (query.yearInTitle && !this.yearMayBeTitles(query)) continue;
        await this.searchOnce(type, query);
        if (await this.confidentSoFar()) break;
      }
      const decision = await this.settle();
      if (decision.kind === 'confident' && decision.best.details) {
        return {
          status: 'matched',
          found: decision.best.details,
          score: decision.best.score,
          candidates: this.shown(),
        };
      }
      if (decision.kind === 'ambiguous') {
        const { best } = decision;
        return {
          status: 'review',
          reason: tieReason(
            this.ranked()
              .filter((entry) => best.score - entry.score < AMBIGUITY_MARGIN)
              .map((e) => e.facts),
          ),
          candidates: this.shown(),
          ...this.tied(best.score),
        };
      }
    }
    const primary = evidence.titles[0]?.text ?? '';
    return { status: 'review', reason: weakReason(primary, this.ranked()[0]), candidates: this.shown() };
  }

  private async searchOnce(type: MediaType, query: Query): Promise<void> {
    const { tmdb, evidence } = this.request;
    const options = query.year === null ? {} : { year: query.year };
    const rows =
      type === 'movie'
        ? (await tmdb.searchMovie(query.text, options)).results.slice(0, RESULTS_PER_QUERY).map(movieRowFacts)
        : (await tmdb.searchTv(query.text, options)).results.slice(0, RESULTS_PER_QUERY).map(tvRowFacts);
    for (const facts of rows) {
      const key = `${facts.mediaType}:${facts.tmdbId}`;
      if (!this.pool.has(key)) this.pool.set(key, { facts, score: scoreCandidate(facts, evidence), details: null });
    }
  }

  /**
   * `Blade Runner 2049`: a year too late to be a release's is the title's; a year that may be the
   * release's is looked for in the title only when the title alone found nothing.
   */
  private yearMayBeTitles(query: Query): boolean {
    const year = Number(/(\d{4})$/.exec(query.text)?.[1]);
    return this.pool.size === 0 || year > new Date().getUTCFullYear() + 1;
  }

  /**
   * Whether the searches so far decide, the leader's details included: a name written as one of a
   * title's alternative titles (`Yuru Camp` of `Laid-Back Camp`) is found by its details, and the next
   * spelling's search would be a call spent on a title already found. The leader's details are wanted
   * anyway: settling fetches the winner's, or the top few's. A film without a year searches on.
   */
  private async confidentSoFar(): Promise<boolean> {
    const { threshold, evidence } = this.request;
    if (decide(this.ranked(), threshold).kind === 'confident') return true;
    // A film without a year may have a remake of the same local title the next spelling finds.
    if (evidence.expectedType === 'movie' && evidence.year === null) return false;
    const leader = this.ranked()[0];
    if (!leader || leader.details || this.detailsFetched >= DETAILS_BUDGET) return false;
    await this.complete(leader);
    return decide(this.ranked(), threshold).kind === 'confident';
  }

  /**
   * Fetch details where they can matter until the decision no longer changes: the winner's (the
   * match needs them, and they may lower it: a country, say), or the top few when none stands out
   * (an alternative title may lift one).
   */
  private async settle(): Promise<Decision<PoolEntry>> {
    const { threshold } = this.request;
    for (;;) {
      const ranked = this.ranked();
      const decision = decide(ranked, threshold);
      const wanted =
        decision.kind === 'confident'
          ? [decision.best].filter((entry) => !entry.details)
          : ranked.slice(0, DETAILS_FOR_TOP).filter((entry) => !entry.details);
      const affordable = wanted.slice(0, Math.max(0, DETAILS_BUDGET - this.detailsFetched));
      if (affordable.length === 0) return decision;
      await Promise.all(affordable.map((entry) => this.complete(entry)));
    }
  }

  private async complete(entry: PoolEntry): Promise<void> {
    const { tmdb, evidence } = this.request;
    const { mediaType, tmdbId } = entry.facts;
    this.detailsFetched++;
    const found = await fetchDetails(tmdb, mediaType, tmdbId);
    if (!found) {
      // Listed by the search but gone since: not a candidate.
      this.request.log.debug({ mediaType, tmdbId }, 'search result has no details; dropped');
      this.pool.delete(`${mediaType}:${tmdbId}`);
      return;
    }
    entry.details = found;
    entry.facts = detailsFacts(found);
    entry.score = scoreCandidate(entry.facts, evidence);
  }

  /** Every candidate within the ambiguity margin of the best, when all of them have their details. */
  private tied(bestScore: number): { tied?: TitleDetails[] } {
    const close = this.ranked().filter(
      (entry) => entry.score >= this.request.threshold && bestScore - entry.score < AMBIGUITY_MARGIN,
    );
    const tied = close.map((entry) => entry.details).filter((details): details is TitleDetails => details !== null);
    return tied.length === close.length && tied.length > 1 ? { tied } : {};
  }

  private ranked(): PoolEntry[] {
    return rankCandidates(this.pool.values());
  }

  private shown(): MatchCandidate[] {
    return this.ranked().slice(0, CANDIDATES_SHOWN).map(toMatchCandidate);
  }
}

/**
 * Primary spellings with their year, then without; then the other spellings the same way. Among
 * shows, a special's show comes first (`Top Gear`, once for all its specials).
 */
export function queryPlan(evidence: NameEvidence, type: MediaType = evidence.expectedType): Query[] {
  const queries: Query[] = [];
  const seen = new Set<string>();
  const push = (text: string, year: number | null, yearInTitle: boolean) => {
    // `Movie 09` and `Movie 9` are one search.
    const key = `${normaliseTitle(text).replace(/\b0+(\d)/g, '$1')}|${year ?? ''}`;
    if (seen.has(key) || normaliseTitle(text) === '') return;
    seen.add(key);
    queries.push({ text, year, yearInTitle });
  };
  const rank = (t: TitleVariant) => (type === 'tv' && t.showOfSpecial === true ? 0 : t.primary ? 1 : 2);
  const ordered = [...evidence.titles].sort((a, b) => rank(a) - rank(b));
  for (const variant of ordered) {
    if (variant.year !== null) push(variant.text, variant.year, false);
    push(variant.text, null, variant.yearInTitle === true);
  }
  return queries.slice(0, QUERIES_PER_TYPE);
}
