import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../../server/test/support/index.js';
import { parseRelease } from '@cinesync/server/parse';
import type { BenchRow } from './measure.js';
import { discard } from './discard.js';

const RESCAN_FILES = 100_000;

/** Names shaped like a real library: movies, episodes, anime, daily shows, with quality tags. */
export function sampleNames(count: number): string[] {
  const names: string[] = [];
  const groups = ['GRP', 'NTb', 'FLUX', 'SPARKS', 'RARBG'];
  for (let i = 0; i < count; i++) {
    const g = groups[i % groups.length];
    switch (i % 4) {
      case 0:
        names.push(`Some.Movie.Title.${1950 + (i % 70)}.1080p.BluRay.x264.DTS-${g}.mkv`);
        break;
      case 1:
        names.push(
          `Show.Name.${i % 9}.S0${(i % 9) + 1}E${String((i % 24) + 1).padStart(2, '0')}.720p.WEB-DL.DDP5.1.H.264-${g}.mkv`,
        );
        break;
      case 2:
        names.push(
          `[SubsPlease] Anime Title ${i % 50} - ${String((i % 900) + 1).padStart(2, '0')} (1080p) [ABCD${1000 + (i % 8999)}].mkv`,
        );
        break;
      default:
        names.push(`The.Daily.Program.2023.0${(i % 9) + 1}.1${i % 9}.720p.HDTV.x264-${g}.mkv`);
    }
  }
  return names;
}

export async function parseBench(): Promise<BenchRow[]> {
  const names = sampleNames(20_000);
  // One whole pass first, so the figure is the steady state rather than the JIT warming up; then
  // the median of three timed passes.
  for (const n of names) parseRelease(n);
  const rates: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const start = performance.now();
    for (const n of names) parseRelease(n);
    rates.push(names.length / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  return [
    {
      name: 'parse names/s (one core, median of 3 passes)',
      value: rates[1] ?? 0,
      unit: 'names/s',
      budget: 50_000,
      lowerIsBetter: false,
    },
  ];
}

/**
 * Rescan of an unchanged 100,000-file tree: one stat per file, no TMDB call. `storeEnv` is merged
 * over the server's environment (`CINESYNC_DATABASE_URL` puts it on PostgreSQL).
 */
export async function rescanBench(storeEnv: Record<string, string> = {}): Promise<BenchRow[]> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'bench-rescan-'));
  const source = path.join(base, 'source');
  const library = path.join(base, 'library');
  await mkdir(library, { recursive: true });
  for (let d = 0; d < RESCAN_FILES / 100; d++) {
    const dir = path.join(source, `Folder ${d}`);
    await mkdir(dir, { recursive: true });
    await Promise.all(Array.from({ length: 100 }, (_, f) => writeFile(path.join(dir, `file ${f}.nfo`), '')));
  }
  // Files are indexed as non-media (no TMDB stand-in needed): the scan's cost is the walk and the compare.
  const server = await startTestServer({
    env: {
      CINESYNC_AUTH_ENABLED: 'false',
      SOURCE_DIR: source,
      DESTINATION_DIR: library,
      TMDB_API_BASE_URL: 'http://127.0.0.1:9/3',
      ...storeEnv,
    },
    autoStart: false,
  });
  try {
    const firstStart = performance.now();
    await server.ctx.organiserService.runScan();
    const first = performance.now() - firstStart;
    const again = performance.now();
    const { summary } = await server.ctx.organiserService.runScan();
    const rescan = performance.now() - again;
    if (summary.counts.unchanged !== RESCAN_FILES)
      throw new Error(`rescan saw ${summary.counts.unchanged} unchanged files`);
    return [
      { name: `first scan of ${RESCAN_FILES} files`, value: first / 1000, unit: 's' },
      { name: `rescan of ${RESCAN_FILES} unchanged files`, value: rescan / 1000, unit: 's', budget: 5 },
    ];
  } finally {
    await server.dispose();
    await discard(base);
  }
}
