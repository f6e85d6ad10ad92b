import type { MissingItem, MissingResponse } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../api/token-storage';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import MissingPage from './MissingPage';

const episode = (showTmdbId: number, showTitle: string, season: number, n: number, airDate: string): MissingItem => ({
  showTmdbId,
  showTitle,
  season,
  episode: n,
  title: `Episode ${n}`,
  airDate,
  ignored: false,
});

const severance = (n: number, airDate: string) => episode(95396, 'Severance', 2, n, airDate);
const andor = (n: number, airDate: string) => episode(83867, 'Andor', 1, n, airDate);

const SHOWS = {
  items: [
    { showTmdbId: 83867, showTitle: 'Andor', missing: 1, ignored: false },
    { showTmdbId: 95396, showTitle: 'Severance', missing: 2, ignored: false },
  ],
};

function page(items: MissingItem[], total = items.length, pageNumber = 1): MissingResponse {
  return { total, page: pageNumber, limit: 50, items };
}

function renderMissing(routes: Record<string, MockAnswer>, route = '/missing') {
  const fetch = mockFetch({
    'GET /api/missing/shows': json(SHOWS),
    'GET /api/missing/collections': json({ enabled: false, items: [] }),
    ...routes,
  });
  const view = renderApp(<MissingPage />, { fetch, route, path: '/missing' });
  return { ...view, fetch };
}

const location = () => screen.getByTestId('location').textContent;

describe('MissingPage', () => {
  afterEach(cleanup);

  it('lists missing episodes grouped by show and season, newest first', async () => {
    renderMissing({
      'GET /api/missing': json(page([severance(2, '2026-03-07'), andor(5, '2026-03-01'), severance(1, '2026-02-28')])),
    });
    const cards = await screen.findAllByRole('region', {}, { timeout: 5000 });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Severance', 'Andor']);
    const season = within(cards[0] as HTMLElement).getByRole('list', { name: 'Severance season 2' });
    expect(
      within(season)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('S02E02 · Episode 2Aired 2026-03-07'),
      expect.stringContaining('S02E01 · Episode 1Aired 2026-02-28'),
    ]);
    expect(screen.getByText('3 missing episodes')).toBeTruthy();
  });

  it('filters to one show and exports the same selection with the sign-in token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'signed-in');
    const { fetch } = renderMissing({
      'GET /api/missing': ({ url }) =>
        json(
          page(
            url.searchParams.get('showTmdbId') === '95396' ? [severance(2, '2026-03-07')] : [andor(5, '2026-03-01')],
          ),
        ),
    });
    await screen.findByRole('region', { name: 'Andor' }, { timeout: 5000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Severance (2)' }));
    await screen.findByRole('region', { name: 'Severance' });
    expect(screen.queryByRole('region', { name: 'Andor' })).toBeNull();
    expect(location()).toBe('/missing?show=95396');
    const asked = fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/missing?'));
    expect(asked.at(-1)).toBe('/api/missing?showTmdbId=95396&page=1&limit=50');
    const csv = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(csv).toContain('/api/missing/export.csv?showTmdbId=95396');
    expect(csv).toContain('token=');
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  });

  it('ignores an episode and a whole show, then asks the list again', async () => {
    let ignored: unknown[] = [];
    const { fetch } = renderMissing({
      'GET /api/missing': json(page([andor(5, '2026-03-01')])),
      'PUT /api/missing/ignore/episode': ({ init }) => {
        ignored.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      },
      'PUT /api/missing/ignore/show/83867': ({ init }) => {
        ignored.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      },
    });
    const card = await screen.findByRole('region', { name: 'Andor' }, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(ignored).toEqual([{ showTmdbId: 83867, season: 1, episode: 5, ignored: true }]));
    ignored = [];
    fireEvent.click(await within(card).findByRole('button', { name: 'Ignore missing' }));
    await waitFor(() => expect(ignored).toEqual([{ ignored: true }]));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/missing?')).length).toBeGreaterThan(1),
    );
  });

  it('pages through a long list', async () => {
    renderMissing({
      'GET /api/missing': ({ url }) =>
        json(
          page([andor(Number(url.searchParams.get('page')), '2026-03-01')], 120, Number(url.searchParams.get('page'))),
        ),
    });
    await screen.findByText('S01E01 · Episode 1', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await screen.findByText('S01E03 · Episode 3');
    expect(location()).toBe('/missing?page=3');
  });

  it('says when nothing is missing, and shows the collections when they are on', async () => {
    renderMissing({
      'GET /api/missing': json(page([])),
      'GET /api/missing/collections': json({
        enabled: true,
        items: [
          {
            collectionId: 87359,
            name: 'Mission: Impossible Collection',
            have: 5,
            total: 7,
            films: [{ tmdbId: 575264, title: 'Dead Reckoning', releaseDate: '2023-07-08', have: false }],
          },
        ],
      }),
    });
    expect(
      await screen.findByText(
        'Nothing is missing: every aired episode of your shows is in the library.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByText('You have 5 of 7 films of Mission: Impossible Collection')).toBeTruthy();
    expect(screen.getByText('Not in the library: Dead Reckoning')).toBeTruthy();
  });
});
