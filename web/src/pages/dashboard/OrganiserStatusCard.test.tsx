import type { OrganiserState } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import DashboardPage from './DashboardPage';

function organiser(overrides: Partial<OrganiserState>): OrganiserState {
  return {
    state: 'running',
    isRunning: true,
    monitorRunning: true,
    autoStart: true,
    missing: [],
    pausedRoots: [],
    lastScan: null,
    currentScan: null,
    ...overrides,
  };
}

const status = (state: OrganiserState) =>
  json({
    isRunning: state.isRunning,
    monitorRunning: state.monitorRunning,
    sourceDir: '/src',
    destinationDir: '/lib',
    organiser: state,
  });

/** A library with files: an empty one hears setup and Start from its next steps instead. */
function renderDashboard(statusAnswer: MockAnswer, routes: Record<string, MockAnswer> = {}) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    '/api/config-status': json({
      needsConfiguration: false,
      isPlaceholder: false,
      destinationDir: '/lib',
      effectiveRootDir: '/lib',
    }),
    '/api/stats': json({
      totalFolders: 2,
      totalFiles: 5,
      totalMovies: 0,
      totalShows: 0,
      storageUsed: '0 B',
      webdavStatus: 'Active',
    }),
    '/api/recent-media': json([]),
    'GET /api/mediahub/status': statusAnswer,
    ...routes,
  });
  const view = renderApp(<DashboardPage />, { fetch, route: '/dashboard', path: '/dashboard' });
  const calls = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET') === method);
  return { ...view, calls };
}

const card = () => screen.findByTestId('organiser-status');

describe('the dashboard organiser status card', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(() => cleanup());

  it('says plainly that TMDB refused the key, with the way to Settings', async () => {
    renderDashboard(
      status(
        organiser({
          state: 'failing',
          lastScan: {
            kind: 'service',
            status: 'failed',
            startedAt: 1,
            finishedAt: 2,
            message: 'TMDB refused the key (TMDB_API_KEY is missing or invalid): 0 of 36 files organised',
            counts: { seen: 36, linked: 0, pending: 36 },
          },
        }),
      ),
    );
    const shown = await card();
    expect(within(shown).getByText('TMDB refused the key: 0 files matched in the last scan')).toBeTruthy();
    expect(shown.textContent).toContain('36 files wait for a working TMDB key');
    expect(within(shown).getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings');
    expect(shown.textContent).not.toMatch(/Completed/);
  });

  it('offers Start when organising is stopped, and goes once it runs', async () => {
    let running = false;
    const { calls } = renderDashboard(
      () =>
        status(
          running
            ? organiser({})
            : organiser({ state: 'stopped', isRunning: false, monitorRunning: false, autoStart: false }),
        ),
      {
        'POST /api/mediahub/start': () => {
          running = true;
          return json({ success: true, message: 'MediaHub service started' });
        },
      },
    );
    const shown = await card();
    expect(within(shown).getByText('Organising is stopped')).toBeTruthy();
    expect(shown.textContent).toContain('it stays stopped after a restart until it is started again');
    fireEvent.click(within(shown).getByRole('button', { name: 'Start organising' }));
    await waitFor(() => expect(screen.queryByTestId('organiser-status')).toBeNull());
    expect(calls('POST', '/api/mediahub/start')).toHaveLength(1);
  });

  it('says organising is paused while a source folder is unavailable, and that nothing was removed', async () => {
    renderDashboard(
      status(organiser({ state: 'paused', pausedRoots: [{ root: '/mnt/cloud', reason: 'source folder is missing' }] })),
    );
    const shown = await card();
    expect(within(shown).getByText('Organising is paused: a source folder is unavailable')).toBeTruthy();
    expect(shown.textContent).toContain('/mnt/cloud (source folder is missing)');
    expect(shown.textContent).toContain('Nothing was removed from the library');
  });

  it('names every setting organising waits for', async () => {
    renderDashboard(
      status(
        organiser({ state: 'setup', isRunning: false, monitorRunning: false, missing: ['SOURCE_DIR', 'TMDB_API_KEY'] }),
      ),
    );
    const shown = await card();
    expect(shown.textContent).toContain('Set a source folder and a TMDB key in Settings');
  });

  it('follows a scan live: files seen, linked and waiting for review', async () => {
    const { calls } = renderDashboard(
      status(
        organiser({ state: 'scanning', currentScan: { scanId: '7', startedAt: 1, counts: { seen: 2, linked: 0 } } }),
      ),
    );
    const shown = await card();
    expect(shown.textContent).toContain('2 files seen · 0 linked');
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const asked = calls('GET', '/api/mediahub/status').length;
    act(() => {
      FakeEventSource.latest().emit('scan_progress', {
        scanId: '7',
        seen: 36,
        counts: { seen: 36, linked: 30, review: 2 },
      });
    });
    await waitFor(() => expect(shown.textContent).toContain('36 files seen · 30 linked · 2 waiting for review'));
    // Progress costs no request: the event carries the counts.
    expect(calls('GET', '/api/mediahub/status')).toHaveLength(asked);
  });

  it('shows nothing while organising runs and the last scan went well', async () => {
    const { calls } = renderDashboard(status(organiser({})));
    await screen.findByText('Total Files');
    await waitFor(() => expect(calls('GET', '/api/mediahub/status').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('organiser-status')).toBeNull();
  });
});
