// How well one TMDB title fits what a release name says, 0…1. The title decides most of it, the year
// and the media type confirm or contradict, a country tag tells remakes apart. Popularity never adds
// to a score: it only orders candidates whose scores are equal.

import type { MediaType } from '../match-types.js';
import type { NameEvidence, TitleVariant } from './name-evidence.js';
import { titleSimilarity } from './title-similarity.js';

/** What is known of a TMDB title: from a search row, completed by its details when they were fetched. */
export interface CandidateFacts {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  originalTitle: string | null;
  /** From details (`alternative_titles`); empty until they are fetched. */
  alternativeTitles: string[];
  year: number | null;
  popularity: number;
  posterPath: string | null;
  /** ISO 3166-1 codes; for movies known only from details. Empty: unknown. */
  originCountries: string[];
  /** Not scored: shown to a person choosing among namesakes (absent where not read). */
  releaseDate?: string | null;
  networks?: string[];
  overview?: string | null;
}

export interface ScoredCandidate {
  facts: CandidateFacts;
  score: number;
}

/** Weight of the title in the score; the rest comes from the year. */
const TITLE_WEIGHT = 0.85;
const YEAR_EXACT = 0.15;
const YEAR_CLOSE = 0.1;
/** Neither confirmed nor contradicted: half the credit of an exact year. */
const YEAR_UNKNOWN = 0.075;
const YEAR_TWO_OFF = 0;
const YEAR_FAR_OFF = -0.3;
/** Festival and wide releases, or a pilot and its series, can be a year or two apart; more is another title. */
const YEAR_TOLERANCE = 2;
/** Whatever the title: far below any threshold, but still listed for a person to see. */
const YEAR_CONTRADICTED_SCORE = 0.2;
/** An alternative title (a country's or a working title) counts a little less than the title itself. */
const ALTERNATIVE_FACTOR = 0.97;
/**
 * A spelling that leaves a subtitle out (`Show` of `Show - Subtitle`) fits less than the whole name:
 * enough to find the show alone, never enough to tie with a show named by the whole name.
 */
const PARTIAL_TITLE_FACTOR = 0.9;
/** A show for a file with no episode markers: could be a miniseries or TV film, but needs a clear title. */
const TYPE_UNEXPECTED = -0.12;
/** A movie for a file with episode markers, or anything but the type a person forced. */
const TYPE_CONTRADICTED = -0.5;
const TYPE_FORBIDDEN = -1;
const COUNTRY_AGREES = 0.05;
const COUNTRY_DIFFERS = -0.3;
/** Scores closer than this are equal; only then does popularity order them. */
const SCORE_EPSILON = 0.0005;

/**
 * The score of one candidate: the best of (title similarity × weight + year fit) over every spelling
 * the name carries and every name the candidate has (title, original title, alternative titles),
 * then the media type and country evidence. Clamped to 0…1.
 */
export function scoreCandidate(facts: CandidateFacts, evidence: NameEvidence): number {
  if (yearContradicts(evidence.year, facts) && !specialsYear(facts, evidence)) return YEAR_CONTRADICTED_SCORE;
  let best = 0;
  for (const variant of evidence.titles) {
    const partial = variant.subtitle === undefined ? 1 : PARTIAL_TITLE_FACTOR;
    const value = TITLE_WEIGHT * partial * titleFit(variant, facts) + yearFit(variant.year, facts.year);
    if (value > best) best = value;
  }
  const score = best + typeFit(facts.mediaType, evidence) + countryFit(facts.originCountries, evidence.country);
  return round(Math.min(1, Math.max(0, score)));
}

/** Best similarity of one spelling of the name against every name of the candidate. */
function titleFit(variant: TitleVariant, facts: CandidateFacts): number {
  let best = titleSimilarity(variant.text, facts.title);
  if (best === 1) return 1;
  if (facts.originalTitle && facts.originalTitle !== facts.title) {
    best = Math.max(best, titleSimilarity(variant.text, facts.originalTitle));
  }
  for (const alternative of facts.alternativeTitles) {
    if (best >= ALTERNATIVE_FACTOR) break;
    best = Math.max(best, ALTERNATIVE_FACTOR * titleSimilarity(variant.text, alternative));
  }
  return best;
}

/**
 * `Sherlock.Special.2016`: a special's year is the year it aired, a later one than the show's first;
 * the special itself must then be found in season 0 by that year.
 */
function specialsYear(facts: CandidateFacts, evidence: NameEvidence): boolean {
  return (
    facts.mediaType === 'tv' &&
    evidence.special &&
    evidence.year !== null &&
    facts.year !== null &&
    evidence.year > facts.year
  );
}

/**
 * A year in the name is the title's own (a film's release, a show's first air): a title of another
 * era is another title, however alike the names (`Shogun 1980` is not the 2024 series). Only a year
 * that is part of the title itself (`Blade Runner 2049`, `1917`) is exempt.
 */
export function yearContradicts(nameYear: number | null, facts: CandidateFacts): boolean {
  if (nameYear === null || facts.year === null || Math.abs(nameYear - facts.year) <= YEAR_TOLERANCE) return false;
  const written = String(nameYear);
  return ![facts.title, facts.originalTitle ?? '', ...facts.alternativeTitles].some((name) => name.includes(written));
}

export function yearFit(nameYear: number | null, candidateYear: number | null): number {
  if (nameYear === null || candidateYear === null) return YEAR_UNKNOWN;
  const off = Math.abs(nameYear - candidateYear);
  if (off === 0) return YEAR_EXACT;
  if (off === 1) return YEAR_CLOSE;
  if (off === 2) return YEAR_TWO_OFF;
  return YEAR_FAR_OFF;
}

function typeFit(type: MediaType, evidence: NameEvidence): number {
  if (type === evidence.expectedType) return 0;
  // `Top Gear Patagonia Special`: a special is a show's as often as a film's.
  if (type === 'tv' && evidence.special && evidence.typeEvidence === 'no-markers') return 0;
  if (evidence.typeEvidence === 'forced') return TYPE_FORBIDDEN;
  return evidence.typeEvidence === 'episode-markers' ? TYPE_CONTRADICTED : TYPE_UNEXPECTED;
}

function countryFit(countries: readonly string[], country: string | null): number {
  if (country === null || countries.length === 0) return 0;
  return countries.includes(country) ? COUNTRY_AGREES : COUNTRY_DIFFERS;
}

/** Best first; popularity orders only candidates whose scores are within `SCORE_EPSILON`. */
export function rankCandidates<T extends ScoredCandidate>(candidates: Iterable<T>): T[] {
  return [...candidates].sort((a, b) => {
    const difference = b.score - a.score;
    if (Math.abs(difference) > SCORE_EPSILON) return difference;
    return b.facts.popularity - a.facts.popularity || a.facts.tmdbId - b.facts.tmdbId;
  });
}

export type Decision<T extends ScoredCandidate = ScoredCandidate> =
  { kind: 'confident'; best: T } | { kind: 'ambiguous'; best: T; rival: T } | { kind: 'weak'; best: T | null };

/** Lead the best needs over the second best to be taken without further evidence. */
export const AMBIGUITY_MARGIN = 0.06;

/**
 * Take the best only when it clears the threshold and no other candidate comes close: two strong
 * candidates a hair apart (`Dune` 1984 and 2021 with no year) are a question for a person, not a guess.
 */
export function decide<T extends ScoredCandidate>(ranked: readonly T[], threshold: number): Decision<T> {
  const [best, second] = ranked;
  if (!best || best.score < threshold) return { kind: 'weak', best: best ?? null };
  if (second && best.score - second.score < AMBIGUITY_MARGIN) return { kind: 'ambiguous', best, rival: second };
  return { kind: 'confident', best };
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
