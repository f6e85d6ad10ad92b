import http from 'node:http';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTmdbStandIn } from '../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../test/support/source-tree.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serve(env: Record<string, string>, dataDir?: string): Promise<TestServer> {
  const server = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw', ...env }, dataDir, autoStart: false });
  cleanups.push(() => server.dispose());
  return server;
}

const envText = (server: TestServer) => readFile(path.join(server.dataDir, '.env'), 'utf8').catch(() => '');

function raw(base: string, rawPath: string, method: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("directory settings can't open the machine", () => {
  it.each([
    ['/', 'DESTINATION_DIR'],
    ['/etc', 'DESTINATION_DIR'],
    ['/etc/ssl', 'SOURCE_DIR'],
    ['/var', 'DESTINATION_DIR'],
    ['/proc/self', 'SOURCE_DIR'],
    ['/usr', 'SOURCE_DIR'],
    ['/lib64', 'DESTINATION_DIR'],
  ])('refuses %s as %s with 400, writing nothing', async (folder, key) => {
    const server = await serve({});
    const token = await server.login('admin', 'pw');
    const before = await envText(server);
    const res = await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key, value: folder }], currentPassword: 'pw' }, token),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining(`${key} can't be ${folder}`) });
    expect(await envText(server)).toBe(before);
  });

  it('refuses the data folder, a folder inside it, a folder holding it, and a link to /etc', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'dir-policy-'));
    cleanups.push(() => rm(base, { recursive: true, force: true }));
    const dataDir = path.join(base, 'data');
    await mkdir(path.join(dataDir, 'cache'), { recursive: true });
    await symlink('/etc', path.join(base, 'innocent'));
    const server = await serve({}, dataDir);
    const token = await server.login('admin', 'pw');
    for (const folder of [dataDir, path.join(dataDir, 'cache'), base, path.join(base, 'innocent')]) {
      for (const key of ['SOURCE_DIR', 'DESTINATION_DIR']) {
        const res = await server.request(
          '/api/config/update',
          jsonInit({ updates: [{ key, value: folder }], currentPassword: 'pw' }, token),
        );
        expect(res.status, `${key}=${folder}`).toBe(400);
      }
    }
    // One unsafe folder in a list refuses the list.
    const list = await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'SOURCE_DIR', value: `${base}/media,/etc` }], currentPassword: 'pw' }, token),
    );
    expect(list.status).toBe(400);
  });

  it('does not use DESTINATION_DIR=/ from the environment: nothing is served, the status says why', async () => {
    const server = await serve({ DESTINATION_DIR: '/' });
    const token = await server.login('admin', 'pw');
    const download = await server.request(`/api/download?path=${encodeURIComponent('etc/shadow')}`, { token });
    expect(download.status).toBe(503);
    expect(await download.text()).not.toMatch(/root:/);
    const status = await (await server.request('/api/config-status', { token })).json();
    expect(status).toMatchObject({ needsConfiguration: true, problem: expect.stringContaining('system folder') });
    const dav = await raw(server.url, '/webdav/etc/passwd', 'GET', {
      authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}`,
    });
    expect(dav.status).toBeGreaterThanOrEqual(400);
    expect(dav.body).not.toMatch(/root:/);
  });

  it('does not organise from SOURCE_DIR=/ set in the environment', async () => {
    const tmdb = await startTmdbStandIn({ apiKey: 'k' });
    cleanups.push(() => tmdb.close());
    const folders = await makeOrganiserFolders('source-root-');
    cleanups.push(() => rm(folders.base, { recursive: true, force: true }));
    const server = await serve({ ...organiserEnv(folders, tmdb), SOURCE_DIR: '/', CINESYNC_AUTH_ENABLED: 'true' });
    expect(await server.ctx.organiserService.roots()).toEqual([]);
    const scan = await server.ctx.organiserService.runScan({ dryRun: true });
    expect(scan.results).toEqual([]);
    expect(scan.summary.counts.seen).toBe(0);
  });

  it('never serves the data folder, even through a link planted in the library', async () => {
    const tmdb = await startTmdbStandIn({ apiKey: 'k' });
    cleanups.push(() => tmdb.close());
    const folders = await makeOrganiserFolders('data-link-');
    cleanups.push(() => rm(folders.base, { recursive: true, force: true }));
    const dataDir = path.join(folders.base, 'data');
    await mkdir(dataDir);
    const server = await serve({ ...organiserEnv(folders, tmdb), CINESYNC_AUTH_ENABLED: 'true' }, dataDir);
    const token = await server.login('admin', 'pw');
    await writeFile(path.join(dataDir, 'marker.txt'), 'SECRET-MARKER');
    await symlink(path.join(dataDir, '.env'), path.join(folders.library, 'env.txt'));
    await symlink(path.join(dataDir, 'marker.txt'), path.join(folders.library, 'marker.txt'));
    await symlink(dataDir, path.join(folders.library, 'data'));
    const basic = { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` };
    const answers = [
      await server.request('/api/download?path=marker.txt', { token }),
      await server.request('/api/download?path=env.txt', { token }),
      await server.request('/api/stream/marker.txt', { token }),
      await server.request('/api/files/marker.txt', { token }),
      await server.request('/api/files/data', { token }),
    ];
    for (const a of answers) {
      expect(a.status).toBeGreaterThanOrEqual(400);
      expect(await a.text()).not.toMatch(/SECRET-MARKER|CINESYNC_PASSWORD/);
    }
    for (const p of ['/webdav/marker.txt', '/webdav/env.txt', '/webdav/data/marker.txt']) {
      const res = await raw(server.url, p, 'GET', basic);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toMatch(/SECRET-MARKER|CINESYNC_PASSWORD/);
    }
    const listing = await raw(server.url, '/webdav/', 'PROPFIND', { ...basic, depth: '1' });
    expect(listing.body).not.toMatch(/marker\.txt|env\.txt/);
    const files = await (await server.request('/api/files', { token })).text();
    expect(files).not.toMatch(/SECRET-MARKER/);
  });
});

describe('changing folder or sign-in settings asks for the current password', () => {
  it('refuses without it, refuses a wrong one (counted as a failed sign-in), accepts the right one', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'reauth-'));
    cleanups.push(() => rm(base, { recursive: true, force: true }));
    const server = await serve({});
    const token = await server.login('admin', 'pw');
    const update = (body: object) => server.request('/api/config/update', jsonInit(body, token));
    const updates = [{ key: 'DESTINATION_DIR', value: base }];

    const missing = await update({ updates });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({
      message: 'The current password is required to change DESTINATION_DIR',
    });
    const wrong = await update({ updates, currentPassword: 'guess' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: 'The current password is wrong' });
    expect(await envText(server)).not.toContain(base);

    expect((await update({ updates, currentPassword: 'pw' })).status).toBe(200);
    expect(await envText(server)).toContain(base);

    // Other settings need no password; an unchanged protected value neither.
    expect((await update({ updates: [{ key: 'LOG_LEVEL', value: 'DEBUG' }] })).status).toBe(200);
    expect((await update({ updates })).status).toBe(200);
    for (const key of ['CINESYNC_USERNAME', 'CINESYNC_AUTH_ENABLED', 'CINESYNC_PASSWORD', 'SOURCE_DIR']) {
      const value = key === 'CINESYNC_AUTH_ENABLED' ? 'false' : key === 'SOURCE_DIR' ? base : 'changed';
      expect((await update({ updates: [{ key, value }] })).status, key).toBe(403);
    }
  });

  it('counts wrong current passwords against the sign-in lockout', async () => {
    const server = await serve({});
    const token = await server.login('admin', 'pw');
    const update = (currentPassword: string) =>
      server.request(
        '/api/config/update',
        jsonInit({ updates: [{ key: 'CINESYNC_USERNAME', value: 'other' }], currentPassword }, token),
      );
    for (let i = 0; i < 5; i++) expect((await update(`wrong-${i}`)).status).toBe(403);
    expect((await update('pw')).status).toBe(429);
  });

  it('asks nothing when authentication is off', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'reauth-off-'));
    cleanups.push(() => rm(base, { recursive: true, force: true }));
    const server = await serve({ CINESYNC_AUTH_ENABLED: 'false' });
    const res = await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'DESTINATION_DIR', value: base }] }),
    );
    expect(res.status).toBe(200);
  });
});
