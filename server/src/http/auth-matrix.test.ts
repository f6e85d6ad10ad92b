import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { OPEN_API_ROUTES } from './auth-hook.js';

/** A concrete URL for a route pattern: parameters and wildcards get harmless values. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, 'x').replace(/\*/g, 'x');
}

describe('with authentication on, every protected route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  const protectedRoutes = () =>
    server.http.routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/v3/') &&
        r.url !== '/api/system/status' && // the Radarr/Sonarr face's probe: its own API key
        !OPEN_API_ROUTES.has(r.url),
    );

  it('has routes to check', () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(12);
  });

  it('answers 401 without a token', async () => {
    const failures: string[] = [];
    for (const { method, url } of protectedRoutes()) {
      const res = await server.request(concrete(url), {
        method,
        headers: method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' },
        body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
      });
      if (res.status !== 401) failures.push(`${method} ${url} → ${res.status}`);
      await res.body?.cancel();
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 with a forged or malformed token', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJlLW5vdC12YWxpZA';
    for (const token of [forged, 'not-a-jwt', 'a.b.c']) {
      const res = await server.request('/api/config', { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('refuses an unsigned ("alg: none") token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', exp: 9999999999 })).toString('base64url');
    const res = await server.request('/api/me', { token: `${header}.${payload}.` });
    expect(res.status).toBe(401);
  });

  it('accepts the token query on GET but not on POST', async () => {
    const token = await server.login();
    expect((await server.request(`/api/me?token=${token}`)).status).toBe(200);
    const post = await server.request(`/api/config/update?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ updates: [{ key: 'LOG_LEVEL', value: 'DEBUG' }] }),
    });
    expect(post.status).toBe(401);
  });

  it('judges the routed path, not the raw spelling of the URL', async () => {
    for (const spelling of ['/%61pi/config', '/api/%63onfig', '/api//config', '/api/health/../config']) {
      const res = await server.request(spelling);
      // Refused one way or another, never served: 401 (auth), 403 (malformed path), 404.
      expect([401, 403, 404], spelling).toContain(res.status);
      await res.body?.cancel();
    }
  });

  it('leaves health, auth/enabled and auth/login open', async () => {
    expect((await server.request('/api/health')).status).toBe(200);
    expect(await (await server.request('/api/auth/enabled')).json()).toEqual({ enabled: true });
  });
});
