import {
  tmdbCacheQuerySchema,
  tmdbCacheWriteSchema,
  tmdbCategoryQuerySchema,
  tmdbDetailsQuerySchema,
  tmdbSearchQuerySchema,
} from '@cinesync/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../errors.js';
import type { LibraryServices } from '../../library/library-services.js';
import { UpstreamError } from '../../library/upstream-error.js';
import { isTmdbError } from '../../metadata/index.js';
import { parseInput } from '../parse-input.js';

/** Longer than any of the web app's TMDB time-outs (6 s at most), shorter than the TMDB client's retries can run. */
const DEADLINE_MS = 20_000;

interface Failure {
  status: number;
  body: { error: string; message: string };
}

/**
 * TMDB's and the image host's failures as answers: no key (or a refused key) is the server's
 * configuration, 503; TMDB slow is 504; TMDB failing or rate-limiting us is 502; a page number
 * TMDB can't take is the caller's, 400. Messages never hold the key (TmdbError guarantees it).
 */
function upstreamFailure(err: unknown): Failure | null {
  if (err instanceof UpstreamError) {
    return err.kind === 'timeout'
      ? { status: 504, body: { error: 'upstream_timeout', message: err.message } }
      : { status: 502, body: { error: 'bad_gateway', message: err.message } };
  }
  if (err instanceof RangeError) return { status: 400, body: { error: 'invalid', message: err.message } };
  if (!isTmdbError(err)) return null;
  switch (err.kind) {
    case 'unauthorized':
      return {
        status: 503,
        body: {
          error: 'unavailable',
          message:
            err.status === 401
              ? 'TMDB refused the API key; check TMDB_API_KEY in Settings'
              : 'TMDB is not configured: set TMDB_API_KEY in Settings',
        },
      };
    case 'not_found':
      return { status: 404, body: { error: 'not_found', message: 'TMDB has no such title' } };
    case 'timeout':
      return { status: 504, body: { error: 'upstream_timeout', message: 'TMDB did not answer in time' } };
    case 'rate_limited':
      return {
        status: 502,
        body: { error: 'bad_gateway', message: 'TMDB is limiting our requests; try again shortly' },
      };
    default:
      return { status: 502, body: { error: 'bad_gateway', message: err.message } };
  }
}

/**
 * Run a TMDB-backed lookup with a deadline, then `send` its value; upstream failures become their
 * statuses, anything else goes to the usual error mapping. Sending happens after the race, so a
 * lookup that loses to the deadline can never write to the reply.
 */
export async function answerUpstream<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
  send: (value: T) => unknown = (value) => value,
): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError('timeout', 'TMDB did not answer in time')), DEADLINE_MS);
  });
  let value: T;
  try {
    value = await Promise.race([work(), deadline]);
  } catch (err) {
    const failure = upstreamFailure(err);
    if (!failure) throw err;
    return reply.status(failure.status).send(failure.body);
  } finally {
    clearTimeout(timer);
  }
  return send(value);
}

/**
 * The media pages' metadata calls and the browser's metadata cache. `skipCache` is
 * accepted and ignored: the server's TMDB cache (a week for details, a day for searches) is the one
 * the organiser also uses, and bypassing it per click would spend the shared rate limit.
 */
export function registerTmdbRoutes(app: FastifyInstance, _ctx: AppContext, library: LibraryServices): void {
  app.get('/api/tmdb/details', async (request, reply) => {
    const query = parseInput(tmdbDetailsQuerySchema, request.query ?? {}, 'query');
    return answerUpstream(reply, () => library.metadata.details(query));
  });

  app.get('/api/tmdb/search', async (request, reply) => {
    const query = parseInput(tmdbSearchQuerySchema, request.query ?? {}, 'query');
    return answerUpstream(reply, () => library.metadata.search(query));
  });

  app.get('/api/tmdb/category-content', async (request, reply) => {
    const query = parseInput(tmdbCategoryQuerySchema, request.query ?? {}, 'query');
    return answerUpstream(reply, () => library.metadata.category(query.category));
  });

  app.get('/api/tmdb-cache', async (request, reply) => {
    const query = parseInput(tmdbCacheQuerySchema, request.query ?? {}, 'query');
    const value = library.uiCache.get(query.query);
    if (value === undefined) throw notFound('Not in the metadata cache', { query: query.query });
    reply.header('X-TMDB-Cache', 'HIT');
    return value;
  });

  app.post('/api/tmdb-cache', async (request) => {
    const body = parseInput(tmdbCacheWriteSchema, request.body);
    library.uiCache.put(body.query, body.result);
    return { success: true };
  });
}
