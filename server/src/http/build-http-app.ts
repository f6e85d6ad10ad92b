import { createServer, type RequestListener, type Server } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { installAuthHook } from './auth-hook.js';
import { installErrorMapping } from './error-mapping.js';
import { registerAuthRoutes } from './routes/auth-routes.js';
import { registerImportRoutes } from './routes/import-routes.js';
import { registerServerFoldersRoutes } from './routes/server-folders-routes.js';
import { registerConfigRoutes } from './routes/config-routes.js';
import { registerConnectionTestRoutes } from './routes/connection-test-routes.js';
import { registerConnectionsRoutes } from './routes/connections-routes.js';
import { registerDatabaseRoutes } from './routes/database-routes.js';
import { registerEventRoutes } from './routes/event-routes.js';
import { registerHealthRoutes } from './routes/health-routes.js';
import { registerMediaHubRoutes } from './routes/mediahub-routes.js';
import { registerNamingRoutes } from './routes/naming-routes.js';
import { registerProcessingRoutes } from './routes/processing-routes.js';
import { registerStatsRoutes } from './routes/stats-routes.js';
import { registerWebDavRoutes } from './routes/webdav-routes.js';
import { registerFileActionsRoutes } from './routes/file-actions-routes.js';
import { registerFileOperationsRoutes } from './routes/file-operations-routes.js';
import { registerFavoritesRoutes } from './routes/favorites-routes.js';
import { registerMissingRoutes } from './routes/missing-routes.js';
import { registerFolderChoicesRoutes } from './routes/folder-choices-routes.js';
import { registerReviewRoutes } from './routes/review-routes.js';
import { registerReorganiseRoutes } from './routes/reorganise-routes.js';
import { registerFilesRoutes } from './routes/files-routes.js';
import { registerImageCacheRoutes } from './routes/image-cache-routes.js';
import { registerMediaFilesRoutes } from './routes/media-files-routes.js';
import { registerTmdbRoutes } from './routes/tmdb-routes.js';
import { registerWebApp } from './web-app.js';
import { registerJobsRoutes } from './routes/jobs-routes.js';
import { registerArrRoutes } from './routes/arr-routes.js';
import { registerSignalrRoutes } from './routes/signalr-routes.js';
import type { UpgradeListener } from './http-host.js';
import { registerSpoofingRoutes } from './routes/spoofing-routes.js';

export interface HttpApp {
  app: FastifyInstance;
  /** The request listener to attach to any number of node HTTP servers (see `HttpHost`). */
  handler: RequestListener;
  /** Every registered route, for the auth matrix and docs. */
  routes: { method: string; url: string }[];
  /** Takes WebSocket upgrades (Bazarr's live-update hub) for every HTTP server. */
  upgrade: UpgradeListener;
  /** Close the upgraded connections; the HTTP servers can't close while they are open. */
  closeUpgraded: () => Promise<void>;
}

const BODY_LIMIT = 512 * 1024;

/** Methods that never change records: every other request commits the organiser's queue first. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PROPFIND']);

/**
 * Assemble the HTTP face: error mapping, auth, compression, the route modules and the web app.
 * Fastify never listens itself; `HttpHost` owns the sockets so a restart can rebind in-process.
 */
export async function buildHttpApp(ctx: AppContext): Promise<HttpApp> {
  let handler: RequestListener | undefined;
  const app: FastifyInstance = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    // Request lines would carry `?token=` query strings; errors are logged by the error mapping.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    serverFactory: (h) => {
      handler = h;
      return createServer() as Server;
    },
  });
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
  installErrorMapping(app, ctx.log);
  installAuthHook(app, ctx.auth);
  // A person's action must see, and not be overwritten by, decisions a scan still has queued.
  app.addHook('preHandler', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method)) ctx.organiser.records.commitForOthers();
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerConnectionTestRoutes(app, ctx);
  registerConnectionsRoutes(app, ctx);
  registerNamingRoutes(app);
  registerEventRoutes(app, ctx);
  registerStatsRoutes(app, ctx);
  registerMediaHubRoutes(app, ctx);
  registerProcessingRoutes(app, ctx);
  registerFolderChoicesRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerReorganiseRoutes(app, ctx);
  const { library, arrFace } = ctx;
  await registerWebDavRoutes(app, ctx, library.listings);
  registerFilesRoutes(app, ctx, library);
  registerFileActionsRoutes(app, ctx, library);
  registerMediaFilesRoutes(app, ctx, library);
  registerImageCacheRoutes(app, ctx, library);
  registerFavoritesRoutes(app, library);
  registerMissingRoutes(app, ctx);
  registerArrRoutes(app, arrFace);
  registerTmdbRoutes(app, ctx, library);
  registerDatabaseRoutes(app, ctx);
  registerImportRoutes(app, ctx);
  registerServerFoldersRoutes(app, ctx);
  registerFileOperationsRoutes(app, ctx.operations);
  registerSpoofingRoutes(app, ctx);
  registerJobsRoutes(app, ctx.scheduler);
  const signalr = registerSignalrRoutes(app, ctx, arrFace);
  app.addHook('onClose', () => signalr.close());
  await registerWebApp(app, ctx.webDist);

  await app.ready();
  if (!handler) throw new Error('fastify did not hand over its request handler');
  return { app, handler, routes, upgrade: signalr.upgrade, closeUpgraded: signalr.close };
}
