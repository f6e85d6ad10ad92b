import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { buildDavFixture, davRequest, type DavFixture } from '../../test/worlds/dav-test-kit.js';

const CHALLENGE = 'Basic realm="CineSync", charset="UTF-8"';

describe('WebDAV with authentication on', () => {
  let fx: DavFixture;
  let server: TestServer;
  let password: string;
  beforeAll(async () => {
    fx = await buildDavFixture();
    server = await startTestServer({ env: { DESTINATION_DIR: fx.library, SOURCE_DIR: fx.source } });
    password = server.generatedPassword ?? '';
  });
  afterAll(async () => {
    await server.dispose();
    await rm(fx.base, { recursive: true, force: true });
  });

  const dav = (method: string, p: string, basic?: string, headers: Record<string, string> = {}) =>
    davRequest(server.url, method, p, { basic, headers: { depth: '1', ...headers } });

  it('challenges every method without credentials', async () => {
    expect(password).not.toBe('');
    for (const method of ['OPTIONS', 'PROPFIND', 'GET', 'HEAD', 'PUT', 'DELETE', 'MKCOL', 'LOCK']) {
      const res = await dav(method, '/webdav/');
      expect(res.status, method).toBe(401);
      expect(res.headers['www-authenticate']).toBe(CHALLENGE);
      expect(res.text).not.toContain('notes.nfo');
    }
    expect((await dav('GET', '/webdav/notes.nfo')).status).toBe(401);
  });

  it('refuses wrong credentials, malformed headers and the API bearer token', async () => {
    expect((await dav('PROPFIND', '/webdav/', `admin:${password}x`)).status).toBe(401);
    expect((await dav('PROPFIND', '/webdav/', `root:${password}`)).status).toBe(401);
    expect((await dav('PROPFIND', '/webdav/', undefined, { authorization: 'Basic !!!' })).status).toBe(401);
    const token = await server.login('admin', password);
    const bearer = await dav('PROPFIND', '/webdav/', undefined, { authorization: `Bearer ${token}` });
    expect(bearer.status).toBe(401);
  });

  it('serves with the app credentials, and still refuses writes', async () => {
    const res = await dav('PROPFIND', '/webdav/', `admin:${password}`);
    expect(res.status).toBe(207);
    expect(res.text).toContain('/webdav/notes.nfo');
    const get = await dav('GET', '/webdav/notes.nfo', `admin:${password}`);
    expect(get.text).toBe('a real file in the library');
    // The user name is compared as the sign-in form does; a colon may be part of the password.
    const put = await davRequest(server.url, 'PUT', '/webdav/notes.nfo', { basic: `admin:${password}`, body: 'x' });
    expect(put.status).toBe(403);
    expect(put.text).toContain('read-only');
  });

  it('applies a changed password at once', async () => {
    await server.ctx.config.update([{ key: 'CINESYNC_PASSWORD', value: 'new:pass word' }]);
    expect((await dav('PROPFIND', '/webdav/', `admin:${password}`)).status).toBe(401);
    expect((await dav('PROPFIND', '/webdav/', 'admin:new:pass word')).status).toBe(207);
  });

  it('slows down guessing like the sign-in form does', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await dav('PROPFIND', '/webdav/', `admin:guess${i}`)).status;
    expect(last).toBe(429);
    const locked = await dav('PROPFIND', '/webdav/', `admin:guess`);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('WebDAV with authentication off, and its status', () => {
  let fx: DavFixture;
  let server: TestServer;
  beforeAll(async () => {
    fx = await buildDavFixture();
    // DESTINATION_DIR comes from the data folder's .env (not the environment) so it can change live.
    server = await startTestServer({
      env: { CINESYNC_AUTH_ENABLED: 'false', SOURCE_DIR: fx.source, CINESYNC_API_PORT: '18082' },
    });
  });
  afterAll(async () => {
    await server.dispose();
    await rm(fx.base, { recursive: true, force: true });
  });

  const stats = async () => (await (await server.request('/api/stats')).json()) as Record<string, unknown>;
  const setLibrary = async (value: string) => {
    const res = await server.request('/api/config/update', jsonInit({ updates: [{ key: 'DESTINATION_DIR', value }] }));
    expect(res.status).toBe(200);
  };
  const propfind = () => davRequest(server.url, 'PROPFIND', '/webdav/', { headers: { depth: '1' } });

  it('answers 404 with the reason while no library is configured (first start)', async () => {
    expect((await stats()).webdavStatus).toBe('Inactive');
    const res = await propfind();
    expect(res.status).toBe(404);
    expect(res.text).toContain('not configured');
    // OPTIONS still describes the share, so clients can tell a DAV server from a wrong URL.
    expect((await davRequest(server.url, 'OPTIONS', '/webdav/')).status).toBe(200);
  });

  it('is open without credentials', async () => {
    await setLibrary(fx.library);
    const res = await propfind();
    expect(res.status).toBe(207);
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it('reports Active with the address while the library folder is there, Inactive when not, without a restart', async () => {
    await setLibrary(fx.library);
    expect(await stats()).toMatchObject({ webdavStatus: 'Active', ip: '0.0.0.0', port: 18082 });

    // Settings refuse a folder that does not exist; one that goes away afterwards is a mount
    // not up yet: 503, and retrying pays off.
    const missing = path.join(fx.base, 'not-yet');
    await mkdir(missing);
    await setLibrary(missing);
    await rm(missing, { recursive: true });
    expect((await stats()).webdavStatus).toBe('Inactive');
    const absent = await propfind();
    expect(absent.status).toBe(503);
    expect(absent.text).toContain(missing);
    expect((await davRequest(server.url, 'GET', '/webdav/x.mkv')).status).toBe(503);

    // The folder appearing is picked up by the next request.
    await mkdir(missing);
    expect((await stats()).webdavStatus).toBe('Active');
    expect((await propfind()).status).toBe(207);

    await setLibrary(fx.library);
    expect((await propfind()).text).toContain('/webdav/notes.nfo');
  });
});
