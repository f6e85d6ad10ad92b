// @vitest-environment jsdom
// The sign-in token lives in the browser's localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headersOf, json, mockFetch } from '../test/mock-fetch';
import { ApiClient } from './api-client';
import { ApiRequestError } from './api-request-error';
import { InvalidResponseError } from './invalid-response-error';
import { readToken, TOKEN_STORAGE_KEY, writeToken } from './token-storage';

describe('ApiClient', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('sends the stored token as a bearer header on every call', async () => {
    const fetch = mockFetch({ '/api/me': json({ username: 'admin' }), '/api/stats': json({}) });
    const api = new ApiClient({ fetch });
    writeToken('secret-token');
    await api.getMe();
    await api.getStats();
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const call of fetch.mock.calls) {
      expect(headersOf(call).get('Authorization')).toBe('Bearer secret-token');
    }
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = mockFetch({ '/api/auth/enabled': json({ enabled: true }) });
    await new ApiClient({ fetch }).getAuthEnabled();
    expect(headersOf(fetch.mock.calls[0] ?? []).has('Authorization')).toBe(false);
  });

  it('posts the login as JSON and returns the token', async () => {
    const fetch = mockFetch({ 'POST /api/auth/login': json({ token: 'jwt' }) });
    const result = await new ApiClient({ fetch }).login('admin', 'pw');
    expect(result).toEqual({ token: 'jwt' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'pw' });
    expect(headersOf(fetch.mock.calls[0] ?? []).get('Content-Type')).toBe('application/json');
  });

  it('on a 401 removes the token and tells the auth layer', async () => {
    const fetch = mockFetch({ '/api/config': json({ error: 'unauthorized', message: 'Token expired' }, 401) });
    const api = new ApiClient({ fetch });
    const onUnauthorized = vi.fn();
    api.onUnauthorized(onUnauthorized);
    writeToken('expired');

    const failure = await api.getConfig().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, error: 'unauthorized', message: 'Token expired' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith('/api/config');
  });

  it('treats a 401 from the login call as wrong credentials, not as an ended session', async () => {
    const fetch = mockFetch({ 'POST /api/auth/login': json({ error: 'unauthorized', message: 'Bad' }, 401) });
    const api = new ApiClient({ fetch });
    const onUnauthorized = vi.fn();
    api.onUnauthorized(onUnauthorized);
    writeToken('still-valid');
    await expect(api.login('a', 'b')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readToken()).toBe('still-valid');
  });

  it('stops notifying a listener after it unsubscribes', async () => {
    const fetch = mockFetch({ '/api/me': json({ error: 'unauthorized', message: 'x' }, 401) });
    const api = new ApiClient({ fetch });
    const listener = vi.fn();
    const unsubscribe = api.onUnauthorized(listener);
    unsubscribe();
    await api.getMe().catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });

  it('parses the API error shape, and falls back to the status for other bodies', async () => {
    const fetch = mockFetch({
      '/api/config-status': json({ error: 'unavailable', message: 'Database is busy', details: { retry: 1 } }, 503),
      'POST /api/restart': () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      '/api/stats': () => new Response(null, { status: 429 }),
    });
    const api = new ApiClient({ fetch });
    await expect(api.getConfigStatus()).rejects.toMatchObject({
      status: 503,
      error: 'unavailable',
      message: 'Database is busy',
      details: { retry: 1 },
    });
    await expect(api.restartServer()).rejects.toMatchObject({
      status: 502,
      error: 'server_error',
      message: 'Bad Gateway',
    });
    await expect(api.getStats()).rejects.toMatchObject({ status: 429, error: 'too_many_requests' });
  });

  it('reads a body of only `{error}` as the message', async () => {
    const fetch = mockFetch({ '/api/config': json({ error: 'The preview is stale' }, 409) });
    await expect(new ApiClient({ fetch }).getConfig()).rejects.toMatchObject({
      status: 409,
      error: 'request_failed',
      message: 'The preview is stale',
    });
  });

  it('rejects a 2xx body that breaks the contract with InvalidResponseError', async () => {
    const fetch = mockFetch({ '/api/auth/enabled': json({ enabled: 'yes' }) });
    await expect(new ApiClient({ fetch }).getAuthEnabled()).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('reads stats leniently: missing fields become defaults', async () => {
    const fetch = mockFetch({ '/api/stats': json({ ip: '0.0.0.0', port: 8082, webdavStatus: 'Active' }) });
    const stats = await new ApiClient({ fetch }).getStats();
    expect(stats).toMatchObject({
      ip: '0.0.0.0',
      port: '8082',
      webdavStatus: 'Active',
      totalFiles: 0,
      storageUsed: '0 B',
    });
  });

  it('reads the restart answer leniently', async () => {
    const fetch = mockFetch({
      'POST /api/restart': json({ status: 'success', message: 'ok', ip: '0.0.0.0', apiPort: 9000, uiPort: null }),
    });
    expect(await new ApiClient({ fetch }).restartServer()).toEqual({ apiPort: 9000, uiPort: null });
  });
});
