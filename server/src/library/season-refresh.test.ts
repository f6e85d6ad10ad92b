import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedInserter } from '../../test/support/records.js';
import { openTestDatabase } from '../../test/support/test-store.js';
import { generatedDataset, startTmdbStandIn, type StandInShow, type TmdbStandIn } from '../../test/stand-ins/index.js';
import type { AppDatabase } from '../db/database.js';
import { CollectionsRepository } from '../db/repositories/collections.repository.js';
import { MissingRepository } from '../db/repositories/missing.repository.js';
import { TmdbCacheRepository } from '../db/repositories/tmdb-cache.repository.js';
import { silentLogger } from '../log.js';
import { TmdbCache, TmdbClient } from '../metadata/index.js';
import { addDays, dayIn } from './calendar-days.js';
import { SeasonRefresh } from './season-refresh.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How the store knew each group of shows before the run, and whether the rule makes it due. */
const GROUPS = {
  /** "Returning Series", read two days ago: due. */
  continuing: 500,
  /** "Returning Series" read an hour ago: not due yet. */
  freshContinuing: 5,
  /** Ended, read two days ago: not due (ended shows are read monthly). */
  ended: 100,
  /** Ended, read 40 days ago: due. */
  staleEnded: 10,
  /** Ended by status, but an episode airs within 30 days: continuing by the rule, so due. */
  endedAiringSoon: 5,
} as const;

describe('the air-date refresh (issue 34)', () => {
  let tmdb: TmdbStandIn;
  let database: AppDatabase;
  let shows: StandInShow[];

  beforeAll(async () => {
    const total = Object.values(GROUPS).reduce((n, c) => n + c, 0);
    shows = generatedDataset({ movies: 0, shows: total, seed: 34 }).shows;
    tmdb = await startTmdbStandIn({ apiKey: 'k', rateLimitPerSecond: 40, dataset: { movies: [], shows } });
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await tmdb?.close();
  });

  it('refreshes 500 continuing shows within a 40 req/s limit without a 429, and only what its rule says', async () => {
    const repository = new MissingRepository(database);
    const insert = linkedInserter(database);
    const now = Date.now();
    const today = dayIn(now, 'UTC');
    const due = new Set<number>();
    let index = 0;
    for (const [group, count] of Object.entries(GROUPS) as [keyof typeof GROUPS, number][]) {
      for (let i = 0; i < count; i++) {
        const show = shows[index++] as StandInShow;
        insert(`/src/${show.id}.mkv`, `/lib/Shows/${show.id}/S01E01.mkv`, {
          media_type: 'tv',
          tmdb_id: show.id,
          title: show.name,
          season_number: 1,
          episode_numbers: '[1]',
        });
        const continuing = group === 'continuing' || group === 'freshContinuing';
        const age = group === 'freshContinuing' ? HOUR_MS : group === 'staleEnded' ? 40 * DAY_MS : 2 * DAY_MS;
        repository.saveShow({
          tmdbId: show.id,
          title: show.name,
          status: continuing ? 'Returning Series' : 'Ended',
          refreshedAt: now - age,
        });
        // What an earlier read left: one episode a season (the refresh puts back the whole season).
        for (const season of show.seasons) {
          const airDate = group === 'endedAiringSoon' && season === show.seasons.at(-1) ? addDays(today, 10) : null;
          repository.saveSeason(show.id, season.season_number, [{ episode: 1, title: 'Old', airDate }]);
        }
        if (group !== 'freshContinuing' && group !== 'ended') due.add(show.id);
      }
    }

    const client = new TmdbClient({
      config: { get: (key) => ({ TMDB_API_KEY: 'k', TMDB_API_BASE_URL: tmdb.baseUrl })[key as string] ?? '' },
      cache: new TmdbCache({ rows: new TmdbCacheRepository(database) }),
      log: silentLogger(),
      requestsPerSecond: 40,
    });
    // A high share keeps the test short; the default (a quarter) paces the same way, slower.
    const refresh = new SeasonRefresh({
      repository,
      collections: new CollectionsRepository(database),
      tmdb: client,
      log: silentLogger(),
      now: Date.now,
      timeZone: 'UTC',
      budgetShare: 0.9,
    });
    const started = Date.now();
    const outcome = await refresh.run(new AbortController().signal);
    const seconds = (Date.now() - started) / 1000;

    expect(tmdb.requests.filter((r) => r.status === 429)).toEqual([]);
    expect(client.stats().rateLimited).toBe(0);
    // One call per due show, its seasons appended; nothing for the rest.
    const asked = tmdb.requests.map((r) => Number(/^\/3\/tv\/(\d+)$/.exec(r.path)?.[1]));
    expect(asked.every((id) => due.has(id))).toBe(true);
    expect(new Set(asked)).toEqual(due);
    expect(tmdb.requests).toHaveLength(due.size);
    expect(outcome).toMatchObject({
      refreshed: due.size,
      continuing: GROUPS.continuing + GROUPS.endedAiringSoon,
      ended: GROUPS.staleEnded,
      notDue: GROUPS.freshContinuing + GROUPS.ended,
      failed: 0,
      calls: due.size,
    });
    // The pace kept to its share of the budget (36 a second), with a little room for timer slack.
    expect(due.size / seconds).toBeLessThanOrEqual(36 * 1.05);

    // A refreshed show holds TMDB's seasons now, with every episode.
    const sample = shows[0] as StandInShow;
    const episodes = repository.episodesOf(sample.id);
    expect(episodes).toHaveLength(sample.seasons.reduce((n, s) => n + s.episode_count, 0));
    expect(repository.show(sample.id)?.refreshed_at).toBeGreaterThanOrEqual(started);

    // Run again at once: nothing is due.
    tmdb.reset();
    const again = await refresh.run(new AbortController().signal);
    expect(again).toMatchObject({ refreshed: 0, calls: 0 });
    expect(tmdb.requests).toEqual([]);
  }, 120_000);
});
