import { eventStreams, type EventStreamName } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { streamEvents } from '../../events/sse-stream.js';

/**
 * `/api/events` carries every event on one connection (what the web app uses); the five named
 * streams of the spec carry their own subsets for other clients.
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/events', (_request, reply) => {
    reply.hijack();
    streamEvents(reply.raw, ctx.bus, { pingIntervalMs: ctx.ssePingIntervalMs, now: ctx.now });
  });
  for (const name of Object.keys(eventStreams) as EventStreamName[]) {
    app.get(`/api/${name}/events`, (_request, reply) => {
      reply.hijack();
      streamEvents(reply.raw, ctx.bus, {
        types: eventStreams[name],
        pingIntervalMs: ctx.ssePingIntervalMs,
        now: ctx.now,
      });
    });
  }
}
