import type { MissingItem } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { episodeCode, groupMissing } from './missing-groups';

const item = (showTmdbId: number, season: number, episode: number, airDate: string): MissingItem => ({
  showTmdbId,
  showTitle: `Show ${showTmdbId}`,
  season,
  episode,
  title: '',
  airDate,
  ignored: false,
});

describe('groupMissing', () => {
  it('groups by show then season, each where its newest episode comes', () => {
    const groups = groupMissing([
      item(2, 3, 2, '2026-03-09'),
      item(1, 1, 5, '2026-03-08'),
      item(2, 3, 1, '2026-03-02'),
      item(2, 1, 4, '2020-01-01'),
    ]);
    expect(
      groups.map((g) => [g.showTmdbId, g.seasons.map((s) => [s.season, s.episodes.map((e) => e.episode)])]),
    ).toEqual([
      [
        2,
        [
          [3, [2, 1]],
          [1, [4]],
        ],
      ],
      [1, [[1, [5]]]],
    ]);
  });

  it('names an episode S01E05', () => {
    expect(episodeCode(1, 5)).toBe('S01E05');
    expect(episodeCode(12, 105)).toBe('S12E105');
  });
});
