import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { readLibraryStats } from '../../library/library-stats.js';

export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // WebDAV is not served yet; the status says so honestly until its module lands.
  app.get('/api/stats', async () => readLibraryStats(ctx.database, ctx.config, false));
}
