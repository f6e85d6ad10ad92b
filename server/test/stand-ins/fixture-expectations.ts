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

export interface FixtureFile {
  path: string;
  /** Bytes to make the file look like (sparse); small files look like extras. */
  size: number;
  expect: FixtureExpectation;
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
