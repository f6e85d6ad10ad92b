import { mkdir, mkdtemp, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generatedDataset, startTmdbStandIn } from '../../server/test/stand-ins/index.js';
import type { StandInMovie } from '../../server/test/stand-ins/tmdb-dataset-types.js';
import { movieLinkedRow, writeLinkedInBulk } from '../../server/test/support/records.js';
import { releaseName } from '../../server/test/support/source-tree.js';
import { jsonInit, startTestServer, type TestServer } from '../../server/test/support/index.js';
import type { ReorganiseOperationDetail, ReorganisePreviewLine } from '../../common/src/reorganise.js';
import { discard } from './discard.js';
import type { BenchRow } from './measure.js';
import { freePort, residentMemory, spawnServer, stopProcess, waitForOk } from './server-process.js';

// Both sizes can be made smaller (PREVIEW_RECORDS, APPLY_MOVES) to profile a quicker run.
const PREVIEW_RECORDS = Number(process.env.PREVIEW_RECORDS ?? 100_000);
const APPLY_MOVES = Number(process.env.APPLY_MOVES ?? 20_000);
/** Files per movie in the preview's library (versions of one film): 20,000 titles in all. */
const VERSIONS = PREVIEW_RECORDS / APPLY_MOVES;

interface World {
  server: TestServer;
  base: string;
  /** The environment the in-process server runs with, for the built server to run with too. */
  env: Record<string, string>;
  /** Stop the in-process server, leaving the data folder and the TMDB stand-in to `dispose`. */
  stopServer(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * A library of `movies` × `versions` links with their records, as an organise without renaming
 * laid them out (`Movies/<id> (<year>)/<release>.vN.mkv`), written in bulk rather than organised:
 * organising 100,000 files is the organise bench's subject. The sources need not exist: neither a
 * preview nor an apply reads them.
 */
async function libraryWorld(
  prefix: string,
  movies: readonly StandInMovie[],
  versions: number,
  storeEnv: Record<string, string> = {},
): Promise<World> {
  const tmdb = await startTmdbStandIn({ dataset: { movies: [...movies], shows: [] } });
  const base = await mkdtemp(path.join(os.tmpdir(), prefix));
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  await mkdir(source, { recursive: true });
  const rows = movies.flatMap((movie) =>
    Array.from({ length: versions }, (_, v) => {
      const name = `${releaseName(movie)}.v${v}.mkv`;
      return movieLinkedRow(
        movie,
        path.join(source, name),
        path.join(library, 'Movies', `${movie.id} ${movie.release_date.slice(0, 4)}`, name),
      );
    }),
  );
  for (let i = 0; i < movies.length; i += 500) {
    await Promise.all(
      movies
        .slice(i, i + 500)
        .map((movie) =>
          mkdir(path.join(library, 'Movies', `${movie.id} ${movie.release_date.slice(0, 4)}`), { recursive: true }),
        ),
    );
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await Promise.all(rows.slice(i, i + 1000).map((row) => symlink(row.source_path, row.destination_path)));
  }
  const env = {
    CINESYNC_AUTH_ENABLED: 'false',
    SOURCE_DIR: source,
    DESTINATION_DIR: library,
    TMDB_API_KEY: 'k',
    TMDB_API_BASE_URL: tmdb.baseUrl,
    MEDIAHUB_AUTO_START: 'false',
    ...storeEnv,
  };
  const server = await startTestServer({
    dataDir: path.join(base, 'data'),
    env,
    autoStart: false,
    // The stand-in is on loopback; TMDB's real rate would make the cache's first fill the subject.
    tmdb: { requestsPerSecond: 5000 },
  });
  writeLinkedInBulk(server.ctx.database, rows, 1);
  let stopped = false;
  const stopServer = async () => {
    if (!stopped) await server.dispose();
    stopped = true;
  };
  return {
    server,
    base,
    env,
    stopServer,
    dispose: async () => {
      await stopServer();
      await tmdb.close();
      await discard(base);
    },
  };
}

async function setting(server: TestServer, key: string, value: string): Promise<void> {
  const res = await server.request('/api/config/update', jsonInit({ updates: [{ key, value }] }));
  if (res.status !== 200) throw new Error(`${key} was not saved: ${await res.text()}`);
}

/** A whole-library preview, read line by line as the web app reads it; its summary. */
async function preview(
  server: Pick<TestServer, 'request'>,
): Promise<Extract<ReorganisePreviewLine, { type: 'summary' }>> {
  const res = await server.request('/api/reorganise/preview', jsonInit({}));
  let last = '';
  let tail = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const lines = (tail + decoder.decode(chunk, { stream: true })).split('\n');
    tail = lines.pop() ?? '';
    if (lines.length > 0) last = lines[lines.length - 1] as string;
  }
  const summary = JSON.parse(tail || last) as ReorganisePreviewLine;
  if (summary.type !== 'summary') throw new Error(`the preview ended with ${JSON.stringify(summary)}`);
  return summary;
}

/**
 * The timed preview, served by the built server in a process of its own over the world's data
 * folder, so its memory is its own: resident memory sampled from /proc while it previews, above
 * what it held idle just before.
 */
async function previewInItsOwnProcess(world: World, oneTitle: string): Promise<BenchRow[]> {
  const port = await freePort();
  const child = spawnServer(port, { ...world.env, CINESYNC_DATA_DIR: path.join(world.base, 'data') });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/health`);
    const pid = child.pid as number;
    // One title's preview first: the parser and the layout code load on first use, a fixed cost of
    // code, not of the records a preview goes through, which is what the figure is about.
    const warm = await fetch(`${base}/api/reorganise/preview`, jsonInit({ path: oneTitle }));
    await warm.text();
    const idle = await residentMemory(pid);
    let peak = idle?.rssMb ?? NaN;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await residentMemory(pid))?.rssMb ?? NaN);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    const summary = await preview({ request: (route, init) => fetch(`${base}${route}`, init) });
    const elapsed = performance.now() - started;
    sampling = false;
    await sampler;
    if (summary.changes !== PREVIEW_RECORDS) throw new Error(`the preview found ${summary.changes} changes`);
    return [
      { name: `preview of ${PREVIEW_RECORDS} records`, value: elapsed / 1000, unit: 's', budget: 10 },
      { name: 'preview peak RSS above idle', value: peak - (idle?.rssMb ?? NaN), unit: 'MB', budget: 50 },
    ];
  } finally {
    await stopProcess(child);
  }
}

/**
 * Re-organising: a preview of 100,000 records (every link made relative), with the TMDB cache warm
 * as organising leaves it, timed with the peak RSS above the server's idle; and an apply of
 * 20,000 renames (renaming switched on), from its start to its end.
 */
export async function reorganiseBench(): Promise<BenchRow[]> {
  const { movies } = generatedDataset({ movies: APPLY_MOVES, shows: 0 });
  const rows: BenchRow[] = [];

  const big = await libraryWorld('bench-reorganise-preview-', movies, VERSIONS);
  try {
    await setting(big.server, 'RELATIVE_SYMLINK', 'true');
    // Organising fills the TMDB cache; a first preview stands in for that, untimed.
    await preview(big.server);
    await big.stopServer();
    const first = movies[0] as StandInMovie;
    rows.push(...(await previewInItsOwnProcess(big, `Movies/${first.id} ${first.release_date.slice(0, 4)}`)));
  } finally {
    await big.dispose();
  }

  rows.push(...(await applyBench({}, movies)));
  return rows;
}

/** The apply bench's row name, which the stores bench compares across stores. */
export const APPLY_ROW = `apply of ${APPLY_MOVES} renames`;

/**
 * An apply of 20,000 renames (renaming switched on in Settings, each link renamed in its folder),
 * from the request to its end.
 * `storeEnv` puts the store on PostgreSQL (`CINESYNC_DATABASE_URL`).
 */
export async function applyBench(
  storeEnv: Record<string, string>,
  movies: readonly StandInMovie[] = generatedDataset({ movies: APPLY_MOVES, shows: 0 }).movies,
): Promise<BenchRow[]> {
  const world = await libraryWorld('bench-reorganise-apply-', movies, 1, storeEnv);
  try {
    // The seeded folders are named by id; laid out once with the settings as they are (untimed),
    // each link sits in its title's folder as the organiser makes it, and renaming is then a new
    // name in the same folder, as when a person switches it on.
    const settled = await preview(world.server);
    const first = await world.server.request('/api/reorganise/apply', jsonInit({ previewId: settled.previewId }));
    if (first.status !== 202) throw new Error(`the first apply was refused: ${await first.text()}`);
    await world.server.ctx.reorganise.settled();
    await setting(world.server, 'RENAME_ENABLED', 'true');
    const { previewId, changes } = await preview(world.server);
    if (changes !== APPLY_MOVES) throw new Error(`the preview found ${changes} changes`);
    const started = performance.now();
    const res = await world.server.request('/api/reorganise/apply', jsonInit({ previewId }));
    const { operationId } = (await res.json()) as { operationId: number };
    await world.server.ctx.reorganise.settled();
    const elapsed = performance.now() - started;
    const done = (await (
      await world.server.request(`/api/reorganise/operations/${operationId}`)
    ).json()) as ReorganiseOperationDetail;
    if (done.moved !== APPLY_MOVES) {
      throw new Error(`the apply moved ${done.moved}: ${JSON.stringify(done).slice(0, 500)}`);
    }
    return [{ name: APPLY_ROW, value: elapsed / 1000, unit: 's', budget: 30 }];
  } finally {
    await world.dispose();
  }
}
