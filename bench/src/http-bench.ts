import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../../server/test/support/index.js';
import { percentile, sample, type BenchRow } from './measure.js';
import { freePort, residentMemory, spawnServer, stopProcess, waitForOk } from './server-process.js';
import { ProcessedFilesRepository } from '../../server/src/db/repositories/processed-files.repository.js';
import type { AppDatabase } from '../../server/src/db/database.js';
import { discard } from './discard.js';

const RECORDS = 100_000;
const ENV = { CINESYNC_AUTH_ENABLED: 'false' };

/**
 * API latency of the foundation routes, then `/api/stats` over 100,000 organised records. The
 * records are written through an in-process server; the stats figures and the memory come from the
 * built server in its own process over that data folder, so the bench's own allocations (and the
 * other benches') are not counted as the server's. `storeEnv` goes to both servers, so the child
 * reads the database the in-process one filled (`CINESYNC_DATABASE_URL` puts both on PostgreSQL).
 */
export async function httpBench(storeEnv: Record<string, string> = {}): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinesync-http-bench-'));
  const env = { ...ENV, ...storeEnv };
  try {
    const server = await startTestServer({ dataDir, env });
    let health: number[];
    let config: number[];
    try {
      const get = (p: string) => async () => {
        const res = await server.request(p);
        await res.arrayBuffer();
      };
      health = await sample(get('/api/health'), 1000, 100);
      config = await sample(get('/api/config'), 300);
      insertRecords(server.ctx.database);
    } finally {
      await server.dispose();
    }

    const port = await freePort();
    const child = spawnServer(port, { ...env, CINESYNC_DATA_DIR: dataDir });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForOk(`${base}/api/health`);
      const stats = await sample(async () => {
        const res = await fetch(`${base}/api/stats`);
        if (res.status !== 200) throw new Error(`/api/stats answered ${res.status}`);
        await res.arrayBuffer();
      }, 100);
      let term = 0;
      const search = await sample(async () => {
        // A different title each time, so no answer is served from a warm page of the same query.
        const res = await fetch(
          `${base}/api/database/search?query=${encodeURIComponent(`Title ${1000 + (term++ % 2000)}`)}`,
        );
        if (res.status !== 200) throw new Error(`/api/database/search answered ${res.status}`);
        await res.arrayBuffer();
      }, 100);
      const exportGrowth = child.pid === undefined ? null : await exportRssGrowth(base, child.pid);
      const memory = child.pid === undefined ? null : await residentMemory(child.pid);
      return [
        { name: 'GET /api/health p50', value: percentile(health, 50), unit: 'ms' },
        { name: 'GET /api/health p95', value: percentile(health, 95), unit: 'ms' },
        { name: 'GET /api/config p50 (88 keys)', value: percentile(config, 50), unit: 'ms' },
        { name: `GET /api/stats p50 at ${RECORDS} records`, value: percentile(stats, 50), unit: 'ms', budget: 20 },
        { name: `GET /api/stats p95 at ${RECORDS} records`, value: percentile(stats, 95), unit: 'ms' },
        {
          name: `GET /api/database/search p50 with text at ${RECORDS} records`,
          value: percentile(search, 50),
          unit: 'ms',
          budget: 30,
        },
        ...(exportGrowth === null
          ? []
          : [
              {
                name: `CSV export of ${RECORDS} records: server RSS growth`,
                value: exportGrowth,
                unit: 'MB',
                budget: 20,
              },
            ]),
        ...(memory
          ? [
              { name: `server RSS at ${RECORDS} records`, value: memory.rssMb, unit: 'MB', budget: 250 },
              { name: 'server peak RSS over the run', value: memory.peakMb, unit: 'MB' },
            ]
          : []),
      ];
    } finally {
      await stopProcess(child);
    }
  } finally {
    await discard(dataDir);
  }
}

/** The server's RSS growth (sampled every 10 ms) while the whole table is exported to a reader. */
async function exportRssGrowth(base: string, pid: number): Promise<number | null> {
  const before = await residentMemory(pid);
  if (!before) return null;
  let peak = before.rssMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await residentMemory(pid);
      if (now) peak = Math.max(peak, now.rssMb);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const res = await fetch(`${base}/api/database/export`, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`/api/database/export answered ${res.status}`);
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  sampling = false;
  await sampler;
  if (lines !== RECORDS + 1) throw new Error(`the export had ${lines} lines, not ${RECORDS + 1}`);
  return peak - before.rssMb;
}

function insertRecords(database: AppDatabase): void {
  const records = new ProcessedFilesRepository(database);
  database.transaction(() => {
    for (let i = 0; i < RECORDS; i++) {
      const tv = i % 3 !== 0;
      const title = tv ? Math.floor(i / 40) : i;
      records.insert({
        source_path: `/src/${i}.mkv`,
        destination_path: `/lib/${i}.mkv`,
        status: 'linked',
        media_type: tv ? 'tv' : 'movie',
        tmdb_id: 100000 + title,
        season_number: tv ? (i % 5) + 1 : null,
        file_size: 1_500_000_000 + i,
        base_folder: tv ? 'Shows' : 'Movies',
        title: `Title ${title}`,
        created_at: Date.now(),
        updated_at: Date.now(),
      });
    }
  });
}
