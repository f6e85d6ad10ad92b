import { undoPickRequestSchema, type UndoPickResponse } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { undoPick } from '../../organiser/running/undo-pick.js';
import { parseInput } from '../parse-input.js';

/** The review queue's own call beside the processing stream that makes its picks: undoing one. */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/file-operations/undo-pick', async (request): Promise<UndoPickResponse> => {
    const body = parseInput(undoPickRequestSchema, request.body);
    return undoPick(
      {
        organiser: ctx.organiser,
        config: ctx.config,
        folderOverrides: ctx.folderOverrides,
        bus: ctx.bus,
        log: ctx.log,
        now: ctx.now,
      },
      body,
    );
  });
}
