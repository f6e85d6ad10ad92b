import { open } from 'node:fs';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../log.js';
import { contentRange, parseRange } from '../http-semantics/byte-range.js';
import { conditionalHeaders, evaluatePreconditions, ifRangeAllows } from '../http-semantics/conditional-request.js';
import { entityTag, entryContentType, httpDate, type DavEntry } from './dav-entry.js';
import { streamRange, type ChunkPool } from './range-stream.js';

const openFile = promisify(open);

interface FileSending {
  pool: ChunkPool;
  log: Logger;
}

/**
 * GET or HEAD of a file: validators, conditional requests, one byte range, and a body read from
 * the requested offset (positioned reads, so the cost doesn't grow with the offset).
 */
export async function sendFile(
  sending: FileSending,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: DavEntry,
): Promise<FastifyReply> {
  const validators = { etag: entityTag(entry), mtimeMs: entry.mtimeMs };
  reply.header('ETag', validators.etag);
  reply.header('Last-Modified', httpDate(entry));
  reply.header('Accept-Ranges', 'bytes');
  const conditions = conditionalHeaders(request.headers);
  const outcome = evaluatePreconditions(conditions, validators);
  if (outcome === 'not-modified') return reply.code(304).send();
  if (outcome === 'failed') return reply.code(412).type('text/plain; charset=utf-8').send('Precondition failed');

  reply.header('X-Content-Type-Options', 'nosniff');
  const range = parseRange(ifRangeAllows(conditions, validators) ? request.headers.range : undefined, entry.size);
  if (range.kind === 'unsatisfiable') {
    reply.header('Content-Range', contentRange(range, entry.size));
    return reply
      .code(416)
      .type('text/plain; charset=utf-8')
      .send(`Range not satisfiable (the file has ${entry.size} bytes)`);
  }
  let start = 0;
  let end = entry.size - 1;
  if (range.kind === 'partial') {
    ({ start, end } = range);
    reply.code(206).header('Content-Range', contentRange(range, entry.size));
  } else {
    reply.code(200);
  }
  const length = end - start + 1;
  reply.header('Content-Type', entryContentType(entry));
  reply.header('Content-Length', String(length));
  if (request.method === 'HEAD' || length === 0) return reply.send();
  // Opened before anything is sent, so a vanished or unreadable file still gets a clean status.
  const fd = await openFile(entry.realPath, 'r');
  // Written straight to the socket from reused buffers (see range-stream.ts), past Fastify's hooks.
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, typeof value === 'number' ? String(value) : value);
  }
  reply.raw.writeHead(reply.statusCode);
  streamRange(reply.raw, fd, start, end, sending.pool, (err) =>
    sending.log.warn({ err, path: entry.realPath }, 'webdav: reading a file failed mid-answer'),
  );
  return reply;
}
