import type { Favorite, FileItem, FileListResponse } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import MediaPage from '../media/MediaPage';
import { folderItem } from '../media/media-location';
import LibraryPage from './LibraryPage';

/** Where the stars are: on every movie or show (poster card, list row, media page), never on a file or a plain folder. */

function item(name: string, overrides: Partial<FileItem> = {}): FileItem {
  const path = overrides.path ?? `Movies/${name}`;
  return { ...folderItem(path, null, null), name, modified: '2024-01-01T00:00:00.000Z', ...overrides };
}

const matrix = item('The Matrix (1999)', {
  posterPath: '/matrix.jpg',
  tmdbId: 603,
  mediaType: 'movie',
  title: 'The Matrix',
  releaseDate: '1999-03-31',
});
const extras = item('Extras');
const loose = item('notes.txt', { type: 'file', icon: 'text', size: '1 KB', tmdbId: 603, mediaType: 'movie' });

function listing(path: string, items: FileItem[], tmdbId: number | null = null): Response {
  const body: FileListResponse = {
    items,
    path,
    total: items.length,
    page: 1,
    limit: 100,
    totalPages: 1,
    tmdbId,
    mediaType: tmdbId === null ? null : 'movie',
    hasSeasonFolders: false,
    hasAllowedExtensions: true,
    needsConfiguration: false,
  };
  return json(body);
}

const starredMatrix: Favorite = {
  mediaType: 'movie',
  tmdbId: 603,
  title: 'The Matrix',
  year: 1999,
  posterPath: '/matrix.jpg',
  addedAt: '2026-01-01T00:00:00.000Z',
  path: 'Movies/The Matrix (1999)',
  hasSeasonFolders: false,
};

function renderLibrary(routes: Record<string, MockAnswer> = {}) {
  // The server's list, as the PUT leaves it.
  let stored: Favorite[] = [];
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    '/api/config-status': json({
      needsConfiguration: false,
      isPlaceholder: false,
      destinationDir: '/lib',
      effectiveRootDir: '/lib',
    }),
    '/api/files/Movies': listing('Movies', [matrix, extras, loose]),
    'GET /api/favorites': () => json({ items: stored }),
    'PUT /api/favorites/movie/603': () => {
      stored = [starredMatrix];
      return json(starredMatrix, 201);
    },
    ...routes,
  });
  return { fetch, ...renderApp(<LibraryPage />, { fetch, route: '/files/Movies', path: '/files/*' }) };
}

const putBodies = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);

describe('favorite stars in the library', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('puts a star on a title’s poster card only, and stars the title', async () => {
    const { fetch } = renderLibrary();
    const cards = await screen.findAllByTestId('poster-card', {}, { timeout: 5000 });
    const [title, folder, file] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(folder).queryByRole('button', { name: /favorites/ })).toBeNull();
    expect(within(file).queryByRole('button', { name: /favorites/ })).toBeNull();
    const star = within(title).getByRole('button', { name: 'Add to favorites' });
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(within(title).getByRole('button', { name: 'Remove from favorites' })).toBeTruthy());
    expect(putBodies(fetch)).toEqual([
      ['/api/favorites/movie/603', { title: 'The Matrix', year: 1999, posterPath: '/matrix.jpg' }],
    ]);
    // The star is not the card: starring did not open the title.
    expect(screen.getByTestId('location').textContent).toBe('/files/Movies');
  });

  it('stars from a list row without opening the title', async () => {
    localStorage.setItem('fileViewMode', 'list');
    const { fetch } = renderLibrary();
    const table = await screen.findByRole('table', { name: 'Folder contents' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryAllByRole('button', { name: /favorites/ }).length)).toEqual([1, 0, 0]);
    const star = within(rows[0] as HTMLElement).getByRole('button', { name: 'Add to favorites' });
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(putBodies(fetch)).toHaveLength(1));
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Remove from favorites' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/files/Movies');
  });
});

describe('the favorite star on a media page', () => {
  afterEach(cleanup);

  it('sits by the title, filled when starred, and unstars it', async () => {
    const fetch = mockFetch({
      '/api/files/Movies/The%20Matrix%20(1999)': listing('Movies/The Matrix (1999)', [], 603),
      '/api/tmdb/details': json({ id: 603, media_type: 'movie', title: 'The Matrix', release_date: '1999-03-31' }),
      'GET /api/favorites': json({ items: [starredMatrix] }),
      'DELETE /api/favorites/movie/603': new Response(null, { status: 204 }),
    });
    renderApp(<MediaPage />, {
      fetch,
      route: { pathname: '/media/Movies/The Matrix (1999)', state: { returnTo: '/favorites' } },
      path: '/media/*',
    });
    const heading = await screen.findByRole('heading', { name: /The Matrix/ }, { timeout: 5000 });
    const star = await within(heading.parentElement as HTMLElement).findByRole('button', {
      name: 'Remove from favorites',
    });
    fireEvent.click(star);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    // Opened from /favorites, Back goes there.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/favorites');
  });
});
