// What an episode rule reports: where in the name it found an episode token and what the token says.
// The title of an episode is the text before the chosen marker.

/**
 * 1: explicit tokens (`S01E02`, `1x02`, `Season 2`, air dates). 2: numbering that needs context
 * (`- 05`, `E07`, `Episode 5`, `Part 2`, `[05]`). 3: bare numbers (`103` = 1x03, `Title 214`).
 */
export type MarkerTier = 1 | 2 | 3;

export interface EpisodeMarker {
  rule: string;
  tier: MarkerTier;
  start: number;
  end: number;
  season?: number;
  episodes?: number[];
  absolute?: number[];
  specialAbsolute?: number[];
  airDate?: string;
  /** An air date that cannot be right (before 1951, in the future, day and month ambiguous). */
  invalidDate?: boolean;
  dailyPart?: number;
  fullSeason?: boolean;
  multiSeason?: boolean;
  seasonPart?: number;
  seasonExtra?: boolean;
  special?: boolean;
  splitEpisode?: boolean;
  version?: number;
  /** A bare `S2` that anime releases put in the title (`Title S2 - 07`). */
  shortSeasonToken?: boolean;
  /** `Show - 104 - Title`: the absolute-looking number read as season and episode too (1×04). */
  compact?: { season: number; episodes: number[] };
}

/** `a..z` inclusive when it is a plausible range, else the distinct numbers in order. */
export function episodeRange(numbers: readonly number[]): number[] {
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  if (first === undefined || last === undefined) return [];
  if (numbers.length > 1 && last > first && last - first <= 500) {
    return Array.from({ length: last - first + 1 }, (_, k) => first + k);
  }
  return [...new Set(numbers)];
}
