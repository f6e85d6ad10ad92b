import type { ShowEpisode } from '@cinesync/common';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SeasonGaps } from './SeasonGaps';

const episode = (n: number, state: ShowEpisode['state'], airDate: string | null, ignored = false): ShowEpisode => ({
  season: 5,
  episode: n,
  title: `Episode ${n}`,
  airDate,
  state,
  ignored,
});

describe('SeasonGaps', () => {
  afterEach(cleanup);

  it('says have/aired and tells missing, not yet aired and undated episodes apart', () => {
    render(
      <SeasonGaps
        counts={{ season: 5, have: 8, aired: 10, total: 13, upcoming: 2, missing: 1 }}
        episodes={[
          episode(8, 'have', '2026-03-01'),
          episode(9, 'missing', '2026-03-08'),
          episode(10, 'missing', '2026-03-09', true),
          episode(11, 'upcoming', '2026-03-15'),
          episode(12, 'upcoming', '2026-03-22'),
          episode(13, 'unknown', null),
        ]}
      />,
    );
    expect(screen.getByTestId('season-aired').textContent).toBe('8/10 aired · 2 upcoming');
    const gaps = screen.getByRole('list', { name: 'Episodes not in the library' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'E09 missing',
      'E10 missing (ignored)',
      'E11 airs 2026-03-15',
      'E12 airs 2026-03-22',
      'E13 no air date',
    ]);
  });

  it('lists nothing under a season the library holds whole', () => {
    render(
      <SeasonGaps
        counts={{ season: 1, have: 10, aired: 10, total: 10, upcoming: 0, missing: 0 }}
        episodes={[episode(1, 'have', '2020-01-01')]}
      />,
    );
    expect(screen.getByTestId('season-aired').textContent).toBe('10/10 aired');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
