import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createSignalrFace, type SignalrFace } from '../../spoofing/signalr/signalr-face.js';
import { rejectUpgrade, type ArrApp } from '../../spoofing/signalr/signalr-hub.js';
import type { ArrFace } from '../../spoofing/face/arr-face.js';

/** Sonarr's and Radarr's hub path; Bazarr puts its URL base in front (`/sonarr`, `/radarr` or none). */
const SIGNALR_HUB_PATH = '/signalr/messages';
const URL_BASES: ReadonlySet<string> = new Set<ArrApp>(['radarr', 'sonarr']);
/** `[/radarr|/sonarr]/signalr/messages`, any case (ASP.NET routes ignore case). */
const HUB_PATH = /^(?:\/(radarr|sonarr))?\/signalr\/messages\/?$/i;

interface SignalrRoutes {
  face: SignalrFace;
  /** The `upgrade` listener for every HTTP server the app is served on. */
  upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Close the hub's connections: before the HTTP servers close, which would wait for them. */
  close: () => Promise<void>;
}

/**
 * Live updates for Bazarr: `POST …/signalr/messages/negotiate` here, the WebSocket at
 * `…/signalr/messages` through `upgrade`. Both take the spoofing API key as `access_token` (query,
 * as Bazarr sends it, or a bearer header, as the .NET and JS clients do). Outside `/api`, so the
 * app's own sign-in never applies.
 */
export function registerSignalrRoutes(app: FastifyInstance, ctx: AppContext, arr: ArrFace): SignalrRoutes {
  const keys = ctx.spoofingKeys;
  const face = createSignalrFace({
    lookup: ctx.arrLinkLookup,
    ...ctx.signalr,
    // Any key the REST face opens may listen, and hears only of what that key sees there.
    access: (token) => {
      const scope = keys.check(token);
      return scope ? arr.visibleTo(scope) : null;
    },
    bus: ctx.bus,
    log: ctx.log.child({ module: 'signalr' }),
    now: ctx.now,
  });

  const negotiate = (request: FastifyRequest, reply: FastifyReply) => {
    const base = (request.params as { urlBase?: string }).urlBase;
    if (base !== undefined && !URL_BASES.has(base.toLowerCase())) return reply.code(404).send();
    const query = request.query as Record<string, string | undefined>;
    const version = Number(query.negotiateVersion ?? 0);
    const answer = face.hub.negotiate(
      accessToken(query.access_token, request.headers.authorization),
      Number.isFinite(version) ? version : 0,
    );
    if (!answer) return reply.code(401).header('www-authenticate', 'Bearer').send();
    return reply.type('application/json; charset=utf-8').send(answer);
  };
  app.post(`${SIGNALR_HUB_PATH}/negotiate`, negotiate);
  app.post(`/:urlBase${SIGNALR_HUB_PATH}/negotiate`, negotiate);

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node took its own error listener off the socket when it handed the upgrade over; a reset must not crash.
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return rejectUpgrade(socket, 400, 'Bad request');
    }
    const match = HUB_PATH.exec(url.pathname);
    if (!match) return rejectUpgrade(socket, 404, 'Not found');
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
      return rejectUpgrade(socket, 400, 'Only WebSockets are served here');
    }
    face.hub.upgrade(request, socket, head, {
      token: accessToken(url.searchParams.get('access_token') ?? undefined, request.headers.authorization),
      id: url.searchParams.get('id') ?? undefined,
      app: match[1]?.toLowerCase() as ArrApp | undefined,
    });
  };

  return { face, upgrade, close: () => face.close() };
}

/** The `access_token` query value, else a bearer token. */
function accessToken(query: string | undefined, authorization: string | undefined): string | undefined {
  if (query) return query;
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return bearer?.[1];
}
