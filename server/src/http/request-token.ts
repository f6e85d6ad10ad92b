import type { FastifyRequest } from 'fastify';

/**
 * The bearer token of a request. The `token` query is accepted on GET only: event streams, images,
 * video and downloads can't set headers, and nothing that changes state is reachable that way.
 */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  if (request.method === 'GET' || request.method === 'HEAD') {
    const q = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof q === 'string' && q !== '') return q;
  }
  return undefined;
}
