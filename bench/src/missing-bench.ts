import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MissingResponse, MissingShowsResponse } from '../../common/src/missing.js';
import type { LinkedRow } from '../../server/src/db/repositories/processed-files.repository.js';
import { writeLinkedInBulk } from '../../server/test/support/records.js';
import { startTestServer } from '../../server/test/support/index.js';
import { discard } from './discard.js';
import { percentile, sample, type BenchRow } from './measure.js';

const SHOWS = Number(process.env.MISSING_SHOWS ?? 2_000);
const SEASONS = 5;
const EPISODES = 10;
/** Episodes of each show the library lacks: the last aired three of its last season. */
const LACKING = 3;
/** Show folders one library page holds. */
const PAGE = 100;
const DAY_MS = 86_400_000;

/**
 * Issue 34's bench: 2,000 shows of 5 seasons × 10 episodes (100,000 episodes) with 94,000 of
 * them linked, timed through HTTP (the missing list, its filter and search, the shows with
 * something missing) and in-process (completeness of a listing page, and of every show).
 */
export async function missingBench(): Promise<BenchRow[]> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'missing-bench-'));
  const server = await startTestServer({
    dataDir: path.join(base, 'data'),
    env: { CINESYNC_AUTH_ENABLED: 'false', TZ: 'UTC' },
    autoStart: false,
  });
  try {
    const { repositories } = server.ctx;
    const now = Date.now();
    const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
    const rows: LinkedRow[] = [];
    const seedStart = performance.now();
    server.ctx.database.transaction(() => {
      for (let s = 0; s < SHOWS; s++) {
        const tmdbId = 500_000 + s;
        const title = `Bench Show ${String(s).padStart(4, '0')}`;
        repositories.missing.saveShow({ tmdbId, title, status: 'Returning Series', refreshedAt: now });
        for (let season = 1; season <= SEASONS; season++) {
          // The whole run aired weekly up to a week ago; a show in ten airs its last episode next week.
          const episodes = Array.from({ length: EPISODES }, (_, i) => {
            const index = (season - 1) * EPISODES + i;
            const offset = -7 * (SEASONS * EPISODES - index) + (s % 10 === 0 ? 14 : 0);
            return { episode: i + 1, title: `Episode ${i + 1}`, airDate: day(offset) };
          });
          repositories.missing.saveSeason(tmdbId, season, episodes);
          for (let e = 1; e <= EPISODES; e++) {
            if (season === SEASONS && e > EPISODES - LACKING) continue;
            const name = `${title} S0${season}E${String(e).padStart(2, '0')}.mkv`;
            rows.push({
              source_path: `/src/${name}`,
              destination_path: `/lib/Shows/${title}/Season ${season}/${name}`,
              media_type: 'tv',
              tmdb_id: tmdbId,
              imdb_id: null,
              tvdb_id: null,
              title,
              year: 2020,
              season_number: season,
              episode_numbers: JSON.stringify([e]),
              episode_title: `Episode ${e}`,
              base_folder: 'Shows',
              resolution: '1080p',
              file_size: null,
              poster_path: null,
              release_date: null,
            });
          }
        }
      }
    });
    writeLinkedInBulk(server.ctx.database, rows, now);
    const seeded = performance.now() - seedStart;

    // The first read after the records changed rebuilds what the library holds.
    const rebuildStart = performance.now();
    const first = (await (await server.request('/api/missing')).json()) as MissingResponse;
    const rebuild = performance.now() - rebuildStart;
    if (first.total < SHOWS * 2) throw new Error(`expected missing episodes, got ${first.total}`);

    const json = async (pathName: string) => {
      const res = await server.request(pathName);
      if (res.status !== 200) throw new Error(`${pathName}: ${res.status}`);
      return res.json();
    };
    const p50 = async (fn: () => Promise<unknown>, count = 100) => percentile(await sample(fn, count, 10), 50);
    const ids = Array.from({ length: SHOWS }, (_, s) => 500_000 + s);
    const shows = (await json('/api/missing/shows')) as MissingShowsResponse;
    if (shows.items.length !== SHOWS) throw new Error(`expected ${SHOWS} shows, got ${shows.items.length}`);
    const missing = server.ctx.library.missing;

    return [
      { name: `seed ${SHOWS} shows, ${rows.length} records`, value: seeded / 1000, unit: 's' },
      { name: 'first read after the records changed', value: rebuild, unit: 'ms' },
      { name: '/api/missing page 1 p50', value: await p50(() => json('/api/missing')), unit: 'ms', budget: 50 },
      {
        name: '/api/missing deep page p50',
        value: await p50(() => json('/api/missing?page=100&limit=50')),
        unit: 'ms',
        budget: 50,
      },
      {
        name: '/api/missing one show p50',
        value: await p50(() => json('/api/missing?showTmdbId=501234')),
        unit: 'ms',
        budget: 50,
      },
      {
        name: '/api/missing search p50',
        value: await p50(() => json('/api/missing?q=show%2012')),
        unit: 'ms',
        budget: 50,
      },
      {
        name: '/api/missing/shows p50',
        value: await p50(() => json('/api/missing/shows'), 30),
        unit: 'ms',
        budget: 50,
      },
      {
        name: `completeness of a ${PAGE}-show page p50`,
        value: await p50(async () => missing.completenessOf(ids.slice(0, PAGE))),
        unit: 'ms',
        budget: 50,
      },
      {
        name: `completeness of all ${SHOWS} shows p50`,
        value: await p50(async () => missing.completenessOf(ids), 30),
        unit: 'ms',
        budget: 50,
      },
    ];
  } finally {
    await server.dispose();
    await discard(base);
  }
}
