import type { ConnectionTestResult } from '@cinesync/common';
import type { z } from 'zod';
import type { Logger } from '../log.js';
import { TMDB_CACHE_TTL, type TmdbCache } from './tmdb-cache.js';
import { isTmdbError, TmdbError } from './tmdb-error.js';
import { KEY_TEST_PATH, testTmdbKey } from './tmdb-key-test.js';
import { DEFAULT_TMDB_LANGUAGE, tmdbLanguage } from './tmdb-language.js';
import type {
  TmdbCollection,
  TmdbConfiguration,
  TmdbEpisodeDetails,
  TmdbExternalSource,
  TmdbFindResults,
  TmdbMovieAppend,
  TmdbMovieDetailsWith,
  TmdbMovieResult,
  TmdbMovieSearch,
  TmdbMultiMovieResult,
  TmdbMultiSearch,
  TmdbMultiTvResult,
  TmdbPage,
  TmdbSeasonDetails,
  TmdbTvAppend,
  TmdbTvDetailsWith,
  TmdbTvResult,
  TmdbTvSearch,
  TmdbTvTranslations,
} from './tmdb-types.js';
import {
  collectionShape,
  configurationShape,
  episodeShape,
  findShape,
  movieDetailsShape,
  movieSearchShape,
  multiSearchShape,
  seasonShape,
  seasonTranslationsShape,
  tvDetailsShape,
  tvSearchShape,
} from './tmdb-shapes.js';
import {
  TmdbTransport,
  type TmdbConfigSource,
  type TmdbTransportOptions,
  type TmdbTransportStats,
} from './tmdb-transport.js';

export type { TmdbConfigSource };

export type TmdbCacheTtl = { [K in keyof typeof TMDB_CACHE_TTL]: number };

export interface TmdbClientOptions extends Omit<TmdbTransportOptions, 'config' | 'log'> {
  config: TmdbConfigSource;
  cache: TmdbCache;
  log: Logger;
  /** Overrides of `TMDB_CACHE_TTL`. */
  ttlMs?: Partial<TmdbCacheTtl>;
  /**
   * Told of every season fetched from TMDB (not of cache hits), alone or appended to a show: the
   * store of known episodes keeps itself up to date from what the organiser reads anyway.
   */
  onSeasonFetched?: (tvId: number, season: TmdbSeasonDetails) => void;
}

/** Counters since the client was built, for logs and benchmarks. */
interface TmdbClientStats extends TmdbTransportStats {
  /** Calls answered from the cache, negative entries included. */
  cacheHits: number;
  /** Calls that joined an identical request already in flight. */
  shared: number;
}

interface TmdbSearchOptions {
  year?: number;
  page?: number;
}

/** What the cache holds for a 404. No TMDB body has a `$tmdb` key. */
const NOT_FOUND_ENTRY = '{"$tmdb":"not_found"}';
const EMPTY_PAGE = '{"page":1,"results":[],"total_pages":1,"total_results":0}';
/**
 * Bump when the key layout or what is stored changes, so old rows are simply never read again.
 * v2: answers are stored as checked by their shape (`tmdb-shapes.ts`), so a cached answer is
 * trusted as it is read; rows from before the check are never read.
 */
const KEY_VERSION = 'v2';

type ParamValue = string | number | boolean | undefined;

interface GetRequest<T> {
  path: string;
  ttlMs: number;
  /**
   * What a usable answer looks like; checked when it arrives, before it is cached. A function
   * when the shape is built per request (appended parts): a cache hit never pays for building it.
   */
  shape: z.ZodType<T> | (() => z.ZodType<T>);
  params?: Record<string, ParamValue>;
  /** Send the configured language (default true). */
  withLanguage?: boolean;
  /** Take parts out of the answer before it is checked and cached (appended seasons). */
  split?: (body: Record<string, unknown>) => void;
  /** Skip the cache's answer and ask TMDB (the answer is cached as usual). */
  fresh?: boolean;
  /** Told of the checked answer when it came from TMDB, not from the cache. */
  fetched?: (answer: T) => void;
}

/**
 * The only door to TMDB (API v3). One method per endpoint, typed answers, and for every call:
 * cache first (memory, then the database; 404s are cached too), then one shared request for
 * identical calls in flight, then the network through a concurrency limit and a token bucket
 * shared by all calls, with retries for time-outs, network errors, 5xx and 429 (which waits for
 * Retry-After and is never mistaken for "no result").
 *
 * The credential is a v3 key (sent as `api_key`) or a v4 read token (starts with `eyJ`, sent as a
 * bearer header). It never appears in a log line or an error: both carry the endpoint and query
 * that we build ourselves, without the key.
 */
export class TmdbClient {
  private readonly config: TmdbConfigSource;
  private readonly cache: TmdbCache;
  private readonly log: Logger;
  private readonly ttl: TmdbCacheTtl;
  private readonly transport: TmdbTransport;
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly warnedLanguages = new Set<string>();
  private readonly counters = { cacheHits: 0, shared: 0 };
  /** Whether cache hits enter the cache's memory tier; see `forOnePass`. */
  private readonly rememberHits: boolean = true;
  private readonly onSeasonFetched: TmdbClientOptions['onSeasonFetched'];

  constructor(options: TmdbClientOptions) {
    this.onSeasonFetched = options.onSeasonFetched;
    this.config = options.config;
    this.cache = options.cache;
    this.log = options.log.child({ module: 'tmdb' });
    this.ttl = { ...TMDB_CACHE_TTL, ...options.ttlMs };
    this.transport = new TmdbTransport({ ...options, config: options.config, log: this.log });
  }

  /**
   * This client for one pass over the whole library (a re-organise preview): the same limits,
   * cache and requests in flight, but its cache hits don't enter the memory tier, where each title
   * read once would only push out the titles scans reuse.
   */
  forOnePass(): TmdbClient {
    const pass = Object.create(this) as TmdbClient;
    Object.defineProperty(pass, 'rememberHits', { value: false });
    return pass;
  }

  /** The TMDB budget in requests a second, shared by every call (jobs take a share of it). */
  get ratePerSecond(): number {
    return this.transport.ratePerSecond;
  }

  stats(): TmdbClientStats {
    return { ...this.transport.stats(), ...this.counters };
  }

  // ---------------------------------------------------------------------------------------------
  // Endpoints
  // ---------------------------------------------------------------------------------------------

  /** `/search/movie`; `year` is the primary release year. Adult titles are left out. */
  async searchMovie(query: string, options: TmdbSearchOptions = {}): Promise<TmdbMovieSearch> {
    const text = normaliseQuery(query);
    if (text === '') return JSON.parse(EMPTY_PAGE) as TmdbMovieSearch;
    return this.get({
      path: '/search/movie',
      ttlMs: this.ttl.search,
      shape: movieSearchShape,
      params: {
        query: text,
        include_adult: 'false',
        primary_release_year: yearParam(options.year),
        page: pageParam(options.page),
      },
    });
  }

  /** `/search/tv`; `year` is the first-air year. Adult titles are left out. */
  async searchTv(query: string, options: TmdbSearchOptions = {}): Promise<TmdbTvSearch> {
    const text = normaliseQuery(query);
    if (text === '') return JSON.parse(EMPTY_PAGE) as TmdbTvSearch;
    return this.get({
      path: '/search/tv',
      ttlMs: this.ttl.search,
      shape: tvSearchShape,
      params: {
        query: text,
        include_adult: 'false',
        first_air_date_year: yearParam(options.year),
        page: pageParam(options.page),
      },
    });
  }

  /** `/search/multi`: movies, shows and people mixed, told apart by `media_type`. */
  async searchMulti(query: string, options: { page?: number } = {}): Promise<TmdbMultiSearch> {
    const text = normaliseQuery(query);
    if (text === '') return JSON.parse(EMPTY_PAGE) as TmdbMultiSearch;
    return this.get({
      path: '/search/multi',
      ttlMs: this.ttl.search,
      shape: multiSearchShape,
      params: { query: text, include_adult: 'false', page: pageParam(options.page) },
    });
  }

  /** `/collection/{id}`: a film series and its films; `fresh` asks TMDB even when cached. */
  async collection(id: number, options: { fresh?: boolean } = {}): Promise<TmdbCollection> {
    const path = `/collection/${idParam(id, 'collection id')}`;
    return this.get({ path, ttlMs: this.ttl.details, shape: collectionShape, fresh: options.fresh });
  }

  /** `/movie/{id}` with the named parts appended (`external_ids`, `release_dates`, …). */
  async movieDetails<A extends TmdbMovieAppend = never>(
    id: number,
    append: readonly A[] = [],
  ): Promise<TmdbMovieDetailsWith<A>> {
    return this.get({
      path: `/movie/${idParam(id, 'movie id')}`,
      ttlMs: this.ttl.details,
      shape: () => movieDetailsShape(append) as z.ZodType<TmdbMovieDetailsWith<A>>,
      params: { append_to_response: appendParam(append) },
    });
  }

  /**
   * `/tv/{id}` with the named parts appended (`external_ids`, `content_ratings`, …). `seasons` are
   * appended too (`season/N`, at most 20 parts in all as TMDB allows) and stored as if fetched by
   * `season()`, so a show costs one call instead of one per season; they are not in the answer.
   */
  async tvDetails<A extends TmdbTvAppend = never>(
    id: number,
    append: readonly A[] = [],
    options: { seasons?: readonly number[]; fresh?: boolean } = {},
  ): Promise<TmdbTvDetailsWith<A>> {
    const tvId = idParam(id, 'tv id');
    const room = Math.max(0, MAX_APPENDED_PARTS - append.length);
    const seasons = (options.seasons ?? []).slice(0, room).map((n) => numberParam(n, 'season'));
    const parts = [...append, ...seasons.map((n) => `season/${n}`)];
    const split = (body: Record<string, unknown>): void => {
      for (const n of seasons) {
        const part = seasonShape.safeParse(body[`season/${n}`]);
        delete body[`season/${n}`];
        if (!part.success) continue;
        const { key } = this.requestKey(`/tv/${tvId}/season/${n}`, {}, true);
        this.writeCache(key, JSON.stringify(part.data), this.ttl.season);
        this.tellSeason(id, part.data);
      }
    };
    return this.get({
      path: `/tv/${tvId}`,
      ttlMs: this.ttl.details,
      shape: () => tvDetailsShape(append) as z.ZodType<TmdbTvDetailsWith<A>>,
      params: { append_to_response: appendParam(parts) },
      split: seasons.length > 0 ? split : undefined,
      fresh: options.fresh,
    });
  }

  /**
   * `/tv/{id}/season/{n}` with its episodes; season 0 holds the specials. `fresh` asks TMDB even
   * when the cache holds the season (fresh air dates).
   */
  async season(tvId: number, seasonNumber: number, options: { fresh?: boolean } = {}): Promise<TmdbSeasonDetails> {
    const path = `/tv/${idParam(tvId, 'tv id')}/season/${numberParam(seasonNumber, 'season')}`;
    return this.get({
      path,
      ttlMs: this.ttl.season,
      shape: seasonShape,
      fresh: options.fresh,
      fetched: (season) => this.tellSeason(tvId, season),
    });
  }

  /** An observer's failure never fails the TMDB call that fed it. */
  private tellSeason(tvId: number, season: TmdbSeasonDetails): void {
    if (!this.onSeasonFetched) return;
    try {
      this.onSeasonFetched(tvId, season);
    } catch (err) {
      this.log.warn({ err, tvId, season: season.season_number }, 'could not keep the fetched season');
    }
  }

  /**
   * `/tv/{id}/season/{n}/translations`: the season's name in every language TMDB has, for a
   * release that names a season in another language than the one the client asks in.
   */
  async seasonTranslations(tvId: number, seasonNumber: number): Promise<TmdbTvTranslations> {
    const path = `/tv/${idParam(tvId, 'tv id')}/season/${numberParam(seasonNumber, 'season')}/translations`;
    return this.get({ path, ttlMs: this.ttl.season, shape: seasonTranslationsShape, withLanguage: false });
  }

  /** `/tv/{id}/season/{s}/episode/{e}`. */
  async episode(tvId: number, seasonNumber: number, episodeNumber: number): Promise<TmdbEpisodeDetails> {
    const path =
      `/tv/${idParam(tvId, 'tv id')}/season/${numberParam(seasonNumber, 'season')}` +
      `/episode/${numberParam(episodeNumber, 'episode')}`;
    return this.get({ path, ttlMs: this.ttl.episode, shape: episodeShape });
  }

  /** `/find/{id}` by an IMDb id (`tt0133093`) or a TVDB id (`81189`). */
  async findByExternalId(externalId: string | number, source: TmdbExternalSource): Promise<TmdbFindResults> {
    let id = String(externalId).trim();
    if (source === 'imdb_id') id = id.toLowerCase();
    if (id === '') throw new RangeError('external id must not be empty');
    return this.get({
      path: `/find/${encodeURIComponent(id)}`,
      ttlMs: this.ttl.find,
      shape: findShape,
      params: { external_source: source },
    });
  }

  /** `/movie/popular` or `/tv/popular`: what TMDB ranks most popular now (the library's category backdrops). */
  async popular(mediaType: 'movie' | 'tv', page = 1): Promise<TmdbPage<TmdbMovieResult | TmdbTvResult>> {
    return this.get({
      path: `/${mediaType}/popular`,
      ttlMs: this.ttl.search,
      shape: (mediaType === 'movie' ? movieSearchShape : tvSearchShape) as z.ZodType<
        TmdbPage<TmdbMovieResult | TmdbTvResult>
      >,
      params: { page: pageParam(page) },
    });
  }

  /** `/trending/{movie|tv}/{day|week}`: the most watched titles, each tagged with its `media_type`. */
  async trending(
    mediaType: 'movie' | 'tv',
    window: 'day' | 'week' = 'week',
  ): Promise<TmdbPage<TmdbMultiMovieResult | TmdbMultiTvResult>> {
    return this.get({
      path: `/trending/${mediaType}/${window}`,
      ttlMs: this.ttl.search,
      shape: multiSearchShape as z.ZodType<TmdbPage<TmdbMultiMovieResult | TmdbMultiTvResult>>,
    });
  }

  /** `/configuration`: image base addresses and sizes. */
  async configuration(): Promise<TmdbConfiguration> {
    return this.get({
      path: '/configuration',
      ttlMs: this.ttl.configuration,
      shape: configurationShape,
      withLanguage: false,
    });
  }

  /**
   * Whether TMDB takes `apiKey` (the configured key when absent): one request to `/authentication`,
   * never cached, never retried, through the same rate limit as every call.
   */
  async testKey(apiKey?: string): Promise<ConnectionTestResult> {
    return testTmdbKey((options) => this.transport.fetch(KEY_TEST_PATH, KEY_TEST_PATH, [], options), apiKey);
  }

  // ---------------------------------------------------------------------------------------------
  // Cache and sharing (the network, with its limits and retries, is TmdbTransport)
  // ---------------------------------------------------------------------------------------------

  private async get<T>(request: GetRequest<T>): Promise<T> {
    const { path, ttlMs, shape } = request;
    const { entries, display, key } = this.requestKey(path, request.params ?? {}, request.withLanguage ?? true);

    const cached = request.fresh ? undefined : this.readCache(key);
    if (cached !== undefined) {
      if (cached === NOT_FOUND_ENTRY) {
        this.counters.cacheHits++;
        throw new TmdbError('not_found', display, 'TMDB has no such resource (remembered)', {
          status: 404,
          cached: true,
        });
      }
      // Stored as checked when it arrived (see KEY_VERSION): parsing is all a hit costs.
      this.counters.cacheHits++;
      return JSON.parse(cached) as T;
    }

    let pending = this.inFlight.get(key);
    if (pending) {
      this.counters.shared++;
    } else {
      pending = this.load(key, display, path, entries, ttlMs, shape, request.split).finally(() =>
        this.inFlight.delete(key),
      );
      if (request.fetched) {
        const tell = request.fetched;
        pending = pending.then((text) => {
          tell(JSON.parse(text) as T);
          return text;
        });
      }
      this.inFlight.set(key, pending);
    }
    // Every caller parses its own copy, so none can change what another sees.
    return JSON.parse(await pending) as T;
  }

  /** The query sent and the cache key of a request; the key ignores the case of a search. */
  private requestKey(
    path: string,
    params: Record<string, ParamValue>,
    withLanguage: boolean,
  ): { entries: [string, string][]; display: string; key: string } {
    const entries: [string, string][] = [];
    for (const [name, value] of Object.entries(params)) if (value !== undefined) entries.push([name, String(value)]);
    if (withLanguage) entries.push(['language', this.language()]);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const query = new URLSearchParams(entries).toString();
    const display = query === '' ? path : `${path}?${query}`;
    const keyQuery = new URLSearchParams(
      entries.map(([n, v]): [string, string] => [n, n === 'query' ? v.toLowerCase() : v]),
    ).toString();
    return { entries, display, key: `${KEY_VERSION} ${path}?${keyQuery}` };
  }

  /** Fetch, check the shape at the door, cache the checked answer; returns its JSON text. */
  private async load<T>(
    key: string,
    display: string,
    path: string,
    params: readonly [string, string][],
    ttlMs: number,
    shape: z.ZodType<T> | (() => z.ZodType<T>),
    split?: (body: Record<string, unknown>) => void,
  ): Promise<string> {
    try {
      const body = JSON.parse(await this.transport.fetch(display, path, params)) as Record<string, unknown>;
      split?.(body);
      const checked = (typeof shape === 'function' ? shape() : shape).safeParse(body);
      if (!checked.success) {
        const where = checked.error.issues[0]?.path.join('.') || 'the answer';
        throw new TmdbError('invalid_response', display, `unusable answer: ${where} is missing or malformed`);
      }
      const text = JSON.stringify(checked.data);
      this.writeCache(key, text, ttlMs);
      return text;
    } catch (error) {
      if (isTmdbError(error, 'not_found')) this.writeCache(key, NOT_FOUND_ENTRY, this.ttl.notFound);
      throw error;
    }
  }

  private language(): string {
    const value = this.config.get('LANGUAGE');
    const code = tmdbLanguage(value);
    if (code) return code;
    if (value.trim() !== '' && !this.warnedLanguages.has(value)) {
      this.warnedLanguages.add(value);
      this.log.warn(
        { language: value, using: DEFAULT_TMDB_LANGUAGE },
        'LANGUAGE is not a known language; using English',
      );
    }
    return DEFAULT_TMDB_LANGUAGE;
  }

  /** A cache that can't be read is a miss, not a failed lookup. */
  private readCache(key: string): string | undefined {
    try {
      return this.cache.getText(key, this.rememberHits);
    } catch (error) {
      this.log.warn({ err: error, cacheKey: key }, 'TMDB cache read failed');
      return undefined;
    }
  }

  private writeCache(key: string, text: string, ttlMs: number): void {
    try {
      this.cache.setText(key, text, ttlMs);
    } catch (error) {
      this.log.warn({ err: error, cacheKey: key }, 'TMDB cache write failed');
    }
  }
}

// -----------------------------------------------------------------------------------------------
// Helpers
// -----------------------------------------------------------------------------------------------

function normaliseQuery(query: string): string {
  return query.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function yearParam(year: number | undefined): number | undefined {
  return year !== undefined && Number.isInteger(year) && year >= 1800 && year <= 2999 ? year : undefined;
}

function pageParam(page: number | undefined): number | undefined {
  if (page === undefined || page === 1) return undefined;
  if (!Number.isInteger(page) || page < 1 || page > 500) throw new RangeError(`page must be 1..500, got ${page}`);
  return page;
}

function idParam(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`${what} must be a positive integer, got ${id}`);
  return id;
}

function numberParam(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${n}`);
  return n;
}

/** TMDB answers at most 20 appended parts per request. */
const MAX_APPENDED_PARTS = 20;

function appendParam(append: readonly string[]): string | undefined {
  const names = [...new Set(append.map((name) => name.trim()).filter((name) => name !== ''))].sort();
  return names.length > 0 ? names.join(',') : undefined;
}
