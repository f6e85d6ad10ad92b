// @vitest-environment jsdom
// The sign-in token lives in the browser's localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/mock-fetch';
import { ApiClient } from './api-client';
import { ApiRequestError } from './api-request-error';
import { isUnreachableError } from './connection-state';
import { readToken, writeToken } from './token-storage';

describe('connection state', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('counts no answer and a gateway’s 502/503/504 as unreachable, not the API’s own errors', () => {
    expect(isUnreachableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachableError(new ApiRequestError(503, 'server_error', 'Service Unavailable'))).toBe(true);
    expect(isUnreachableError(new ApiRequestError(502, 'server_error', 'Bad Gateway'))).toBe(true);
    expect(isUnreachableError(new ApiRequestError(504, 'server_error', 'Gateway Timeout'))).toBe(true);
    expect(isUnreachableError(new ApiRequestError(503, 'unavailable', 'TMDB is not answering'))).toBe(false);
    expect(isUnreachableError(new ApiRequestError(500, 'internal', 'Something went wrong'))).toBe(false);
    expect(isUnreachableError(new ApiRequestError(401, 'unauthorized', 'expired'))).toBe(false);
    expect(isUnreachableError(new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('the client marks the server unreachable on a network error, keeps the token, and marks it back on an answer', async () => {
    let down = true;
    const fetch = vi.fn(async () => {
      if (down) throw new TypeError('Failed to fetch');
      return json({});
    });
    const api = new ApiClient({ fetch });
    const onUnauthorized = vi.fn();
    api.onUnauthorized(onUnauthorized);
    const changes = vi.fn();
    api.connection.subscribe(changes);
    writeToken('valid');

    await expect(api.getStats()).rejects.toBeInstanceOf(TypeError);
    expect(api.connection.isReachable()).toBe(false);
    expect(readToken()).toBe('valid');
    expect(onUnauthorized).not.toHaveBeenCalled();

    down = false;
    await api.getStats();
    expect(api.connection.isReachable()).toBe(true);
    expect(changes.mock.calls).toEqual([[false], [true]]);
  });

  it('a proxy’s 503 marks it unreachable; the API’s own 503 and a caller’s abort do not', async () => {
    const fetch = mockFetch({
      '/api/stats': () => new Response('Service Unavailable', { status: 503 }),
      '/api/config': json({ error: 'unavailable', message: 'TMDB is not answering' }, 503),
    });
    const api = new ApiClient({ fetch });
    await expect(api.getStats()).rejects.toMatchObject({ status: 503 });
    expect(api.connection.isReachable()).toBe(false);
    await expect(api.getConfig()).rejects.toMatchObject({ status: 503 });
    expect(api.connection.isReachable()).toBe(true);

    const aborting = new ApiClient({
      fetch: vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    });
    const controller = new AbortController();
    controller.abort();
    await expect(aborting.getConfig(controller.signal)).rejects.toBeInstanceOf(DOMException);
    expect(aborting.connection.isReachable()).toBe(true);
  });
});
