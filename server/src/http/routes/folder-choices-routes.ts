import {
  folderChoiceDeleteSchema,
  folderChoiceEligibilityRequestSchema,
  type FolderChoiceDeleteResponse,
  type FolderChoiceEligibility,
  type FolderChoicesResponse,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../parse-input.js';

/**
 * Remembered choices (see common/src/folder-choices.ts): whether a pick may be kept for its folder,
 * the list of what is kept, and removal.
 */
export function registerFolderChoicesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = ctx.folderChoices;

  app.post('/api/folder-choices/eligibility', async (request): Promise<FolderChoiceEligibility> => {
    return service.eligibility(parseInput(folderChoiceEligibilityRequestSchema, request.body));
  });

  app.get('/api/folder-choices', async (): Promise<FolderChoicesResponse> => ({ choices: await service.list() }));

  app.delete('/api/folder-choices', async (request): Promise<FolderChoiceDeleteResponse> => {
    const { folder } = parseInput(folderChoiceDeleteSchema, request.body);
    return { success: true, ...service.remove(folder) };
  });
}
