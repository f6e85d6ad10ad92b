import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseFingerprint,
  libraryWorld,
  treeFingerprint,
  type LibraryWorld,
} from '../../test/worlds/library-test-world.js';

/**
 * A hostile path as a JSON body carries it, and as it appears raw in a URL (decoded once by the
 * server). `literal`: after that one decoding it is an ordinary (odd) name such as `%2e%2e`, which
 * names nothing here: it must find nothing (404), never anything outside.
 */
interface Hostile {
  name: string;
  body: string;
  url: string;
  literal?: boolean;
}

/** GET a URL exactly as written: `fetch` would resolve `..` segments before sending. */
function rawRequest(base: string, rawPath: string, method: string, token: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('hostile paths against every file route', () => {
  let w: LibraryWorld;
  let hostile: Hostile[];
  beforeAll(async () => {
    w = await libraryWorld();
    const outsideFile = path.join(w.outside, 'victim.txt');
    hostile = [
      { name: 'parent segments', body: '../outside/victim.txt', url: '../outside/victim.txt' },
      {
        name: 'parent segments after a folder',
        body: 'Movies/../../outside/victim.txt',
        url: 'Movies/../../outside/victim.txt',
      },
      {
        name: 'encoded dots',
        body: '%2e%2e/%2e%2e/outside/victim.txt',
        url: '%2e%2e/%2e%2e/outside/victim.txt',
        literal: true,
      },
      { name: 'encoded separators', body: '..%2f..%2foutside%2fvictim.txt', url: '..%2f..%2foutside%2fvictim.txt' },
      { name: 'double encoding', body: '%252e%252e%252foutside', url: '%252e%252e%252foutside', literal: true },
      { name: 'backslashes', body: '..\\..\\outside\\victim.txt', url: '..%5C..%5Coutside%5Cvictim.txt' },
      { name: 'an absolute path outside', body: outsideFile, url: encodeURIComponent(outsideFile) },
      { name: 'a NUL byte', body: 'Movies/readme.txt\u0000.jpg', url: 'Movies/readme.txt%00.jpg' },
      { name: 'a control character', body: 'Movies/read\u001bme.txt', url: 'Movies/read%1Bme.txt' },
      { name: 'a path through a symlinked folder leading out', body: 'escape/victim.txt', url: 'escape/victim.txt' },
      { name: 'a symlinked folder leading out', body: 'escape', url: 'escape' },
    ];
  });
  afterAll(() => w.dispose());

  type Call = (h: Hostile) => Promise<number>;
  const status = async (res: Promise<Response>) => {
    const r = await res;
    await r.body?.cancel();
    return r.status;
  };
  const post = (p: string, body: unknown) => status(w.post(p, body));
  const routes: [string, Call, (h: Hostile) => boolean][] = [
    ['GET /api/files{path}', (h) => rawRequest(w.server.url, `/api/files/${h.url}`, 'GET', w.token), () => true],
    ['HEAD /api/files{path}', (h) => rawRequest(w.server.url, `/api/files/${h.url}`, 'HEAD', w.token), () => true],
    ['GET /api/stream/{path}', (h) => rawRequest(w.server.url, `/api/stream/${h.url}`, 'GET', w.token), () => true],
    ['GET /api/download?path=', (h) => status(w.get(`/api/download?path=${encodeURIComponent(h.body)}`)), () => true],
    ['POST /api/rename (oldPath)', (h) => post('/api/rename', { oldPath: h.body, newName: 'renamed.txt' }), () => true],
    [
      'POST /api/rename (newName)',
      (h) => post('/api/rename', { oldPath: 'Movies/readme.txt', newName: h.body }),
      // A plain name (or a literal odd one) is a fine new name; every other input must be refused.
      (h) => h.body !== 'escape' && !h.literal && !h.body.startsWith('..%2f'),
    ],
    ['POST /api/move (sourcePath)', (h) => post('/api/move', { sourcePath: h.body, targetPath: 'Shows' }), () => true],
    [
      'POST /api/move (targetPath)',
      (h) => post('/api/move', { sourcePath: 'Movies/readme.txt', targetPath: h.body }),
      () => true,
    ],
    [
      'POST /api/move (replace)',
      (h) => post('/api/move', { sourcePath: h.body, targetPath: 'Movies', replace: true }),
      () => true,
    ],
    ['POST /api/delete (path)', (h) => post('/api/delete', { path: h.body }), () => true],
    [
      'POST /api/delete (paths)',
      (h) => post('/api/delete', { paths: ['Movies/readme.txt', h.body] }),
      (h) => !plainName(h),
    ],
    [
      'POST /api/delete/preview',
      (h) => post('/api/delete/preview', { paths: ['Movies/readme.txt', h.body] }),
      (h) => !plainName(h),
    ],
    ['POST /api/readlink', (h) => post('/api/readlink', { path: h.body }), () => true],
    // An absolute path outside the library is looked up as a source file, found in no trash row: 400.
    ['POST /api/restore-symlinks', (h) => post('/api/restore-symlinks', { paths: [h.body] }), () => true],
    [
      'POST /api/file-details',
      (h) => post('/api/file-details', { path: h.body, name: 'x', type: 'file' }),
      (h) => !plainName(h),
    ],
    [
      'DELETE /api/file-details',
      (h) => status(w.get(`/api/file-details?path=${encodeURIComponent(h.body)}`, { method: 'DELETE' })),
      (h) => !plainName(h),
    ],
  ];

  /** In a JSON body or a query value nothing is decoded again: `..%2f..` is one odd name there, found nowhere. */
  const literalInBody = (route: string, h: Hostile) => !route.includes('{path}') && h.name === 'encoded separators';
  /** Routes where an odd but legal name is simply accepted (one bad entry of a list, a details record by path). */
  const plainName = (h: Hostile) => h.literal || h.name === 'encoded separators';

  it('refuses every hostile path on every route (an odd literal name finds nothing), and changes nothing', async () => {
    const tree = await treeFingerprint(w.base);
    const records = databaseFingerprint(w.server);
    const wrong: string[] = [];
    let checked = 0;
    for (const [route, call, applies] of routes) {
      for (const h of hostile) {
        if (!applies(h)) continue;
        const code = await call(h);
        checked++;
        const refused = code === 400 || code === 403 || (code === 404 && (h.literal || literalInBody(route, h)));
        if (!refused) wrong.push(`${route} with ${h.name} → ${code}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(150);
    expect(await treeFingerprint(w.base)).toBe(tree);
    expect(databaseFingerprint(w.server)).toBe(records);
  });

  it('still serves and changes the ordinary paths it refused around (the table is not vacuous)', async () => {
    expect((await w.get('/api/files/Movies/readme.txt')).status).toBe(200);
    expect((await w.post('/api/readlink', { path: 'Movies/readme.txt' })).status).toBe(200);
    expect((await w.post('/api/rename', { oldPath: 'Movies/readme.txt', newName: 'renamed.txt' })).status).toBe(200);
  });
});
