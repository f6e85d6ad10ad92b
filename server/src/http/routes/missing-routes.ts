import { Readable } from 'node:stream';
import {
  calendarFeedQuerySchema,
  calendarFeedRegenerateRequestSchema,
  calendarQuerySchema,
  ignoreEpisodeRequestSchema,
  ignoreShowRequestSchema,
  missingQuerySchema,
  showKeySchema,
  type CalendarFeedResponse,
  type CalendarResponse,
  type CollectionsResponse,
  type MissingResponse,
  type MissingShowsResponse,
  type ShowEpisodesResponse,
} from '@cinesync/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { TooManyRequestsError, unauthorized } from '../../errors.js';
import { parseInput } from '../parse-input.js';
import { RateWindow } from '../rate-window.js';

/** Feed fetches one address may make a minute: calendar apps poll every few minutes at most. */
const FEED_FETCHES_PER_MINUTE = 30;
const CALENDAR_FEED_PATH = '/feed/calendar/cinesync.ics';

function userOf(request: FastifyRequest): string {
  if (!request.identity) throw unauthorized('Authentication required');
  return request.identity.username;
}

/** The feed's full URL as the browser reached this server. */
function feedUrl(request: FastifyRequest, key: string): string {
  const host = request.headers.host ?? 'localhost';
  return `${request.protocol}://${host}${CALENDAR_FEED_PATH}?key=${encodeURIComponent(key)}`;
}

/**
 * Issue 34: the missing list (and its CSV), the ignores, the calendar, and the iCalendar feed with
 * its own per-user key. The feed sits outside `/api`: it takes no sign-in token, only its key, which
 * opens nothing else; it only reads, and each address is rate limited.
 */
export function registerMissingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const missing = ctx.library.missing;
  const feedWindow = new RateWindow({ max: FEED_FETCHES_PER_MINUTE, windowMs: 60_000, now: ctx.now });

  app.get('/api/missing', async (request): Promise<MissingResponse> =>
    missing.missing(parseInput(missingQuerySchema, request.query, 'query')),
  );

  app.get('/api/missing/export.csv', async (request, reply) => {
    const query = parseInput(missingQuerySchema, request.query, 'query');
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="cinesync-missing.csv"');
    return reply.send(Readable.from(missing.missingCsv(query)));
  });

  app.get('/api/missing/shows', async (): Promise<MissingShowsResponse> => missing.missingShows());

  app.get('/api/missing/shows/:tmdbId', async (request): Promise<ShowEpisodesResponse> => {
    const { tmdbId } = parseInput(showKeySchema, request.params, 'show');
    return missing.showEpisodes(tmdbId);
  });

  app.put('/api/missing/ignore/show/:tmdbId', async (request, reply) => {
    const { tmdbId } = parseInput(showKeySchema, request.params, 'show');
    const { ignored } = parseInput(ignoreShowRequestSchema, request.body);
    missing.setShowIgnored(tmdbId, ignored);
    return reply.code(204).send();
  });

  app.put('/api/missing/ignore/episode', async (request, reply) => {
    missing.setEpisodeIgnored(parseInput(ignoreEpisodeRequestSchema, request.body));
    return reply.code(204).send();
  });

  app.get('/api/missing/collections', async (): Promise<CollectionsResponse> => missing.collections());

  app.get('/api/calendar', async (request): Promise<CalendarResponse> =>
    missing.calendar(parseInput(calendarQuerySchema, request.query, 'query')),
  );

  app.get('/api/calendar/feed', async (request): Promise<CalendarFeedResponse> => ({
    url: feedUrl(request, missing.feedKey(userOf(request))),
  }));

  app.post('/api/calendar/feed/regenerate', async (request): Promise<CalendarFeedResponse> => {
    // No body is needed; one that is sent must be `{}`, so a malformed call changes no key.
    if (request.body !== undefined && request.body !== null) {
      parseInput(calendarFeedRegenerateRequestSchema, request.body);
    }
    return { url: feedUrl(request, missing.regenerateFeedKey(userOf(request))) };
  });

  app.get(CALENDAR_FEED_PATH, async (request, reply) => {
    const wait = feedWindow.take(request.ip);
    if (wait > 0) throw new TooManyRequestsError('Too many calendar feed requests; try again later', wait);
    const raw = (request.query ?? {}) as Record<string, unknown>;
    // Any refusal of the key reads the same: a wrong key, none, or a sign-in token in its place.
    if (typeof raw.key !== 'string' || missing.feedUser(raw.key) === undefined) {
      throw unauthorized('A valid calendar feed key is required');
    }
    const options = parseInput(calendarFeedQuerySchema, raw, 'query');
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="cinesync.ics"')
      .header('cache-control', 'private, max-age=300');
    return missing.feed(options);
  });
}
