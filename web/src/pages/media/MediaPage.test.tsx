import type { FileItem, FileListResponse } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import MediaPage from './MediaPage';
import { folderItem } from './media-location';

function file(path: string, overrides: Partial<FileItem> = {}): FileItem {
  return {
    ...folderItem(path, null, null),
    type: 'file',
    icon: 'movie',
    size: '1.5 GB',
    modified: '2024-01-01T00:00:00.000Z',
    fullPath: `/lib/${path}`,
    sourcePath: `/src/${path.split('/').at(-1) ?? ''}`,
    isSymlink: true,
    isMediaFile: true,
    ...overrides,
  };
}

function listing(path: string, items: FileItem[], tmdbId: number | null, mediaType: 'movie' | 'tv' | null) {
  const body: FileListResponse = {
    items,
    path,
    total: items.length,
    page: 1,
    limit: 1000,
    totalPages: 1,
    tmdbId,
    mediaType,
    hasSeasonFolders: items.some((i) => i.isSeasonFolder),
    hasAllowedExtensions: true,
    needsConfiguration: false,
  };
  return json(body);
}

const movie = {
  id: 603,
  media_type: 'movie',
  title: 'The Matrix',
  release_date: '1999-03-31',
  runtime: 136,
  status: 'Released',
  tagline: 'Welcome to the Real World.',
  genres: [{ id: 1, name: 'Action' }],
  production_countries: [{ name: 'United States of America' }],
  overview: 'A hacker learns the truth.',
  credits: {
    cast: [{ id: 1, name: 'Keanu Reeves', character: 'Neo', profile_path: null }],
    crew: [{ job: 'Director', name: 'Lana Wachowski' }],
  },
};

const breakingBad = {
  id: 1396,
  media_type: 'tv',
  name: 'Breaking Bad',
  first_air_date: '2008-01-20',
  credits: { cast: [], crew: [] },
  seasons: [],
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The listing URL the client asks for (segments encoded). */
const filesUrl = (path: string) => `/api/files/${path.split('/').map(encodeURIComponent).join('/')}`;

describe('MediaPage', () => {
  it('loads a movie from its URL alone, with versions, file information and cast', async () => {
    const fetch = mockFetch({
      [filesUrl('Movies/The Matrix (1999)')]: listing(
        'Movies/The Matrix (1999)',
        [
          file('Movies/The Matrix (1999)/The Matrix (1999) 1080p.mkv'),
          file('Movies/The Matrix (1999)/The Matrix (1999) 2160p.mkv', { size: '20.0 GB' }),
        ],
        603,
        'movie',
      ),
      '/api/tmdb/details': json(movie),
    });
    renderApp(<MediaPage />, { fetch, route: '/media/Movies/The Matrix (1999)', path: '/media/*' });
    expect(await screen.findByRole('heading', { name: /The Matrix/ })).toBeTruthy();
    expect(screen.getByText('2h 16m')).toBeTruthy();
    expect(screen.getByText('Welcome to the Real World.')).toBeTruthy();
    expect(screen.getByText('Lana Wachowski')).toBeTruthy();
    expect(screen.getByText('Keanu Reeves')).toBeTruthy();
    expect(screen.getByText('2 versions')).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Media File Information' });
    expect(within(info).getByText('The Matrix (1999) 1080p.mkv')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: /Version 1/ }), { key: 'ArrowRight' });
    expect(within(info).getByText('The Matrix (1999) 2160p.mkv')).toBeTruthy();
    const details = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/tmdb/details'));
    expect(String(details?.[0])).toBe('/api/tmdb/details?id=603&mediaType=movie');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/files/Movies');
  });

  it('lists a 4K copy the layout put under 4KMovies/ as a version of the film, saying where it is', async () => {
    const here = file('Movies/The Matrix (1999)/The Matrix (1999) 1080p.mkv', { quality: '1080p Blu-ray' });
    const uhd = file('4KMovies/The Matrix (1999)/The Matrix (1999) 2160p.mkv', {
      quality: '2160p Remux',
      size: '60.0 GB',
    });
    const fetch = mockFetch({
      [filesUrl('Movies/The Matrix (1999)')]: listing('Movies/The Matrix (1999)', [here], 603, 'movie'),
      '/api/title-files': json({ items: [uhd, here] }),
      '/api/tmdb/details': json(movie),
    });
    renderApp(<MediaPage />, { fetch, route: '/media/Movies/The Matrix (1999)', path: '/media/*' });
    expect(await screen.findByText('2 versions')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Version 1 · 1080p Blu-ray · 1.5 GB' })).toBeTruthy();
    const elsewhere = screen.getByRole('tab', { name: 'Version 2 · 2160p Remux · 60.0 GB · in 4KMovies/' });
    fireEvent.click(elsewhere);
    const info = screen.getByRole('region', { name: 'Media File Information' });
    expect(within(info).getByText('/lib/4KMovies/The Matrix (1999)/The Matrix (1999) 2160p.mkv')).toBeTruthy();
    const asked = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/title-files'));
    expect(String(asked?.[0])).toBe('/api/title-files?tmdbId=603&mediaType=movie');
  });

  it('goes back to the library page and search it came from', async () => {
    const fetch = mockFetch({
      [filesUrl('Movies/The Matrix (1999)')]: listing('Movies/The Matrix (1999)', [], 603, 'movie'),
      '/api/tmdb/details': json(movie),
    });
    renderApp(<MediaPage />, {
      fetch,
      route: {
        pathname: '/media/Movies/The Matrix (1999)',
        state: { currentPath: '/Movies', returnPage: 2, returnSearch: 'ma' },
      },
      path: '/media/*',
    });
    expect(await screen.findByText('No media file found in folder')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/files/Movies?page=2&search=ma');
  });

  it('shows a show with found/total per season and opens a season of episode cards', async () => {
    const season1 = { ...folderItem('Shows/Breaking Bad (2008)/Season 1', 1396, 'tv'), isSeasonFolder: true };
    const specials = folderItem('Shows/Breaking Bad (2008)/Specials', 1396, 'tv');
    const show = {
      id: 1396,
      media_type: 'tv',
      name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      episode_run_time: [47],
      created_by: [{ name: 'Vince Gilligan' }],
      credits: { cast: [], crew: [] },
      seasons: [
        { season_number: 0, name: 'Specials', episode_count: 3 },
        { season_number: 1, name: 'Season 1', episode_count: 7, air_date: '2008-01-20' },
        { season_number: 2, name: 'Season 2', episode_count: 13 },
      ],
    };
    const withEpisodes = (season: number, episodes: object[]) => ({
      ...show,
      seasons: show.seasons.map((s) => (s.season_number === season ? { ...s, episodes } : s)),
    });
    const fetch = mockFetch({
      [filesUrl('Shows/Breaking Bad (2008)')]: listing('Shows/Breaking Bad (2008)', [season1, specials], 1396, 'tv'),
      [filesUrl('Shows/Breaking Bad (2008)/Season 1')]: listing(
        season1.path,
        [
          file(`${season1.path}/Breaking Bad S01E01.mkv`, { seasonNumber: 1, episodeNumber: 1 }),
          file(`${season1.path}/Breaking Bad S01E05.mkv`, { seasonNumber: 1, episodeNumber: 5 }),
        ],
        1396,
        'tv',
      ),
      [filesUrl('Shows/Breaking Bad (2008)/Specials')]: listing(
        specials.path,
        [file(`${specials.path}/Breaking Bad S00E02.mkv`, { seasonNumber: 0, episodeNumber: 2 })],
        1396,
        'tv',
      ),
      '/api/tmdb/details': () => {
        const url = fetch.mock.calls.at(-1)?.[0]?.toString() ?? '';
        if (url.includes('seasonNumber=1')) {
          return json(
            withEpisodes(1, [
              { episode_number: 1, name: 'Pilot', vote_average: 8.3, runtime: 58, air_date: '2008-01-20' },
            ]),
          );
        }
        if (url.includes('seasonNumber=0')) {
          return json(withEpisodes(0, [{ episode_number: 2, name: 'Good Cop Bad Cop', air_date: '2009-02-17' }]));
        }
        return json(show);
      },
    });
    renderApp(<MediaPage />, { fetch, route: '/media/Shows/Breaking Bad (2008)', path: '/media/*' });
    expect(await screen.findByRole('heading', { name: /Breaking Bad/ })).toBeTruthy();
    expect(screen.getByText('47 min/ep')).toBeTruthy();
    expect(screen.getByText('Vince Gilligan')).toBeTruthy();
    const seasons = screen.getByRole('region', { name: 'Seasons' });
    const first = await within(seasons).findByRole('button', { name: 'Season 1' });
    expect(first.textContent).toContain('2/7 Episodes');
    expect(within(seasons).queryByRole('button', { name: 'Season 2' })).toBeNull();
    // Specials come after the regular seasons, with their own count, and open like a season.
    const special = await within(seasons).findByRole('button', { name: 'Specials' });
    expect(special.textContent).toContain('1/3 Episodes');
    expect(
      within(seasons)
        .getAllByText(/^(Season \d|Specials)$/)
        .map((e) => e.textContent),
    ).toEqual(['Season 1', 'Season 2', 'Specials']);
    fireEvent.click(special);
    const specialsDialog = await screen.findByRole('dialog', { name: 'Specials' });
    expect(await within(specialsDialog).findByText('2. Good Cop Bad Cop')).toBeTruthy();
    fireEvent.click(within(specialsDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Specials' })).toBeNull());

    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Season 1' });
    expect(await within(dialog).findByText('1. Pilot')).toBeTruthy();
    expect(within(dialog).getByText('8.3')).toBeTruthy();
    expect(within(dialog).getByText('No metadata found for this file.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Actions for S01E01' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(await screen.findByRole('dialog', { name: 'Rename File' })).toBeTruthy();
  });

  it("speaks the episode menu's own words, and says which season read failed", async () => {
    // Another id than the other show tests: the browser metadata cache outlives a test.
    const show = {
      ...breakingBad,
      id: 1397,
      name: 'Better Call Saul',
      seasons: [
        { season_number: 1, name: 'Season 1', episode_count: 10 },
        { season_number: 2, name: 'Season 2', episode_count: 10 },
      ],
    };
    const root = 'Shows/Better Call Saul (2015)';
    const season = (n: number) => ({ ...folderItem(`${root}/Season ${n}`, 1397, 'tv'), isSeasonFolder: true });
    const episode = file(`${root}/Season 1/Better Call Saul S01E01.mkv`, { seasonNumber: 1, episodeNumber: 1 });
    const fetch = mockFetch({
      [filesUrl(root)]: listing(root, [season(1), season(2)], 1397, 'tv'),
      [filesUrl(`${root}/Season 1`)]: listing(`${root}/Season 1`, [episode], 1397, 'tv'),
      [filesUrl(`${root}/Season 2`)]: json({ error: 'internal', message: 'disk gone' }, 500),
      '/api/tmdb/details': () =>
        fetch.mock.calls.at(-1)?.[0]?.toString().includes('seasonNumber=1')
          ? json({ error: 'upstream', message: 'TMDB is down' }, 503)
          : json(show),
      'POST /api/rename': json({
        success: true,
        path: `${root}/Season 1/Pilot.mkv`,
        name: 'Pilot.mkv',
        updatedRecords: 1,
      }),
      'POST /api/file-details': json({ success: true }),
      'POST /api/delete': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp(<MediaPage />, { fetch, route: `/media/${root}`, path: '/media/*' });
    const seasons = await screen.findByRole('region', { name: 'Seasons' });
    expect(await within(seasons).findByText('Failed to fetch episode file information')).toBeTruthy();
    fireEvent.click(await within(seasons).findByRole('button', { name: 'Season 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Season 1' });
    expect(await within(dialog).findByText('Failed to fetch episodes: 503')).toBeTruthy();
    expect(within(dialog).getByText('No metadata found for this file.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Actions for S01E01' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('Delete failed')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Actions for S01E01' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename File' });
    fireEvent.change(within(rename).getByLabelText('New name'), { target: { value: 'Pilot.mkv' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('File renamed')).toBeTruthy();
  });

  it('says so when the details call fails with 404, and still shows the title, its file and actions', async () => {
    const fetch = mockFetch({
      [filesUrl('Movies/Gone (2000)')]: listing(
        'Movies/Gone (2000)',
        [file('Movies/Gone (2000)/Gone.2000.mkv')],
        1,
        'movie',
      ),
    });
    renderApp(<MediaPage />, { fetch, route: '/media/Movies/Gone (2000)', path: '/media/*' });
    expect(
      await screen.findByText('No TMDB data found for "Gone (2000)": showing what the library knows.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gone (2000)');
    expect(screen.getByRole('button', { name: /Play/ })).toBeTruthy();
  });

  it('retries the details from the warning, and shows them once they come', async () => {
    let failures = 1;
    const fetch = mockFetch({
      [filesUrl('Movies/The Matrix (1999)')]: listing(
        'Movies/The Matrix (1999)',
        [file('Movies/The Matrix (1999)/a.mkv')],
        603,
        'movie',
      ),
      '/api/tmdb/details': () =>
        failures-- > 0 ? json({ error: 'upstream', message: 'TMDB is down' }, 503) : json(movie),
    });
    renderApp(<MediaPage />, { fetch, route: '/media/Movies/The Matrix (1999)', path: '/media/*' });
    const warning = await screen.findByText('Failed to load details: showing what the library knows.');
    expect(screen.getByRole('heading', { name: /The Matrix/ })).toBeTruthy();
    fireEvent.click(within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('Failed to load details: showing what the library knows.')).toBeNull(),
    );
  });

  it('goes back to the library folder, refreshed, 2.5 s after a skip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const result = { sourcePath: '/src/a.mkv', status: 'skipped', destinationPath: null, mediaType: null };
    const lines = [
      { structuredData: { type: 'result', timestamp: 1, data: { ...result, tmdbId: null, reason: null } } },
      { done: true },
    ];
    const fetch = mockFetch({
      [filesUrl('Movies/The Matrix (1999)')]: listing(
        'Movies/The Matrix (1999)',
        [file('Movies/The Matrix (1999)/a.mkv')],
        603,
        'movie',
      ),
      '/api/tmdb/details': json(movie),
      'POST /api/python-bridge': () => new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join('')),
    });
    const { queryClient } = renderApp(<MediaPage />, {
      fetch,
      route: { pathname: '/media/Movies/The Matrix (1999)', state: { currentPath: '/Movies', returnPage: 2 } },
      path: '/media/*',
      routes: { '/files/*': <h1>Library probe</h1> },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Modify' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Skip Processing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Process File' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Skipped "a.mkv"')).toBeTruthy();
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('location').textContent).toBe('/media/Movies/The Matrix (1999)');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/files/Movies?page=2'));
    expect(screen.getByRole('heading', { name: 'Library probe' })).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['files'] });
  });

  it('follows a file that processing moved to another title, and says where it went', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const moved = '/lib/Shows/Westworld (1973)/Season 01/Westworld (1973) - S01E01.mkv';
    const lines = [
      {
        structuredData: {
          type: 'result',
          timestamp: 1,
          data: {
            sourcePath: '/src/w.mkv',
            status: 'linked',
            destinationPath: moved,
            mediaType: 'tv',
            tmdbId: 8592,
            reason: null,
          },
        },
      },
      { done: true },
    ];
    const fetch = mockFetch({
      [filesUrl('Movies/Westworld (1973)')]: listing(
        'Movies/Westworld (1973)',
        [file('Movies/Westworld (1973)/w.mkv')],
        2362,
        'movie',
      ),
      [filesUrl('Shows/Westworld (1973)')]: listing('Shows/Westworld (1973)', [], 8592, 'tv'),
      '/api/tmdb/details': json({ ...movie, id: 2362, title: 'Westworld' }),
      'POST /api/python-bridge': () => new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join('')),
    });
    renderApp(<MediaPage />, { fetch, route: '/media/Movies/Westworld (1973)', path: '/media/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Modify' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Force as TV Show/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Process File' }));
    expect(await screen.findByText(/Processing complete! Linked to/)).toBeTruthy();
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/media/Shows/Westworld%20(1973)'));
    expect(await screen.findByText('Processed "w.mkv": now in Shows/Westworld (1973)')).toBeTruthy();
  });

  it('follows its own folder to the new name at once, keeping the success dialog for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const renamed = 'Shows/Breaking Bad (2008) Remastered';
    const fetch = mockFetch({
      [filesUrl('Shows/Breaking Bad (2008)')]: listing('Shows/Breaking Bad (2008)', [], 1396, 'tv'),
      [filesUrl(renamed)]: listing(renamed, [], 1396, 'tv'),
      '/api/tmdb/details': json(breakingBad),
      'POST /api/rename': json({
        success: true,
        path: renamed,
        name: 'Breaking Bad (2008) Remastered',
        updatedRecords: 0,
      }),
      'POST /api/file-details': json({ success: true, path: renamed }),
    });
    renderApp(<MediaPage />, {
      fetch,
      route: { pathname: '/media/Shows/Breaking Bad (2008)', state: { currentPath: '/Shows' } },
      path: '/media/*',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename File' });
    fireEvent.change(within(dialog).getByLabelText('New name'), {
      target: { value: 'Breaking Bad (2008) Remastered' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/media/Shows/Breaking%20Bad%20(2008)%20Remastered'),
    );
    expect(screen.getByTestId('location').dataset.state).toBe(JSON.stringify({ currentPath: '/Shows' }));
    const message = screen.getByText('Renamed to "Breaking Bad (2008) Remastered"');
    expect(screen.getByRole('dialog', { name: 'Rename File' }).contains(message)).toBe(true);
    expect(await screen.findByRole('heading', { name: /Breaking Bad/ })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3100));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/media/Shows/Breaking%20Bad%20(2008)%20Remastered');
  });

  it('stays on a deleted title while its success dialog shows, then goes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = mockFetch({
      [filesUrl('Shows/Breaking Bad (2008)')]: listing('Shows/Breaking Bad (2008)', [], 1396, 'tv'),
      '/api/tmdb/details': json(breakingBad),
      'POST /api/delete': json({ success: true, deletedCount: 1, errors: [], linksRemoved: 1, filesTrashed: 0 }),
    });
    const { queryClient } = renderApp(<MediaPage />, {
      fetch,
      route: { pathname: '/media/Shows/Breaking Bad (2008)', state: { currentPath: '/Shows', returnPage: 2 } },
      path: '/media/*',
      routes: { '/files/*': <h1>Library probe</h1> },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    const listings = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/files/')).length;
    const before = listings();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Folder "Breaking Bad (2008)" deleted successfully')).toBeTruthy();
    // The library is marked stale at once, but the deleted folder is not asked for again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['files'], refetchType: 'none' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['recent-media'] });
    expect(listings()).toBe(before);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('location').textContent).toBe('/media/Shows/Breaking Bad (2008)');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/files/Shows?page=2'));
    expect(screen.getByRole('heading', { name: 'Library probe' })).toBeTruthy();
  });
});
