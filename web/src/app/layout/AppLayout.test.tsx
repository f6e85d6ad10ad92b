import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, writeToken } from '../../api/token-storage';
import { FakeEventSource } from '../../test/fake-event-source';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { AppRoutes } from '../AppRoutes';
import { stubMediaQueries, onPhone } from '../../test/media-queries';

const readyStatus = json({
  needsConfiguration: false,
  isPlaceholder: false,
  destinationDir: '/media/library',
  effectiveRootDir: '/media/library',
});

const config = (apiPort: string) =>
  json({
    status: 'success',
    config: [
      {
        key: 'CINESYNC_API_PORT',
        label: 'Port',
        value: apiPort,
        default: '8082',
        type: 'integer',
        category: 'CineSync Configuration',
        description: '',
        required: false,
        hidden: false,
        beta: false,
        disabled: false,
        locked: false,
      },
    ],
  });

/** How long a test waits for a lazily loaded page to appear. */
const LAZY_PAGE_MS = 10_000;

function renderShell(route: string, overrides: Record<string, MockAnswer> = {}, authEnabled = false) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: authEnabled }),
    '/api/me': json({ username: 'alice' }),
    '/api/config-status': readyStatus,
    'GET /api/favorites': json({ items: [] }),
    ...overrides,
  });
  return { ...renderApp(<AppRoutes />, { fetch, route }), fetch };
}

describe('app shell', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the top bar, menu and dashboard as Guest when auth is off', async () => {
    renderShell('/');
    // The page is a lazy chunk: on a busy machine its first import takes more than the default second.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: LAZY_PAGE_MS })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(screen.getByText('CineSync')).toBeTruthy();
    expect(screen.getByText('v3.1')).toBeTruthy();
    expect(screen.getByTestId('current-username').textContent).toBe('Guest');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'Browse', 'File Operations', 'Missing', 'Calendar', 'Favorites', 'Settings']) {
      expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('highlights Browse inside /files', async () => {
    renderShell('/files/Movies');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Browse' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('hides the menu on media pages', async () => {
    renderShell('/media/Movies/Heat (1995)');
    expect(await screen.findByRole('button', { name: 'Back' }, { timeout: LAZY_PAGE_MS })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('asks for the configuration status as the shell appears, before any page needs it', async () => {
    // Favorites does not wait on the configuration: only the shell can have asked.
    const { fetch } = renderShell('/favorites');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/config-status'))).toBe(true),
    );
  });

  it('shows WebDAV Offline and N/A when stats are unavailable', async () => {
    renderShell('/favorites');
    expect(await screen.findByRole('heading', { name: 'Favorites' })).toBeTruthy();
    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    expect(screen.getByText('WebDAV Status')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Port: N/A')).toBeTruthy());
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.getByText('IP: N/A')).toBeTruthy();
    expect(screen.getByText('Endpoint: /webdav')).toBeTruthy();
  });

  it('marks live updates disconnected when the event stream drops, and connected when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderShell('/favorites');
      expect(await screen.findByText('Live: Connecting...')).toBeTruthy();
      act(() => FakeEventSource.latest().emitOpen());
      expect(screen.getByText('Live: Connected')).toBeTruthy();
      const dropped = FakeEventSource.latest();
      act(() => dropped.emitError());
      expect(screen.getByText('Live: No active connections')).toBeTruthy();
      expect(dropped.closed).toBe(true);
      act(() => vi.advanceTimersByTime(1100));
      act(() => FakeEventSource.latest().emitOpen());
      expect(screen.getByText('Live: Connected')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('badges File Operations with the files waiting for review, and nothing when none wait', async () => {
    renderShell('/settings', { '/api/stats': json({ webdavStatus: 'Active', needsReview: 1234 }) });
    const link = await screen.findByRole('link', { name: /File Operations/ });
    await waitFor(() => expect(within(link).getByLabelText('1234 files need review').textContent).toBe('999+'));
    cleanup();
    renderShell('/settings', { '/api/stats': json({ webdavStatus: 'Active', needsReview: 0 }) });
    await screen.findByText('Online');
    expect(screen.queryByLabelText(/files need review/)).toBeNull();
  });

  it('shows WebDAV Online with the address from stats', async () => {
    renderShell('/settings', { '/api/stats': json({ ip: '0.0.0.0', port: 8082, webdavStatus: 'Active' }) });
    expect(await screen.findByText('Online')).toBeTruthy();
    expect(screen.getByText('IP: 0.0.0.0')).toBeTruthy();
    expect(screen.getByText('Port: 8082')).toBeTruthy();
  });

  it('shows Configuration Required on the dashboard until a destination is set', async () => {
    let needs = true;
    renderShell('/dashboard', {
      '/api/config-status': () =>
        json({
          needsConfiguration: needs,
          isPlaceholder: needs,
          destinationDir: needs ? '/path/to/destination' : '/media',
          effectiveRootDir: '/srv/empty',
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Configuration Required' })).toBeTruthy();
    expect(screen.getByText('/path/to/destination')).toBeTruthy();
    expect(screen.getByText('Currently Serving')).toBeTruthy();
    expect(screen.getByText('Set DESTINATION_DIR to a valid existing directory')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Settings' })).toBeTruthy();
    needs = false;
    act(() => {
      window.dispatchEvent(new CustomEvent('config-status-refresh'));
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: LAZY_PAGE_MS })).toBeTruthy();
  });

  it('sends signed-out users to /login remembering the page', async () => {
    renderShell('/settings?tab=jobs', {}, true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'CineSync Login' })).toBeTruthy();
    expect(screen.getByTestId('location').dataset.state).toContain('?tab=jobs');
  });

  it('signs a token holder in and logs out to /login', async () => {
    writeToken('valid');
    renderShell('/dashboard', {}, true);
    expect(await screen.findByTestId('current-username')).toBeTruthy();
    expect(screen.getByTestId('current-username').textContent).toBe('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'CineSync Login' })).toBeTruthy();
    expect(readToken()).toBeNull();
  });

  it('goes to /login when any call answers 401', async () => {
    writeToken('expired-soon');
    renderShell('/dashboard', { '/api/stats': json({ error: 'unauthorized', message: 'expired' }, 401) }, true);
    expect(await screen.findByRole('heading', { name: 'CineSync Login' })).toBeTruthy();
    expect(readToken()).toBeNull();
  });

  it('refreshes config status on config_changed', async () => {
    renderShell('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: LAZY_PAGE_MS });
    const heard = vi.fn();
    window.addEventListener('config-status-refresh', heard);
    act(() => FakeEventSource.latest().emit('config_changed', { keys: ['DESTINATION_DIR'] }));
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('config-status-refresh', heard);
  });

  it('asks WebDAV again when the library folder is saved, not at its next 30 s poll', async () => {
    let library = '';
    renderShell('/favorites', {
      '/api/stats': () =>
        json({ ip: '0.0.0.0', port: 8082, webdavStatus: library === '' ? 'Inactive' : 'Active', needsReview: 0 }),
    });
    expect(await screen.findByText('Offline')).toBeTruthy();
    library = '/media/library';
    act(() => FakeEventSource.latest().emit('config_changed', { keys: ['DESTINATION_DIR'] }));
    expect(await screen.findByText('Online')).toBeTruthy();
  });

  it('opens the restart dialog on server_restart_required and returns to the prompt when restart fails', async () => {
    const { fetch } = renderShell('/settings', {
      '/api/config': config('9000'),
      'POST /api/restart': json({ error: 'unavailable', message: 'Busy' }, 503),
    });
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: LAZY_PAGE_MS });
    act(() => FakeEventSource.latest().emit('server_restart_required', { keys: ['CINESYNC_API_PORT'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Server Restart Required' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restart Now' }));
    expect(await within(dialog).findByText('Restart failed: Busy')).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/restart' && init?.method === 'POST')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('skips the restart notice when the API port is where the page already is', async () => {
    renderShell('/settings', { '/api/config': config(window.location.port || '80') });
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: LAZY_PAGE_MS });
    act(() => FakeEventSource.latest().emit('server_restart_required', { keys: ['CINESYNC_API_PORT'] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on small screens opens the menu as a drawer with working View Options', async () => {
    stubMediaQueries(onPhone);
    renderShell('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('View Options')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'List View' }));
    expect(localStorage.getItem('fileViewMode')).toBe('list');

    // The drawer closed itself after the choice; the top bar is usable again once it has.
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const refreshed = vi.fn();
    window.addEventListener('cinesync-refresh', refreshed);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(refreshed).toHaveBeenCalledTimes(1);
    window.removeEventListener('cinesync-refresh', refreshed);
  });
});
