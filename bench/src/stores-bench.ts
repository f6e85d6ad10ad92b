import pg from 'pg';
import { postgresUnavailable, startPostgresCluster } from '../../server/test/support/postgres-cluster.js';
import { filesBench } from './files-bench.js';
import { httpBench } from './http-bench.js';
import type { BenchRow } from './measure.js';
import { organiseBench, warmRowName } from './organise-bench.js';
import { rescanBench } from './organiser-bench.js';
import { APPLY_ROW, applyBench } from './reorganise-bench.js';

/** How much slower than SQLite the PostgreSQL store may be on each measurement. */
const RATIO_BUDGET = 2;

/** One figure taken from an existing bench, run once per store with that store's environment. */
interface Measurement {
  /** The bench's own row name; the store rows are named after it. */
  row: string;
  run: (storeEnv: Record<string, string>) => Promise<BenchRow[]>;
}

/**
 * The headline figures on both stores side by side: each bench run on SQLite, then on a fresh
 * PostgreSQL database of one throwaway cluster, and PostgreSQL's figure over SQLite's. SQLite and
 * PostgreSQL run one after the other (never together), so neither takes cores from the other.
 * Each bench measures straight after its own bulk load, as on SQLite. The cluster runs with
 * PostgreSQL's own durability settings (fsync on), as a user's server does.
 */
export async function storesBench(): Promise<BenchRow[]> {
  const missing = postgresUnavailable();
  if (missing) {
    console.log(`PostgreSQL not installed: stores bench skipped (${missing})`);
    return [];
  }
  const measurements: Measurement[] = [
    { row: warmRowName(), run: (storeEnv) => warmOrganise(storeEnv) },
    { row: 'rescan of 100000 unchanged files', run: rescanBench },
    { row: 'GET /api/files 10k links name-asc p50', run: filesBench },
    { row: 'GET /api/stats p50 at 100000 records', run: httpBench },
    { row: APPLY_ROW, run: (storeEnv) => applyBench(storeEnv) },
  ];
  const cluster = await startPostgresCluster({ durable: true });
  try {
    let created = 0;
    // Each bench gets an empty database, as each SQLite run gets a new data folder; the server
    // migrates it when it opens it, outside any timed part.
    const freshDatabase = async (): Promise<Record<string, string>> => {
      const name = `bench_${created++}`;
      const client = new pg.Client({ connectionString: cluster.adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return { CINESYNC_DATABASE_URL: cluster.urlOf(name) };
    };
    const rows: BenchRow[] = [];
    for (const { row, run } of measurements) {
      const sqlite = pick(await run({}), row);
      const postgres = pick(await run(await freshDatabase()), row);
      rows.push(
        { ...sqlite, name: `${row} — SQLite` },
        // PostgreSQL's budget is the ratio (design §6: within 2× of SQLite), not SQLite's own figure.
        { ...postgres, name: `${row} — PostgreSQL`, budget: undefined },
        { name: `${row} PostgreSQL/SQLite`, value: postgres.value / sqlite.value, unit: 'ratio', budget: RATIO_BUDGET },
      );
    }
    return rows;
  } finally {
    await cluster.stop();
  }
}

/** The row named `name`; a bench that stopped producing it is a broken comparison, not a zero. */
function pick(rows: BenchRow[], name: string): BenchRow {
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`no "${name}" row among ${rows.map((r) => r.name).join(', ')}`);
  return found;
}

/**
 * The organise bench's warm rows, its cache filled by the fast stand-in: the 100 s rate-limited
 * cold run measures TMDB pacing, which is the same on both stores.
 */
async function warmOrganise(storeEnv: Record<string, string>): Promise<BenchRow[]> {
  const rows = await organiseBench({ storeEnv, fastCold: true });
  // A warm figure that called TMDB measured the network too, not the store.
  const calls = rows.find((r) => r.name === 'warm TMDB calls')?.value;
  if (calls !== 0) throw new Error(`the warm run made ${calls ?? 'an unknown number of'} TMDB calls`);
  return rows;
}
