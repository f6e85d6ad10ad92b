import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod';
import type { ConfigKey } from '../config/keys.js';
import type { Logger } from '../log.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { TMDB_CACHE_TTL, type TmdbCache } from './tmdb-cache.js';
import { isTmdbError, TmdbError, type TmdbErrorKind } from './tmdb-error.js';
import { DEFAULT_TMDB_LANGUAGE, tmdbLanguage } from './tmdb-language.js';
import { parseRetryAfter } from './retry-after.js';
import type {
  TmdbConfiguration,
  TmdbEpisodeDetails,
  TmdbErrorBody,
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
} from './tmdb-types.js';
import {
  configurationShape,
  episodeShape,
  findShape,
  movieDetailsShape,
  movieSearchShape,
  multiSearchShape,
  seasonShape,
  tvDetailsShape,
  tvSearchShape,
} from './tmdb-shapes.js';
import { TokenBucket } from './token-bucket.js';

/** Where the client reads `TMDB_API_KEY`, `TMDB_API_BASE_URL` and `LANGUAGE`, on every call. */
export interface TmdbConfigSource {
  get(key: ConfigKey): string;
}

export type TmdbCacheTtl = { [K in keyof typeof TMDB_CACHE_TTL]: number };

export interface TmdbClientOptions {
  config: TmdbConfigSource;
  cache: TmdbCache;
  log: Logger;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** For the jitter of retry delays; [0, 1). */
  random?: () => number;
  /** Requests in flight at once. Default 20. */
  maxConnections?: number;
  /** Token-bucket rate shared by every call; the burst equals the rate. Default 40. */
  requestsPerSecond?: number;
  /** Per attempt, until the whole body has arrived. Default 10 000. */
  timeoutMs?: number;
  /** Retries after a time-out, network error or 5xx. Default 4. */
  maxRetries?: number;
  /** Retries after 429 (counted apart, each waits for Retry-After). Default 10. */
  maxRateLimitRetries?: number;
  /** First retry delay; doubles each time, with jitter. Default 500. */
  retryBaseMs?: number;
  /** Cap on one retry delay and on a Retry-After wait. Default 60 000. */
  maxRetryDelayMs?: number;
  /** Overrides of `TMDB_CACHE_TTL`. */
  ttlMs?: Partial<TmdbCacheTtl>;
}

/** Counters since the client was built, for logs and benchmarks. */
export interface TmdbClientStats {
  /** HTTP requests sent (every attempt counts). */
  requests: number;
  /** Calls answered from the cache, negative entries included. */
  cacheHits: number;
  /** Calls that joined an identical request already in flight. */
  shared: number;
  /** Retries after a time-out, network error or 5xx. */
  retries: number;
  /** 429 answers received. */
  rateLimited: number;
}

export interface TmdbSearchOptions {
  year?: number;
  page?: number;
}

const DEFAULT_BASE_URL = 'https://api.themoviedb.org/3';
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
  /** What a usable answer looks like; checked when it arrives, before it is cached. */
  shape: z.ZodType<T>;
  params?: Record<string, ParamValue>;
  /** Send the configured language (default true). */
  withLanguage?: boolean;
  /** Take parts out of the answer before it is checked and cached (appended seasons). */
  split?: (body: Record<string, unknown>) => void;
}

type Outcome =
  { ok: true; text: string } | { ok: false; error: TmdbError; retryable: boolean; retryAfterMs?: number | undefined };

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
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly maxRateLimitRetries: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly ttl: TmdbCacheTtl;
  private readonly slots: ConcurrencyLimit;
  private readonly bucket: TokenBucket;
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly warnedLanguages = new Set<string>();
  private readonly counters: TmdbClientStats = { requests: 0, cacheHits: 0, shared: 0, retries: 0, rateLimited: 0 };

  constructor(options: TmdbClientOptions) {
    this.config = options.config;
    this.cache = options.cache;
    this.log = options.log.child({ module: 'tmdb' });
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => delay(ms));
    this.random = options.random ?? Math.random;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRetries = Math.max(0, options.maxRetries ?? 4);
    this.maxRateLimitRetries = Math.max(0, options.maxRateLimitRetries ?? 10);
    this.retryBaseMs = options.retryBaseMs ?? 500;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
    this.ttl = { ...TMDB_CACHE_TTL, ...options.ttlMs };
    this.slots = new ConcurrencyLimit(options.maxConnections ?? 20);
    const rate = options.requestsPerSecond ?? 40;
    this.bucket = new TokenBucket({
      // "N requests a second" is a limit over any rolling second. A bucket lets through its burst
      // plus its rate in one second, so: no burst, and 95% of the rate, keep under N at all times.
      // Crossing it costs far more: a 429 pauses every request for its Retry-After.
      ratePerSecond: rate * 0.95,
      burst: 1,
      now: this.now,
      sleep: this.sleep,
    });
  }

  stats(): TmdbClientStats {
    return { ...this.counters };
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

  /** `/movie/{id}` with the named parts appended (`external_ids`, `release_dates`, …). */
  async movieDetails<A extends TmdbMovieAppend = never>(
    id: number,
    append: readonly A[] = [],
  ): Promise<TmdbMovieDetailsWith<A>> {
    return this.get({
      path: `/movie/${idParam(id, 'movie id')}`,
      ttlMs: this.ttl.details,
      shape: movieDetailsShape(append) as z.ZodType<TmdbMovieDetailsWith<A>>,
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
    options: { seasons?: readonly number[] } = {},
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
      }
    };
    return this.get({
      path: `/tv/${tvId}`,
      ttlMs: this.ttl.details,
      shape: tvDetailsShape(append) as z.ZodType<TmdbTvDetailsWith<A>>,
      params: { append_to_response: appendParam(parts) },
      split: seasons.length > 0 ? split : undefined,
    });
  }

  /** `/tv/{id}/season/{n}` with its episodes; season 0 holds the specials. */
  async season(tvId: number, seasonNumber: number): Promise<TmdbSeasonDetails> {
    const path = `/tv/${idParam(tvId, 'tv id')}/season/${numberParam(seasonNumber, 'season')}`;
    return this.get({ path, ttlMs: this.ttl.season, shape: seasonShape });
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

  // ---------------------------------------------------------------------------------------------
  // Cache, sharing, retries
  // ---------------------------------------------------------------------------------------------

  private async get<T>(request: GetRequest<T>): Promise<T> {
    const { path, ttlMs, shape } = request;
    const { entries, display, key } = this.requestKey(path, request.params ?? {}, request.withLanguage ?? true);

    const cached = this.readCache(key);
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
    shape: z.ZodType<T>,
    split?: (body: Record<string, unknown>) => void,
  ): Promise<string> {
    try {
      const body = JSON.parse(await this.fetchWithRetries(display, path, params)) as Record<string, unknown>;
      split?.(body);
      const checked = shape.safeParse(body);
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

  private async fetchWithRetries(display: string, path: string, params: readonly [string, string][]): Promise<string> {
    if (this.config.get('TMDB_API_KEY').trim() === '') {
      throw new TmdbError('unauthorized', display, 'TMDB_API_KEY is not set');
    }
    let attempts = 0;
    let failures = 0;
    let limited = 0;
    for (;;) {
      const release = await this.slots.acquire();
      let outcome: Outcome;
      try {
        await this.bucket.take();
        attempts++;
        this.counters.requests++;
        outcome = await this.attempt(display, path, params, attempts);
      } finally {
        release();
      }
      if (outcome.ok) return outcome.text;
      const { error } = outcome;

      if (error.kind === 'rate_limited') {
        this.counters.rateLimited++;
        limited++;
        if (limited > this.maxRateLimitRetries) throw error;
        const waitMs = Math.min(outcome.retryAfterMs ?? 1000 * 2 ** (limited - 1), this.maxRetryDelayMs);
        this.log.warn({ path: display, status: 429, waitMs, attempt: attempts }, 'TMDB rate limit reached; waiting');
        // Every call waits, not only this one: the limit is TMDB's, per client address.
        this.bucket.pauseUntil(this.now() + waitMs);
        continue;
      }

      if (!outcome.retryable || failures >= this.maxRetries) {
        if (outcome.retryable || error.kind === 'unauthorized') {
          this.log.warn({ path: display, kind: error.kind, status: error.status, attempts }, 'TMDB request failed');
        }
        throw error;
      }
      failures++;
      this.counters.retries++;
      const exponential = Math.min(this.retryBaseMs * 2 ** (failures - 1), this.maxRetryDelayMs);
      const waitMs = Math.round(exponential / 2 + (this.random() * exponential) / 2);
      this.log.warn(
        { path: display, kind: error.kind, status: error.status, attempt: attempts, waitMs },
        'TMDB request failed; retrying',
      );
      await this.sleep(waitMs);
    }
  }

  /** One HTTP request. Never throws: every failure comes back typed. */
  private async attempt(
    display: string,
    path: string,
    params: readonly [string, string][],
    attempt: number,
  ): Promise<Outcome> {
    const fail = (
      kind: TmdbErrorKind,
      detail: string,
      options: { status?: number; retryable?: boolean; retryAfterMs?: number | undefined } = {},
    ): Outcome => ({
      ok: false,
      retryable: options.retryable ?? false,
      retryAfterMs: options.retryAfterMs,
      error: new TmdbError(kind, display, detail, { status: options.status, attempts: attempt }),
    });

    const credential = this.config.get('TMDB_API_KEY').trim();
    if (credential === '') return fail('unauthorized', 'TMDB_API_KEY is not set');
    const redact = (text: string) => (credential.length >= 4 ? text.split(credential).join('[redacted]') : text);

    let url: URL;
    try {
      url = new URL(`${this.baseUrl()}${path}`);
    } catch {
      return fail('network', 'TMDB_API_BASE_URL is not a valid address');
    }
    for (const [name, value] of params) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (isReadToken(credential)) headers.authorization = `Bearer ${credential}`;
    else url.searchParams.set('api_key', credential);

    const started = this.now();
    let answer: { status: number; retryAfter: string | null; text: string };
    try {
      const response = await this.fetchImpl(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
      const retryAfter = response.headers.get('retry-after');
      answer = { status: response.status, retryAfter, text: await response.text() };
    } catch (error) {
      if (isTimeout(error)) {
        return fail('timeout', `no complete answer within ${this.timeoutMs} ms`, { retryable: true });
      }
      return fail('network', redact(describeNetworkError(error)), { retryable: true });
    }
    const { status, retryAfter, text } = answer;
    this.log.debug({ path: display, status, ms: this.now() - started, attempt }, 'TMDB request');

    if (status >= 200 && status < 300) {
      return isJsonObject(text)
        ? { ok: true, text }
        : fail('invalid_response', 'the answer is not a JSON object', { status });
    }
    const message = redact(tmdbMessage(text) ?? `HTTP ${status}`);
    if (status === 404) return fail('not_found', message, { status });
    if (status === 401) return fail('unauthorized', message, { status });
    if (status === 429) {
      return fail('rate_limited', message, {
        status,
        retryable: true,
        retryAfterMs: parseRetryAfter(retryAfter, this.now()),
      });
    }
    return fail('http', message, { status, retryable: status >= 500 });
  }

  private baseUrl(): string {
    const configured = this.config.get('TMDB_API_BASE_URL').trim().replace(/\/+$/, '');
    return configured === '' ? DEFAULT_BASE_URL : configured;
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
      return this.cache.getText(key);
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

/** A v4 read access token is a JWT; a v3 key is 32 hex digits and can't start like one. */
function isReadToken(credential: string): boolean {
  return credential.startsWith('eyJ') && credential.includes('.');
}

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

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** `fetch failed` says little; the cause's code (ECONNRESET, UND_ERR_SOCKET…) says more. */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'request failed';
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${cause.message}` : cause.message;
  }
  return error.message;
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function tmdbMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Partial<TmdbErrorBody> | null;
    return typeof body?.status_message === 'string' ? body.status_message : undefined;
  } catch {
    return undefined;
  }
}
