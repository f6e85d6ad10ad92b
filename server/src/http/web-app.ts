import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serve the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET that is not `/api` or `/webdav` so deep links and reloads work.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt bundle is served without a restart.
      wildcard: true,
      cacheControl: false,
      index: false,
      // Only real bundle files: top-level files with an extension and anything under /assets.
      // Every other GET falls through to the handler below (the app, or a JSON 404 for /api).
      allowedPath: (pathName) => pathName.startsWith('/assets/') || /^\/?[^/]+\.[A-Za-z0-9]+$/.test(pathName),
      setHeaders: (res, filePath) => {
        const inAssets = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '';
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    const isDav = urlPath === '/webdav' || urlPath.startsWith('/webdav/');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'not_found', message: `No route for ${request.method} ${urlPath}` });
    }
    // A missing hashed asset is a stale page asking for an old build: answering it with HTML
    // would make the browser try to run a web page as a script.
    if (isApi || isDav || urlPath.startsWith('/assets/')) {
      return reply.status(404).send({ error: 'not_found', message: `No route for ${urlPath}` });
    }
    if (!hasApp) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The CineSync web app is not built. Run `npm start`, which builds it.');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
