import { describe, expect, it } from 'vitest';
import type { TmdbSeasonSummary } from '../../metadata/index.js';
import { parseRelease } from '../parse/parse-release.js';
import { episodeExists, hasFansubMarks } from './namesake-evidence.js';

const parsed = (name: string) => {
  const result = parseRelease(name);
  if (!result) throw new Error(`unparsable: ${name}`);
  return result;
};
const seasons = (...counts: [number, number][]) =>
  counts.map(([season_number, episode_count]) => ({ season_number, episode_count }) as TmdbSeasonSummary);

describe('namesake evidence', () => {
  it.each([
    ['[SubsPlease] Cowboy Bebop - 05 (1080p).mkv', true],
    ['Cowboy Bebop - 05 [A6314337].mkv', true],
    ['Cowboy Bebop - 045.mkv', true],
    ['Cowboy.Bebop.S01E05.1080p.WEB.h264-GRP.mkv', false],
    ['Cowboy.Bebop.2021.S01E05.1080p.NF.WEB-DL.mkv', false],
  ])('fansub marks in %s: %s', (name, expected) => {
    expect(hasFansubMarks(parsed(name))).toBe(expected);
  });

  it('rules a show out only when its seasons cannot hold the episode', () => {
    const remake = seasons([1, 8]);
    const anime = seasons([0, 26], [1, 61], [2, 74]);
    expect(episodeExists(parsed('Show.S01E08.mkv'), remake)).toBe('yes');
    expect(episodeExists(parsed('Show.S01E09.mkv'), remake)).toBe('no');
    expect(episodeExists(parsed('Show.S02E01.mkv'), remake)).toBe('no');
    expect(episodeExists(parsed('[Grp] Show - 135 [1080p].mkv'), anime)).toBe('yes');
    // Specials are not counted in absolute numbering.
    expect(episodeExists(parsed('[Grp] Show - 136 [1080p].mkv'), anime)).toBe('no');
    // A season listed before its episodes are counted rules nothing out.
    expect(episodeExists(parsed('Show.S03E05.mkv'), seasons([1, 8], [3, 0]))).toBe('yes');
    expect(episodeExists(parsed('Show.2024.03.04.mkv'), remake)).toBe('unknown');
  });
});
