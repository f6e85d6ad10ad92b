import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Take the response over for a stream of JSON lines: the status and headers go out at once, and no
 * proxy (nginx's `X-Accel-Buffering`) or compression holds lines back, so each shows as it is written.
 */
export function openNdjsonStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  res.socket?.setNoDelay(true);
  return res;
}
