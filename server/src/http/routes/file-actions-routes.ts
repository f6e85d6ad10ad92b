import {
  deletePreviewRequestSchema,
  deleteRequestSchema,
  moveRequestSchema,
  renameRequestSchema,
  restoreRequestSchema,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, type ErrorKind } from '../../errors.js';
import type { LibraryServices } from '../../library/library-services.js';
import { parseInput } from '../parse-input.js';

const KINDS = new Set<string>([
  'invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_many',
  'unavailable',
]);

/** Rename, move, delete and restore. Bodies are validated by the `common/` schemas; the work is the library's. */
export function registerFileActionsRoutes(app: FastifyInstance, _ctx: AppContext, library: LibraryServices): void {
  app.post('/api/rename', async (request) => {
    const body = parseInput(renameRequestSchema, request.body);
    return library.actions.rename(body.oldPath, body.newName);
  });

  app.post('/api/move', async (request) => {
    const body = parseInput(moveRequestSchema, request.body);
    return library.actions.move(body.sourcePath, body.targetPath, body.replace ?? false);
  });

  app.post('/api/delete', async (request) => {
    const body = parseInput(deleteRequestSchema, request.body);
    if ('paths' in body) return library.actions.delete(body.paths);
    const result = await library.actions.delete([body.path]);
    // The single form answers a failure with its status, as a lone call would expect.
    const failure = result.errors[0];
    if (failure) {
      if (KINDS.has(failure.error))
        throw new AppError(failure.error as ErrorKind, failure.message, { path: failure.path });
      throw new Error(failure.message);
    }
    return result;
  });

  app.post('/api/delete/preview', async (request) => {
    const body = parseInput(deletePreviewRequestSchema, request.body);
    return library.actions.deletePreview(body.paths);
  });

  app.post('/api/restore-symlinks', async (request) => {
    const body = parseInput(restoreRequestSchema, request.body);
    return library.actions.restore(body.paths);
  });
}
