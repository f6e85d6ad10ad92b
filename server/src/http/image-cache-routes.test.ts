import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryWorld, type LibraryWorld } from '../../test/worlds/library-test-world.js';
import { tinyJpeg } from '../../test/stand-ins/index.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';

describe('posters through the image cache', () => {
  let w: LibraryWorld;
  let matrixPoster: string;
  beforeAll(async () => {
    w = await libraryWorld();
    matrixPoster = new ProcessedFilesRepository(w.server.ctx.database).ofTitle(603)[0]?.poster_path as string;
  });
  afterAll(() => w.dispose());

  it('fetches a poster from TMDB_IMAGE_BASE_URL once and then serves it from disk, cacheable for a year', async () => {
    w.tmdb.reset();
    const url = `/api/image-cache?poster=${encodeURIComponent(matrixPoster)}&size=w342`;
    const first = await w.get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(tinyJpeg);
    const again = await w.get(url);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(tinyJpeg);
    expect(w.tmdb.requests.map((r) => r.path)).toEqual([`/t/p/w342${matrixPoster}`]);
    const etag = again.headers.get('etag') as string;
    expect((await w.get(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // Images carry the token in the query (an <img> sets no header).
    expect((await fetch(`${w.server.url}${url}`)).status).toBe(401);
    expect((await fetch(`${w.server.url}${url}&token=${w.token}`)).status).toBe(200);
  });

  it('uses the default size w342 and refuses other sizes and anything but one image name', async () => {
    w.tmdb.reset();
    expect((await w.get(`/api/image-cache?poster=${encodeURIComponent(matrixPoster)}`)).status).toBe(200);
    for (const query of [
      `poster=${encodeURIComponent(matrixPoster)}&size=w999`,
      'poster=%2F..%2F..%2Fetc%2Fpasswd&size=w342',
      'poster=%2Fa%2Fb.jpg',
      'poster=abc.jpg',
      'poster=%2Fabc.svg',
      'poster=%2F%2E%2E.jpg',
      'size=w342',
    ]) {
      const res = await w.get(`/api/image-cache?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid' });
    }
    expect(w.tmdb.requests).toHaveLength(0);
  });

  it('answers 404 for an image TMDB does not have, 502 when the image host is down', async () => {
    expect((await w.get('/api/image-cache?poster=%2Fnot-there.jpg&size=w92')).status).toBe(404);
    await w.tmdb.close();
    const down = await w.get('/api/image-cache?poster=%2Fanother.jpg&size=w92');
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ error: 'bad_gateway' });
  });
});

describe('the local cover of a title', () => {
  let w: LibraryWorld;
  beforeAll(async () => {
    w = await libraryWorld();
  });
  afterAll(() => w.dispose());

  it('serves the poster of a linked title from its record, asking TMDB only for the image', async () => {
    const res = await w.get('/api/v3/MediaCover/603/poster.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(tinyJpeg);
    expect(w.tmdb.requests.every((r) => r.path.startsWith('/t/p/w342/'))).toBe(true);
  });

  it('looks up a title the library does not hold on TMDB', async () => {
    w.tmdb.reset();
    const res = await w.get('/api/v3/MediaCover/841/poster.jpg?size=w500');
    expect(res.status).toBe(200);
    expect(w.tmdb.calls('/movie/841')).toBe(1);
    expect((await w.get('/api/v3/MediaCover/999999999/poster.jpg')).status).toBe(404);
    expect((await w.get('/api/v3/MediaCover/abc/poster.jpg')).status).toBe(400);
  });

  it("needs the app's token when auth is on, in the header or the query", async () => {
    const url = `${w.server.url}/api/v3/MediaCover/603/poster.jpg`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'unauthorized' });
    expect((await fetch(`${url}?token=not-a-token`)).status).toBe(401);
    expect((await fetch(`${url}?token=${w.token}`)).status).toBe(200);
  });
});
