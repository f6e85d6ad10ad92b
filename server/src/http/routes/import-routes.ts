import { browseQuerySchema, scanForImportQuerySchema, type ScanImportLine } from '@cinesync/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { openNdjsonStream } from '../ndjson-reply.js';
import { parseInput } from '../parse-input.js';

/** Manual import: the folder picker, and the scan that reads a folder's videos line by line. */
export function registerImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { folders, scan } = ctx.manualImport;

  app.get('/api/browse', async (request) => {
    const query = parseInput(browseQuerySchema, request.query ?? {}, 'query');
    return folders.list(query.path);
  });

  app.get('/api/scan-for-import', async (request, reply) => {
    const query = parseInput(scanForImportQuerySchema, request.query ?? {}, 'query');
    const lines = scan.lines(query.path, query.skip);
    // The folder is judged before the stream starts, so a refused path is a plain 4xx answer.
    const first = await lines.next();
    const res = openNdjsonStream(reply);
    let stopped = false;
    res.on('close', () => (stopped = true));
    const write = async (line: ScanImportLine) => {
      if (stopped || res.writableEnded) return;
      if (res.write(`${JSON.stringify(line)}\n`)) return;
      await new Promise((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    };
    try {
      if (!first.done) await write(first.value);
      for await (const line of lines) {
        if (stopped) break; // the person stopped the scan or closed the dialog
        await write(line);
      }
    } catch (err) {
      const message = err instanceof AppError ? err.message : 'The folder could not be read';
      request.log.warn({ err, path: query.path }, 'import scan failed');
      await write({ error: message, done: true });
    } finally {
      res.end();
    }
  });
}
