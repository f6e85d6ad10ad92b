import type { RecentMediaItem } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import DashboardPage from './DashboardPage';

const stats = {
  ip: '10.0.0.2',
  port: '8082',
  webdavStatus: 'Active',
  totalFolders: 12,
  totalFiles: 1234,
  storageUsed: '1.7 GB',
  totalMovies: 7,
  totalShows: 3,
};

const ready = json({
  needsConfiguration: false,
  isPlaceholder: false,
  destinationDir: '/lib',
  effectiveRootDir: '/lib',
});

function recent(overrides: Partial<RecentMediaItem>): RecentMediaItem {
  return {
    name: 'The Matrix',
    path: 'Movies/The Matrix (1999)/The Matrix (1999).mkv',
    folderName: 'Movies',
    updatedAt: new Date().toISOString(),
    type: 'movie',
    tmdbId: 603,
    showName: '',
    seasonNumber: null,
    episodeNumber: null,
    episodeTitle: '',
    filename: 'The Matrix (1999).mkv',
    basePath: 'Movies',
    properName: 'The Matrix',
    year: '1999',
    posterPath: '/matrix.jpg',
    releaseDate: '1999-03-31',
    ...overrides,
  };
}

const episode = (n: number) =>
  recent({
    name: 'Mo',
    path: `Shows/Mo (2022)/Season 01/Mo S01E0${n}.mkv`,
    type: 'tv',
    tmdbId: 99,
    showName: 'Mo',
    seasonNumber: 1,
    episodeNumber: n,
    episodeTitle: `Episode title ${n}`,
    basePath: 'Shows',
    properName: 'Mo',
    year: '2022',
    posterPath: '/mo.jpg',
  });

function renderDashboard(routes: Record<string, MockAnswer> = {}) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    '/api/config-status': ready,
    '/api/stats': json(stats),
    '/api/recent-media': json([recent({}), episode(3), episode(2)]),
    ...routes,
  });
  const view = renderApp(<DashboardPage />, {
    fetch,
    route: '/dashboard',
    path: '/dashboard',
    routes: { '/media/*': <h1>Media probe</h1> },
  });
  return { ...view, fetch };
}

const callsTo = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).split('?')[0] === path).length;

describe('DashboardPage', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(() => cleanup());

  it('points to the review queue while files wait for a pick, and says nothing when none wait', async () => {
    renderDashboard({ '/api/stats': json({ ...stats, needsReview: 2 }) });
    const notice = await screen.findByText(/2 files need review/);
    expect(notice.textContent).toContain('the organiser was not sure of its match');
    fireEvent.click(screen.getByRole('link', { name: 'Review' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/file-operations?tab=failed'));
    cleanup();
    renderDashboard();
    await screen.findByText('Total Files');
    expect(screen.queryByText(/need review/)).toBeNull();
  });

  it('shows the six stat cards with their labels and values', async () => {
    renderDashboard();
    expect(await screen.findByText('1,234')).toBeTruthy();
    const expected: [string, string][] = [
      ['Total Files', '1,234'],
      ['Movies', '7'],
      ['TV Shows', '3'],
      ['WebDAV Status', 'Active'],
      ['Storage Used', '1.7 GB'],
      ['Total Folders', '12'],
    ];
    for (const [label, value] of expected) {
      const card = screen.getByTestId(`stat-${label}`);
      expect(within(card).getByText(label)).toBeTruthy();
      expect(within(card).getByText(value)).toBeTruthy();
    }
  });

  it('says "Failed to fetch statistics" and tries again on request', async () => {
    let fail = true;
    const { fetch } = renderDashboard({
      '/api/stats': () => (fail ? json({ error: 'server_error', message: 'boom' }, 500) : json(stats)),
    });
    // The stats query retries once (about 1 s) before it gives up.
    expect(await screen.findByText('Failed to fetch statistics', {}, { timeout: 4000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(callsTo(fetch, '/api/stats')).toBeGreaterThanOrEqual(2);
  });

  it('shows skeletons, then groups a show’s episodes into one card with its chips', async () => {
    renderDashboard();
    expect(await screen.findAllByTestId('recent-skeleton')).toHaveLength(6);
    const show = await screen.findByRole('button', { name: 'Mo' });
    expect(within(show).getByText('TV')).toBeTruthy();
    expect(within(show).getByText('2 episodes')).toBeTruthy();
    expect(within(show).getByText('Latest: S01E03 (+1 more)')).toBeTruthy();
    expect(within(show).getByText('Just now')).toBeTruthy();
    const movie = screen.getByRole('button', { name: 'The Matrix' });
    expect(within(movie).getByText('Movie')).toBeTruthy();
    expect(within(movie).getByText('1999')).toBeTruthy();
    const poster = movie.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/api/image-cache?poster=%2Fmatrix.jpg&size=w342');
  });

  it('opens the recent-episodes dialog for a grouped show and the media page from it', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Mo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('S01E02')).toBeTruthy();
    expect(within(dialog).getByText('Episode title 3')).toBeTruthy();
    expect(within(dialog).getAllByText('Added Just now')).toHaveLength(2);
    fireEvent.click(within(dialog).getByText('Episode title 2'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/media/Shows/Mo%20(2022)'));
  });

  it('opens a single movie’s page at once', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'The Matrix' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/media/Movies/The%20Matrix%20(1999)'));
  });

  it('says "No recent media found" when nothing was added', async () => {
    renderDashboard({ '/api/recent-media': json([]) });
    expect(await screen.findByText('No recent media found')).toBeTruthy();
  });

  it('shows Configuration Required instead of the content when the destination is unset', async () => {
    renderDashboard({
      '/api/config-status': json({
        needsConfiguration: true,
        isPlaceholder: true,
        destinationDir: '',
        effectiveRootDir: '/tmp',
      }),
    });
    expect(await screen.findByText('Configuration Required')).toBeTruthy();
    expect(screen.queryByText('Total Files')).toBeNull();
  });

  it('refreshes stats and recent media once for a burst of live events', async () => {
    const { fetch } = renderDashboard();
    await screen.findByText('1,234');
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const before = callsTo(fetch, '/api/stats');
    act(() => {
      FakeEventSource.latest().emit('stats_changed');
      FakeEventSource.latest().emit('symlink_created', {
        destination_file: '/lib/Movies/X/X.mkv',
        media_name: 'X',
        new_folder_name: 'X',
        tmdb_id: 1,
      });
      FakeEventSource.latest().emit('stats_changed');
    });
    await waitFor(() => expect(callsTo(fetch, '/api/stats')).toBe(before + 1), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(callsTo(fetch, '/api/stats')).toBe(before + 1);
  });

  it('asks the server to recount from the refresh button', async () => {
    const { fetch } = renderDashboard();
    await screen.findByText('1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh dashboard' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/stats?refresh=true')).toBe(true));
  });

  it('fetches nothing for overviews until a card is hovered, then shows its overview over the poster', async () => {
    const { fetch } = renderDashboard({
      '/api/tmdb/details': json({ id: 603, media_type: 'movie', title: 'The Matrix', overview: 'A hacker learns.' }),
    });
    const movie = await screen.findByRole('button', { name: 'The Matrix' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetch, '/api/tmdb/details')).toBe(0);

    fireEvent.mouseEnter(movie);
    expect(await within(movie).findByText('A hacker learns.')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/tmdb/details'));
    expect(String(call?.[0])).toBe('/api/tmdb/details?id=603&mediaType=movie');
    expect(movie.getAttribute('aria-describedby')).toBe(within(movie).getByTestId('recent-overview').id);

    fireEvent.mouseLeave(movie);
    await waitFor(() => expect(within(movie).queryByText('A hacker learns.')).toBeNull());
    fireEvent.mouseEnter(movie);
    expect(await within(movie).findByText('A hacker learns.')).toBeTruthy();
    expect(callsTo(fetch, '/api/tmdb/details')).toBe(1);
  });

  it('shows the overview on keyboard focus too, with the show’s id and type', async () => {
    const { fetch } = renderDashboard({
      '/api/tmdb/details': json({ id: 99, media_type: 'tv', name: 'Mo', overview: 'A refugee in Houston.' }),
    });
    const show = await screen.findByRole('button', { name: 'Mo' });
    fireEvent.focus(show);
    expect(await within(show).findByText('A refugee in Houston.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/tmdb/details?id=99&mediaType=tv')).toBe(true);
  });

  it('asks for nothing when a brief pass of the pointer leaves within 100 ms', async () => {
    const { fetch } = renderDashboard();
    const movie = await screen.findByRole('button', { name: 'The Matrix' });
    fireEvent.mouseEnter(movie);
    fireEvent.mouseLeave(movie);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(callsTo(fetch, '/api/tmdb/details')).toBe(0);
  });

  it('shows no overlay without a TMDB id or without an overview', async () => {
    const { fetch } = renderDashboard({
      '/api/recent-media': json([recent({ tmdbId: null }), episode(1)]),
      '/api/tmdb/details': json({ id: 99, media_type: 'tv', name: 'Mo', overview: '' }),
    });
    const movie = await screen.findByRole('button', { name: 'The Matrix' });
    const show = screen.getByRole('button', { name: 'Mo' });
    fireEvent.mouseEnter(movie);
    fireEvent.mouseEnter(show);
    await waitFor(() => expect(callsTo(fetch, '/api/tmdb/details')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('recent-overview')).toBeNull();
  });
});
