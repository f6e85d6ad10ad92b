import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-store.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import type { AppDatabase } from '../db/database.js';
import { TmdbCacheRepository } from '../db/repositories/tmdb-cache.repository.js';
import { silentLogger } from '../log.js';
import { TmdbCache, TmdbClient } from './index.js';

const BREAKING_BAD = 1396;

describe('the TMDB client tells of the seasons it fetched (issue 34)', () => {
  let tmdb: TmdbStandIn;
  let database: AppDatabase;
  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await tmdb?.close();
  });

  it('once per fetch, never for a cache hit; fresh asks TMDB again', async () => {
    const told: string[] = [];
    const client = new TmdbClient({
      config: { get: (key) => ({ TMDB_API_KEY: 'k', TMDB_API_BASE_URL: tmdb.baseUrl })[key as string] ?? '' },
      cache: new TmdbCache({ rows: new TmdbCacheRepository(database) }),
      log: silentLogger(),
      onSeasonFetched: (tvId, season) => told.push(`${tvId}/${season.season_number}/${season.episodes.length}`),
    });
    const first = await client.season(BREAKING_BAD, 1);
    await client.season(BREAKING_BAD, 1);
    expect(told).toEqual([`${BREAKING_BAD}/1/${first.episodes.length}`]);
    expect(tmdb.calls('/tv/')).toBe(1);

    await client.season(BREAKING_BAD, 1, { fresh: true });
    expect(told).toHaveLength(2);
    expect(tmdb.calls('/tv/')).toBe(2);

    // Seasons appended to a show's details are told of too, and cached for season().
    await client.tvDetails(BREAKING_BAD, [], { seasons: [2, 3], fresh: true });
    expect(told.slice(2).map((t) => t.split('/')[1])).toEqual(['2', '3']);
    await client.season(BREAKING_BAD, 2);
    expect(tmdb.calls('/tv/')).toBe(3);
  });
});
