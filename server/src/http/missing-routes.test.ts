import type {
  CalendarFeedResponse,
  CalendarResponse,
  Favorite,
  FavoritesResponse,
  JobsResponse,
  MissingResponse,
  MissingShowsResponse,
  ShowEpisodesResponse,
} from '@cinesync/common';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkedInserter } from '../../test/support/records.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import {
  generatedDataset,
  startTmdbStandIn,
  type StandInSeason,
  type StandInShow,
  type TmdbStandIn,
} from '../../test/stand-ins/index.js';

const SEVERANCE = 7001;
const OTHER = 7002;
const DAY_MS = 86_400_000;

function season(season_number: number, episode_count: number, air_date: string | null): StandInSeason {
  return { season_number, episode_count, air_date, name: `Season ${season_number}`, overview: '', poster_path: null };
}

/** A stand-in show from a generated one, with the seasons and dates the test needs. */
function standInShow(base: StandInShow, fields: Partial<StandInShow>): StandInShow {
  return { ...base, episode_names: {}, episode_air_dates: {}, season_translations: {}, ...fields };
}

const weekly = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * 7 * DAY_MS).toISOString().slice(0, 10),
  );

describe('what is missing and what is coming (issue 34)', () => {
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let token: string;
  /** The server's clock: today is 2026-03-10 in UTC until a test moves it. */
  let clock = Date.parse('2026-03-10T12:00:00Z');

  beforeAll(async () => {
    const [a, b] = generatedDataset({ movies: 0, shows: 2, seed: 34 }).shows as [StandInShow, StandInShow];
    const severance = standInShow(a, {
      id: SEVERANCE,
      name: 'Severance',
      original_name: 'Severance',
      status: 'Returning Series',
      in_production: true,
      seasons: [season(0, 2, '2025-12-01'), season(1, 10, '2026-01-01'), season(2, 3, null)],
      episode_names: { 2: ["Trojan's Horse"] },
      // Season 2: the premiere airs tomorrow, the next in April, the third has no date yet.
      episode_air_dates: {
        0: ['2025-12-01', '2025-12-02'],
        1: weekly('2026-01-01', 10),
        2: ['2026-03-11', '2026-04-01'],
      },
    });
    const other = standInShow(b, {
      id: OTHER,
      name: 'Other Show',
      original_name: 'Other Show',
      status: 'Ended',
      in_production: false,
      last_air_date: '2025-06-15',
      seasons: [season(1, 3, '2025-06-01')],
      episode_air_dates: { 1: weekly('2025-06-01', 3) },
    });
    // Films 1–3 and 5 of one collection (5 not released yet), film 4 of none; the library has 1, 2 and 4.
    const collection = { id: 9001, name: 'Mission: Impossible Collection', poster_path: null, backdrop_path: null };
    const films = generatedDataset({ movies: 5, shows: 0, seed: 35, firstId: 8001 }).movies.map((movie, i) => ({
      ...movie,
      title: `Mission ${i + 1}`,
      release_date: ['1996-05-22', '2000-05-24', '2006-05-05', '2010-01-01', '2030-01-01'][i] as string,
      belongs_to_collection: i === 3 ? null : collection,
    }));
    tmdb = await startTmdbStandIn({ apiKey: 'test-key', dataset: { movies: films, shows: [severance, other] } });
    server = await startTestServer({
      now: () => clock,
      // The clock moves a day on: the sign-in outlives it.
      tokenTtlSeconds: 30 * 86_400,
      env: {
        TZ: 'UTC',
        CINESYNC_PASSWORD: 'pw',
        TMDB_API_KEY: 'test-key',
        TMDB_API_BASE_URL: tmdb.baseUrl,
      },
    });
    token = await server.login('admin', 'pw');
    const insert = linkedInserter(server.ctx.database);
    const show = (tmdbId: number, title: string, seasonNumber: number, episodes: number[], name: string) =>
      insert(`/src/${name}`, `/lib/Shows/${title}/Season ${seasonNumber}/${name}`, {
        media_type: 'tv',
        tmdb_id: tmdbId,
        title,
        season_number: seasonNumber,
        episode_numbers: JSON.stringify(episodes),
        base_folder: 'Shows',
      });
    // Severance: S01E01–E06 one file each, E07–E08 one double-episode file; E09 and E10 are missing.
    for (let e = 1; e <= 6; e++) show(SEVERANCE, 'Severance', 1, [e], `Severance.S01E0${e}.mkv`);
    show(SEVERANCE, 'Severance', 1, [7, 8], 'Severance.S01E07E08.mkv');
    // Other Show: E01 only.
    show(OTHER, 'Other Show', 1, [1], 'Other.Show.S01E01.mkv');
    for (const id of [8001, 8002, 8004]) {
      insert(`/src/${id}.mkv`, `/lib/Movies/${id}/${id}.mkv`, {
        media_type: 'movie',
        tmdb_id: id,
        title: `Film ${id}`,
      });
    }
    const outcome = await server.ctx.library.seasonRefresh.run(new AbortController().signal);
    expect(outcome).toMatchObject({ refreshed: 2, failed: 0 });
  });
  afterAll(async () => {
    await server?.dispose();
    await tmdb?.close();
  });
  beforeEach(() => {
    clock = Date.parse('2026-03-10T12:00:00Z');
  });

  const get = async <T>(pathName: string): Promise<T> => {
    const res = await server.request(pathName, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const put = async (pathName: string, body: unknown) => {
    const res = await server.request(pathName, jsonInit(body, token, 'PUT'));
    expect(res.status, await res.clone().text()).toBe(204);
  };

  it('reports exactly the 2 aired episodes a show of 10 lacks, a double-episode file counting both', async () => {
    const page = await get<MissingResponse>(`/api/missing?showTmdbId=${SEVERANCE}`);
    expect(page).toEqual({
      total: 2,
      page: 1,
      limit: 50,
      items: [
        {
          showTmdbId: SEVERANCE,
          showTitle: 'Severance',
          season: 1,
          episode: 10,
          title: 'Episode 10',
          airDate: '2026-03-05',
          ignored: false,
        },
        {
          showTmdbId: SEVERANCE,
          showTitle: 'Severance',
          season: 1,
          episode: 9,
          title: 'Episode 9',
          airDate: '2026-02-26',
          ignored: false,
        },
      ],
    });
  });

  it('lists every show newest first, pages, and finds by title', async () => {
    const all = await get<MissingResponse>('/api/missing');
    expect(all.total).toBe(4);
    expect(all.items.map((i) => `${i.showTmdbId} ${i.season}x${i.episode}`)).toEqual([
      `${SEVERANCE} 1x10`,
      `${SEVERANCE} 1x9`,
      `${OTHER} 1x3`,
      `${OTHER} 1x2`,
    ]);
    const second = await get<MissingResponse>('/api/missing?page=2&limit=3');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.items.map((i) => i.episode)).toEqual([2]);
    const found = await get<MissingResponse>('/api/missing?q=other');
    expect(found.total).toBe(2);
    expect(found.items.every((i) => i.showTmdbId === OTHER)).toBe(true);
    expect((await get<MissingResponse>('/api/missing?q=episode%209')).items.map((i) => i.episode)).toEqual([9]);
    const shows = await get<MissingShowsResponse>('/api/missing/shows');
    expect(shows.items).toEqual([
      { showTmdbId: OTHER, showTitle: 'Other Show', missing: 2, ignored: false },
      { showTmdbId: SEVERANCE, showTitle: 'Severance', missing: 2, ignored: false },
    ]);
  });

  it('exports the list as CSV', async () => {
    const res = await server.request(`/api/missing/export.csv?showTmdbId=${SEVERANCE}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(await res.text()).toBe(
      'show,show_tmdb_id,season,episode,title,air_date\r\n' +
        `Severance,${SEVERANCE},1,10,Episode 10,2026-03-05\r\n` +
        `Severance,${SEVERANCE},1,9,Episode 9,2026-02-26\r\n`,
    );
  });

  it('tells completeness per season; specials count apart and never make a show incomplete', async () => {
    const show = await get<ShowEpisodesResponse>(`/api/missing/shows/${SEVERANCE}`);
    expect(show.completeness).toMatchObject({
      seasons: [
        { season: 1, have: 8, aired: 10, total: 10, upcoming: 0, missing: 2 },
        { season: 2, have: 0, aired: 0, total: 3, upcoming: 2, missing: 0 },
      ],
      specials: { season: 0, have: 0, aired: 2, total: 2, upcoming: 0, missing: 2 },
      have: 8,
      aired: 10,
      missing: 2,
      complete: false,
      summary: 'S1 8/10',
    });
    const states = Object.fromEntries(show.episodes.map((e) => [`${e.season}x${e.episode}`, e.state]));
    expect(states).toMatchObject({ '1x1': 'have', '1x7': 'have', '1x8': 'have', '1x9': 'missing' });
    expect(states).toMatchObject({ '2x1': 'upcoming', '2x2': 'upcoming', '2x3': 'unknown', '0x1': 'missing' });
    const other = await get<ShowEpisodesResponse>(`/api/missing/shows/${OTHER}`);
    expect(other.completeness).toMatchObject({ specials: null, summary: 'S1 1/3', complete: false });
    expect((await server.request('/api/missing/shows/424242', { token })).status).toBe(404);
  });

  it('adds completeness to a starred show', async () => {
    const res = await server.request(
      `/api/favorites/tv/${SEVERANCE}`,
      jsonInit({ title: 'Severance', year: 2022 }, token, 'PUT'),
    );
    expect(res.status).toBe(201);
    const { items } = await get<FavoritesResponse>('/api/favorites');
    const starred = items.find((f: Favorite) => f.tmdbId === SEVERANCE);
    expect(starred?.completeness).toMatchObject({ summary: 'S1 8/10', have: 8, aired: 10 });
  });

  it('keeps an episode airing tomorrow upcoming, not missing, until the clock passes its air date', async () => {
    const range = '/api/calendar?start=2026-03-01&end=2026-04-30';
    const before = await get<CalendarResponse>(range);
    expect(before).toMatchObject({ timeZone: 'UTC', today: '2026-03-10' });
    expect(before.items.map((i) => [`${i.season}x${i.episode}`, i.status, i.premiere, i.finale])).toEqual([
      ['1x10', 'missing', false, true],
      ['2x1', 'upcoming', true, false],
      ['2x2', 'upcoming', false, false],
    ]);
    expect((await get<MissingResponse>(`/api/missing?showTmdbId=${SEVERANCE}`)).total).toBe(2);

    clock = Date.parse('2026-03-11T12:00:00Z');
    const onTheDay = await get<CalendarResponse>(range);
    expect(onTheDay.items.find((i) => i.season === 2 && i.episode === 1)?.status).toBe('missing');
    const missing = await get<MissingResponse>(`/api/missing?showTmdbId=${SEVERANCE}`);
    expect(missing.total).toBe(3);
    expect(missing.items[0]).toMatchObject({ season: 2, episode: 1, title: "Trojan's Horse", airDate: '2026-03-11' });
  });

  it('leaves out an ignored episode and an ignored show, and lists them on asking', async () => {
    await put('/api/missing/ignore/episode', { showTmdbId: SEVERANCE, season: 1, episode: 9, ignored: true });
    expect((await get<MissingResponse>(`/api/missing?showTmdbId=${SEVERANCE}`)).items.map((i) => i.episode)).toEqual([
      10,
    ]);
    const withIgnored = await get<MissingResponse>(`/api/missing?showTmdbId=${SEVERANCE}&includeIgnored=true`);
    expect(withIgnored.items.map((i) => [i.episode, i.ignored])).toEqual([
      [10, false],
      [9, true],
    ]);
    expect((await get<ShowEpisodesResponse>(`/api/missing/shows/${SEVERANCE}`)).completeness.summary).toBe('S1 9/10');

    await put(`/api/missing/ignore/show/${OTHER}`, { ignored: true });
    expect((await get<MissingResponse>('/api/missing')).items.map((i) => i.showTmdbId)).toEqual([SEVERANCE]);
    expect((await get<MissingShowsResponse>('/api/missing/shows')).items).toContainEqual({
      showTmdbId: OTHER,
      showTitle: 'Other Show',
      missing: 0,
      ignored: true,
    });

    await put(`/api/missing/ignore/show/${OTHER}`, { ignored: false });
    await put('/api/missing/ignore/episode', { showTmdbId: SEVERANCE, season: 1, episode: 9, ignored: false });
    expect((await get<MissingResponse>('/api/missing')).total).toBe(4);
    const unknown = await server.request(
      '/api/missing/ignore/episode',
      jsonInit({ showTmdbId: SEVERANCE, season: 9, episode: 1, ignored: true }, token, 'PUT'),
    );
    expect(unknown.status).toBe(404);
    const bad = await server.request('/api/missing/ignore/episode', jsonInit({ showTmdbId: 'x' }, token, 'PUT'));
    expect(bad.status).toBe(400);
  });

  it('refuses a calendar range that is backwards or malformed', async () => {
    for (const query of ['start=2026-03-10&end=2026-03-01', 'start=2026-3-1&end=2026-04-01', 'start=2026-01-01']) {
      const res = await server.request(`/api/calendar?${query}`, { token });
      expect(res.status, query).toBe(400);
    }
  });

  it('serves an iCalendar feed a real parser reads, with UIDs stable across fetches', async () => {
    const { url } = await get<CalendarFeedResponse>('/api/calendar/feed');
    expect(url).toMatch(/\/feed\/calendar\/cinesync\.ics\?key=csf_/);
    expect((await get<CalendarFeedResponse>('/api/calendar/feed')).url).toBe(url);
    const feedPath = new URL(url).pathname + new URL(url).search;
    const fetchEvents = async (extra = '') => {
      const res = await server.request(feedPath + extra);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/calendar');
      const text = await res.text();
      expect(text.endsWith('\r\n')).toBe(true);
      const calendar = new ICAL.Component(ICAL.parse(text));
      return calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return {
          uid: event.uid,
          summary: event.summary,
          start: event.startDate.toString(),
          allDay: event.startDate.isDate,
        };
      });
    };
    const first = await fetchEvents();
    clock += 60_000;
    const second = await fetchEvents();
    expect(second.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    expect(new Set(first.map((e) => e.uid)).size).toBe(first.length);
    // Past 14 days to next 90: 1x09 (2026-02-26), 1x10 (2026-03-05), season 2's dated episodes.
    expect(first.map((e) => e.summary)).toEqual([
      'Severance – 1x09 – Episode 9',
      'Severance – 1x10 – Episode 10',
      "Severance – 2x01 – Trojan's Horse",
      'Severance – 2x02 – Episode 2',
    ]);
    expect(first[2]).toMatchObject({ start: '2026-03-11', allDay: true });
    const missingOnly = await fetchEvents('&missingOnly=true&pastDays=365');
    expect(missingOnly.map((e) => e.summary)).toEqual([
      'Other Show – 1x02 – Episode 2',
      'Other Show – 1x03 – Episode 3',
      'Severance – 1x09 – Episode 9',
      'Severance – 1x10 – Episode 10',
    ]);
  });

  it('refuses the feed without its key: a wrong key, the sign-in token, or none', async () => {
    const { url } = await get<CalendarFeedResponse>('/api/calendar/feed');
    for (const pathName of [
      '/feed/calendar/cinesync.ics?key=csf_wrong',
      `/feed/calendar/cinesync.ics?key=${token}`,
      `/feed/calendar/cinesync.ics?token=${token}`,
      '/feed/calendar/cinesync.ics',
    ]) {
      const res = await server.request(pathName);
      expect(res.status, pathName).toBe(401);
    }
    expect((await server.request('/feed/calendar/cinesync.ics', { token })).status).toBe(401);
    // The feed key opens nothing else.
    const key = new URL(url).searchParams.get('key') ?? '';
    expect((await server.request('/api/missing', { token: key })).status).toBe(401);
    expect((await server.request(`/api/missing?token=${key}`)).status).toBe(401);

    const regenerated = await server.request('/api/calendar/feed/regenerate', jsonInit({}, token));
    expect(regenerated.status).toBe(200);
    const { url: fresh } = (await regenerated.json()) as CalendarFeedResponse;
    expect(fresh).not.toBe(url);
    expect((await server.request(new URL(url).pathname + new URL(url).search)).status).toBe(401);
    expect((await server.request(new URL(fresh).pathname + new URL(fresh).search)).status).toBe(200);
  });

  it('rate limits the feed per address', async () => {
    const { url } = await get<CalendarFeedResponse>('/api/calendar/feed');
    const feedPath = new URL(url).pathname + new URL(url).search;
    clock += 120_000;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await server.request(feedPath);
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('lists film collections the library holds part of, once turned on', async () => {
    expect(await get('/api/missing/collections')).toEqual({ enabled: false, items: [] });
    const res = await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'MISSING_COLLECTIONS_ENABLED', value: 'true' }] }, token),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const outcome = await server.ctx.library.seasonRefresh.run(new AbortController().signal);
    expect(outcome).toMatchObject({ collections: 1, refreshed: 0 });
    expect(await get('/api/missing/collections')).toEqual({
      enabled: true,
      items: [
        {
          collectionId: 9001,
          name: 'Mission: Impossible Collection',
          have: 2,
          total: 3,
          films: [
            { tmdbId: 8001, title: 'Mission 1', releaseDate: '1996-05-22', have: true },
            { tmdbId: 8002, title: 'Mission 2', releaseDate: '2000-05-24', have: true },
            { tmdbId: 8003, title: 'Mission 3', releaseDate: '2006-05-05', have: false },
            { tmdbId: 8005, title: 'Mission 5', releaseDate: '2030-01-01', have: false },
          ],
        },
      ],
    });
  });

  it("shows the refresh job's budget and what it did in Jobs", async () => {
    const run = await server.request('/api/jobs/air-date-refresh/run', jsonInit({}, token));
    expect(run.status, await run.clone().text()).toBeLessThan(300);
    await expect
      .poll(async () => {
        const { jobs } = await get<JobsResponse>('/api/jobs');
        return jobs.find((j) => j.id === 'air-date-refresh')?.lastRun?.status;
      })
      .toBe('completed');
    const { jobs } = await get<JobsResponse>('/api/jobs');
    const job = jobs.find((j) => j.id === 'air-date-refresh');
    expect(job).toMatchObject({ name: 'Air Date Refresh', scheduleType: 'cron' });
    expect(job?.lastRun?.message).toMatch(/shows refreshed .* TMDB calls at most 10\/s of the 40\/s budget$/);
  });
});
