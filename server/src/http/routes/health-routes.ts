import { APP_VERSION, type HealthResponse } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (): Promise<HealthResponse> => ({
    status: 'ok',
    timestamp: Math.floor(ctx.now() / 1000),
    version: APP_VERSION,
  }));
}
