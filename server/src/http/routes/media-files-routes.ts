import { open } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalid, notFound } from '../../errors.js';
import { contentTypeFor } from '../../http-semantics/content-type.js';
import { planFileResponse } from '../../library/file-response.js';
import { conditionalHeaders } from '../../http-semantics/conditional-request.js';
import type { LibraryEntry, LibraryPaths } from '../../library/library-paths.js';
import type { LibraryServices } from '../../library/library-services.js';
import { parseInput } from '../parse-input.js';

const downloadQuerySchema = z.object({ path: z.string().min(1, 'path is required').max(4096) });

/**
 * Send a library file's bytes with ranges and validators. A link is read through to its source
 * (only when that lies in the library or a source folder); the content type follows the entry's
 * own name. HEAD gets the headers without reading the file.
 */
export async function sendLibraryFile(
  request: FastifyRequest,
  reply: FastifyReply,
  paths: LibraryPaths,
  entry: LibraryEntry,
  options: { attachment?: boolean } = {},
): Promise<FastifyReply> {
  if (!entry.info) throw notFound('File not found', { path: entry.rel });
  const target = await paths.readableTarget(entry);
  if (!target) throw notFound('The file this link points to is missing', { path: entry.rel });
  if (!target.info.isFile()) throw invalid('This is a folder, not a file', { path: entry.rel });
  const name = path.basename(entry.abs);
  const plan = planFileResponse(
    { size: target.info.size, mtimeMs: target.info.mtimeMs },
    { ...conditionalHeaders(request.headers), range: request.headers.range },
    { contentType: contentTypeFor(name), attachmentName: options.attachment ? name : undefined },
  );
  reply.status(plan.status).headers(plan.headers);
  if (request.method === 'HEAD' || !plan.range) return reply.send();
  const handle = await open(target.real, 'r');
  return reply.send(handle.createReadStream({ start: plan.range.start, end: plan.range.end }));
}

/** `/api/stream/{encoded path}` (the player) and `/api/download?path=` (an attachment). */
export function registerMediaFilesRoutes(app: FastifyInstance, _ctx: AppContext, library: LibraryServices): void {
  // Bytes go out as they are: compressing would break ranges and lengths. HEAD is declared with GET
  // (not left to Fastify's automatic HEAD route, which would reset Content-Length or read the file).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/stream/*',
    compress: false,
    handler: async (request, reply) => {
      const userPath = (request.params as { '*'?: string })['*'] ?? '';
      if (userPath === '') throw invalid('Give the path of a file after /api/stream/');
      const entry = await library.paths.resolve(userPath);
      return sendLibraryFile(request, reply, library.paths, entry);
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/download',
    compress: false,
    handler: async (request, reply) => {
      const query = parseInput(downloadQuerySchema, request.query ?? {}, 'query');
      const entry = await library.paths.resolve(query.path);
      return sendLibraryFile(request, reply, library.paths, entry, { attachment: true });
    },
  });
}
