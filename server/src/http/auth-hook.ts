import type { FastifyInstance } from 'fastify';
import type { AuthService, Identity } from '../auth/auth-service.js';
import { requestToken } from './request-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    identity?: Identity;
  }
}

/** The only `/api` routes reachable without a token when auth is on: signing in needs them, nothing else. */
export const OPEN_API_ROUTES: ReadonlySet<string> = new Set(['/api/health', '/api/auth/enabled', '/api/auth/login']);

/**
 * Guard every `/api` route. `/api/v3` (the Radarr/Sonarr face) is guarded by its API key in its
 * own module, and `/webdav` by HTTP Basic in its own.
 */
export function installAuthHook(app: FastifyInstance, auth: AuthService): void {
  app.addHook('onRequest', async (request) => {
    // Decide on the route that matched, not the raw URL: `/%61pi/config` routes to `/api/config`.
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/')) return;
    // The Radarr/Sonarr face (its version probe included) checks its own API key.
    if (route.startsWith('/api/v3/') || route === '/api/system/status') return;
    if (OPEN_API_ROUTES.has(route)) return;
    request.identity = await auth.identify(requestToken(request));
  });
}
