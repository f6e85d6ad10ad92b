import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ArrFace } from '../../spoofing/face/arr-face.js';

/**
 * URL bases Bazarr may be given. Optional and fixed rather than configured: `/sonarr` and `/radarr`
 * also tell the face which app to claim to be in `system/status` (no base: Radarr).
 */
const URL_BASES = new Set(['sonarr', 'radarr']);

/** Query values as single strings: a repeated parameter counts by its last value (Bazarr's apikey comes last). */
function lastValues(query: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') out[key] = last;
  }
  return out;
}

/**
 * The Radarr/Sonarr face's routes (`/api/v3/*`, `/api/system/status`, and both under an optional
 * URL base). The app's auth hook leaves them alone: the face checks its own API keys.
 */
export function registerArrRoutes(app: FastifyInstance, face: ArrFace): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply, urlBase: string) => {
    const url = request.raw.url ?? '';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const header = request.headers['x-api-key'];
    const result = await face.handle({
      method: request.method,
      path: pathname.slice(urlBase.length),
      rawQuery: queryAt === -1 ? '' : url.slice(queryAt + 1),
      query: lastValues(request.query),
      headerKey: Array.isArray(header) ? header[0] : header,
      body: request.body,
      urlBase,
    });
    reply.code(result.status);
    if ('image' in result) {
      reply.type(result.image.contentType).header('content-length', result.image.size);
      return reply.send(request.method === 'HEAD' ? undefined : createReadStream(result.image.file));
    }
    return reply.type('application/json; charset=utf-8').send(result.json);
  };
  const plain = (request: FastifyRequest, reply: FastifyReply) => answer(request, reply, '');
  const based = (request: FastifyRequest, reply: FastifyReply) => {
    const base = (request.params as { urlBase: string }).urlBase;
    if (!URL_BASES.has(base.toLowerCase())) return reply.code(404).send({ message: 'NotFound' });
    return answer(request, reply, `/${base}`);
  };
  // Uncompressed: Bazarr's full sync is two calls per series, and gzip doubled each one's time
  // (0.6 → 1.2 ms on loopback) for bodies of a few kilobytes.
  for (const url of ['/api/v3/*', '/api/system/status']) {
    app.route({ method: ['GET', 'POST'], url, compress: false, handler: plain });
    app.route({ method: ['GET', 'POST'], url: `/:urlBase${url}`, compress: false, handler: based });
  }
}
