import {
  plexTestRequestSchema,
  SECRET_MASK,
  tmdbKeyTestRequestSchema,
  type ConnectionTestResult,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendableSecret, UNREADABLE_SECRET_MESSAGE } from '../../config/stored-secret.js';
import { forbidden, invalid, TooManyRequestsError } from '../../errors.js';
import { plexBase, testPlexConnection } from '../../organiser/notify/plex-client.js';
import { RateWindow } from '../rate-window.js';
import { parseInput } from '../parse-input.js';

/** Tests per kind and client address a minute: plenty for a person, too few to scan a network with. */
export const CONNECTION_TESTS_PER_MINUTE = 10;

/**
 * The Test buttons: try a TMDB key or a Plex address and token before they are saved. Each test is
 * one request to the service, answered 200 with what happened; the key or token is never echoed.
 */
export function registerConnectionTestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const max = ctx.connectionTestsPerMinute ?? CONNECTION_TESTS_PER_MINUTE;
  const window = new RateWindow({ max, windowMs: 60_000, now: ctx.now });
  const admit = (kind: string, address: string) => {
    const wait = window.take(`${kind} ${address}`);
    if (wait > 0) throw new TooManyRequestsError(`Too many tests in a minute; try again in ${wait} s`, wait);
  };

  app.post('/api/config/test/tmdb', async (request): Promise<ConnectionTestResult> => {
    const { apiKey } = parseInput(tmdbKeyTestRequestSchema, request.body ?? {});
    const typed = apiKey === undefined || apiKey === SECRET_MASK ? undefined : apiKey.trim();
    if (typed === undefined) savedSecretOrRefuse(ctx, 'TMDB_API_KEY', 'Enter a TMDB API key to test');
    else if (typed === '') throw invalid('Enter a TMDB API key to test', { key: 'TMDB_API_KEY' });
    admit('tmdb', request.ip);
    return ctx.tmdb.testKey(typed);
  });

  app.post('/api/config/test/plex', async (request): Promise<ConnectionTestResult> => {
    const body = parseInput(plexTestRequestSchema, request.body ?? {});
    const savedUrl = ctx.config.get('PLEX_URL').trim();
    const url = body.url?.trim() || savedUrl;
    if (url === '') throw invalid('Enter the Plex server address to test', { key: 'PLEX_URL' });
    if (plexBase(url) === null) {
      throw invalid('The Plex address must start with http:// or https://', { key: 'PLEX_URL' });
    }
    const typedToken = body.token === undefined || body.token === SECRET_MASK ? undefined : body.token.trim();
    const token = typedToken ?? savedSecretOrRefuse(ctx, 'PLEX_TOKEN', 'Enter the Plex token to test');
    if (token === '') throw invalid('Enter the Plex token to test', { key: 'PLEX_TOKEN' });
    // Another address would receive a token from this server: the same act as saving PLEX_URL,
    // so the same ask (design §5 promise 5).
    if (plexBase(url) !== plexBase(savedUrl)) {
      if (ctx.auth.isEnabled() && !body.currentPassword) {
        throw forbidden('The current password is required to test a Plex address other than the saved one', {
          keys: ['PLEX_URL'],
        });
      }
      await ctx.auth.verifyCurrentPassword(body.currentPassword, request.ip, ['PLEX_URL']);
    }
    admit('plex', request.ip);
    return testPlexConnection({ url, token });
  });
}

/** The saved secret as it can be sent, or a 400 saying what to do when there is none to send. */
function savedSecretOrRefuse(ctx: AppContext, key: 'TMDB_API_KEY' | 'PLEX_TOKEN', whenUnset: string): string {
  const stored = ctx.config.get(key);
  const usable = sendableSecret(key, stored);
  if (usable !== '') return usable;
  throw invalid(stored.trim() === '' ? whenUnset : `${key}: ${UNREADABLE_SECRET_MESSAGE}`, { key });
}
