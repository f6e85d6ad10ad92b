import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { readLibraryStats } from '../../library/library-stats.js';
import { isWebDavActive } from '../../webdav/webdav-status.js';

export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/stats', async () => readLibraryStats(ctx.repositories, ctx.config, await isWebDavActive(ctx.config)));
}
