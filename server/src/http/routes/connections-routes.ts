import {
  connectionKeySchema,
  connectionTestRequestSchema,
  connectionWriteSchema,
  type ConnectionsResponse,
  type ConnectionTestAnswer,
  type ConnectionView,
} from '@cinesync/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { TooManyRequestsError } from '../../errors.js';
import { parseInput } from '../parse-input.js';
import { RateWindow } from '../rate-window.js';
import { CONNECTION_TESTS_PER_MINUTE } from './connection-test-routes.js';

/**
 * The Connections list (Settings → Services): media servers, rclone remotes and webhooks told
 * about changes, each with its last result; and its Test button. Secrets are never returned.
 * A new connection, or a new address for one, would send a stored secret somewhere new, so with
 * authentication on it needs the current password, like the setting keys that receive secrets.
 */
export function registerConnectionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const connections = ctx.connections;
  const window = new RateWindow({
    max: ctx.connectionTestsPerMinute ?? CONNECTION_TESTS_PER_MINUTE,
    windowMs: 60_000,
    now: ctx.now,
  });
  const askAgain = async (request: FastifyRequest, id: number | undefined, url: string, password?: string) => {
    if (connections.sendsSecretsElsewhere(id, url))
      await ctx.auth.verifyCurrentPassword(password, request.ip, ['connection url']);
  };

  app.get('/api/connections', async (): Promise<ConnectionsResponse> => ({ items: connections.list() }));

  app.post('/api/connections', async (request, reply): Promise<ConnectionView> => {
    const body = parseInput(connectionWriteSchema, request.body);
    await askAgain(request, undefined, body.url, body.currentPassword);
    reply.code(201);
    return connections.create(body);
  });

  app.put('/api/connections/:id', async (request): Promise<ConnectionView> => {
    const { id } = parseInput(connectionKeySchema, request.params, 'connection');
    const body = parseInput(connectionWriteSchema, request.body);
    await askAgain(request, id, body.url, body.currentPassword);
    return connections.update(id, body);
  });

  app.delete('/api/connections/:id', async (request, reply) => {
    const { id } = parseInput(connectionKeySchema, request.params, 'connection');
    connections.remove(id);
    return reply.code(204).send();
  });

  app.post('/api/connections/test', async (request): Promise<ConnectionTestAnswer> => {
    const body = parseInput(connectionTestRequestSchema, request.body);
    // Only a stored secret sent to another address needs the password; typed ones are the typist's.
    if (body.id !== undefined) await askAgain(request, body.id, body.url, body.currentPassword);
    const wait = window.take(`connection ${request.ip}`);
    if (wait > 0) throw new TooManyRequestsError(`Too many tests in a minute; try again in ${wait} s`, wait);
    return connections.test(body);
  });
}
