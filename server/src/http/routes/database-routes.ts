import {
  databaseExportQuerySchema,
  databaseSearchQuerySchema,
  databaseUpdateRequestSchema,
  type DatabaseSearchResponse,
  type DatabaseStats,
  type DatabaseUpdateResponse,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { databaseExportStream, exportFileName } from '../../operations/database-export.js';
import { DATABASE_UPDATE_STARTED } from '../../operations/database-update.js';
import { parseInput } from '../parse-input.js';

/**
 * The Database tab: search, counts, the CSV export (streamed) and the update job (built with the
 * server's services, where the organiser's records re-check is handed to it).
 */
export function registerDatabaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const browser = ctx.operations.databaseBrowser;
  const update = ctx.databaseUpdate;

  app.get('/api/database/search', async (request): Promise<DatabaseSearchResponse> => {
    const query = parseInput(databaseSearchQuerySchema, request.query, 'query');
    return browser.search(query);
  });

  app.get('/api/database/stats', async (): Promise<DatabaseStats> => browser.stats());

  app.get('/api/database/export', async (request, reply) => {
    const { query, type } = parseInput(databaseExportQuerySchema, request.query, 'query');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(ctx.now())}"`)
      .header('cache-control', 'no-store')
      .send(databaseExportStream(ctx.repositories.browser, type, query));
  });

  app.post('/api/database/update', async (request, reply): Promise<DatabaseUpdateResponse> => {
    // The call takes no input; a body, when sent, must be an empty object.
    if (request.body !== undefined && request.body !== null) parseInput(databaseUpdateRequestSchema, request.body);
    update.start();
    reply.code(202);
    return { status: 'running', message: DATABASE_UPDATE_STARTED };
  });
}
