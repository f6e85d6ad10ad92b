import { ProcessedFilesRepository } from '../../server/src/db/repositories/processed-files.repository.js';
import { SpoofingRepository } from '../../server/src/db/repositories/spoofing.repository.js';
import { openDatabase, type AppDatabase } from '../../server/src/db/database.js';
import type { BenchRow } from './measure.js';
import { waitForOk, withBuiltServer } from './server-process.js';

const SERIES = 1000;
const EPISODES_PER_SERIES = 16;
const MOVIES = 4000;
const KEY = '0123456789abcdef0123456789abcdef';
const ENV = { CINESYNC_AUTH_ENABLED: 'false', DESTINATION_DIR: '/lib' };

/**
 * Bazarr's full sync against the Radarr/Sonarr face over a 20,000-file library (1,000 series of
 * 16 episodes, 4,000 movies): the Sonarr phase (series, then episodes and files of every series),
 * then the Radarr phase (movies), as `bazarr_calls.json` orders them, one call at a time as Bazarr
 * makes them. Served by the built server in its own process over records written beforehand.
 */
export async function arrBench(): Promise<BenchRow[]> {
  return withBuiltServer('arr', ENV, writeLibrary, async (base, _child, dataDir) => {
    await waitForOk(`${base}/api/v3/system/status?apikey=${KEY}`);
    // The server prepares the catalogue once it listens; the sync starts once that is done.
    await waitForOk(`${base}/api/v3/rootfolder?apikey=${KEY}`);
    let slowest = { ms: 0, call: '' };
    let calls = 0;
    const get = async <T>(route: string): Promise<T> => {
      const started = performance.now();
      const res = await fetch(`${base}/api/v3/${route}${route.includes('?') ? '&' : '?'}apikey=${KEY}`);
      if (res.status !== 200) throw new Error(`/api/v3/${route} answered ${res.status}`);
      const body = (await res.json()) as T;
      const ms = performance.now() - started;
      calls += 1;
      if (ms > slowest.ms) slowest = { ms, call: route.replace(/\d+/g, '{id}') };
      return body;
    };
    const started = performance.now();
    await get('system/status');
    await get('rootfolder');
    await get('tag');
    const series = await get<{ id: number }[]>('series');
    if (series.length !== SERIES) throw new Error(`${series.length} series listed, not ${SERIES}`);
    let episodes = 0;
    for (const s of series) {
      episodes += (await get<unknown[]>(`episode?seriesId=${s.id}`)).length;
      await get(`episodeFile?seriesId=${s.id}`);
    }
    if (episodes !== SERIES * EPISODES_PER_SERIES) throw new Error(`${episodes} episodes listed`);
    await get('qualityprofile');
    const movies = await get<unknown[]>('movie');
    if (movies.length !== MOVIES) throw new Error(`${movies.length} movies listed, not ${MOVIES}`);
    const total = performance.now() - started;
    const slowestOfSync = slowest;

    // A change to the records (here through a second connection, as the command-line organiser
    // would make it) makes the next call rebuild the catalogue.
    const other = await openDatabase(dataDir);
    try {
      other.sql.prepare('UPDATE processed_files SET updated_at = updated_at + 1 WHERE id = 1').run();
    } finally {
      await other.close();
    }
    const rebuildStarted = performance.now();
    await get('rootfolder');
    const rebuild = performance.now() - rebuildStarted;
    return [
      { name: `Bazarr full sync, 20,000 files (${calls} calls)`, value: total, unit: 'ms', budget: 2000 },
      { name: `slowest call of the sync (${slowestOfSync.call})`, value: slowestOfSync.ms, unit: 'ms' },
      { name: 'first call after a library change (catalogue rebuilt)', value: rebuild, unit: 'ms' },
    ];
  });
}

function writeLibrary(database: AppDatabase): void {
  const records = new ProcessedFilesRepository(database);
  const now = Date.now();
  new SpoofingRepository(database).saveConfig({
    enabled: 1,
    folder_mode: 0,
    version: '5.14.0.9383',
    branch: 'master',
    api_key: KEY,
    updated_at: now,
  });
  database.transaction(() => {
    for (let s = 0; s < SERIES; s++) {
      const show = `Show ${s} (2010)`;
      for (let e = 0; e < EPISODES_PER_SERIES; e++) {
        const season = Math.floor(e / 8) + 1;
        const episode = (e % 8) + 1;
        const code = `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
        records.insert({
          source_path: `/src/shows/${s}/${code}.mkv`,
          destination_path: `/lib/Shows/${show}/Season ${String(season).padStart(2, '0')}/${show} - ${code}.mkv`,
          status: 'linked',
          media_type: 'tv',
          tmdb_id: 100_000 + s,
          title: `Show ${s}`,
          year: 2010,
          season_number: season,
          episode_numbers: JSON.stringify([episode]),
          episode_title: `Episode ${episode}`,
          file_size: 1_500_000_000,
          base_folder: 'Shows',
          created_at: now,
          updated_at: now,
        });
      }
    }
    for (let m = 0; m < MOVIES; m++) {
      const film = `Film ${m} (2001)`;
      records.insert({
        source_path: `/src/films/${m}.mkv`,
        destination_path: `/lib/Movies/${film}/${film}.mkv`,
        status: 'linked',
        media_type: 'movie',
        tmdb_id: 500_000 + m,
        title: `Film ${m}`,
        year: 2001,
        file_size: 4_000_000_000,
        base_folder: 'Movies',
        created_at: now,
        updated_at: now,
      });
    }
  });
}
