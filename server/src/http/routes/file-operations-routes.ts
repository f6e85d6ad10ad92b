import {
  fileOperationsBulkDeleteRequestSchema,
  fileOperationsQuerySchema,
  sourceFilesQuerySchema,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { OperationsServices } from '../../operations/operations-services.js';
import { parseInput } from '../parse-input.js';

const BULK_BODY_LIMIT = 4 * 1024 * 1024;

/** The File Operations page: the operation list, removing entries, and the source-index browser. */
export function registerFileOperationsRoutes(app: FastifyInstance, operations: OperationsServices): void {
  app.get('/api/file-operations', async (request) => {
    const query = parseInput(fileOperationsQuerySchema, request.query ?? {}, 'query');
    return operations.fileOperations.list(query);
  });

  // Up to 10,000 source paths of a few hundred bytes each: more than the app-wide body limit.
  app.delete('/api/file-operations/bulk', { bodyLimit: BULK_BODY_LIMIT }, async (request) => {
    const body = parseInput(fileOperationsBulkDeleteRequestSchema, request.body);
    return operations.fileOperations.deleteEntries(body.filePaths);
  });

  app.delete('/api/file-operations', async () => operations.fileOperations.deleteSkipped());

  app.get('/api/database/source-files', async (request) => {
    const query = parseInput(sourceFilesQuerySchema, request.query ?? {}, 'query');
    return operations.sourceFiles.list(query);
  });
}
