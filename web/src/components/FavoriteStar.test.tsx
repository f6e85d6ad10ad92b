import type { Favorite, FavoritesResponse } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { FavoriteStar } from './FavoriteStar';

const matrix = { mediaType: 'movie' as const, tmdbId: 603, title: 'The Matrix', year: 1999, posterPath: '/m.jpg' };
const starredMatrix: Favorite = {
  ...matrix,
  addedAt: '2026-01-01T00:00:00.000Z',
  path: 'Movies/The Matrix (1999)',
  hasSeasonFolders: false,
};

/** A promise the test settles by hand, to look at the page while a request is on its way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderStar(list: FavoritesResponse, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({ 'GET /api/favorites': json(list), ...routes });
  const view = renderApp(
    <>
      <FavoriteStar title={matrix} />
      {/* A second star of the same title (a card and its row) follows the first. */}
      <FavoriteStar title={matrix} />
    </>,
    { fetch },
  );
  return { ...view, fetch };
}

const calls = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('FavoriteStar', () => {
  afterEach(cleanup);

  it('stars at once, before the server answers, and sends the title', async () => {
    const put = deferred<Response>();
    const { fetch } = renderStar({ items: [] }, { 'PUT /api/favorites/movie/603': () => put.promise });
    const [star] = await screen.findAllByRole('button', { name: 'Add to favorites' });
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(star as HTMLElement);
    // Both stars of the title are filled while the request is still out.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove from favorites' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).toBeNull();
    const [[url, init]] = calls(fetch, 'PUT') as [[string, RequestInit]];
    expect(url).toBe('/api/favorites/movie/603');
    expect(JSON.parse(String(init.body))).toEqual({ title: 'The Matrix', year: 1999, posterPath: '/m.jpg' });
    put.resolve(json(starredMatrix, 201));
    await waitFor(() => expect(calls(fetch, 'GET').length).toBeGreaterThanOrEqual(2));
  });

  it('puts the star back and says so when the server refuses', async () => {
    let lists = 0;
    const { fetch } = renderStar(
      { items: [] },
      {
        // The refetch after the failure never answers: only the rollback can put the star back.
        'GET /api/favorites': () =>
          lists++ === 0 ? json({ items: [starredMatrix] }) : new Promise<Response>(() => undefined),
        'DELETE /api/favorites/movie/603': json({ error: 'internal', message: 'boom' }, 500),
      },
    );
    const [star] = await screen.findAllByRole('button', { name: 'Remove from favorites' });
    fireEvent.click(star as HTMLElement);
    expect(await screen.findByText("Couldn't update favorites for The Matrix; try again.")).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remove from favorites' })).toHaveLength(2);
    expect(calls(fetch, 'DELETE')).toHaveLength(1);
  });

  it('unstars with DELETE and stays unstarred once the list is fetched again', async () => {
    let stored: Favorite[] = [starredMatrix];
    const { fetch } = renderStar(
      { items: [] },
      {
        'GET /api/favorites': () => json({ items: stored }),
        'DELETE /api/favorites/movie/603': () => {
          stored = [];
          return new Response(null, { status: 204 });
        },
      },
    );
    const [star] = await screen.findAllByRole('button', { name: 'Remove from favorites' });
    fireEvent.click(star as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to favorites' })).toHaveLength(2));
    await waitFor(() => expect(calls(fetch, 'GET').length).toBeGreaterThanOrEqual(2));
    expect(calls(fetch, 'DELETE')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Add to favorites' })).toHaveLength(2);
  });

  it('waits for the list before it can be pressed', async () => {
    const list = deferred<Response>();
    renderStar({ items: [] }, { 'GET /api/favorites': () => list.promise });
    const [star] = await screen.findAllByRole('button', { name: 'Add to favorites' });
    expect((star as HTMLButtonElement).disabled).toBe(true);
    list.resolve(json({ items: [starredMatrix] }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove from favorites' })).toHaveLength(2));
  });
});
