import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ConfigStore } from '../config/config-store.js';
import type { FolderListingCache } from '../file-tree/folder-listing-cache.js';
import { TooManyRequestsError } from '../errors.js';
import type { Logger } from '../log.js';
import { BASIC_CHALLENGE, BasicAuthGate, type BasicChecker } from './basic-auth.js';
import { ALLOWED_METHODS, davGet, davOptions, davPropfind, type DavContext } from './dav-methods.js';
import { DAV_PREFIX, DavPathError } from './dav-path.js';
import { isGone } from '../file-tree/entry-targets.js';
import { LibraryUnavailableError } from './library-view.js';
import { ChunkPool } from './range-stream.js';
import { XmlSyntaxError } from './xml-reader.js';

interface WebDavDeps {
  config: ConfigStore;
  auth: BasicChecker;
  log: Logger;
  /** The library's listing cache, shared with the file browser (`/api/files`). */
  listings: FolderListingCache;
  now?: () => number;
}

/** WebDAV verbs Fastify doesn't route by default, and whether they may carry a body. */
const EXTRA_METHODS: Record<string, boolean> = {
  PROPFIND: true,
  PROPPATCH: true,
  MKCOL: true,
  LOCK: true,
  COPY: false,
  MOVE: false,
  UNLOCK: false,
};
const READ_METHODS = ['OPTIONS', 'GET', 'HEAD', 'PROPFIND'];
const WRITE_METHODS = new Set([
  'PUT',
  'POST',
  'PATCH',
  'DELETE',
  'MKCOL',
  'COPY',
  'MOVE',
  'PROPPATCH',
  'LOCK',
  'UNLOCK',
]);
/** PROPFIND bodies are a few hundred bytes; anything near this is not a DAV client. */
const BODY_LIMIT = 64 * 1024;

const READ_ONLY_MESSAGE =
  'The CineSync library is read-only over WebDAV: nothing can be created, changed, moved or deleted here. ' +
  'Use the CineSync web app to manage the library.';

/**
 * Serve the library read-only at `/webdav`, guarded by HTTP Basic with the app's credentials when
 * authentication is on (the `/api` token guard does not cover it). Every write verb answers 403
 * before its body is read, so nothing a client sends can reach the file system.
 */
export async function registerWebDav(app: FastifyInstance, deps: WebDavDeps): Promise<void> {
  for (const [method, hasBody] of Object.entries(EXTRA_METHODS)) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody });
  }
  const gate = new BasicAuthGate(deps.auth, deps.config, deps.now);
  const ctx: DavContext = { config: deps.config, log: deps.log, pool: new ChunkPool(), listings: deps.listings };

  await app.register(async (scope) => {
    // DAV bodies are XML whatever their Content-Type says (or doesn't); keep them as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
    scope.setErrorHandler((err, request, reply) => answerError(deps.log, err, request, reply));
    scope.addHook('onRequest', async (request, reply) => {
      if (!(await gate.allows(request.headers.authorization, request.ip))) {
        return reply
          .code(401)
          .header('WWW-Authenticate', BASIC_CHALLENGE)
          .type('text/plain; charset=utf-8')
          .send('Authentication required: use your CineSync user name and password');
      }
      if (WRITE_METHODS.has(request.method)) {
        return reply
          .code(403)
          .header('Allow', ALLOWED_METHODS)
          .type('text/plain; charset=utf-8')
          .send(READ_ONLY_MESSAGE);
      }
      return undefined;
    });
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      switch (request.method) {
        case 'OPTIONS':
          return davOptions(request, reply);
        case 'PROPFIND':
          return davPropfind(ctx, request, reply);
        default:
          return davGet(ctx, request, reply);
      }
    };
    const methods = [...READ_METHODS, ...WRITE_METHODS] as HTTPMethods[];
    for (const url of [DAV_PREFIX, `${DAV_PREFIX}/*`]) {
      // Video and multistatus bodies go out as they are: ranges need exact lengths, and gzip
      // would cost more CPU than it saves on the LAN this share lives on.
      scope.route({ method: methods, url, handler, compress: false, exposeHeadRoute: false });
    }
  });
}

function answerError(log: Logger, err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // Messages may echo the request path: plain text that no browser may sniff into HTML.
  const text = (status: number, message: string) =>
    reply.code(status).header('X-Content-Type-Options', 'nosniff').type('text/plain; charset=utf-8').send(message);
  if (err instanceof DavPathError) return text(err.status, err.message);
  if (err instanceof XmlSyntaxError) return text(400, `The request body is not a valid PROPFIND: ${err.message}`);
  if (err instanceof LibraryUnavailableError) {
    return text(err.reason === 'unconfigured' ? 404 : 503, `WebDAV has no library to serve: ${err.message}`);
  }
  if (err instanceof TooManyRequestsError) {
    reply.header('Retry-After', String(err.retryAfterSeconds));
    return text(429, err.message);
  }
  const { code, statusCode, message } = (err ?? {}) as Partial<FastifyError>;
  if (isGone(err)) return text(404, 'Not found in the library');
  if (code === 'EACCES' || code === 'EPERM') return text(403, 'The library entry is not readable');
  // Fastify's own refusals (oversized body, bad URL) keep their status.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return text(statusCode, String(message));
  log.error({ err, method: request.method, url: request.url }, 'webdav request failed');
  return text(500, 'Something went wrong on the server');
}
