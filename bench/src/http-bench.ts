import { startTestServer } from '@cinesync/server/test-support';
import { percentile, sample, type BenchRow } from './measure.js';

const RECORDS = 100_000;

/** API latency of the foundation routes, and `/api/stats` over 100,000 organised records. */
export async function httpBench(): Promise<BenchRow[]> {
  const server = await startTestServer({ env: { CINESYNC_AUTH_ENABLED: 'false' } });
  try {
    const get = (p: string) => async () => {
      const res = await server.request(p);
      await res.arrayBuffer();
    };
    const health = await sample(get('/api/health'), 1000, 100);
    const config = await sample(get('/api/config'), 300);

    const { sqlite } = server.ctx.database;
    const insert = sqlite.prepare(
      `INSERT INTO processed_files (source_path, destination_path, status, media_type, tmdb_id, season_number, file_size, base_folder, title, created_at, updated_at)
       VALUES (?, ?, 'linked', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    sqlite.transaction(() => {
      for (let i = 0; i < RECORDS; i++) {
        const tv = i % 3 !== 0;
        const title = tv ? Math.floor(i / 40) : i;
        insert.run(
          `/src/${i}.mkv`,
          `/lib/${i}.mkv`,
          tv ? 'tv' : 'movie',
          100000 + title,
          tv ? (i % 5) + 1 : null,
          1_500_000_000 + i,
          tv ? 'Shows' : 'Movies',
          `Title ${title}`,
          Date.now(),
          Date.now(),
        );
      }
    })();
    const stats = await sample(get('/api/stats'), 100, 5);
    const rssMb = process.memoryUsage().rss / (1024 * 1024);
    return [
      { name: 'GET /api/health p50', value: percentile(health, 50), unit: 'ms' },
      { name: 'GET /api/health p95', value: percentile(health, 95), unit: 'ms' },
      { name: 'GET /api/config p50 (88 keys)', value: percentile(config, 50), unit: 'ms' },
      { name: `GET /api/stats p50 at ${RECORDS} records`, value: percentile(stats, 50), unit: 'ms', budget: 20 },
      { name: `GET /api/stats p95 at ${RECORDS} records`, value: percentile(stats, 95), unit: 'ms' },
      { name: `server RSS at ${RECORDS} records`, value: rssMb, unit: 'MB', budget: 250 },
    ];
  } finally {
    await server.dispose();
  }
}
