import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { discard } from './discard.js';
import type { BenchRow } from './measure.js';
import { writeOrganisedLibrary } from './organised-library.js';
import { residentMemory, withBuiltServer } from './server-process.js';

const RECORDS = 300_000;
/** Start-up work has settled once RSS grew by less than this over `QUIET_MS`. */
const QUIET_GROWTH_MB = 1;
const QUIET_MS = 5000;
const SAMPLE_MS = 500;
const START_TIMEOUT_MS = 900_000;

/**
 * The memory of an idle server over a 300,000-file organised library: the built server as a user
 * runs it (organiser service and monitor started with the server, so the start-up scan walks the
 * source folder and the monitor watches it), its RSS read once the start-up scan is done, the
 * monitor watches, and RSS stopped growing. The source tree and the library's links are on disk:
 * the start-up scan stats every source file and reads every link, and the monitor watches every
 * source folder, which is what a server over a real library holds.
 */
export async function idleBench(): Promise<BenchRow[]> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'bench-idle-'));
  try {
    const source = path.join(base, 'source');
    const library = path.join(base, 'library');
    const env = {
      CINESYNC_AUTH_ENABLED: 'false',
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      MEDIAHUB_AUTO_START: 'true',
      RTM_AUTO_START: 'true',
      // The service starts only with a key set. Nothing of an unchanged library needs TMDB; a call
      // would fail at once rather than leave the machine.
      TMDB_API_KEY: 'bench',
      TMDB_API_BASE_URL: 'http://127.0.0.1:9/3',
    };
    const seedStarted = performance.now();
    let seedMs = 0;
    return await withBuiltServer(
      'idle',
      env,
      (database) => {
        writeOrganisedLibrary(base, database, RECORDS);
        seedMs = performance.now() - seedStarted;
      },
      async (url, child) => {
        if (child.pid === undefined) throw new Error('the server process has no pid');
        const startedAt = performance.now();
        const scan = await startUpScan(url);
        const settled = await settledMemory(child.pid);
        const memory = await residentMemory(child.pid);
        if (!memory) return [];
        return [
          { name: `seed of ${RECORDS} files (tree, index, records, log)`, value: seedMs / 1000, unit: 's' },
          { name: 'start-up scan and monitor ready', value: (scan.readyAt - startedAt) / 1000, unit: 's' },
          { name: `RSS settled after`, value: (settled - startedAt) / 1000, unit: 's' },
          {
            name: `idle server RSS at ${RECORDS.toLocaleString('en')} records`,
            value: memory.rssMb,
            unit: 'MB',
            budget: 300,
          },
          { name: 'peak RSS during start-up', value: memory.peakMb, unit: 'MB' },
        ];
      },
    );
  } finally {
    await discard(base);
  }
}

/** Waits for the start-up scan to complete (every file unchanged) and the monitor to watch. */
async function startUpScan(url: string): Promise<{ readyAt: number }> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${url}/api/mediahub/logs`);
    const { recentLogs } = (await res.json()) as { recentLogs: string[] };
    const failed = recentLogs.find(
      (line) => line.includes('Service scan failed') || line.includes('MediaHub service starts once'),
    );
    if (failed) throw new Error(failed);
    const scan = recentLogs.map((line) => /Scan (\w+): (\{.*\})/.exec(line)).find((m) => m !== null);
    if (scan && scan[1] !== 'completed') throw new Error(`the start-up scan ended ${scan[1]}: ${scan[2]}`);
    if (scan) {
      const counts = JSON.parse(scan[2] as string) as Record<string, number>;
      if (counts.unchanged !== RECORDS) throw new Error(`the start-up scan found ${scan[2]}, not ${RECORDS} unchanged`);
    }
    if (scan && recentLogs.some((line) => line.includes('Monitor started'))) return { readyAt: performance.now() };
    if (Date.now() > deadline) throw new Error('the start-up scan and monitor did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

/** Samples RSS until it grew by less than `QUIET_GROWTH_MB` over `QUIET_MS`; returns when. */
async function settledMemory(pid: number): Promise<number> {
  const window = QUIET_MS / SAMPLE_MS;
  const samples: number[] = [];
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const now = await residentMemory(pid);
    if (!now) return performance.now();
    samples.push(now.rssMb);
    if (samples.length > window) {
      const recent = samples.slice(-window - 1);
      if (Math.max(...recent) - (recent[0] ?? 0) < QUIET_GROWTH_MB) return performance.now();
    }
    if (Date.now() > deadline) throw new Error('the server memory did not settle');
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}
