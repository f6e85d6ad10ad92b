// Why the organiser left a file for a person, in words a person reads on the review card: which
// titles fit and what tells them apart, never TMDB's internal ids or raw scores.

import type { CandidateFacts } from './score-candidate.js';
import { normaliseTitle } from './title-similarity.js';

const COUNT_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];

/** Countries as people name them in a title's label: ISO codes, except the United Kingdom. */
function countryName(code: string): string {
  return code.toUpperCase() === 'GB' ? 'UK' : code.toUpperCase();
}

function yearOf(facts: CandidateFacts): string {
  return facts.year === null ? 'year unknown' : String(facts.year);
}

function kindOf(facts: readonly CandidateFacts[]): { one: string; many: string } {
  if (facts.every((f) => f.mediaType === 'tv')) return { one: 'show', many: 'shows' };
  if (facts.every((f) => f.mediaType === 'movie')) return { one: 'film', many: 'films' };
  return { one: 'title', many: 'titles' };
}

/**
 * A short label per title that tells it from the others: the year and, when they differ, the
 * country ("2005 US, 2001 UK"); then, only while two labels are still alike, what else differs
 * among them (the network, the type, the full date).
 */
export function distinguishingLabels(facts: readonly CandidateFacts[]): string[] {
  const parts = facts.map((f) => [yearOf(f)]);
  const add = (step: (f: CandidateFacts) => string | null) => {
    const values = facts.map(step);
    // Only a fact that differs between them helps; one every title shares is noise.
    if (new Set(values).size < 2) return;
    values.forEach((value, i) => {
      if (value !== null) parts[i]?.push(value);
    });
  };
  const distinct = () => new Set(parts.map((p) => p.join(' '))).size === parts.length;
  add((f) => (f.originCountries[0] ? countryName(f.originCountries[0]) : null));
  const tieBreakers: ((f: CandidateFacts) => string | null)[] = [
    (f) => f.networks?.[0] ?? null,
    (f) => (f.mediaType === 'tv' ? 'show' : 'film'),
    (f) => f.releaseDate ?? null,
  ];
  for (const step of tieBreakers) {
    if (distinct()) break;
    add(step);
  }
  return parts.map((p) => p.join(' '));
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Titles that fit the name (almost) equally: "Two shows called The Office (2005 US, 2001 UK) fit
 * equally", or, when their names differ, "Dune (2021) and Dune: Part Two (2024) fit equally".
 */
export function tieReason(tied: readonly CandidateFacts[]): string {
  const labels = distinguishingLabels(tied);
  const first = tied[0];
  const sameName = first !== undefined && tied.every((f) => normaliseTitle(f.title) === normaliseTitle(first.title));
  if (first && sameName) {
    const count = COUNT_WORDS[tied.length] ?? String(tied.length);
    return `${count} ${kindOf(tied).many} called ${first.title} (${labels.join(', ')}) fit equally`;
  }
  return `${listed(tied.map((f, i) => `${f.title} (${labels[i] ?? ''})`))} fit equally`;
}

/** No title fits well enough: the closest, and how close it came (as the card shows scores). */
export function weakReason(name: string, best: { facts: CandidateFacts; score: number } | undefined): string {
  if (!best) return `TMDB found nothing called "${name}"`;
  const percent = Math.round(Math.max(0, Math.min(1, best.score)) * 100);
  const label = best.facts.year === null ? best.facts.title : `${best.facts.title} (${best.facts.year})`;
  return `No title fits "${name}" closely enough; the closest is ${label}, a ${percent}% match`;
}
