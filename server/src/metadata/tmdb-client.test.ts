import { mkdtemp, rm } from 'node:fs/promises';
import { TmdbCacheRepository } from '../db/repositories/tmdb-cache.repository.js';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigStore } from '../config/config-store.js';
import type { ConfigKey } from '../config/keys.js';
import type { AppDatabase } from '../db/database.js';
import { createLogger, silentLogger, type Logger } from '../log.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { TmdbCache } from './tmdb-cache.js';
import { TmdbClient, type TmdbClientOptions } from './tmdb-client.js';
import { isTmdbError, TmdbError } from './tmdb-error.js';
import { openTestDatabase } from '../../test/support/test-store.js';

const V3_KEY = '0123456789abcdef0123456789abcdef';
const V4_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiIwMTIzNDU2Nzg5YWJjZGVmMDEyMzQ1Njc4OWFiY2RlZiIsInNjb3BlcyI6WyJhcGlfcmVhZCJdfQ.' +
  'c2lnbmF0dXJlLW9mLWEtcmVhZC10b2tlbi1mb3ItdGVzdHM';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A `LANGUAGE`/`TMDB_*` source whose values a test can change between calls. */
function mutableConfig(values: Partial<Record<ConfigKey, string>>): {
  get(key: ConfigKey): string;
  set(key: ConfigKey, v: string): void;
} {
  const map = new Map<string, string | undefined>(Object.entries(values));
  return { get: (key) => map.get(key) ?? '', set: (key, value) => void map.set(key, value) };
}

/** A clock that only moves when told to, and a sleep that records each wait and moves the clock. */
function fakeClock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let time = start;
  const waits: number[] = [];
  return {
    waits,
    start,
    now: () => time,
    advance: (ms: number) => void (time += ms),
    sleep: (ms: number) => {
      waits.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

/** A pino logger writing into a string, to read what was logged. */
function capturedLog(): { log: Logger; text: () => string } {
  const chunks: string[] = [];
  const log = createLogger('DEBUG', { write: (chunk: string) => void chunks.push(chunk) });
  return { log, text: () => chunks.join('') };
}

async function caught(promise: Promise<unknown>): Promise<TmdbError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TmdbError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('TmdbClient', () => {
  let tmdb: TmdbStandIn;
  let dataDir: string;
  let database: AppDatabase;
  let config: ReturnType<typeof mutableConfig>;

  beforeAll(async () => {
    tmdb = await startTmdbStandIn();
  });
  afterAll(async () => {
    await tmdb.close();
  });

  afterEach(async () => {
    tmdb.reset();
    await database.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  async function world(options: Partial<TmdbClientOptions> & { cacheNow?: () => number } = {}) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinesync-tmdb-'));
    database = await openTestDatabase(dataDir);
    config = mutableConfig({ TMDB_API_KEY: V3_KEY, TMDB_API_BASE_URL: tmdb.baseUrl, LANGUAGE: 'English' });
    const cache = new TmdbCache({ rows: new TmdbCacheRepository(database), now: options.cacheNow ?? options.now });
    const client = new TmdbClient({ config, cache, log: silentLogger(), retryBaseMs: 10, ...options });
    return { client, cache };
  }

  describe('endpoints', () => {
    it('searches movies, shows and both with TMDB result shapes, adult titles left out', async () => {
      const { client } = await world();
      const dune = await client.searchMovie('Dune');
      expect(dune.results.map((r) => r.id)).toEqual([438631, 841, 693134]);
      expect(dune.results[0]).toMatchObject({ title: 'Dune', release_date: '2021-09-15', original_language: 'en' });
      expect(tmdb.requests[0]?.query).toMatchObject({ query: 'Dune', include_adult: 'false', language: 'en-US' });

      const dune1984 = await client.searchMovie('  dune ', { year: 1984 });
      expect(dune1984.results.map((r) => r.id)).toEqual([841]);
      expect(tmdb.requests[1]?.query).toMatchObject({ query: 'dune', primary_release_year: '1984' });

      const shows = await client.searchTv('the office', { year: 2001 });
      expect(shows.results.map((r) => r.id)).toEqual([2996]);
      expect(tmdb.requests[2]?.query).toMatchObject({ first_air_date_year: '2001', include_adult: 'false' });

      const multi = await client.searchMulti('fargo');
      expect(multi.results.map((r) => `${r.media_type}:${r.id}`).sort()).toEqual(['movie:275', 'tv:60622']);

      expect(await client.searchMovie('   ')).toMatchObject({ results: [], total_results: 0 });
      expect(tmdb.calls('/search')).toBe(4);
    });

    it('fetches seasons with a show in one call, answers them from the cache, and keeps them out of the details', async () => {
      const { client } = await world();
      const details = await client.tvDetails(1396, ['external_ids'], { seasons: [0, 1, 2, 3, 4, 5, 6] });
      expect(Object.keys(details).some((key) => key.startsWith('season/'))).toBe(false);
      expect(tmdb.requests[0]?.query.append_to_response).toContain('season/5');
      const five = await client.season(1396, 5);
      expect(five.episodes.at(-1)?.name).toBe('Felina');
      await client.season(1396, 0);
      expect(tmdb.requests).toHaveLength(1);
      // A season TMDB does not have was not stored: asking for it goes to TMDB.
      await client.season(1396, 6).catch(() => undefined);
      expect(tmdb.requests).toHaveLength(2);
      // Again from the cache, details and seasons alike.
      await client.tvDetails(1396, ['external_ids'], { seasons: [0, 1, 2, 3, 4, 5, 6] });
      expect(tmdb.requests).toHaveLength(2);
    });

    it('never appends more than the 20 parts TMDB allows', async () => {
      const { client } = await world();
      await client.tvDetails(1396, ['external_ids', 'keywords'], { seasons: Array.from({ length: 30 }, (_, n) => n) });
      const parts = tmdb.requests[0]?.query.append_to_response?.split(',') ?? [];
      expect(parts).toHaveLength(20);
    });

    it('fetches movie and show details with the appended parts typed and present', async () => {
      const { client } = await world();
      const matrix = await client.movieDetails(603, ['release_dates', 'external_ids', 'keywords', 'credits']);
      expect(matrix).toMatchObject({ id: 603, title: 'The Matrix', imdb_id: 'tt0133093', runtime: 136 });
      expect(matrix.external_ids.imdb_id).toBe('tt0133093');
      expect(matrix.release_dates.results.at(-1)?.release_dates[0]?.certification).toBe('R');
      expect(matrix.keywords.keywords.length).toBeGreaterThan(0);
      expect(matrix.credits.cast[0]?.name).toBe('Keanu Reeves');
      expect(tmdb.requests[0]?.query.append_to_response).toBe('credits,external_ids,keywords,release_dates');

      const breakingBad = await client.tvDetails(1396, ['external_ids', 'content_ratings', 'alternative_titles']);
      expect(breakingBad).toMatchObject({ id: 1396, name: 'Breaking Bad', number_of_seasons: 5 });
      expect(breakingBad.seasons.map((s) => [s.season_number, s.episode_count])).toEqual([
        [0, 11],
        [1, 7],
        [2, 13],
        [3, 13],
        [4, 13],
        [5, 16],
      ]);
      expect(breakingBad.external_ids.tvdb_id).toBe(81189);
      expect(breakingBad.content_ratings.results[0]).toMatchObject({ iso_3166_1: 'US', rating: 'TV-MA' });
      expect(Array.isArray(breakingBad.alternative_titles.results)).toBe(true);

      const plain = await client.movieDetails(841);
      expect(plain.title).toBe('Dune');
      expect(tmdb.requests[2]?.query.append_to_response).toBeUndefined();
    });

    it('fetches seasons with their episodes and single episodes', async () => {
      const { client } = await world();
      const season = await client.season(1396, 1);
      expect(season.season_number).toBe(1);
      expect(season.episodes).toHaveLength(7);
      expect(season.episodes[0]).toMatchObject({ episode_number: 1, name: 'Pilot', air_date: '2008-01-20' });
      const felina = await client.episode(1396, 5, 16);
      expect(felina).toMatchObject({ season_number: 5, episode_number: 16, name: 'Felina' });
      const onePiece = await client.season(37854, 1);
      expect(onePiece.episodes.length).toBeGreaterThan(0);
    });

    it('finds titles by IMDb and TVDB id', async () => {
      const { client } = await world();
      const byImdb = await client.findByExternalId('TT0133093', 'imdb_id');
      expect(byImdb.movie_results.map((r) => r.id)).toEqual([603]);
      expect(byImdb.movie_results[0]?.media_type).toBe('movie');
      expect(tmdb.requests[0]?.path).toBe('/3/find/tt0133093');
      const byTvdb = await client.findByExternalId(81189, 'tvdb_id');
      expect(byTvdb.tv_results.map((r) => r.id)).toEqual([1396]);
      expect(byTvdb.movie_results).toEqual([]);
    });

    it('reads the configuration without a language parameter', async () => {
      const { client } = await world();
      const configuration = await client.configuration();
      expect(configuration.images.secure_base_url).toBe(`${tmdb.imageBaseUrl}/`);
      expect(configuration.images.poster_sizes).toContain('w500');
      expect(tmdb.requests[0]?.query.language).toBeUndefined();
    });

    it('refuses impossible ids before asking TMDB', async () => {
      const { client } = await world();
      await expect(client.movieDetails(0)).rejects.toThrow(RangeError);
      await expect(client.season(1396, -1)).rejects.toThrow(RangeError);
      await expect(client.searchMovie('dune', { page: 501 })).rejects.toThrow(RangeError);
      expect(tmdb.calls()).toBe(0);
    });
  });

  describe('credentials and live configuration', () => {
    it('sends a v3 key as the api_key query and a v4 read token as a bearer header', async () => {
      const { client } = await world({ cacheNow: Date.now });
      tmdb.setKnobs({ apiKey: V3_KEY });
      expect((await client.movieDetails(603)).title).toBe('The Matrix');
      expect(tmdb.requests[0]?.query.api_key).toBe(V3_KEY);

      tmdb.setKnobs({ apiKey: V4_TOKEN });
      config.set('TMDB_API_KEY', V4_TOKEN);
      expect((await client.movieDetails(841)).title).toBe('Dune');
      expect(tmdb.requests[1]?.status).toBe(200);
      expect(tmdb.requests[1]?.query.api_key).toBeUndefined();
    });

    it('reports a refused key as unauthorized, at once, without retrying or caching', async () => {
      const { client } = await world();
      tmdb.setKnobs({ apiKey: 'someone-elses-key' });
      const error = await caught(client.movieDetails(603));
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401, attempts: 1 });
      expect(tmdb.calls()).toBe(1);
      tmdb.setKnobs({ apiKey: V3_KEY });
      expect((await client.movieDetails(603)).id).toBe(603);
    });

    it('reports a missing key as unauthorized without a request', async () => {
      const { client } = await world();
      config.set('TMDB_API_KEY', '');
      expect(await caught(client.searchMovie('dune'))).toMatchObject({ kind: 'unauthorized', attempts: 0 });
      expect(tmdb.calls()).toBe(0);
      expect(client.stats().requests).toBe(0);
    });

    it('reads the base address and the language on every call', async () => {
      const { client } = await world();
      const other = await startTmdbStandIn();
      try {
        config.set('LANGUAGE', 'French');
        await client.searchMovie('amelie');
        expect(tmdb.requests[0]?.query.language).toBe('fr-FR');
        config.set('LANGUAGE', 'pt_br');
        config.set('TMDB_API_BASE_URL', `${other.baseUrl}/`);
        await client.searchMovie('amelie');
        expect(other.requests[0]?.query.language).toBe('pt-BR');
        expect(tmdb.calls()).toBe(1);
      } finally {
        await other.close();
      }
    });

    it('works with the real ConfigStore', async () => {
      await world();
      const store = new ConfigStore({
        dataDir,
        env: { TMDB_API_KEY: V3_KEY, TMDB_API_BASE_URL: tmdb.baseUrl, LANGUAGE: 'Japanese' },
      });
      await store.load();
      const client = new TmdbClient({
        config: store,
        cache: new TmdbCache({ rows: new TmdbCacheRepository(database) }),
        log: silentLogger(),
      });
      await client.tvDetails(1429);
      expect(tmdb.requests[0]?.query).toMatchObject({ language: 'ja-JP', api_key: V3_KEY });
    });
  });

  describe('cache', () => {
    it('answers a repeated call with no request, also after a restart over the same database', async () => {
      const { client } = await world();
      const first = [
        await client.searchMovie('The Matrix', { year: 1999 }),
        await client.movieDetails(603, ['external_ids', 'keywords']),
        await client.tvDetails(1396),
        await client.season(1396, 2),
        await client.episode(1396, 2, 1),
        await client.findByExternalId('tt0903747', 'imdb_id'),
      ];
      expect(tmdb.calls()).toBe(6);
      const again = [
        await client.searchMovie('the  MATRIX', { year: 1999 }),
        await client.movieDetails(603, ['keywords', 'external_ids']),
        await client.tvDetails(1396),
        await client.season(1396, 2),
        await client.episode(1396, 2, 1),
        await client.findByExternalId('tt0903747', 'imdb_id'),
      ];
      expect(again).toEqual(first);
      expect(tmdb.calls()).toBe(6);
      expect(client.stats()).toMatchObject({ requests: 6, cacheHits: 6 });

      await database.close();
      database = await openTestDatabase(dataDir);
      const restarted = new TmdbClient({
        config,
        cache: new TmdbCache({ rows: new TmdbCacheRepository(database) }),
        log: silentLogger(),
      });
      expect(await restarted.movieDetails(603, ['external_ids', 'keywords'])).toEqual(first[1]);
      expect(await restarted.season(1396, 2)).toEqual(first[3]);
      expect(await restarted.findByExternalId('tt0903747', 'imdb_id')).toEqual(first[5]);
      expect(tmdb.calls()).toBe(6);
    });

    it('keeps answers per language', async () => {
      const { client } = await world();
      await client.movieDetails(603);
      config.set('LANGUAGE', 'German');
      await client.movieDetails(603);
      expect(tmdb.requests.map((r) => r.query.language)).toEqual(['en-US', 'de-DE']);
    });

    it('asks again once an entry has expired: searches after a day, details after a week', async () => {
      const clock = fakeClock();
      const { client } = await world({ now: clock.now, sleep: clock.sleep });
      await client.searchMovie('dune');
      await client.movieDetails(438631);
      clock.advance(23 * HOUR);
      await client.searchMovie('dune');
      await client.movieDetails(438631);
      expect(tmdb.calls('/search')).toBe(1);
      clock.advance(2 * HOUR);
      await client.searchMovie('dune');
      await client.movieDetails(438631);
      expect(tmdb.calls('/search')).toBe(2);
      expect(tmdb.calls('/movie')).toBe(1);
      clock.advance(6 * DAY);
      await client.movieDetails(438631);
      expect(tmdb.calls('/movie')).toBe(2);
    });

    it('remembers a 404 for a day, across restarts, so a missing id is not asked every scan', async () => {
      const clock = fakeClock();
      const { client } = await world({ now: clock.now, sleep: clock.sleep });
      const first = await caught(client.movieDetails(999_999_999));
      expect(first).toMatchObject({ kind: 'not_found', status: 404, attempts: 1, cached: false });
      const second = await caught(client.movieDetails(999_999_999));
      expect(second).toMatchObject({ kind: 'not_found', cached: true });
      expect((await caught(client.season(1396, 42))).kind).toBe('not_found');
      expect(tmdb.calls()).toBe(2);

      const restarted = new TmdbClient({
        config,
        cache: new TmdbCache({ rows: new TmdbCacheRepository(database), now: clock.now }),
        log: silentLogger(),
        now: clock.now,
      });
      expect((await caught(restarted.movieDetails(999_999_999))).cached).toBe(true);
      expect(tmdb.calls()).toBe(2);

      clock.advance(DAY + 1);
      expect((await caught(restarted.movieDetails(999_999_999))).cached).toBe(false);
      expect(tmdb.calls()).toBe(3);
    });

    it('still answers when the cache cannot be used', async () => {
      const { log, text } = capturedLog();
      const { client } = await world({ log });
      await database.close();
      expect((await client.movieDetails(603)).id).toBe(603);
      expect(text()).toContain('TMDB cache');
    });
  });

  describe('rate limits and failures', () => {
    it('waits for Retry-After on a 429, retries, and returns the real answer', async () => {
      const clock = fakeClock();
      const { client } = await world({ now: clock.now, sleep: clock.sleep });
      tmdb.setKnobs({ forced429: 2, retryAfterSeconds: 3 });
      const dune = await client.searchMovie('dune');
      expect(dune.results.map((r) => r.id)).toEqual([438631, 841, 693134]);
      expect(tmdb.requests.map((r) => r.status)).toEqual([429, 429, 200]);
      expect(clock.waits).toHaveLength(2);
      for (const wait of clock.waits) {
        expect(wait).toBeGreaterThanOrEqual(3000);
        expect(wait).toBeLessThan(3100);
      }
      expect(client.stats().rateLimited).toBe(2);
    });

    it('doubles the wait from one second when a 429 carries no Retry-After', async () => {
      const clock = fakeClock();
      const stripRetryAfter: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (response.status !== 429) return response;
        return new Response(await response.text(), { status: 429 });
      };
      const { client } = await world({ now: clock.now, sleep: clock.sleep, fetch: stripRetryAfter });
      tmdb.setKnobs({ forced429: 3 });
      expect((await client.movieDetails(603)).id).toBe(603);
      expect(clock.waits.map((w) => Math.round(w / 100) * 100)).toEqual([1000, 2000, 4000]);
    });

    it('reports rate_limited, never "no result", when 429s outlast the retries', async () => {
      const clock = fakeClock();
      const { client } = await world({ now: clock.now, sleep: clock.sleep, maxRateLimitRetries: 2 });
      tmdb.setKnobs({ forced429: 5 });
      const error = await caught(client.searchTv('breaking bad'));
      expect(error).toMatchObject({ kind: 'rate_limited', status: 429, attempts: 3 });
      expect(tmdb.calls()).toBe(3);
      const answer = await client.searchTv('breaking bad');
      expect(answer.results[0]?.id).toBe(1396);
    });

    it('retries a 500 with growing delays and returns the answer', async () => {
      const clock = fakeClock();
      const { client } = await world({ now: clock.now, sleep: clock.sleep, retryBaseMs: 200, random: () => 0.5 });
      tmdb.setKnobs({ failNext: 2, failMode: 'error' });
      expect((await client.season(1396, 3)).episodes).toHaveLength(13);
      expect(tmdb.requests.map((r) => r.status)).toEqual([500, 500, 200]);
      expect(clock.waits).toEqual([150, 300]);
      expect(client.stats().retries).toBe(2);
    });

    it('gives up on a 500 after maxRetries with kind http and the status', async () => {
      const clock = fakeClock();
      const { client } = await world({ now: clock.now, sleep: clock.sleep, maxRetries: 2 });
      tmdb.setKnobs({ failNext: 10 });
      expect(await caught(client.movieDetails(603))).toMatchObject({ kind: 'http', status: 500, attempts: 3 });
      expect(tmdb.calls()).toBe(3);
    });

    it('retries a reset connection, and reports network once retries run out', async () => {
      const clock = fakeClock();
      const { client } = await world({ now: clock.now, sleep: clock.sleep, maxRetries: 2 });
      tmdb.setKnobs({ failNext: 2, failMode: 'reset' });
      expect((await client.tvDetails(1396)).name).toBe('Breaking Bad');
      expect(tmdb.calls()).toBe(3);

      tmdb.reset();
      tmdb.setKnobs({ failNext: 10, failMode: 'reset' });
      const error = await caught(client.tvDetails(1429));
      expect(error).toMatchObject({ kind: 'network', attempts: 3 });
      expect(error.status).toBeUndefined();
      expect(tmdb.calls()).toBe(3);
    });

    it('reports an answer slower than timeoutMs as timeout', async () => {
      const { client } = await world({ timeoutMs: 100, maxRetries: 1 });
      tmdb.setKnobs({ latencyMs: 400 });
      const error = await caught(client.movieDetails(603));
      expect(error).toMatchObject({ kind: 'timeout', attempts: 2 });
      expect(tmdb.calls()).toBe(2);
    });

    it('reports a body that is not JSON as invalid_response', async () => {
      const garbage: typeof fetch = () => Promise.resolve(new Response('<html>proxy error</html>', { status: 200 }));
      const { client } = await world({ fetch: garbage });
      expect(await caught(client.movieDetails(603))).toMatchObject({ kind: 'invalid_response', status: 200 });
    });
  });

  describe('limits', () => {
    it('spaces requests by the token bucket: a burst of the rate, then one per 1/rate', async () => {
      const clock = fakeClock();
      const sentAt: number[] = [];
      const timed: typeof fetch = (input, init) => {
        sentAt.push(clock.now() - clock.start);
        return fetch(input, init);
      };
      const { client } = await world({ now: clock.now, sleep: clock.sleep, fetch: timed, requestsPerSecond: 10 });
      const titles = Array.from({ length: 30 }, (_, i) => `title number ${i}`);
      await Promise.all(titles.map((title) => client.searchMovie(title)));
      expect(tmdb.calls('/search/movie')).toBe(30);
      sentAt.sort((a, b) => a - b);
      sentAt.forEach((at, index) => expect(at).toBeGreaterThanOrEqual(Math.max(0, index - 9) * 100 - 1));
      expect(sentAt.at(-1)).toBeGreaterThanOrEqual(1999);
    });

    it('spaces requests in real time too', async () => {
      const { client } = await world({ requestsPerSecond: 20 });
      const started = Date.now();
      await Promise.all(Array.from({ length: 30 }, (_, i) => client.searchTv(`show ${i}`)));
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(tmdb.calls('/search/tv')).toBe(30);
    });

    it('rides out the provider rate limit without losing an answer', async () => {
      const { client } = await world();
      tmdb.setKnobs({ rateLimitPerSecond: 5 });
      const results = await Promise.all(
        ['dune', 'alien', 'aliens', 'fargo', 'the matrix', 'blade runner', 'it', 'the godfather'].map((q) =>
          client.searchMovie(q),
        ),
      );
      for (const result of results) expect(result.results.length).toBeGreaterThan(0);
      expect(tmdb.requests.some((r) => r.status === 429)).toBe(true);
    });

    it('keeps at most maxConnections requests in flight', async () => {
      let live = 0;
      let most = 0;
      const counting: typeof fetch = async (input, init) => {
        live++;
        most = Math.max(most, live);
        try {
          return await fetch(input, init);
        } finally {
          live--;
        }
      };
      const { client } = await world({ fetch: counting, maxConnections: 4, requestsPerSecond: 1000 });
      tmdb.setKnobs({ latencyMs: 60 });
      await Promise.all(Array.from({ length: 16 }, (_, i) => client.movieDetails(1000 + i).catch(() => null)));
      expect(tmdb.calls('/movie')).toBe(16);
      expect(most).toBe(4);
    });

    it('shares one request among identical calls in flight, each getting its own copy', async () => {
      const { client } = await world();
      tmdb.setKnobs({ latencyMs: 50 });
      const answers = await Promise.all([
        client.movieDetails(603, ['external_ids', 'credits']),
        client.movieDetails(603, ['credits', 'external_ids']),
        client.movieDetails(603, ['external_ids', 'credits', 'credits']),
        client.movieDetails(603, ['credits', 'external_ids']),
      ]);
      expect(tmdb.calls('/movie')).toBe(1);
      expect(client.stats().shared).toBe(3);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[1]).not.toBe(answers[0]);
      answers[0]!.title = 'changed';
      expect(answers[1]?.title).toBe('The Matrix');

      const missing = await Promise.allSettled([client.tvDetails(999_999), client.tvDetails(999_999)]);
      expect(missing.map((m) => m.status)).toEqual(['rejected', 'rejected']);
      expect(tmdb.calls('/tv')).toBe(1);
    });
  });

  describe('secrets', () => {
    for (const [name, credential] of [
      ['v3 key', V3_KEY],
      ['v4 token', V4_TOKEN],
    ] as const) {
      it(`never writes the ${name} into a log line or an error`, async () => {
        const clock = fakeClock();
        const { log, text } = capturedLog();
        const { client } = await world({ log, now: clock.now, sleep: clock.sleep, maxRetries: 1, timeoutMs: 150 });
        config.set('TMDB_API_KEY', credential);
        tmdb.setKnobs({ apiKey: credential });
        const errors: unknown[] = [];
        const attempt = async (work: () => Promise<unknown>) => {
          try {
            await work();
          } catch (error) {
            errors.push(error);
          }
        };

        await attempt(() => client.searchMovie('dune'));
        await attempt(() => client.movieDetails(999_999_999));
        tmdb.setKnobs({ forced429: 1, failNext: 1 });
        await attempt(() => client.tvDetails(1396));
        tmdb.setKnobs({ failNext: 5, failMode: 'reset' });
        await attempt(() => client.season(1396, 1));
        tmdb.setKnobs({ failNext: 0, latencyMs: 400 });
        await attempt(() => client.season(1396, 2));
        tmdb.setKnobs({ latencyMs: 0, apiKey: 'another-key' });
        await attempt(() => client.season(1396, 3));

        expect(errors.map((e) => (isTmdbError(e) ? e.kind : String(e)))).toEqual([
          'not_found',
          'network',
          'timeout',
          'unauthorized',
        ]);
        const logged = text();
        expect(logged).toContain('/search/movie');
        expect(logged).toContain('rate limit');
        expect(logged).not.toContain(credential);
        expect(logged).not.toContain('api_key');
        for (const error of errors) {
          const tmdbError = error as TmdbError;
          const everything = [tmdbError.message, tmdbError.stack, tmdbError.path, JSON.stringify(tmdbError)].join('\n');
          expect(everything).not.toContain(credential);
        }
      });
    }
  });
});
