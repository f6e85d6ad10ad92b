import {
  fileOperationsBulkDeleteRequestSchema,
  fileOperationsQuerySchema,
  sourceFilesQuerySchema,
} from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { OperationsServices } from '../../operations/operations-services.js';
import { parseInput } from '../parse-input.js';

/** The File Operations page: the operation list, removing entries, and the source-index browser. */
export function registerFileOperationsRoutes(app: FastifyInstance, operations: OperationsServices): void {
  app.get('/api/file-operations', async (request) => {
    const query = parseInput(fileOperationsQuerySchema, request.query ?? {}, 'query');
    return operations.fileOperations.list(query);
  });

  app.delete('/api/file-operations/bulk', async (request) => {
    const body = parseInput(fileOperationsBulkDeleteRequestSchema, request.body);
    return operations.fileOperations.deleteEntries(body.filePaths);
  });

  app.delete('/api/file-operations', async () => operations.fileOperations.deleteSkipped());

  app.get('/api/database/source-files', async (request) => {
    const query = parseInput(sourceFilesQuerySchema, request.query ?? {}, 'query');
    return operations.sourceFiles.list(query);
  });
}
