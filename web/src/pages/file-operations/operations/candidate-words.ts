import type { ReviewCandidate } from '@cinesync/common';

export const candidateLabel = (c: ReviewCandidate) => (c.year === null ? c.title : `${c.title} (${c.year})`);

/** The fit score as the card shows it (0.873 → "87%"). */
const scoreText = (score: number) => `${Math.round(Math.max(0, Math.min(1, score)) * 100)}%`;

/** Countries as people name them: ISO codes, except the United Kingdom. */
const countryName = (code: string) => (code.toUpperCase() === 'GB' ? 'UK' : code.toUpperCase());

const sameName = (a: ReviewCandidate, b: ReviewCandidate) =>
  a.title.trim().toLowerCase() === b.title.trim().toLowerCase();

/**
 * The line under a candidate's title: when it came out, where from, on which network, its type and
 * how well it fits. A title that shares its name with another candidate shows its full date (first
 * air date of a show, release date of a film) rather than the year alone: namesakes of one year
 * are told apart by the day.
 */
export function candidateFacts(candidate: ReviewCandidate, all: readonly ReviewCandidate[]): string {
  const namesake = all.some((other) => other !== candidate && sameName(other, candidate));
  const when = namesake && candidate.releaseDate ? candidate.releaseDate : candidate.year;
  const countries = (candidate.originCountries ?? []).slice(0, 2).map(countryName).join('/');
  return [
    when,
    countries || null,
    candidate.networks?.[0] ?? null,
    candidate.mediaType === 'tv' ? 'TV' : 'Movie',
    `${scoreText(candidate.score)} match`,
  ]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}
