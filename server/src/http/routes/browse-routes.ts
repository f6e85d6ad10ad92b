import { browseQuerySchema } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ImportFolders } from '../../operations/import-folders.js';
import { parseInput } from '../parse-input.js';

/** The folder picker of manual import. */
export function registerBrowseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folders = new ImportFolders(ctx.config);
  app.get('/api/browse', async (request) => {
    const query = parseInput(browseQuerySchema, request.query ?? {}, 'query');
    return folders.list(query.path);
  });
}
