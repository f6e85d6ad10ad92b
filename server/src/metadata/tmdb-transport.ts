import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../log.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { parseRetryAfter } from './retry-after.js';
import { TmdbError, type TmdbErrorKind } from './tmdb-error.js';
import type { ConfigKey } from '../config/keys.js';
import { sendableSecret } from '../config/stored-secret.js';
import type { TmdbErrorBody } from './tmdb-types.js';
import { TokenBucket } from './token-bucket.js';

/** Where the client reads `TMDB_API_KEY`, `TMDB_API_BASE_URL` and `LANGUAGE`, on every call. */
export interface TmdbConfigSource {
  get(key: ConfigKey): string;
}

export interface TmdbTransportOptions {
  config: TmdbConfigSource;
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
}

/** How one call departs from the configured defaults. */
export interface TmdbFetchOptions {
  /** Send this credential instead of the configured `TMDB_API_KEY` (a key being tried before it is saved). */
  credential?: string;
  /** One attempt only: a failure, 429 included, comes back at once instead of being retried. */
  once?: boolean;
}

export interface TmdbTransportStats {
  /** HTTP requests sent (every attempt counts). */
  requests: number;
  /** Retries after a time-out, network error or 5xx. */
  retries: number;
  /** 429 answers received. */
  rateLimited: number;
}

const DEFAULT_BASE_URL = 'https://api.themoviedb.org/3';

type Outcome =
  { ok: true; text: string } | { ok: false; error: TmdbError; retryable: boolean; retryAfterMs?: number | undefined };

/**
 * TMDB over the network: a concurrency limit and a token bucket shared by every call, retries for
 * time-outs, network errors and 5xx, and 429 waits for Retry-After (every call waits, the limit is
 * per address). Answers come back as JSON text; failures as typed TmdbErrors that never carry the
 * credential.
 */
export class TmdbTransport {
  private readonly config: TmdbConfigSource;
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
  private readonly slots: ConcurrencyLimit;
  private readonly bucket: TokenBucket;
  private readonly counters: TmdbTransportStats = { requests: 0, retries: 0, rateLimited: 0 };

  constructor(options: TmdbTransportOptions) {
    this.config = options.config;
    this.log = options.log;
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => delay(ms));
    this.random = options.random ?? Math.random;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRetries = Math.max(0, options.maxRetries ?? 4);
    this.maxRateLimitRetries = Math.max(0, options.maxRateLimitRetries ?? 10);
    this.retryBaseMs = options.retryBaseMs ?? 500;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
    this.slots = new ConcurrencyLimit(options.maxConnections ?? 20);
    const rate = options.requestsPerSecond ?? 40;
    this.ratePerSecond = rate;
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

  /** The TMDB budget: requests a second every call shares. */
  readonly ratePerSecond: number;

  private missingKeyReason(): string {
    return this.config.get('TMDB_API_KEY').trim() === ''
      ? 'TMDB_API_KEY is not set'
      : 'TMDB_API_KEY was stored unreadably by an earlier version; enter it again in Settings';
  }

  stats(): TmdbTransportStats {
    return { ...this.counters };
  }

  /** The JSON text of a successful answer to `path` with `params`; `display` names it in logs and errors. */
  async fetch(
    display: string,
    path: string,
    params: readonly [string, string][],
    options: TmdbFetchOptions = {},
  ): Promise<string> {
    // Read at every attempt: a key saved while a call waits to retry is the one the retry sends.
    const credential = () =>
      options.credential?.trim() ?? sendableSecret('TMDB_API_KEY', this.config.get('TMDB_API_KEY'));
    if (credential() === '') {
      const reason = options.credential === undefined ? this.missingKeyReason() : 'no key given';
      throw new TmdbError('unauthorized', display, reason);
    }
    const maxRetries = options.once ? 0 : this.maxRetries;
    const maxRateLimitRetries = options.once ? 0 : this.maxRateLimitRetries;
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
        outcome = await this.attempt(display, path, params, attempts, credential());
      } finally {
        release();
      }
      if (outcome.ok) return outcome.text;
      const { error } = outcome;

      if (error.kind === 'rate_limited') {
        this.counters.rateLimited++;
        limited++;
        if (limited > maxRateLimitRetries) throw error;
        const waitMs = Math.min(outcome.retryAfterMs ?? 1000 * 2 ** (limited - 1), this.maxRetryDelayMs);
        this.log.warn({ path: display, status: 429, waitMs, attempt: attempts }, 'TMDB rate limit reached; waiting');
        // Every call waits, not only this one: the limit is TMDB's, per client address.
        this.bucket.pauseUntil(this.now() + waitMs);
        continue;
      }

      if (!outcome.retryable || failures >= maxRetries) {
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
    credential: string,
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

    if (credential === '') return fail('unauthorized', this.missingKeyReason());
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
}

/** A v4 read access token is a JWT; a v3 key is 32 hex digits and can't start like one. */
function isReadToken(credential: string): boolean {
  return credential.startsWith('eyJ') && credential.includes('.');
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
