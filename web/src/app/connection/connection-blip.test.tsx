import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readToken, writeToken } from '../../api/token-storage';
import { FakeEventSource } from '../../test/fake-event-source';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { AppRoutes } from '../AppRoutes';
import { OFFLINE_TEXT } from './ConnectionNotice';

/** How long a test waits for a lazily loaded page, and for one backoff step (1 s) to pass. */
const LAZY_PAGE_MS = 10_000;
const RETRY_MS = 4000;

const readyStatus = json({
  needsConfiguration: false,
  isPlaceholder: false,
  destinationDir: '/media/library',
  effectiveRootDir: '/media/library',
});

/** What a proxy says while the API behind it restarts: no API error body. */
const gatewayDown = () => new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' });
const connectionReset = (): Response => {
  throw new TypeError('Failed to fetch');
};

/** Answers with `first` for the first `times` calls, then with `then`. */
function failingFirst(times: number, first: () => Response, then: () => Response): () => Response {
  let calls = 0;
  return () => {
    calls += 1;
    return calls <= times ? first() : then();
  };
}

/**
 * Like `failingFirst`, but the answer after the failures waits for `release()`: a test can see
 * what the page shows while the server is away however long the page took to load.
 */
function failingUntilReleased(times: number, first: () => Response, then: () => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  const answer = async (): Promise<Response> => {
    calls += 1;
    if (calls <= times) return first();
    await released;
    return then();
  };
  return { answer, release };
}

function renderSignedIn(route: string, overrides: Record<string, MockAnswer>) {
  writeToken('valid');
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: true }),
    '/api/me': json({ username: 'alice' }),
    '/api/config-status': readyStatus,
    ...overrides,
  });
  return { ...renderApp(<AppRoutes />, { fetch, route }), fetch };
}

const location = () => screen.getByTestId('location').textContent;
const meCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/me').length;

describe('a lost connection does not sign you out', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('a 401 from /api/me removes the token and goes to /login', async () => {
    renderSignedIn('/favorites', { '/api/me': json({ error: 'unauthorized', message: 'Token expired' }, 401) });
    expect(await screen.findByRole('heading', { name: 'CineSync Login' }, { timeout: LAZY_PAGE_MS })).toBeTruthy();
    expect(location()).toBe('/login');
    expect(readToken()).toBeNull();
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it.each([
    ['a 503 from a gateway', gatewayDown],
    ['a reset connection', connectionReset],
    ['a 500', () => json({ error: 'internal', message: 'Something went wrong on the server' }, 500)],
  ])('after %s on /api/me keeps the token and the page, says so, and retries until it answers', async (_, fail) => {
    const me = failingUntilReleased(2, fail, () => json({ username: 'alice' }));
    const { fetch } = renderSignedIn('/favorites', { '/api/me': me.answer });
    expect(await screen.findByRole('heading', { name: 'Favorites' }, { timeout: LAZY_PAGE_MS })).toBeTruthy();
    expect(location()).toBe('/favorites');
    expect(readToken()).toBe('valid');
    // The page has statuses of its own (a list loading); the notice is the one that says this.
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((status) => status.textContent?.includes(OFFLINE_TEXT))).toBe(true),
    );
    // Two failures, then the answer: the name appears and the notice goes, with no sign-in on the way.
    me.release();
    await waitFor(() => expect(screen.getByTestId('current-username').textContent).toBe('alice'), {
      timeout: 2 * RETRY_MS,
    });
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    expect(meCalls(fetch)).toBe(3);
    expect(location()).toBe('/favorites');
    expect(readToken()).toBe('valid');
  });

  it('a network error on any other call keeps you signed in; the notice goes when the server answers', async () => {
    const { fetch } = renderSignedIn('/favorites', {
      '/api/auth/enabled': failingFirst(
        1,
        () => json({ enabled: true }),
        failingFirst(1, connectionReset, () => json({ enabled: true })),
      ),
      '/api/stats': connectionReset,
    });
    expect(await screen.findByRole('heading', { name: 'Favorites' }, { timeout: LAZY_PAGE_MS })).toBeTruthy();
    expect(await screen.findByText(OFFLINE_TEXT, {}, { timeout: RETRY_MS })).toBeTruthy();
    expect(readToken()).toBe('valid');
    expect(screen.getByTestId('current-username').textContent).toBe('alice');
    // The probe fails once more, then gets through: the notice goes and the page is still there.
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).toBeNull(), { timeout: 2 * RETRY_MS });
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/enabled').length).toBeGreaterThanOrEqual(3);
    expect(location()).toBe('/favorites');
    expect(readToken()).toBe('valid');
  });

  it('with no token and no server, waits with the notice instead of sending you to sign in', async () => {
    localStorage.clear();
    const fetch = mockFetch({
      '/api/auth/enabled': failingFirst(1, gatewayDown, () => json({ enabled: false })),
      '/api/config-status': readyStatus,
    });
    renderApp(<AppRoutes />, { fetch, route: '/favorites' });
    expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
    expect(location()).toBe('/favorites');
    expect(await screen.findByRole('heading', { name: 'Favorites' }, { timeout: LAZY_PAGE_MS })).toBeTruthy();
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    expect(screen.getByTestId('current-username').textContent).toBe('Guest');
  });
});
