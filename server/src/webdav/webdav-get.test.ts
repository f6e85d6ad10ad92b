import { existsSync } from 'node:fs';
import { readdir, readlink, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import {
  buildDavFixture,
  davRequest,
  davUrlPath,
  patternBytes,
  WEIRD_FOLDER,
  WEIRD_NAME,
  type DavFixture,
} from '../../test/worlds/dav-test-kit.js';

const MOVIE = davUrlPath('Movies/Movie (2020)/Movie (2020).mkv');
const SIZE = 300_000;
const SPARSE_SIZE = 8 * 1024 ** 3;
// Several read chunks long, and not a multiple of any chunk size.
const LONG = patternBytes(3 * 1024 * 1024 + 7, 'long');

describe('WebDAV GET and HEAD', () => {
  let fx: DavFixture;
  let server: TestServer;
  let etag: string;
  let lastModified: string;
  beforeAll(async () => {
    fx = await buildDavFixture();
    // 8 GiB that take no disk: a read that starts from byte 0 would take far too long to pass.
    await writeFile(path.join(fx.source, 'sparse.mkv'), '');
    await truncate(path.join(fx.source, 'sparse.mkv'), SPARSE_SIZE);
    await symlink(path.join(fx.source, 'sparse.mkv'), path.join(fx.library, 'sparse.mkv'));
    await writeFile(path.join(fx.source, 'long.mkv'), LONG);
    await symlink(path.join(fx.source, 'long.mkv'), path.join(fx.library, 'long.mkv'));
    server = await startTestServer({
      env: { CINESYNC_AUTH_ENABLED: 'false', DESTINATION_DIR: fx.library, SOURCE_DIR: fx.source },
    });
    const head = await davRequest(server.url, 'HEAD', MOVIE);
    etag = String(head.headers.etag);
    lastModified = String(head.headers['last-modified']);
  });
  afterAll(async () => {
    await server.dispose();
    await rm(fx.base, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    davRequest(server.url, method, p, { headers });

  it('sends a file through its link with validators and range support announced', async () => {
    const res = await get(MOVIE);
    expect(res.status).toBe(200);
    expect(res.body.equals(fx.movie)).toBe(true);
    expect(res.headers['content-length']).toBe(String(SIZE));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/x-matroska');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(res.headers['last-modified'])).toUTCString()).toBe(res.headers['last-modified']);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await get(MOVIE, {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-length']).toBe(String(SIZE));
    expect(res.headers.etag).toBe(etag);
    const ranged = await get(MOVIE, { range: 'bytes=10-19' }, 'HEAD');
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 10-19/${SIZE}`);
    expect(ranged.headers['content-length']).toBe('10');
    expect(ranged.body.length).toBe(0);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=0-0', 0, 0],
    ['bytes=-500', SIZE - 500, SIZE - 1],
    ['bytes=299000-', 299000, SIZE - 1],
    ['bytes=250000-999999999', 250000, SIZE - 1],
    ['bytes=-999999', 0, SIZE - 1],
    [' bytes = 5 - 9 ', 5, 9],
  ])('answers Range %s with 206 and the exact bytes', async (range, start, end) => {
    const res = await get(MOVIE, { range });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.body.equals(fx.movie.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=300000-', 'bytes=300000-300010', 'bytes=-0', 'bytes=400000-,500000-'])(
    'answers the unsatisfiable Range %s with 416 and bytes */size',
    async (range) => {
      const res = await get(MOVIE, { range });
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
    },
  );

  it.each(['bytes=0-1,5-6', 'bytes=abc', 'items=0-1', 'bytes=9-5', 'bytes=-', 'bytes='])(
    'answers the whole file for the multiple or unusable Range %s',
    async (range) => {
      const res = await get(MOVIE, { range });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.body.length).toBe(SIZE);
    },
  );

  it('reads a range at the end of an 8 GiB file without reading what comes before', async () => {
    const started = performance.now();
    const res = await get('/webdav/sparse.mkv', { range: `bytes=${SPARSE_SIZE - 4096}-` });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${SPARSE_SIZE - 4096}-${SPARSE_SIZE - 1}/${SPARSE_SIZE}`);
    expect(res.body.equals(Buffer.alloc(4096))).toBe(true);
    expect(elapsed).toBeLessThan(1500);
    const head = await get('/webdav/sparse.mkv', {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(SPARSE_SIZE));
  });

  it('sends files of many chunks exactly, whole or in ranges, also several at once', async () => {
    const whole = await get('/webdav/long.mkv');
    expect(whole.body.equals(LONG)).toBe(true);
    const ranges: [number, number][] = [
      [0, LONG.length - 1],
      [1, 2_500_000],
      [524_287, 524_288],
      [1_048_570, 3_000_000],
      [LONG.length - 10, LONG.length - 1],
      [777, 1_600_000],
    ];
    // Concurrent answers share the read buffers' pool: none may see another's bytes.
    const answers = await Promise.all(ranges.map(([a, b]) => get('/webdav/long.mkv', { range: `bytes=${a}-${b}` })));
    answers.forEach((res, i) => {
      const [a, b] = ranges[i] as [number, number];
      expect(res.status).toBe(206);
      expect(res.body.equals(LONG.subarray(a, b + 1)), `${a}-${b}`).toBe(true);
    });
  });

  it.skipIf(!existsSync('/proc/self/fd'))('lets go of the file when a client hangs up mid-answer', async () => {
    const openOnSparse = async () => {
      let count = 0;
      for (const fd of await readdir('/proc/self/fd')) {
        const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
        if (target.endsWith(`${path.sep}sparse.mkv`)) count++;
      }
      return count;
    };
    const { hostname, port } = new URL(server.url);
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.get({ hostname, port, path: '/webdav/sparse.mkv', agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > 1024 * 1024) {
            req.destroy();
            resolve(bytes);
          }
        });
      });
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    });
    expect(received).toBeGreaterThan(1024 * 1024);
    await expect.poll(openOnSparse, { timeout: 3000 }).toBe(0);
    // And the server goes on answering.
    expect((await get('/webdav/notes.nfo')).text).toBe('a real file in the library');
  });

  it('answers conditional GETs: If-None-Match and If-Modified-Since give 304', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ 'if-none-match': etag }, 304],
      [{ 'if-none-match': `"other", ${etag}` }, 304],
      [{ 'if-none-match': `W/${etag}` }, 304],
      [{ 'if-none-match': '*' }, 304],
      [{ 'if-none-match': '"other"' }, 200],
      [{ 'if-modified-since': lastModified }, 304],
      [{ 'if-modified-since': new Date(Date.parse(lastModified) + 60_000).toUTCString() }, 304],
      [{ 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() }, 200],
      [{ 'if-modified-since': 'not a date' }, 200],
      // If-None-Match wins over If-Modified-Since.
      [{ 'if-none-match': '"other"', 'if-modified-since': lastModified }, 200],
      [{ 'if-match': '"other"' }, 412],
      [{ 'if-match': etag }, 200],
      [{ 'if-unmodified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() }, 412],
    ];
    for (const [headers, status] of cases) {
      const res = await get(MOVIE, headers);
      expect(res.status, JSON.stringify(headers)).toBe(status);
      if (status === 304) {
        expect(res.body.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
      }
    }
    expect((await get(MOVIE, { 'if-none-match': etag }, 'HEAD')).status).toBe(304);
  });

  it('honours a Range under If-Range only when the validator still matches', async () => {
    const ranged = (ifRange: string) => get(MOVIE, { range: 'bytes=0-9', 'if-range': ifRange });
    expect((await ranged(etag)).status).toBe(206);
    expect((await ranged(lastModified)).status).toBe(206);
    const stale = await ranged('"stale"');
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(SIZE);
    expect((await ranged(`W/${etag}`)).status).toBe(200);
    expect((await ranged(new Date(Date.parse(lastModified) - 1000).toUTCString())).status).toBe(200);
  });

  it('changes the validators when the file changes', async () => {
    const target = path.join(fx.source, 'Show.S01', 'Show.S01E02.mkv');
    const url = '/webdav/Shows/Linked%20Season/Show.S01E02.mkv';
    const before = await get(url, {}, 'HEAD');
    await writeFile(target, 'two, longer now');
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.text).toBe('two, longer now');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('serves an empty file, ranges included, as an empty 200', async () => {
    for (const headers of [{}, { range: 'bytes=0-' }] as Record<string, string>[]) {
      const res = await get('/webdav/empty.txt', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-length']).toBe('0');
      expect(res.body.length).toBe(0);
    }
  });

  it('serves files through relative links, folder links and odd names', async () => {
    expect((await get(davUrlPath('Shows/Show (2021)/Season 01/Show - S01E01.mkv'))).body.equals(fx.episode)).toBe(true);
    expect((await get('/webdav/Shows/Linked%20Season/Show.S01E01.mkv')).body.equals(fx.episode)).toBe(true);
    expect((await get(davUrlPath(`Movies/${WEIRD_FOLDER}/${WEIRD_NAME}`))).body.equals(fx.weird)).toBe(true);
    // `%41` in the name is three characters, not an `A`.
    const wrong = davUrlPath(`Movies/${WEIRD_FOLDER}/${WEIRD_NAME.replace('%41', 'A')}`);
    expect((await get(wrong)).status).toBe(404);
    expect((await get('/webdav/notes.nfo')).text).toBe('a real file in the library');
  });

  it('refuses links out of the sources and the library, broken links and half-made links', async () => {
    for (const p of [
      'Movies/escape.mkv',
      'Movies/dotdot-escape.mkv',
      'Movies/outside-folder/inner.txt',
      'Movies/etc/passwd',
      'Movies/etc/hostname',
      'Movies/broken.mkv',
      'Movies/.cinesync-tmp-0123abcd',
    ]) {
      const res = await get(davUrlPath(p));
      expect(res.status, p).toBe(404);
      expect(res.text).not.toContain('TOP-SECRET');
      expect(res.text).not.toContain('root:');
    }
  });

  it('answers GET on a collection with an escaped index page', async () => {
    const res = await get(davUrlPath(`Movies/${WEIRD_FOLDER}`, true));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).toContain('&amp; &lt;b&gt;');
    expect(res.text).not.toContain('<b>');
    expect(res.text).toContain(`href="${davUrlPath(`Movies/${WEIRD_FOLDER}/${WEIRD_NAME}`)}"`);
    const root = await get('/webdav/');
    expect(root.text).toContain('href="/webdav/Movies/"');
    expect(root.text).not.toContain('escape');
  });

  it('never lets the web app answer a /webdav path', async () => {
    const res = await get('/webdav/no/such/thing.mkv');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).not.toContain('<!doctype html');
  });
});
