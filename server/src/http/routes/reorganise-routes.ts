import {
  reorganiseApplyRequestSchema,
  reorganiseOperationKeySchema,
  reorganisePreviewRequestSchema,
  type ReorganiseOperationDetail,
  type ReorganiseOperationView,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../app-context.js';
import { openNdjsonStream } from '../ndjson-reply.js';
import { parseInput } from '../parse-input.js';

/**
 * Re-organising the library: the preview (streamed, one JSON line per change), its apply, the
 * undo of an apply, and the operations. A preview that can't start (no library folder, a bad
 * body, a folder outside the library) is an error status; then the stream opens at once, and its
 * lines follow as they are worked out.
 */
export function registerReorganiseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reorganise = ctx.reorganise;

  app.post('/api/reorganise/preview', async (request, reply) => {
    const body = parseInput(reorganisePreviewRequestSchema, request.body ?? {});
    const scope =
      body.tmdbId !== undefined && body.mediaType
        ? { tmdbId: body.tmdbId, mediaType: body.mediaType }
        : body.path !== undefined
          ? { path: body.path }
          : null;
    const lines = await reorganise.preview(scope);
    const res = openNdjsonStream(reply);
    let gone = false;
    res.on('close', () => (gone = true));
    try {
      for await (const line of lines) {
        if (gone) break;
        if (!res.write(JSON.stringify(line) + '\n')) await drainedOrClosed(res);
      }
    } catch (err) {
      ctx.log.error({ err }, 'the re-organise preview failed');
      if (!gone)
        res.write(JSON.stringify({ type: 'error', error: err instanceof Error ? err.message : String(err) }) + '\n');
    } finally {
      await lines.return(undefined);
      res.end();
    }
  });

  app.post('/api/reorganise/apply', async (request, reply) => {
    const { previewId } = parseInput(reorganiseApplyRequestSchema, request.body);
    const started = reorganise.apply(previewId);
    reply.code(202);
    return started;
  });

  app.post('/api/reorganise/undo/:id', async (request, reply) => {
    const { id } = parseInput(reorganiseOperationKeySchema, request.params, 'operation');
    const started = reorganise.undo(id);
    reply.code(202);
    return started;
  });

  app.get('/api/reorganise/operations', async (): Promise<{ operations: ReorganiseOperationView[] }> => ({
    operations: reorganise.operations(),
  }));

  app.get('/api/reorganise/operations/:id', async (request): Promise<ReorganiseOperationDetail> => {
    const { id } = parseInput(reorganiseOperationKeySchema, request.params, 'operation');
    return reorganise.operation(id);
  });
}

/** Until the reader took what was written, or went away; its listeners are removed either way. */
function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
