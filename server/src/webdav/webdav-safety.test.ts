import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import {
  buildDavFixture,
  davRequest,
  davUrlPath,
  snapshotTree,
  type DavFixture,
  type TreeNode,
} from '../../test/worlds/dav-test-kit.js';

describe('WebDAV safety', () => {
  let fx: DavFixture;
  let server: TestServer;
  let before: TreeNode[];
  beforeAll(async () => {
    fx = await buildDavFixture();
    before = await snapshotTree(fx.base);
    server = await startTestServer({
      env: { CINESYNC_AUTH_ENABLED: 'false', DESTINATION_DIR: fx.library, SOURCE_DIR: fx.source },
    });
  });
  afterAll(async () => {
    await server.dispose();
    await rm(fx.base, { recursive: true, force: true });
  });

  // Sent byte for byte as written: no client-side normalisation of dot segments or escapes.
  it.each([
    ['/webdav/..', 403],
    ['/webdav/../outside/secret.txt', 403],
    ['/webdav/Movies/../../outside/secret.txt', 403],
    ['/webdav/./notes.nfo', 403],
    ['/webdav/%2e%2e/outside/secret.txt', 403],
    ['/webdav/%2E%2E/%2e%2e/etc/passwd', 403],
    ['/webdav/Movies/%2e%2e/%2e%2e/outside/secret.txt', 403],
    ['/webdav/..%2foutside%2fsecret.txt', 400],
    ['/webdav/Movies%2F..%2F..%2Foutside%2Fsecret.txt', 400],
    ['/webdav/%2fetc%2fpasswd', 400],
    ['/webdav/..%5coutside%5csecret.txt', 400],
    ['/webdav/notes.nfo%00.mkv', 400],
    ['/webdav/%00', 400],
    ['/webdav/a%0ab', 400],
    ['/webdav/%zz', 400],
    ['/webdav/%E0%A4%A', 400],
    [`/webdav/${'a'.repeat(256)}`, 400],
  ])('refuses the hostile path %s', async (rawPath, status) => {
    for (const method of ['GET', 'PROPFIND', 'HEAD']) {
      const res = await davRequest(server.url, method, rawPath, { headers: { depth: '0' } });
      expect(res.status, `${method} ${rawPath}`).toBe(status);
      expect(res.text).not.toContain('TOP-SECRET');
      expect(res.text).not.toContain('root:');
    }
  });

  it('ignores the query string and never treats it as part of a name', async () => {
    const res = await davRequest(server.url, 'GET', '/webdav/notes.nfo?x=../../outside/secret.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe('a real file in the library');
  });

  const movie = davUrlPath('Movies/Movie (2020)/Movie (2020).mkv');
  const attempts: [string, string, Record<string, string>, string?][] = [
    ['PUT', movie, { 'content-type': 'video/x-matroska' }, 'overwritten'],
    ['PUT', '/webdav/new.mkv', {}, 'new file'],
    ['PUT', '/webdav/Movies/Movie%20(2020)/', {}, 'x'],
    ['DELETE', movie, {}],
    ['DELETE', '/webdav/Movies/', {}],
    ['DELETE', '/webdav/notes.nfo', {}],
    ['MKCOL', '/webdav/NewFolder/', {}],
    ['MKCOL', '/webdav/Movies/', {}],
    ['COPY', movie, { destination: '/webdav/copy.mkv', overwrite: 'T' }],
    ['MOVE', movie, { destination: '/webdav/moved.mkv', overwrite: 'T' }],
    ['MOVE', '/webdav/Movies/', { destination: '/webdav/Elsewhere/' }],
    ['MOVE', '/webdav/notes.nfo', { destination: 'http://127.0.0.1/webdav/../outside/notes.nfo' }],
    [
      'PROPPATCH',
      movie,
      { 'content-type': 'text/xml' },
      '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><D:displayname>x</D:displayname></D:prop></D:set></D:propertyupdate>',
    ],
    [
      'LOCK',
      movie,
      { 'content-type': 'text/xml', timeout: 'Second-60' },
      '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>',
    ],
    ['UNLOCK', movie, { 'lock-token': '<opaquelocktoken:abc>' }],
    ['POST', '/webdav/notes.nfo', { 'content-type': 'application/json' }, '{}'],
    ['PATCH', '/webdav/notes.nfo', {}, 'x'],
  ];

  it.each(attempts)('refuses %s %s with 403 saying the library is read-only', async (method, p, headers, body) => {
    const res = await davRequest(server.url, method, p, { headers, body });
    expect(res.status).toBe(403);
    expect(res.text).toContain('read-only');
    expect(res.headers.allow).toBe('OPTIONS, GET, HEAD, PROPFIND');
  });

  it('refuses a large upload with 403 too, before reading it', async () => {
    const res = await davRequest(server.url, 'PUT', '/webdav/big.mkv', { body: Buffer.alloc(4 * 1024 * 1024) });
    expect(res.status).toBe(403);
  });

  it('left the library, the sources and everything else exactly as they were', async () => {
    // Runs after the write attempts above (tests in a file run in order).
    expect(await snapshotTree(fx.base)).toEqual(before);
  });
});
