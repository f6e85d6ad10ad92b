import type { ConfigStatus } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SetupContext } from '../../components/setup/setup-context';
import { FakeEventSource } from '../../test/fake-event-source';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import DashboardPage from './DashboardPage';

const emptyStats = {
  webdavStatus: 'Active',
  totalFolders: 0,
  totalFiles: 0,
  storageUsed: '0 B',
  totalMovies: 0,
  totalShows: 0,
};
const status = (missing: ConfigStatus['missing']): ConfigStatus => ({
  needsConfiguration: false,
  isPlaceholder: false,
  destinationDir: '/srv/library',
  effectiveRootDir: '/srv/library',
  ...(missing ? { missing } : {}),
});

function renderDashboard(routes: Record<string, MockAnswer>) {
  const opened: (string | undefined)[] = [];
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    '/api/stats': json(emptyStats),
    '/api/recent-media': json([]),
    'POST /api/mediahub/start': json({ success: true, message: 'MediaHub service started' }),
    ...routes,
  });
  renderApp(
    <SetupContext.Provider value={{ open: (step) => opened.push(step) }}>
      <DashboardPage />
    </SetupContext.Provider>,
    { fetch, route: '/dashboard', path: '/dashboard', routes: { '/file-operations': <h1>File Operations</h1> } },
  );
  return { fetch, opened };
}

const started = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url, init]) => String(url) === '/api/mediahub/start' && init?.method === 'POST').length;

describe('the dashboard of an empty library', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(cleanup);

  it('says what setup still needs, with the button to it, beside "No recent media found"', async () => {
    const { opened } = renderDashboard({ '/api/config-status': json(status(['SOURCE_DIR', 'TMDB_API_KEY'])) });
    const panel = await screen.findByRole('region', { name: 'Finish setting up CineSync' });
    expect(panel.textContent).toContain('Your library is empty. Still needed: source folders, tmdb key.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Open setup' }));
    expect(opened).toEqual([undefined]);
    // The spec's text stays; the guidance joins it.
    expect(await screen.findByText('No recent media found')).toBeTruthy();
    expect(
      screen.getByText('Titles show here with their posters as soon as MediaHub links them into the library.'),
    ).toBeTruthy();
  });

  it('offers "Organise now" once everything is set, and lands where the progress shows', async () => {
    const { fetch } = renderDashboard({
      '/api/config-status': json(status(undefined)),
      '/api/mediahub/status': json({ isRunning: false, monitorRunning: false }),
    });
    const panel = await screen.findByRole('region', { name: 'Nothing is organised yet' });
    const organise = within(panel).getByRole('button', { name: 'Organise now' });
    await waitFor(() => expect(organise.hasAttribute('disabled')).toBe(false));
    fireEvent.click(organise);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/file-operations'));
    expect(started(fetch)).toBe(1);
  });

  it('says MediaHub is at work while it organises, with a way to watch', async () => {
    renderDashboard({
      '/api/config-status': json(status(undefined)),
      '/api/mediahub/status': json({
        isRunning: true,
        monitorRunning: true,
        sourceDir: '/srv/downloads',
        destinationDir: '/srv/library',
        organiser: {
          state: 'running',
          isRunning: true,
          monitorRunning: true,
          autoStart: true,
          missing: [],
          pausedRoots: [],
          lastScan: null,
          currentScan: null,
        },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'MediaHub is organising your files' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Watch progress' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/file-operations'));
  });

  it('speaks alone while organising waits for setup: the status card does not say it again', async () => {
    renderDashboard({
      '/api/config-status': json(status(['TMDB_API_KEY'])),
      '/api/mediahub/status': json({
        isRunning: false,
        monitorRunning: false,
        sourceDir: '/srv/downloads',
        destinationDir: '/srv/library',
        organiser: {
          state: 'setup',
          isRunning: false,
          monitorRunning: false,
          autoStart: true,
          missing: ['TMDB_API_KEY'],
          pausedRoots: [],
          lastScan: null,
          currentScan: null,
        },
      }),
    });
    await screen.findByRole('region', { name: 'Finish setting up CineSync' });
    await waitFor(() => expect(FakeEventSource.open.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('organiser-status')).toBeNull();
  });

  it('says nothing more once the library has files', async () => {
    renderDashboard({
      '/api/config-status': json(status(['TMDB_API_KEY'])),
      '/api/stats': json({ ...emptyStats, totalFiles: 3 }),
    });
    await screen.findByText('Total Files');
    await screen.findByText('3');
    expect(screen.queryByRole('region', { name: /Finish setting up|Nothing is organised/ })).toBeNull();
  });
});
