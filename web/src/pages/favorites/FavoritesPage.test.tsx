import type { Favorite } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import FavoritesPage from './FavoritesPage';

const inception: Favorite = {
  mediaType: 'movie',
  tmdbId: 27205,
  title: 'Inception',
  year: 2010,
  posterPath: '/inception.jpg',
  addedAt: '2026-01-02T00:00:00.000Z',
  path: 'Movies/Inception (2010)',
  hasSeasonFolders: false,
};
const breakingBad: Favorite = {
  mediaType: 'tv',
  tmdbId: 1396,
  title: 'Breaking Bad',
  year: 2008,
  posterPath: null,
  addedAt: '2026-01-01T00:00:00.000Z',
  path: null,
  hasSeasonFolders: true,
};

function renderFavorites(routes: Record<string, MockAnswer>) {
  const fetch = mockFetch(routes);
  const view = renderApp(<FavoritesPage />, { fetch, route: '/favorites', path: '/favorites' });
  return { ...view, fetch };
}

const location = () => screen.getByTestId('location');

describe('FavoritesPage', () => {
  afterEach(cleanup);

  it('says how to get favorites when there are none', async () => {
    renderFavorites({ 'GET /api/favorites': json({ items: [] }) });
    expect(await screen.findByText('No favorites yet', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Star a movie or show and it will appear here for quick access.')).toBeTruthy();
  });

  it('says how complete a starred show is', async () => {
    const completeness = {
      seasons: [],
      specials: null,
      have: 72,
      aired: 80,
      missing: 8,
      upcoming: 0,
      complete: false,
      ignored: false,
      summary: 'S1–S4 complete · S5 8/16',
      refreshedAt: '2026-03-10T00:00:00.000Z',
    };
    renderFavorites({
      'GET /api/favorites': json({ items: [{ ...breakingBad, path: 'Shows/Breaking Bad (2008)', completeness }] }),
    });
    const line = await screen.findByTestId('completeness', {}, { timeout: 5000 });
    expect(line.textContent).toBe('S1–S4 complete · S5 8/16');
  });

  it('shows the starred titles as the library’s poster cards, newest first, with filled stars', async () => {
    renderFavorites({ 'GET /api/favorites': json({ items: [inception, breakingBad] }) });
    const grid = await screen.findByRole('list', { name: 'Folder contents' }, { timeout: 5000 });
    const cards = within(grid).getAllByTestId('poster-card');
    expect(cards.map((card) => within(card).getAllByRole('button')[0]?.getAttribute('aria-label'))).toEqual([
      'Inception (2010)',
      'Breaking Bad (2008)',
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Inception')).toBeTruthy();
    expect(within(first).getByText('2010')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toContain('poster=%2Finception.jpg');
    expect(within(grid).getAllByRole('button', { name: 'Remove from favorites' })).toHaveLength(2);
    expect(screen.getByText('2 titles')).toBeTruthy();
  });

  it('opens a title’s media page, and Back comes here', async () => {
    renderFavorites({ 'GET /api/favorites': json({ items: [inception] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Inception (2010)' }, { timeout: 5000 }));
    await waitFor(() => expect(location().textContent).toBe('/media/Movies/Inception%20(2010)'));
    expect(JSON.parse(location().dataset.state ?? 'null')).toMatchObject({ tmdbId: 27205, returnTo: '/favorites' });
  });

  it('offers the title’s menu: open, rename, move, modify, delete, not file details', async () => {
    renderFavorites({ 'GET /api/favorites': json({ items: [inception] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Inception (2010)' }, { timeout: 5000 }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Rename', 'Move', 'Modify', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Inception (2010)');
  });

  it('says a title gone from the library is not there, instead of opening nothing', async () => {
    renderFavorites({ 'GET /api/favorites': json({ items: [breakingBad] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Breaking Bad (2008)' }, { timeout: 5000 }));
    expect(await screen.findByText(/Breaking Bad \(2008\) is not in the library now/)).toBeTruthy();
    expect(location().textContent).toBe('/favorites');
  });

  it('unstarring takes the card away at once and for good', async () => {
    let stored = [inception, breakingBad];
    const { fetch } = renderFavorites({
      'GET /api/favorites': () => json({ items: stored }),
      'DELETE /api/favorites/movie/27205': () => {
        stored = [breakingBad];
        return new Response(null, { status: 204 });
      },
    });
    const card = (await screen.findAllByTestId('poster-card', {}, { timeout: 5000 }))[0] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Inception (2010)' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Breaking Bad (2008)' })).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('1 title')).toBeTruthy();
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    renderFavorites({
      'GET /api/favorites': () =>
        fail ? json({ error: 'internal', message: 'x' }, 500) : json({ items: [inception] }),
    });
    expect(await screen.findByText('Failed to load favorites', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Inception (2010)' })).toBeTruthy();
  });
});
