import { mkdtemp, readdir, readFile, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.js';
import { ImageCache } from './image-cache.js';
import { UpstreamError } from './upstream-error.js';

describe('the image cache', () => {
  let dir: string;
  let asked: string[];
  let answer: (url: string) => Response | Promise<Response>;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    asked = [];
    answer = (url) =>
      new Response(Buffer.from(`image ${url}`.padEnd(100, '.')), { headers: { 'content-type': 'image/jpeg' } });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const cache = (options: Partial<ConstructorParameters<typeof ImageCache>[0]> = {}) =>
    new ImageCache({
      dir,
      baseUrl: () => 'http://images.test/t/p/',
      log: silentLogger(),
      fetch: (async (url: string | URL) => {
        asked.push(String(url));
        return answer(String(url));
      }) as typeof fetch,
      ...options,
    });

  it('fetches an image once, then serves it from disk', async () => {
    const images = cache();
    const first = await images.get('/abc.jpg', 'w342');
    expect(asked).toEqual(['http://images.test/t/p/w342/abc.jpg']);
    expect(first).toMatchObject({ file: path.join(dir, 'w342', 'abc.jpg'), size: 100, contentType: 'image/jpeg' });
    expect(await readFile(first.file, 'utf8')).toContain('w342/abc.jpg');
    await images.get('/abc.jpg', 'w342');
    await cache().get('/abc.jpg', 'w342'); // a new instance finds it on disk
    expect(asked).toHaveLength(1);
    await images.get('/abc.jpg', 'w500');
    expect(asked).toHaveLength(2);
  });

  it('shares one download between concurrent requests', async () => {
    const images = cache();
    await Promise.all([images.get('/same.png', 'w92'), images.get('/same.png', 'w92'), images.get('/same.png', 'w92')]);
    expect(asked).toHaveLength(1);
  });

  it('refuses paths and sizes that could reach anything but one image', async () => {
    const images = cache();
    for (const poster of ['/../x.jpg', '/a/b.jpg', 'abc.jpg', '/abc.gif', '/a%2fb.jpg', '/abc.jpg?x=1']) {
      await expect(images.get(poster, 'w342')).rejects.toMatchObject({ kind: 'invalid' });
    }
    await expect(images.get('/abc.jpg', 'w9999' as 'w342')).rejects.toMatchObject({ kind: 'invalid' });
    expect(asked).toEqual([]);
  });

  it('keeps to its cap, removing the least recently read images first', async () => {
    let now = 1_000_000;
    const images = cache({ maxBytes: 350, now: () => now });
    for (const name of ['a', 'b', 'c']) {
      await images.get(`/${name}.jpg`, 'w92');
      now += 2 * 60 * 60 * 1000;
    }
    await images.get('/a.jpg', 'w92'); // read again: now the most recent
    now += 2 * 60 * 60 * 1000;
    await images.get('/d.jpg', 'w92'); // 400 bytes > 350: down to 315 or less, b (read longest ago) goes
    expect((await readdir(path.join(dir, 'w92'))).sort()).toEqual(['a.jpg', 'c.jpg', 'd.jpg']);
    expect(await images.usage()).toEqual({ bytes: 300, images: 3 });
  });

  it('rebuilds its index from disk, by last access, and clears half-written files', async () => {
    await mkdir(path.join(dir, 'w92'), { recursive: true });
    for (const [name, at] of [
      ['old.jpg', 1000],
      ['new.jpg', 5000],
    ] as const) {
      await writeFile(path.join(dir, 'w92', name), 'x'.repeat(100));
      await utimes(path.join(dir, 'w92', name), new Date(at), new Date(at));
    }
    await writeFile(path.join(dir, 'w92', 'crashed.jpg.tmp-1234'), 'x');
    const images = cache({ maxBytes: 250, now: () => 10_000 });
    await images.get('/fresh.jpg', 'w92');
    expect((await readdir(path.join(dir, 'w92'))).sort()).toEqual(['fresh.jpg', 'new.jpg']);
  });

  it('prunes a cache found over its cap (a smaller cap, or files left from before) down to it, oldest read first', async () => {
    await mkdir(path.join(dir, 'w92'), { recursive: true });
    for (const [name, at] of [
      ['a.jpg', 1000],
      ['b.jpg', 2000],
      ['c.jpg', 3000],
      ['d.jpg', 4000],
    ] as const) {
      await writeFile(path.join(dir, 'w92', name), 'x'.repeat(100));
      await utimes(path.join(dir, 'w92', name), new Date(at), new Date(at));
    }
    const images = cache({ maxBytes: 250, now: () => 10_000 });
    expect(await images.prune()).toEqual({ images: 2, bytes: 200 });
    expect((await readdir(path.join(dir, 'w92'))).sort()).toEqual(['c.jpg', 'd.jpg']);
    expect(await images.prune()).toEqual({ images: 0, bytes: 0 });
  });

  it('says not found for a missing image and bad gateway for a failing or odd host', async () => {
    answer = () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    await expect(cache().get('/gone.jpg', 'w92')).rejects.toMatchObject({ kind: 'not_found' });
    answer = () => new Response('oops', { status: 500 });
    await expect(cache().get('/x.jpg', 'w92')).rejects.toBeInstanceOf(UpstreamError);
    answer = () => new Response('<html>', { headers: { 'content-type': 'text/html' } });
    await expect(cache().get('/x.jpg', 'w92')).rejects.toMatchObject({ kind: 'bad_gateway' });
    answer = () => new Response(Buffer.alloc(2000), { headers: { 'content-type': 'image/jpeg' } });
    await expect(cache({ maxImageBytes: 1000 }).get('/big.jpg', 'w92')).rejects.toMatchObject({
      kind: 'bad_gateway',
      message: expect.stringContaining('larger'),
    });
    answer = () => Promise.reject(new TypeError('fetch failed'));
    await expect(cache().get('/x.jpg', 'w92')).rejects.toMatchObject({ kind: 'bad_gateway' });
    expect(await readdir(dir)).not.toContain('x.jpg');
  });

  it('gives up on a host that does not answer in time', async () => {
    const images = cache({
      timeoutMs: 50,
      fetch: ((_url: string, init?: RequestInit) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
    });
    await expect(images.get('/slow.jpg', 'w92')).rejects.toMatchObject({ kind: 'timeout' });
  });
});
