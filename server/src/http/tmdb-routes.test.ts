import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryWorld, type LibraryWorld } from '../../test/worlds/library-test-world.js';
import { startTmdbStandIn } from '../../test/stand-ins/index.js';
import { startTestServer } from '../../test/support/start-test-server.js';
import { TmdbCacheRepository } from '../db/repositories/tmdb-cache.repository.js';

describe('metadata routes for the media pages', () => {
  let w: LibraryWorld;
  beforeAll(async () => {
    w = await libraryWorld();
  });
  afterAll(() => w.dispose());

  const json = async (p: string, status = 200) => {
    const res = await w.get(p);
    expect(res.status, p).toBe(status);
    return (await res.json()) as Record<string, unknown>;
  };

  it('answers movie details with credits', async () => {
    const movie = await json('/api/tmdb/details?id=603&mediaType=movie');
    expect(movie).toMatchObject({ id: 603, title: 'The Matrix', media_type: 'movie', release_date: '1999-03-31' });
    expect((movie.credits as { cast: { name: string }[] }).cast[0]?.name).toBe('Keanu Reeves');
  });

  it('answers show details, with the episodes of the asked season inside it', async () => {
    const show = await json('/api/tmdb/details?id=1396&mediaType=tv&seasonNumber=1');
    expect(show).toMatchObject({ id: 1396, name: 'Breaking Bad', media_type: 'tv' });
    const seasons = show.seasons as { season_number: number; episodes?: { episode_number: number }[] }[];
    const one = seasons.find((s) => s.season_number === 1);
    expect(one?.episodes?.map((e) => e.episode_number).slice(0, 3)).toEqual([1, 2, 3]);
    expect(seasons.find((s) => s.season_number === 2)?.episodes).toBeUndefined();
  });

  it('knows the media type of a linked id from the records, asking TMDB once', async () => {
    w.tmdb.reset();
    const show = await json('/api/tmdb/details?id=1396&skipCache=true');
    expect(show.media_type).toBe('tv');
    expect(w.tmdb.calls('/movie/')).toBe(0);
  });

  it('finds details by a search query and year', async () => {
    const movie = await json('/api/tmdb/details?query=The%20Matrix&mediaType=movie&year=1999');
    expect(movie).toMatchObject({ id: 603, media_type: 'movie' });
    expect(await json('/api/tmdb/details?query=zzzz%20no%20such%20title&mediaType=movie', 404)).toMatchObject({
      error: 'not_found',
    });
  });

  it('answers 404 for an unknown id and 400 without id or query', async () => {
    expect(await json('/api/tmdb/details?id=999999999&mediaType=movie', 404)).toMatchObject({ error: 'not_found' });
    expect(await json('/api/tmdb/details', 400)).toMatchObject({ error: 'invalid' });
    expect(await json('/api/tmdb/details?id=abc', 400)).toMatchObject({ error: 'invalid' });
  });

  it('searches movies, shows or both, tagging each result and leaving out people', async () => {
    const movies = await json('/api/tmdb/search?query=dune&mediaType=movie&include_adult=false');
    const results = movies.results as { id: number; media_type: string }[];
    expect(results.map((r) => r.id)).toEqual(expect.arrayContaining([438631, 841]));
    expect(results.every((r) => r.media_type === 'movie')).toBe(true);
    const shows = await json('/api/tmdb/search?query=breaking%20bad&mediaType=tv');
    expect((shows.results as { id: number; media_type: string }[])[0]).toMatchObject({ id: 1396, media_type: 'tv' });
    const both = await json('/api/tmdb/search?query=matrix');
    expect((both.results as { media_type: string }[]).every((r) => ['movie', 'tv'].includes(r.media_type))).toBe(true);
    expect(await json('/api/tmdb/search?query=', 400)).toMatchObject({ error: 'invalid' });
    expect(await json('/api/tmdb/search?query=x&page=501', 400)).toMatchObject({ error: 'invalid' });
  });

  it('answers a category folder with popular titles of its kind', async () => {
    const shows = await json('/api/tmdb/category-content?category=Shows');
    expect(shows).toMatchObject({ category: 'Shows', mediaType: 'tv', list: 'popular-shows' });
    const results = shows.results as { media_type: string }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(20);
    expect(results.every((r) => r.media_type === 'tv')).toBe(true);
    // Judged by the configured folder names when no record is filed there yet.
    expect(await json('/api/tmdb/category-content?category=KidsShows')).toMatchObject({ mediaType: 'tv' });
    expect(await json('/api/tmdb/category-content?category=4KMovies')).toMatchObject({ mediaType: 'movie' });
    const trending = await json('/api/tmdb/category-content?category=trending-movies');
    expect(trending).toMatchObject({ list: 'trending-movies', mediaType: 'movie' });
    expect(await json('/api/tmdb/category-content', 400)).toMatchObject({ error: 'invalid' });
  });

  it('keeps the browser metadata cache: a miss is 404, only usable records are stored', async () => {
    expect(await json('/api/tmdb-cache?query=id%3A603%3Amovie', 404)).toMatchObject({ error: 'not_found' });
    const record = { id: 603, title: 'The Matrix', poster_path: '/p.jpg', media_type: 'movie' };
    const stored = await w.post('/api/tmdb-cache', { query: 'id:603:movie', result: JSON.stringify(record) });
    expect(stored.status).toBe(200);
    const hit = await w.get('/api/tmdb-cache?query=id%3A603%3Amovie');
    expect(hit.headers.get('x-tmdb-cache')).toBe('HIT');
    expect(await hit.json()).toEqual(record);
    for (const result of [
      '{not json',
      '"text"',
      '[1]',
      JSON.stringify({ id: 1 }),
      JSON.stringify({ id: 1, media_type: 'person' }),
    ]) {
      const res = await w.post('/api/tmdb-cache', { query: 'bad', result });
      expect(res.status, result).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Invalid data or ID provided' });
    }
    expect((await w.post('/api/tmdb-cache', { query: 'x' })).status).toBe(400);
    // Stored apart from the TMDB client's own entries.
    const keys = new TmdbCacheRepository(w.server.ctx.database).keysStartingWith('ui-v1 ');
    expect(keys).toEqual(['ui-v1 id:603:movie']);
  });
});

describe('metadata routes when TMDB fails', () => {
  it('says 503 without an API key', async () => {
    const server = await startTestServer({
      env: { CINESYNC_AUTH_ENABLED: 'false', TMDB_API_BASE_URL: 'http://127.0.0.1:9/3' },
    });
    try {
      const res = await server.request('/api/tmdb/details?id=603&mediaType=movie');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: 'unavailable',
        message: 'TMDB is not configured: set TMDB_API_KEY in Settings',
      });
    } finally {
      await server.dispose();
    }
  });

  it('says 503 for a refused key, 502 for errors and rate limits, 504 for time-outs', async () => {
    const tmdb = await startTmdbStandIn({ apiKey: 'right-key' });
    const server = await startTestServer({
      env: {
        CINESYNC_AUTH_ENABLED: 'false',
        TMDB_API_KEY: 'wrong-key',
        TMDB_API_BASE_URL: tmdb.baseUrl,
      },
      tmdb: { maxRetries: 0, retryBaseMs: 1, timeoutMs: 300 },
    });
    try {
      const get = (q: string) => server.request(`/api/tmdb/search?query=${q}&mediaType=movie`);
      const refused = await get('a');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ message: expect.stringContaining('refused the API key') });
      tmdb.setKnobs({ apiKey: null, failNext: 1 });
      expect((await get('b')).status).toBe(502);
      tmdb.setKnobs({ forced429: 20, retryAfterSeconds: 0 });
      const limited = await get('c');
      expect(limited.status).toBe(502);
      expect(await limited.json()).toMatchObject({
        error: 'bad_gateway',
        message: expect.stringContaining('limiting'),
      });
      tmdb.setKnobs({ forced429: 0, latencyMs: 1000 });
      const slow = await get('d');
      expect(slow.status).toBe(504);
      expect(await slow.json()).toEqual({ error: 'upstream_timeout', message: 'TMDB did not answer in time' });
    } finally {
      await server.dispose();
      await tmdb.close();
    }
  });
});
