import {
  processingInputSchema,
  processingRequestSchema,
  processingTerminateSchema,
  type ProcessingLine,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ProcessingSession } from '../../organiser/session/processing-session.js';
import { openNdjsonStream } from '../ndjson-reply.js';
import { parseInput } from '../parse-input.js';

/**
 * The processing dialog's three calls. The stream is NDJSON, one line per message, held open with
 * no time limit; a client that goes away stops its own session and no other.
 */
export function registerProcessingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { organiserService, sessions } = ctx;

  app.post('/api/python-bridge', async (request, reply) => {
    const body = parseInput(processingRequestSchema, request.body);
    const files =
      body.bulkAutoProcess && body.sourcePath.trim() === ''
        ? null
        : await organiserService.resolveTarget(body.sourcePath, body.selectedOption);

    const res = openNdjsonStream(reply);
    const write = (line: ProcessingLine) => {
      if (!res.writableEnded) res.write(JSON.stringify(line) + '\n');
    };
    const session = new ProcessingSession(
      {
        organiser: ctx.organiser,
        log: ctx.log,
        imageBaseUrl: () => ctx.config.get('TMDB_IMAGE_BASE_URL'),
        now: ctx.now,
      },
      write,
    );
    const forget = sessions.add(session);
    session.structured('session', { sessionId: session.id });
    res.on('close', () => session.terminate());
    try {
      if (files === null) {
        write({ output: 'Starting bulk auto processing...' });
        await organiserService.bulkProcess(session);
      } else {
        await session.run(body, files);
      }
    } catch (err) {
      write({ error: err instanceof Error ? err.message : String(err), done: true });
    } finally {
      forget();
      res.end();
    }
  });

  app.post('/api/python-bridge/input', async (request) => {
    const { input, sessionId, rememberChoice } = parseInput(processingInputSchema, request.body);
    const session = sessions.pick(sessionId);
    return { success: session.provideInput(input, rememberChoice), sessionId: session.id };
  });

  app.post('/api/python-bridge/terminate', async (request) => {
    const { sessionId } = parseInput(processingTerminateSchema, request.body ?? {});
    const session = sessions.pick(sessionId);
    session.terminate();
    return { success: true, sessionId: session.id };
  });
}
