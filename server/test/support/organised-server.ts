import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTmdbStandIn, type TmdbStandIn } from '../stand-ins/index.js';
import { startTestServer, type TestServer } from './start-test-server.js';

export interface OrganisedServer {
  server: TestServer;
  tmdb: TmdbStandIn;
  /** Signed in as admin (password `pw`). */
  token: string;
  base: string;
  source: string;
  library: string;
  dispose(): Promise<void>;
}

/**
 * A real server over a temp source folder the real organiser has scanned once against the TMDB
 * stand-in, signed in. `writeSources` fills the source folder before the scan; `afterScan` may
 * plant what a person or an attacker would leave in the library before the token is taken.
 */
export async function startOrganisedServer(options: {
  prefix: string;
  writeSources: (source: string) => Promise<void>;
  afterScan?: (folders: { base: string; library: string; tmdb: TmdbStandIn }) => Promise<void>;
  env?: Record<string, string>;
  /** The SignalR hub's knobs (short pings and batches for tests). */
  signalr?: NonNullable<Parameters<typeof startTestServer>[0]>['signalr'];
}): Promise<OrganisedServer> {
  const tmdb = await startTmdbStandIn({ apiKey: 'test-key' });
  const base = await mkdtemp(path.join(os.tmpdir(), options.prefix));
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  await mkdir(library, { recursive: true });
  await options.writeSources(source);
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
    ...(options.signalr ? { signalr: options.signalr } : {}),
  });
  await server.ctx.organiserService.runScan();
  await options.afterScan?.({ base, library, tmdb });
  const token = await server.login('admin', 'pw');
  return {
    server,
    tmdb,
    token,
    base,
    source,
    library,
    dispose: async () => {
      await server.dispose();
      await tmdb.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}
