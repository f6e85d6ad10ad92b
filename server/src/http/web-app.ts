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
      wildcard: false,
      cacheControl: false,
      index: false,
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
    if (isApi || isDav) {
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
