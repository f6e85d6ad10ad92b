import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import type { ImportRow } from './import-rows';
import { ratingColour, shortOverview } from './rating-colour';
import { SeasonEpisodePickerDialog } from './SeasonEpisodePickerDialog';

const row: ImportRow = {
  id: '/src/Lost.S01E02.mkv',
  fileName: 'Lost.S01E02.mkv',
  filePath: '/src/Lost.S01E02.mkv',
  relativePath: 'Lost.S01E02.mkv',
  mediaType: 'tv',
  series: 'Lost',
  seriesId: 4607,
  season: 1,
  episode: 2,
  episodes: [2],
  title: '',
  movieTitle: '',
  movieId: null,
  year: null,
  releaseGroup: 'Unknown',
  quality: 'Unknown',
  language: 'English',
  size: '1.0 GB',
  releaseType: 'Single Episode',
  selected: false,
  linkedTo: null,
  imported: null,
};

const show = {
  id: 4607,
  name: 'Lost',
  seasons: [
    { season_number: -1, name: 'Odd', episode_count: 1 },
    { season_number: 0, name: 'Specials', episode_count: 3 },
    { season_number: 1, name: 'Season 1', episode_count: 25, air_date: '2004-09-22' },
  ],
};
const seasonOne = {
  ...show,
  seasons: [
    {
      season_number: 1,
      episodes: [
        {
          episode_number: 1,
          name: 'Pilot (1)',
          overview: 'x'.repeat(250),
          air_date: '2004-09-22',
          runtime: 42,
          vote_average: 8.1,
        },
        {
          episode_number: 2,
          name: 'Pilot (2)',
          overview: 'Short',
          air_date: '2004-09-29',
          runtime: 43,
          vote_average: 5.5,
        },
        { episode_number: 3, name: 'Tabula Rasa', overview: '', air_date: null, runtime: null, vote_average: 4.2 },
      ],
    },
  ],
};

describe('season and episode pickers', () => {
  afterEach(() => cleanup());

  it('lists seasons without negative ones, season 0 as Specials', async () => {
    const fetch = vi.fn(async () => json(show));
    const onPick = vi.fn();
    renderApp(<SeasonEpisodePickerDialog open kind="season" row={row} onClose={() => undefined} onPick={onPick} />, {
      fetch,
    });
    const list = await screen.findByRole('list', { name: 'Seasons' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['Specials', 'Season 1']);
    fireEvent.click(within(list).getByText('Specials'));
    expect(onPick).toHaveBeenCalledWith({ season: 0 });
  });

  it('falls back to seasons 1 to 10 and episodes 1 to 24 when TMDB fails', async () => {
    const fetch = vi.fn(async () => json({ error: 'upstream', message: 'down' }, 502));
    renderApp(
      <SeasonEpisodePickerDialog open kind="season" row={row} onClose={() => undefined} onPick={() => undefined} />,
      {
        fetch,
      },
    );
    const seasons = await screen.findByRole('list', { name: 'Seasons' });
    expect(within(seasons).getAllByRole('button')).toHaveLength(10);
    cleanup();
    renderApp(
      <SeasonEpisodePickerDialog open kind="episode" row={row} onClose={() => undefined} onPick={() => undefined} />,
      { fetch },
    );
    const episodes = await screen.findByRole('list', { name: 'Episodes' });
    expect(within(episodes).getAllByRole('button')).toHaveLength(24);
  });

  it('shows episode name, overview cut at 200, air date, runtime and a rating chip', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => json(seasonOne));
    const onPick = vi.fn();
    renderApp(<SeasonEpisodePickerDialog open kind="episode" row={row} onClose={() => undefined} onPick={onPick} />, {
      fetch,
    });
    await screen.findByText('1. Pilot (1)');
    expect(screen.getByText(`${'x'.repeat(200)}...`)).toBeTruthy();
    expect(screen.getByText('2004-09-22 · 42 min')).toBeTruthy();
    expect(screen.getByText('8.1')).toBeTruthy();
    const details = fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/tmdb/details'));
    expect(details).toEqual(['/api/tmdb/details?id=4607&mediaType=tv&seasonNumber=1']);
    fireEvent.click(screen.getByText('3. Tabula Rasa'));
    expect(onPick).toHaveBeenCalledWith({ episode: 3, episodes: [3], title: 'Tabula Rasa' });
  });

  it('colours ratings green at 7, amber at 5, red below', () => {
    expect([ratingColour(7), ratingColour(6.9), ratingColour(5), ratingColour(4.9)]).toEqual([
      'success',
      'warning',
      'warning',
      'error',
    ]);
    expect(shortOverview('short')).toBe('short');
  });
});
