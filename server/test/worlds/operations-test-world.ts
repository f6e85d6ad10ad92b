import { mkdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TmdbStandIn } from '../stand-ins/index.js';
import { startOrganisedServer } from '../support/organised-server.js';
import { jsonInit, type TestServer } from '../support/start-test-server.js';

/**
 * A source folder organised by the real organiser against the TMDB stand-in, with every kind of
 * File Operations entry the organiser writes: links made (movies, a show), a sample it skips, a
 * name it can't match (left for review: failed), plus files that are not media.
 */
export const OPERATIONS_SOURCES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'The.Matrix.1999.1080p.BluRay.x264-GRP/Sample/sample-the.matrix.mkv',
  'Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv',
  'Dune.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv',
  'Downloads/movie.part',
  'notes.txt',
];

export interface OperationsWorld {
  server: TestServer;
  tmdb: TmdbStandIn;
  token: string;
  base: string;
  source: string;
  library: string;
  get(p: string): Promise<Response>;
  del(p: string, body?: unknown): Promise<Response>;
  dispose(): Promise<void>;
}

export async function operationsWorld(options: { env?: Record<string, string> } = {}): Promise<OperationsWorld> {
  const world = await startOrganisedServer({
    prefix: 'operations-world-',
    env: options.env,
    writeSources: async (source) => {
      for (const f of OPERATIONS_SOURCES) {
        const file = path.join(source, f);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `bytes of ${f}`);
        // Sparse feature-film sizes, so the organiser takes them for features, not extras.
        if (f.endsWith('.mkv') && !f.includes('sample')) await truncate(file, 700 * 1024 * 1024);
      }
    },
  });
  const { server, token } = world;
  return {
    ...world,
    get: (p) => server.request(p, { token }),
    del: (p, body) =>
      body === undefined
        ? server.request(p, { method: 'DELETE', token })
        : server.request(p, jsonInit(body, token, 'DELETE')),
  };
}
