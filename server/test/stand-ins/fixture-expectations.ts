/** What must become of a fixture file, and the shorthands the fixture lists are written with. */

export type FixtureExpectation =
  | {
      kind: 'linked';
      tmdbId: number;
      mediaType: 'movie' | 'tv';
      season?: number;
      episodes?: number[];
      /** An ambiguous name: abstaining is as right as this id; any other id is wrong. */
      orReview?: boolean;
      /** Where the link must land, relative to the library. */
      destination?: RegExp;
    }
  | { kind: 'review' }
  | { kind: 'skipped' }
  /** Not a media file: never indexed as one, never linked. */
  | { kind: 'ignored' };

/** The habits of the first libraries the organiser was shaped on. */
export const SHAPED_CLASSES = ['movies', 'shows', 'namesakes', 'obfuscated', 'extras and junk'] as const;

/** The release habits of issue 30, each with cases that must link and cases that must abstain. */
export const HABIT_CLASSES = [
  'three-digit episodes',
  'named seasons and cours',
  'local words',
  'specials by title or year',
  'local film titles',
  'numbered series films',
  'multi-part films',
  'remakes in their folder',
  'symbols in titles',
  'disc menus',
] as const;

export type FixtureClass = (typeof SHAPED_CLASSES)[number] | (typeof HABIT_CLASSES)[number];

export interface FixtureFile {
  path: string;
  /** Bytes to make the file look like (sparse); small files look like extras. */
  size: number;
  expect: FixtureExpectation;
  /** The habit the case stands for, for the per-class tally. */
  class: FixtureClass;
  /**
   * The evidence is missing or contradictory (a season TMDB does not list, a folder and a name that
   * disagree, a special no episode of the show is called): the file must abstain, never be linked.
   */
  guard?: boolean;
}

export const GB = 1024 ** 3;
export const MB = 1024 ** 2;

export type LinkedExpectation = Extract<FixtureExpectation, { kind: 'linked' }>;

export const movie = (tmdbId: number, extra: Partial<LinkedExpectation> = {}): LinkedExpectation => ({
  kind: 'linked',
  tmdbId,
  mediaType: 'movie',
  ...extra,
});
export const episode = (
  tmdbId: number,
  season: number,
  episodes: number[],
  extra: Partial<LinkedExpectation> = {},
): LinkedExpectation => ({ kind: 'linked', tmdbId, mediaType: 'tv', season, episodes, ...extra });
