import { connectionsResponseSchema, connectionViewSchema, type ConnectionWrite } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startJellyfinStandIn,
  startPlexStandIn,
  type JellyfinStandIn,
  type PlexStandIn,
} from '../../test/stand-ins/index.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

describe('the Connections API (issue 33)', () => {
  let server: TestServer;
  let jellyfin: JellyfinStandIn;
  let plex: PlexStandIn;
  let token: string;
  let body: ConnectionWrite;

  beforeAll(async () => {
    jellyfin = await startJellyfinStandIn({
      flavour: 'jellyfin',
      apiKey: 'jf-secret-key',
      libraries: [{ name: 'Movies', locations: ['/media/Movies'] }],
    });
    plex = await startPlexStandIn({ token: 'plex-secret-token', sections: [] });
    server = await startTestServer({
      env: {
        CINESYNC_PASSWORD: 'pw',
        ENABLE_PLEX_UPDATE: 'true',
        PLEX_URL: plex.url,
        PLEX_TOKEN: 'plex-secret-token',
      },
    });
    token = await server.login('admin', 'pw');
    body = {
      type: 'jellyfin',
      name: 'Living room',
      url: jellyfin.url,
      apiKey: 'jf-secret-key',
      events: ['linked', 'deleted'],
      pathMappings: [{ from: '/library', to: '/media' }],
      enabled: true,
    };
  });
  afterAll(async () => {
    await server?.dispose();
    await jellyfin?.close();
    await plex?.close();
  });

  const call = (path: string, payload?: unknown, method = 'POST', withToken = true) =>
    server.request(
      path,
      payload === undefined
        ? { method, token: withToken ? token : undefined }
        : jsonInit(payload, withToken ? token : undefined, method),
    );

  it('needs a token for every route', async () => {
    expect((await call('/api/connections', undefined, 'GET', false)).status).toBe(401);
    expect((await call('/api/connections', body, 'POST', false)).status).toBe(401);
    expect((await call('/api/connections/test', body, 'POST', false)).status).toBe(401);
    expect((await call('/api/connections/1', body, 'PUT', false)).status).toBe(401);
    expect((await call('/api/connections/1', undefined, 'DELETE', false)).status).toBe(401);
  });

  it('refuses malformed bodies, unknown types and addresses that are not http(s), changing nothing', async () => {
    const bad = [
      '{"type":',
      { ...body, type: 'kodi' },
      { ...body, url: 'file:///etc/passwd' },
      { ...body, url: 'javascript:alert(1)' },
      { ...body, url: 'http://user:pass@host' },
      { ...body, events: ['grabbed'] },
      { ...body, name: 'a\u0000b' },
      { ...body, pathMappings: [{ from: '' }] },
      { ...body, extra: true },
      [],
    ];
    for (const payload of bad) {
      const res = await call('/api/connections', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      const answer = (await res.json()) as { error: string; message: string };
      expect(typeof answer.error).toBe('string');
      expect(typeof answer.message).toBe('string');
    }
    expect((await call('/api/connections/abc', body, 'PUT')).status).toBe(400);
    expect((await call('/api/connections/test', { ...body, url: 'ftp://x' })).status).toBe(400);
    const list = connectionsResponseSchema.parse(await (await call('/api/connections', undefined, 'GET')).json());
    expect(list.items.map((c) => c.source)).toEqual(['settings']);
  });

  it('asks for the current password before a secret goes to a new address', async () => {
    const without = await call('/api/connections', body);
    expect(without.status).toBe(403);
    const wrong = await call('/api/connections', { ...body, currentPassword: 'nope' });
    expect(wrong.status).toBe(403);
  });

  it('creates, lists, updates and deletes, never returning a secret', async () => {
    const created = await call('/api/connections', { ...body, currentPassword: 'pw' });
    expect(created.status).toBe(201);
    const createdText = await created.text();
    expect(createdText).not.toContain('jf-secret-key');
    const view = connectionViewSchema.parse(JSON.parse(createdText));
    expect(view).toMatchObject({
      type: 'jellyfin',
      hasApiKey: true,
      hasPassword: false,
      source: 'stored',
      lastResult: null,
    });

    const listed = await call('/api/connections', undefined, 'GET');
    const listText = await listed.text();
    expect(listText).not.toMatch(/jf-secret-key|plex-secret-token/);
    const list = connectionsResponseSchema.parse(JSON.parse(listText));
    expect(list.items.map((c) => [c.id, c.type, c.source])).toEqual([
      [0, 'plex', 'settings'],
      [view.id, 'jellyfin', 'stored'],
    ]);
    expect(list.items[0]).toMatchObject({ url: plex.url, hasApiKey: true, enabled: true });

    // Same address, key left as the mask: no password needed, the stored key stays and works.
    const renamed = await call(`/api/connections/${view.id}`, { ...body, name: 'Den', apiKey: '********' }, 'PUT');
    expect(renamed.status).toBe(200);
    expect(connectionViewSchema.parse(await renamed.json())).toMatchObject({ name: 'Den', hasApiKey: true });
    const tested = await call('/api/connections/test', { ...body, apiKey: undefined, id: view.id });
    const port = new URL(jellyfin.url).port;
    expect(await tested.json()).toEqual({
      ok: true,
      message: `Jellyfin 10.10.3 at 127.0.0.1:${port}: library Movies found`,
    });

    // Another address for the stored key: asked again, for saving and for testing alike.
    const moved = { ...body, url: 'http://192.0.2.1:8096' };
    expect((await call(`/api/connections/${view.id}`, moved, 'PUT')).status).toBe(403);
    expect((await call('/api/connections/test', { ...moved, id: view.id })).status).toBe(403);

    // The PLEX_* connection is changed in Settings, not here.
    expect((await call('/api/connections/0', { ...body, type: 'plex', url: plex.url }, 'PUT')).status).toBe(409);
    expect((await call('/api/connections/0', undefined, 'DELETE')).status).toBe(409);

    server.ctx.repositories.connections.recordResult(view.id, {
      ok: true,
      message: 'told 12 folders',
      at: Date.UTC(2026, 0, 2, 14, 0),
      toldFolders: 12,
    });
    const withResult = connectionsResponseSchema.parse(await (await call('/api/connections', undefined, 'GET')).json());
    expect(withResult.items[1]?.lastResult).toEqual({
      ok: true,
      message: 'told 12 folders',
      at: '2026-01-02T14:00:00.000Z',
      toldFolders: 12,
    });

    expect((await call(`/api/connections/${view.id}`, undefined, 'DELETE')).status).toBe(204);
    expect((await call(`/api/connections/${view.id}`, undefined, 'DELETE')).status).toBe(404);
    expect((await call(`/api/connections/${view.id}`, { ...body, currentPassword: 'pw' }, 'PUT')).status).toBe(404);
  });

  it('lists a webhook whose address carries its token with the path masked, and keeps it', async () => {
    const hookUrl = 'https://discord.example/api/webhooks/123/hook-secret-token';
    const hook = { ...body, type: 'webhook' as const, name: 'Discord', url: hookUrl, apiKey: undefined };
    const created = await call('/api/connections', { ...hook, currentPassword: 'pw' });
    const text = await created.text();
    expect(text).not.toContain('hook-secret-token');
    const view = connectionViewSchema.parse(JSON.parse(text));
    expect(view.url).toBe('https://discord.example/********');
    // Sent back as listed: the same address, so no password, and the stored one stays.
    const saved = await call(`/api/connections/${view.id}`, { ...hook, url: view.url, enabled: false }, 'PUT');
    expect(saved.status).toBe(200);
    expect(server.ctx.repositories.connections.get(view.id)).toMatchObject({ url: hookUrl, enabled: false });
    expect(await (await call('/api/connections', undefined, 'GET')).text()).not.toContain('hook-secret-token');
    expect((await call(`/api/connections/${view.id}`, undefined, 'DELETE')).status).toBe(204);
  });

  it('tests a typed connection and says what the server answered', async () => {
    const wrongKey = await call('/api/connections/test', { ...body, apiKey: 'not-it' });
    expect(wrongKey.status).toBe(200);
    const answer = (await wrongKey.json()) as { ok: boolean; message: string };
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/refused the API key \(401/);
    const plexAnswer = await call('/api/connections/test', {
      ...body,
      type: 'plex',
      url: plex.url,
      apiKey: undefined,
      id: 0,
    });
    expect(await plexAnswer.json()).toEqual({ ok: true, message: 'Connected to Living Room Plex' });
  });
});
