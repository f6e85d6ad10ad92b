import { createReadStream } from 'node:fs';
import { imageCacheQuerySchema, mediaCoverQuerySchema } from '@cinesync/common';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { CachedImage } from '../../library/image-cache.js';
import { planFileResponse } from '../../library/file-response.js';
import { conditionalHeaders } from '../../http-semantics/conditional-request.js';
import type { LibraryServices } from '../../library/library-services.js';
import { parseInput } from '../parse-input.js';
import { requestToken } from '../request-token.js';
import { answerUpstream } from './tmdb-routes.js';

/** A TMDB image path names its content: the same URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const coverParamsSchema = z.object({ id: z.coerce.number().int().positive('id is a TMDB id') });

function sendImage(request: FastifyRequest, reply: FastifyReply, image: CachedImage): FastifyReply {
  const plan = planFileResponse({ size: image.size, mtimeMs: image.mtimeMs }, conditionalHeaders(request.headers), {
    contentType: image.contentType,
    cacheControl: IMMUTABLE,
  });
  reply.status(plan.status).headers(plan.headers);
  if (request.method === 'HEAD' || !plan.range) return reply.send();
  return reply.send(createReadStream(image.file));
}

/** Posters through the server's disk cache, and the Radarr-style local cover. */
export function registerImageCacheRoutes(app: FastifyInstance, ctx: AppContext, library: LibraryServices): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/image-cache',
    compress: false,
    handler: async (request, reply) => {
      const query = parseInput(imageCacheQuerySchema, request.query ?? {}, 'query');
      return answerUpstream(
        reply,
        () => library.images.get(query.poster, query.size),
        (image) => sendImage(request, reply, image),
      );
    },
  });

  // Under /api/v3 because the web app asks for it there, but it is the web app's, not the Radarr
  // face's: the auth hook leaves /api/v3 to the spoofing API key, so this route checks the
  // app's own token (header, or `token` query as images carry it) itself.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/v3/MediaCover/:id/poster.jpg',
    compress: false,
    handler: async (request, reply) => {
      request.identity = await ctx.auth.identify(requestToken(request));
      const { id } = parseInput(coverParamsSchema, request.params, 'path');
      const query = parseInput(mediaCoverQuerySchema, request.query ?? {}, 'query');
      return answerUpstream(
        reply,
        async () => library.images.get(await library.metadata.posterPathOf(id, query.mediaType), query.size),
        (image) => sendImage(request, reply, image),
      );
    },
  });
}
