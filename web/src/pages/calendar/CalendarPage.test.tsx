import type { CalendarItem } from '@cinesync/common';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import CalendarPage from './CalendarPage';
import { stubMediaQueries, onPhone } from '../../test/media-queries';

const item = (episode: number, airDate: string, status: CalendarItem['status'], extra: Partial<CalendarItem> = {}) => ({
  showTmdbId: 95396,
  showTitle: 'Severance',
  season: 2,
  episode,
  title: `Episode ${episode}`,
  airDate,
  status,
  premiere: false,
  finale: false,
  ...extra,
});

const ITEMS: CalendarItem[] = [
  item(1, '2026-03-02', 'have', { premiere: true }),
  item(2, '2026-03-09', 'missing'),
  item(3, '2026-03-16', 'upcoming', { finale: true }),
];

function renderCalendar(route: string) {
  const fetch = mockFetch({
    'GET /api/calendar': ({ url }) =>
      json({
        items: ITEMS.filter(
          (i) => i.airDate >= (url.searchParams.get('start') ?? '') && i.airDate <= (url.searchParams.get('end') ?? ''),
        ),
        timeZone: 'UTC',
        today: '2026-03-10',
      }),
  });
  const view = renderApp(<CalendarPage />, { fetch, route, path: '/calendar' });
  return { ...view, fetch };
}

const asked = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/calendar?'));

describe('CalendarPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a month of whole weeks, each episode in its day with its state, premiere and finale', async () => {
    const { fetch } = renderCalendar('/calendar?date=2026-03-10');
    const grid = await screen.findByRole('grid', { name: 'Month' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeTruthy();
    expect(asked(fetch)[0]).toBe('/api/calendar?start=2026-02-23&end=2026-04-05');
    const day = (d: string) => within(grid).getByRole('gridcell', { name: d });
    expect((await within(day('2026-03-02')).findByTestId('calendar-entry')).textContent).toContain('In library');
    expect(within(day('2026-03-02')).getByText('Season premiere')).toBeTruthy();
    expect(within(day('2026-03-09')).getByTestId('calendar-entry').textContent).toContain('Missing');
    expect(within(day('2026-03-16')).getByTestId('calendar-entry').textContent).toContain('Upcoming');
    expect(within(day('2026-03-16')).getByText('Season finale')).toBeTruthy();
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
  });

  it('switches to the week and agenda views and moves between months', async () => {
    const { fetch } = renderCalendar('/calendar?date=2026-03-10');
    await screen.findByRole('grid', { name: 'Month' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    const week = await screen.findByRole('grid', { name: 'Week' });
    expect(within(week).getAllByRole('gridcell')).toHaveLength(7);
    expect(asked(fetch).at(-1)).toBe('/api/calendar?start=2026-03-09&end=2026-03-15');
    fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(await screen.findByRole('heading', { name: 'Monday 16 March' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Monday 9 March' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/calendar?date=2026-03-10&view=agenda');
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeTruthy();
    expect(asked(fetch).at(-1)).toBe('/api/calendar?start=2026-03-30&end=2026-05-03');
  });

  it('shows the agenda on a phone, whatever the address asks', async () => {
    stubMediaQueries(onPhone);
    renderCalendar('/calendar?view=month&date=2026-03-09');
    expect(await screen.findByRole('heading', { name: 'Monday 9 March' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Monday 16 March' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Month' })).toBeNull();
  });
});
