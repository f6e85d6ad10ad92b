// The parts (cours) of a season as its air dates show them: a season that aired in two runs, months
// apart, is two parts, and releases of the second often number its episodes from 1 again (`2nd Season
// Part 2 - 01` is the season's fourteenth episode when the first part had thirteen).

import type { TmdbEpisode } from '../../metadata/index.js';

/** A break this long between two episodes ends a part (weekly episodes skip a week or two, not four). */
const PART_BREAK_DAYS = 28;
const DAY_MS = 86_400_000;

interface SeasonPart {
  /** Episodes of the season before this part. */
  before: number;
  /** Episodes in this part. */
  length: number;
}

/** Part `n` (1-based) of a season by its episodes' air dates, or null when the dates show fewer parts. */
export function seasonPart(episodes: readonly TmdbEpisode[], n: number): SeasonPart | null {
  const listed = [...episodes].sort((a, b) => a.episode_number - b.episode_number);
  const starts = [0];
  for (let i = 1; i < listed.length; i++) {
    const previous = Date.parse(listed[i - 1]!.air_date ?? '');
    const current = Date.parse(listed[i]!.air_date ?? '');
    if (Number.isFinite(previous) && Number.isFinite(current) && current - previous >= PART_BREAK_DAYS * DAY_MS) {
      starts.push(i);
    }
  }
  const start = starts[n - 1];
  if (n < 1 || start === undefined) return null;
  const end = starts[n] ?? listed.length;
  return { before: start, length: end - start };
}
