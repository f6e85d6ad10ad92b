// @vitest-environment jsdom
// The sign-in token lives in the browser's localStorage.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../api/api-client';
import { readToken, writeToken } from '../../api/token-storage';
import { json, mockFetch } from '../../test/mock-fetch';
import { checkSession } from './session-check';

const authOn = { '/api/auth/enabled': json({ enabled: true }) };

/** A fetch whose /api/me never answers: only an abort ends it, as with a hung connection. */
const hangingMe: typeof fetch = (input, init) =>
  String(input) === '/api/me'
    ? new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })
    : Promise.resolve(json({ enabled: true }));

describe('checkSession', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());
  const live = () => new AbortController().signal;

  it('finds a guest when auth is off, and the user behind a good token', async () => {
    expect(
      await checkSession(
        new ApiClient({ fetch: mockFetch({ '/api/auth/enabled': json({ enabled: false }) }) }),
        live(),
      ),
    ).toEqual({
      kind: 'guest',
    });
    writeToken('good');
    const api = new ApiClient({ fetch: mockFetch({ ...authOn, '/api/me': json({ username: 'alice' }) }) });
    expect(await checkSession(api, live())).toEqual({ kind: 'signed-in', user: { username: 'alice' } });
  });

  it('signs out on a 401 only, and without a token', async () => {
    writeToken('expired');
    const rejected = new ApiClient({
      fetch: mockFetch({ ...authOn, '/api/me': json({ error: 'unauthorized', message: 'expired' }, 401) }),
    });
    expect(await checkSession(rejected, live())).toEqual({ kind: 'signed-out' });
    expect(readToken()).toBeNull();
    expect(await checkSession(new ApiClient({ fetch: mockFetch(authOn) }), live())).toEqual({ kind: 'signed-out' });
  });

  it('calls a 5xx, a lost connection or a hung answer unreachable and keeps the token', async () => {
    writeToken('valid');
    const failing = [
      mockFetch({ ...authOn, '/api/me': json({ error: 'internal', message: 'x' }, 500) }),
      mockFetch({ ...authOn, '/api/me': () => new Response('Bad Gateway', { status: 502 }) }),
      mockFetch({
        ...authOn,
        '/api/me': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
      mockFetch({
        '/api/auth/enabled': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ];
    for (const fetch of failing) {
      expect(await checkSession(new ApiClient({ fetch }), live())).toEqual({ kind: 'unreachable', tokenHeld: true });
    }
    expect(await checkSession(new ApiClient({ fetch: hangingMe }), live(), 50)).toEqual({
      kind: 'unreachable',
      tokenHeld: true,
    });
    expect(readToken()).toBe('valid');
  });
});
