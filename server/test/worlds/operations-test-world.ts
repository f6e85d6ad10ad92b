import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTmdbStandIn, type TmdbStandIn } from '../stand-ins/index.js';
import { jsonInit, startTestServer, type TestServer } from '../support/start-test-server.js';

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
  const tmdb = await startTmdbStandIn({ apiKey: 'test-key' });
  const base = await mkdtemp(path.join(os.tmpdir(), 'operations-world-'));
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  await mkdir(library, { recursive: true });
  for (const f of OPERATIONS_SOURCES) {
    const file = path.join(source, f);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `bytes of ${f}`);
    // Sparse feature-film sizes, so the organiser takes them for features, not extras.
    if (f.endsWith('.mkv') && !f.includes('sample')) await truncate(file, 700 * 1024 * 1024);
  }
  const server = await startTestServer({
    env: {
      CINESYNC_PASSWORD: 'pw',
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      TMDB_API_KEY: 'test-key',
      TMDB_API_BASE_URL: tmdb.baseUrl,
      TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl,
      ...options.env,
    },
    tmdb: { retryBaseMs: 1, maxRetries: 1 },
    autoStart: false,
  });
  await server.ctx.organiserService.runScan();
  const token = await server.login('admin', 'pw');
  return {
    server,
    tmdb,
    token,
    base,
    source,
    library,
    get: (p) => server.request(p, { token }),
    del: (p, body) =>
      body === undefined
        ? server.request(p, { method: 'DELETE', token })
        : server.request(p, jsonInit(body, token, 'DELETE')),
    dispose: async () => {
      await server.dispose();
      await tmdb.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}
