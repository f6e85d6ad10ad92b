import type { FileItem } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../api/token-storage';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { CategoryBackdrop } from './CategoryBackdrop';
import { PosterCard } from './PosterCard';
import { folderItem } from '../media/media-location';

const CATEGORY_PATH = '/api/tmdb/category-content';

function categoryAnswer(results: Record<string, unknown>[]) {
  return json({ category: 'Movies', mediaType: 'movie', list: 'popular-movies', results });
}

/** TMDB list entries; `backdrop` null leaves the field out, as TMDB does for some titles. */
function titles(backdrops: (string | null)[]) {
  return backdrops.map((backdrop, index) =>
    backdrop === null
      ? { id: index + 1, title: `T${index}` }
      : { id: index + 1, title: `T${index}`, backdrop_path: backdrop },
  );
}

function renderTile(element: ReactElement, answer: MockAnswer) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: true }),
    '/api/me': json({ username: 'admin' }),
    [CATEGORY_PATH]: answer,
  });
  return { ...renderApp(element, { fetch }), fetch };
}

const categoryCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(CATEGORY_PATH));

/** Unmounts and remounts the tile, as leaving a folder and coming back does. */
function ToggledBackdrop({ name }: { name: string }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        Toggle
      </button>
      {shown && <CategoryBackdrop name={name} />}
    </>
  );
}

const backdropOf = (container: HTMLElement) => container.querySelector('img');

function categoryFolder(name: string): FileItem {
  return { ...folderItem(name, null, null), fullPath: `/lib/${name}`, isCategoryFolder: true };
}

describe('CategoryBackdrop', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows a w1280 backdrop from the first ten titles that have one, under the folder name', async () => {
    writeToken('tok');
    // Two titles without a backdrop, then twelve with: only /b0 to /b9 may be picked.
    const backdrops = Array.from({ length: 12 }, (_, index) => `/b${index}.jpg`);
    const view = renderTile(<CategoryBackdrop name="4K Movies" />, categoryAnswer(titles([null, null, ...backdrops])));

    await waitFor(() => expect(backdropOf(view.container)).not.toBeNull());
    const src = backdropOf(view.container)?.getAttribute('src') ?? '';
    const url = new URL(src, 'http://localhost');
    expect(url.pathname).toBe('/api/image-cache');
    expect(url.searchParams.get('size')).toBe('w1280');
    expect(url.searchParams.get('token')).toBe('tok');
    expect(backdrops.slice(0, 10)).toContain(url.searchParams.get('poster'));
    expect(backdropOf(view.container)?.getAttribute('alt')).toBe('');
    expect(screen.getByText('4K Movies')).toBeTruthy();
    expect(screen.queryByText('No content available')).toBeNull();
    expect(categoryCalls(view.fetch)).toEqual([`${CATEGORY_PATH}?category=4K+Movies`]);
  });

  it('picks at random among the first ten, once per fetch', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.95);
    try {
      const backdrops = Array.from({ length: 12 }, (_, index) => `/b${index}.jpg`);
      const view = renderTile(<CategoryBackdrop name="Movies" />, categoryAnswer(titles(backdrops)));
      await waitFor(() => expect(backdropOf(view.container)).not.toBeNull());
      const src = new URL(backdropOf(view.container)?.getAttribute('src') ?? '', 'http://localhost');
      expect(src.searchParams.get('poster')).toBe('/b9.jpg');
      expect(random).toHaveBeenCalledTimes(1);
    } finally {
      random.mockRestore();
    }
  });

  it('keeps its pick when the tile comes back, without fetching the category again', async () => {
    const answer = vi.fn(() => categoryAnswer(titles(['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'])));
    const view = renderTile(<ToggledBackdrop name="Shows" />, answer);
    await waitFor(() => expect(backdropOf(view.container)).not.toBeNull());
    const first = backdropOf(view.container)?.getAttribute('src');

    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(backdropOf(view.container)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    // Straight from the cache: the same picture at once, and no second request.
    expect(backdropOf(view.container)?.getAttribute('src')).toBe(first);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('says "No content available" when the category has no titles', async () => {
    const view = renderTile(<CategoryBackdrop name="Movies" />, categoryAnswer([]));
    expect(await screen.findByText('No content available')).toBeTruthy();
    expect(screen.getByText('Movies')).toBeTruthy();
    expect(backdropOf(view.container)).toBeNull();
  });

  it('says "No content available" when no title has a usable backdrop', async () => {
    const view = renderTile(<CategoryBackdrop name="Movies" />, categoryAnswer(titles([null, '../../etc/passwd'])));
    expect(await screen.findByText('No content available')).toBeTruthy();
    expect(backdropOf(view.container)).toBeNull();
  });

  it('says "No content available" when the server cannot list the category', async () => {
    const view = renderTile(
      <CategoryBackdrop name="Movies" />,
      json({ error: 'upstream_unavailable', message: 'TMDB is not configured' }, 503),
    );
    expect(await screen.findByText('No content available')).toBeTruthy();
    expect(backdropOf(view.container)).toBeNull();
    // Decoration only: a failure is not retried.
    expect(categoryCalls(view.fetch)).toHaveLength(1);
  });

  it('shows the loading skeleton until the answer arrives', async () => {
    let release: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const view = renderTile(<CategoryBackdrop name="Movies" />, () => pending);
    expect(screen.getByTestId('category-backdrop-loading')).toBeTruthy();
    expect(screen.queryByText('No content available')).toBeNull();
    release(categoryAnswer(titles(['/a.jpg'])));
    await waitFor(() => expect(backdropOf(view.container)).not.toBeNull());
    expect(screen.queryByTestId('category-backdrop-loading')).toBeNull();
  });

  it('keeps the folder name as the poster card’s accessible name', async () => {
    const interactions = { onOpen: vi.fn(), onMenu: vi.fn(), selection: null };
    renderTile(
      <PosterCard item={categoryFolder('Movies')} interactions={interactions} onPosterSettled={vi.fn()} />,
      categoryAnswer(titles(['/a.jpg'])),
    );
    const card = await screen.findByRole('button', { name: 'Movies' });
    await waitFor(() => expect(card.querySelector('img')).not.toBeNull());
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(card).queryByRole('img')).toBeNull();
  });
});
