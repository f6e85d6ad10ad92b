import { serverFoldersQuerySchema } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../parse-input.js';

/** The folder picker of the setup and of the folder settings: the server's folders, safely. */
export function registerServerFoldersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folders = ctx.serverFolders;
  app.get('/api/server-folders', async (request) => {
    const query = parseInput(serverFoldersQuerySchema, request.query ?? {}, 'query');
    return folders.list(query.path, query.purpose);
  });
}
