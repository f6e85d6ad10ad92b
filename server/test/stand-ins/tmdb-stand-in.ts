import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { TmdbCatalogue } from './tmdb-catalogue.js';
import { recordedDataset, type TmdbDataset } from './tmdb-dataset.js';
import { IMAGE_SIZES } from './tmdb-reference-lists.js';
import { answerApi, NOT_FOUND, tmdbError, type ApiAnswer } from './tmdb-routes.js';
import { tinyJpeg } from './tiny-jpeg.js';
import { listenOnOwnLoopback } from './own-loopback.js';

/**
 * A TMDB v3-shaped HTTP server on loopback for the project's own tests and benchmarks (never used
 * by the product). Serves `/3/...` JSON from a dataset and `/t/p/{size}/{file}.jpg` images, and has
 * knobs to make it slow, rate-limited, failing or strict about the API key.
 */

export interface TmdbStandInKnobs {
  /** Delay before every answer, in milliseconds. Default 0. */
  latencyMs: number;
  /** `/3` requests allowed per rolling second; beyond it 429 with `Retry-After: 1`. Null: no limit. */
  rateLimitPerSecond: number | null;
  /** The next N requests fail: 500 with TMDB's error body, or with `failMode: 'reset'` a dropped socket. */
  failNext: number;
  failMode: 'error' | 'reset';
  /** The next N requests get 429 with `Retry-After: retryAfterSeconds`. */
  forced429: number;
  /** Retry-After of forced 429s, in seconds. Default 1. */
  retryAfterSeconds: number;
  /** When set, `/3` requests need `api_key=KEY` or `Authorization: Bearer KEY`, else 401. */
  apiKey: string | null;
  /** What is served. Default `recordedDataset`. */
  dataset: TmdbDataset;
  /** Rewrites each `/3` JSON answer before it is sent (path without `/3`), to play TMDB's odd answers. */
  reshape: ((path: string, body: unknown) => unknown) | null;
}

export type TmdbStandInOptions = Partial<TmdbStandInKnobs>;

export interface RecordedRequest {
  method: string;
  /** Path without the query, for example `/3/search/movie` or `/t/p/w500/abc.jpg`. */
  path: string;
  query: Record<string, string>;
  /** `Date.now()` when the request arrived. */
  at: number;
  /** Status answered; null while pending, 0 when the socket was reset. */
  status: number | null;
}

export interface TmdbStandIn {
  /** API root to put in front of `/search/movie` and the like: `http://127.0.0.1:PORT/3`. */
  baseUrl: string;
  /** Image root to put in front of `/{size}/{file}`: `http://127.0.0.1:PORT/t/p`. */
  imageBaseUrl: string;
  /** Every request so far, oldest first (cleared in place by `reset`). */
  requests: RecordedRequest[];
  /** Requests whose path starts with the prefix, given with or without `/3` (`'/search'` counts `/3/search/...`). */
  calls(pathPrefix?: string): number;
  /** Clears recorded requests, the rate window and pending faults; knobs go back to the start options. */
  reset(): void;
  setKnobs(partial: TmdbStandInOptions): void;
  /**
   * Hold the answers of `/3` requests that `matches` (all of them by default) until the returned
   * release is called: a test can keep a scan busy at a known point without waiting on a clock.
   */
  hold(matches?: (request: RecordedRequest) => boolean): () => void;
  close(): Promise<void>;
}

const DEFAULT_KNOBS: TmdbStandInKnobs = {
  latencyMs: 0,
  rateLimitPerSecond: null,
  failNext: 0,
  failMode: 'error',
  forced429: 0,
  retryAfterSeconds: 1,
  apiKey: null,
  dataset: recordedDataset,
  reshape: null,
};

const IMAGE_ROUTE = /^\/t\/p\/([^/]+)\/([^/]+\.jpg)$/;
const ALL_SIZES = new Set<string>(Object.values(IMAGE_SIZES).flat());

/** What a request gets, decided when it arrives and sent after the latency. */
type Verdict =
  { kind: 'reset' } | { kind: 'json'; answer: ApiAnswer; headers?: Record<string, string> } | { kind: 'image' };

export async function startTmdbStandIn(options: TmdbStandInOptions = {}): Promise<TmdbStandIn> {
  let knobs: TmdbStandInKnobs = { ...DEFAULT_KNOBS, ...options };
  let catalogue = new TmdbCatalogue(knobs.dataset);
  const requests: RecordedRequest[] = [];
  let window: number[] = [];
  let closed = false;
  const pendingDelays = new Set<() => void>();
  /** Held answers: who is held, and the answers waiting for the release. */
  const holds = new Set<{ matches: (request: RecordedRequest) => boolean; waiting: (() => void)[] }>();
  let imageBaseUrl = '';

  function applyKnobs(next: TmdbStandInKnobs): void {
    if (next.dataset !== knobs.dataset) catalogue = new TmdbCatalogue(next.dataset);
    knobs = next;
  }

  function authorised(request: IncomingMessage, query: URLSearchParams): boolean {
    if (knobs.apiKey === null) return true;
    if (query.get('api_key') === knobs.apiKey) return true;
    return request.headers.authorization === `Bearer ${knobs.apiKey}`;
  }

  /** True when the request fits in the rolling one-second window (and is then counted). */
  function withinRate(now: number): boolean {
    const limit = knobs.rateLimitPerSecond;
    if (limit === null || limit <= 0) return true;
    window = window.filter((at) => now - at < 1000);
    if (window.length >= limit) return false;
    window.push(now);
    return true;
  }

  function decide(request: IncomingMessage, path: string, query: URLSearchParams, now: number): Verdict {
    if (knobs.failNext > 0) {
      knobs.failNext--;
      if (knobs.failMode === 'reset') return { kind: 'reset' };
      return { kind: 'json', answer: tmdbError(500, 11, 'Internal error: Something went wrong, contact TMDB.') };
    }
    if (knobs.forced429 > 0) {
      knobs.forced429--;
      return {
        kind: 'json',
        answer: tmdbError(429, 25, 'Your request count is over the allowed limit.'),
        headers: { 'retry-after': String(knobs.retryAfterSeconds) },
      };
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'json', answer: NOT_FOUND() };
    const image = IMAGE_ROUTE.exec(path);
    if (image) {
      const [, size, file] = image;
      const known = size !== undefined && ALL_SIZES.has(size) && catalogue.images().has(`/${file ?? ''}`);
      return known ? { kind: 'image' } : { kind: 'json', answer: NOT_FOUND() };
    }
    if (path !== '/3' && !path.startsWith('/3/')) return { kind: 'json', answer: NOT_FOUND() };
    if (!authorised(request, query)) {
      return { kind: 'json', answer: tmdbError(401, 7, 'Invalid API key: You must be granted a valid key.') };
    }
    if (!withinRate(now)) {
      const limit = knobs.rateLimitPerSecond ?? 0;
      const message = `Your request count (${limit + 1}) is over the allowed limit of (${limit}).`;
      return { kind: 'json', answer: tmdbError(429, 25, message), headers: { 'retry-after': '1' } };
    }
    try {
      const answer = answerApi(path.slice(2), query, catalogue, imageBaseUrl);
      if (knobs.reshape && answer.status === 200)
        answer.body = knobs.reshape(path.slice(2), answer.body) as typeof answer.body;
      return { kind: 'json', answer };
    } catch {
      return { kind: 'json', answer: tmdbError(500, 11, 'Internal error: Something went wrong, contact TMDB.') };
    }
  }

  function delay(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pendingDelays.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pendingDelays.add(done);
    });
  }

  function send(request: IncomingMessage, response: ServerResponse, record: RecordedRequest, verdict: Verdict): void {
    if (verdict.kind === 'reset') {
      record.status = 0;
      request.socket.destroy();
      return;
    }
    const head = request.method === 'HEAD';
    if (verdict.kind === 'image') {
      record.status = 200;
      response.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': String(tinyJpeg.length),
        'cache-control': 'public, max-age=31536000',
      });
      response.end(head ? undefined : tinyJpeg);
      return;
    }
    const body = Buffer.from(JSON.stringify(verdict.answer.body));
    record.status = verdict.answer.status;
    response.writeHead(verdict.answer.status, {
      'content-type': 'application/json;charset=utf-8',
      'content-length': String(body.length),
      ...verdict.headers,
    });
    response.end(head ? undefined : body);
  }

  const server = createServer((request, response) => {
    const now = Date.now();
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const record: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      at: now,
      status: null,
    };
    requests.push(record);
    const verdict = decide(request, url.pathname, url.searchParams, now);
    const answer = () => {
      if (!closed) send(request, response, record, verdict);
    };
    void delay(knobs.latencyMs).then(() => {
      const held = record.path.startsWith('/3/') ? [...holds].find((h) => h.matches(record)) : undefined;
      if (held) held.waiting.push(answer);
      else answer();
    });
  });

  const origin = await listenOnOwnLoopback(server);
  imageBaseUrl = `${origin}/t/p`;

  return {
    baseUrl: `${origin}/3`,
    imageBaseUrl,
    requests,
    calls(pathPrefix?: string): number {
      if (pathPrefix === undefined) return requests.length;
      const literal = pathPrefix === '/3' || pathPrefix.startsWith('/3/') || pathPrefix.startsWith('/t/');
      const prefixes = literal ? [pathPrefix] : [pathPrefix, `/3${pathPrefix}`];
      return requests.filter((r) => prefixes.some((prefix) => r.path.startsWith(prefix))).length;
    },
    reset(): void {
      requests.length = 0;
      window = [];
      applyKnobs({ ...DEFAULT_KNOBS, ...options });
    },
    setKnobs(partial: TmdbStandInOptions): void {
      applyKnobs({ ...knobs, ...partial });
    },
    hold(matches = () => true): () => void {
      const held = { matches, waiting: [] as (() => void)[] };
      holds.add(held);
      return () => {
        holds.delete(held);
        for (const answer of held.waiting.splice(0)) answer();
      };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      for (const held of holds) held.waiting.length = 0;
      holds.clear();
      for (const release of [...pendingDelays]) release();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
