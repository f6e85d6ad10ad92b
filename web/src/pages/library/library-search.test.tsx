import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { json } from '../../test/mock-fetch';
import { item, page, renderLibrary } from './library-test-world';

const film = item('The Matrix (1999)', {
  path: 'Movies/The Matrix (1999)',
  posterPath: '/matrix.jpg',
  tmdbId: 603,
  mediaType: 'movie',
  title: 'The Matrix',
  releaseDate: '1999-03-31',
});
const film4k = { ...film, path: '4KMovies/The Matrix (1999)', fullPath: '/lib/4KMovies/The Matrix (1999)' };

describe('library search across the library (issue 29)', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(() => cleanup());

  it('from Home lists the titles found in every folder, each saying where it is', async () => {
    const { fetch } = renderLibrary('/files?search=matrix', {
      '/api/files': json(page([], { path: '', libraryMatches: { items: [film4k, film], more: false } })),
    });
    const section = await screen.findByRole('region', { name: 'Across the library' }, { timeout: 5000 });
    expect(screen.getByText('Nothing in this folder matches "matrix".')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'No matches' })).toBeNull();
    const cards = within(section).getAllByTestId('poster-card');
    expect(cards.map((card) => within(card).getByText(/^in /).textContent)).toEqual(['in 4KMovies/', 'in Movies/']);
    expect(String(fetch.mock.calls.find(([url]) => String(url).startsWith('/api/files'))?.[0])).toContain(
      'search=matrix',
    );
    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'The Matrix (1999)' }));
    await waitFor(() => expect(screen.getByText('Media probe')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('/media/4KMovies/The%20Matrix%20(1999)');
  });

  it('keeps the folder’s own matches above, and says when more titles match than are shown', async () => {
    renderLibrary('/files/Movies?search=matrix', {
      '/api/files/Movies': json(page([film], { libraryMatches: { items: [film4k], more: true } })),
    });
    const own = await screen.findByRole('list', { name: 'Folder contents' }, { timeout: 5000 });
    expect(within(own).getAllByTestId('poster-card')).toHaveLength(1);
    const section = screen.getByRole('region', { name: 'Across the library' });
    expect(within(section).getByText('in 4KMovies/')).toBeTruthy();
    expect(within(section).getByText(/More titles match: type more of the name to narrow them/)).toBeTruthy();
  });
});
