import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { TmdbPickerDialog } from './TmdbPickerDialog';

const movies = Array.from({ length: 25 }, (_, i) => ({
  id: 1000 + i,
  title: `Heat ${i + 1}`,
  release_date: '1995-12-15',
}));

/** The TMDB searches made (the app's providers make calls of their own). */
const searches = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/tmdb/search'));

describe('movie and series pickers', () => {
  afterEach(() => cleanup());

  it('waits for 2 characters, then lists at most 20 movies with title, year, id and source', async () => {
    const fetch = vi.fn(async () => json({ page: 1, results: movies, total_results: 25 }));
    const onPick = vi.fn();
    renderApp(<TmdbPickerDialog open mediaType="movie" initialQuery="" onClose={() => undefined} onPick={onPick} />, {
      fetch,
    });
    expect(screen.getByText('Manual Import - Select Movie')).toBeTruthy();
    expect(screen.getByText('Start typing to search for movies...')).toBeTruthy();
    const input = screen.getByPlaceholderText('Search for movies...');
    fireEvent.change(input, { target: { value: 'H' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(fetch)).toEqual([]);

    fireEvent.change(input, { target: { value: 'Heat' } });
    await screen.findByText('Heat 1');
    expect(searches(fetch)).toEqual(['/api/tmdb/search?query=Heat&mediaType=movie']);
    for (const header of ['Title', 'Year', 'TMDB ID', 'Source']) expect(screen.getByText(header)).toBeTruthy();
    expect(screen.getAllByText('1995')).toHaveLength(20);
    expect(screen.queryByText('Heat 21')).toBeNull();
    fireEvent.click(screen.getByText('Heat 2'));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ tmdbId: 1001, title: 'Heat 2', year: 1995, source: 'tmdb' }),
    );
  });

  it('gives an empty list when the search fails', async () => {
    const fetch = vi.fn(async () => json({ error: 'upstream', message: 'TMDB is down' }, 502));
    renderApp(
      <TmdbPickerDialog
        open
        mediaType="movie"
        initialQuery="Heat"
        onClose={() => undefined}
        onPick={() => undefined}
      />,
      { fetch },
    );
    await screen.findByText('No movies found matching your search.');
  });

  it('searches series by name and shows tvdb and imdb ids when present', async () => {
    const fetch = vi.fn(async () =>
      json({
        results: [{ id: 4607, name: 'Lost', first_air_date: '2004-09-22', tvdb_id: 73739, imdb_id: 'tt0411008' }],
      }),
    );
    renderApp(
      <TmdbPickerDialog open mediaType="tv" initialQuery="Lost" onClose={() => undefined} onPick={() => undefined} />,
      { fetch },
    );
    expect(screen.getByText('Manual Import - Select Series')).toBeTruthy();
    await screen.findByText('Lost');
    await waitFor(() => expect(screen.getByText('tvdb_id: 73739 · imdb_id: tt0411008')).toBeTruthy());
    expect(searches(fetch)).toEqual(['/api/tmdb/search?query=Lost&mediaType=tv']);
  });
});
