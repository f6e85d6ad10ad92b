import { describe, expect, it } from 'vitest';
import { release } from '../../../test/worlds/match-test-world.js';
import type { TmdbSeasonDetails, TmdbSeasonSummary } from '../../metadata/index.js';
import type { SeasonSignal } from '../parse/parsed-release.js';
import { episodeTarget } from './episode-target.js';

/**
 * Absolute numbers against season lists that disagree with the details' summary: TMDB lists a season
 * before its count is known, and a cached summary can predate the latest episode.
 */
describe('episodeTarget: absolute numbers', () => {
  const summary = (season_number: number, episode_count: number, name = `Season ${season_number}`) =>
    ({
      season_number,
      episode_count,
      name,
      air_date: null,
      overview: '',
      poster_path: null,
      id: season_number,
    }) as unknown as TmdbSeasonSummary;
  /** Season lists as TMDB would answer them, counting the calls. */
  function seasonsServed(lengths: Record<number, number>) {
    const asked: number[] = [];
    const tmdb = {
      season: async (_show: number, season: number): Promise<TmdbSeasonDetails> => {
        asked.push(season);
        const length = lengths[season] ?? 0;
        const episodes = Array.from({ length }, (_, i) => ({
          episode_number: i + 1,
          name: `S${season} episode ${i + 1}`,
          air_date: null,
        }));
        return { season_number: season, episodes } as unknown as TmdbSeasonDetails;
      },
    };
    return { tmdb, asked };
  }
  /** A named season mark read in the title `Show - <text>`. */
  const named = (text: string): SeasonSignal[] => [
    { kind: 'named', season: null, text, part: null, from: 'name', showTitle: 'Show' },
  ];
  const place = (tmdb: ReturnType<typeof seasonsServed>['tmdb'], seasons: TmdbSeasonSummary[], absolute: number) =>
    episodeTarget({
      tmdb,
      showId: 1,
      showTitle: 'Long Anime',
      seasons,
      parsed: release({ title: 'Long Anime', absoluteEpisodes: [absolute] }),
    });

  it('counts a season listed without a count from its own episode list', async () => {
    const { tmdb } = seasonsServed({ 1: 10, 2: 12, 3: 5 });
    const result = await place(tmdb, [summary(0, 3), summary(1, 10), summary(2, 0), summary(3, 5)], 25);
    expect(result).toMatchObject({ ok: true, target: { season: 3, episodes: [3], absoluteEpisodes: [25] } });
  });

  it("reads the latest season's list when the number lies past a summary that predates it", async () => {
    const { tmdb, asked } = seasonsServed({ 1: 10, 2: 8 });
    const result = await place(tmdb, [summary(1, 10), summary(2, 6)], 18);
    expect(result).toMatchObject({ ok: true, target: { season: 2, episodes: [8] } });
    expect(asked).toContain(2);
  });

  it('never invents an episode past every list', async () => {
    const { tmdb } = seasonsServed({ 1: 10, 2: 8 });
    const result = await place(tmdb, [summary(1, 10), summary(2, 8)], 19);
    expect(result).toEqual({
      ok: false,
      reason: 'Absolute episode 19 is beyond the 18 episodes TMDB lists for Long Anime',
    });
  });

  it('places `Show - Arc - 05` in the season its subtitle names, and refuses a subtitle that names none', async () => {
    const { tmdb } = seasonsServed({ 1: 26, 2: 18, 3: 11 });
    const seasons = [
      summary(1, 26),
      summary(2, 18, 'Entertainment District Arc'),
      summary(3, 11, 'Swordsmith Village'),
    ];
    const parsed = release({ title: 'Show - Swordsmith Village Arc', absoluteEpisodes: [5] });
    const base = { tmdb, showId: 1, showTitle: 'Show', seasons, parsed };
    expect(await episodeTarget({ ...base, signals: named('Swordsmith Village Arc') })).toMatchObject({
      ok: true,
      target: { season: 3, episodes: [5] },
    });
    expect(await episodeTarget({ ...base, signals: named('Entertainment District-hen') })).toMatchObject({
      ok: true,
      target: { season: 2, episodes: [5] },
    });
    expect(await episodeTarget({ ...base, signals: named('Yuukaku-hen') })).toMatchObject({ ok: false });
  });

  it('reads a number past the named season as absolute, only when it lands in that season', async () => {
    const { tmdb } = seasonsServed({ 1: 25, 2: 12, 3: 22, 4: 30 });
    const seasons = [summary(1, 25), summary(2, 12), summary(3, 22), summary(4, 30, 'The Final Season')];
    const place = (episode: number) =>
      episodeTarget({
        tmdb,
        showId: 1,
        showTitle: 'Show',
        seasons,
        parsed: release({ title: 'Show (The Final Season)', absoluteEpisodes: [episode] }),
        signals: [
          { kind: 'final', season: null, text: 'The Final Season', part: null, from: 'name', showTitle: 'Show' },
        ],
      });
    expect(await place(75)).toMatchObject({ ok: true, target: { season: 4, episodes: [16], absoluteEpisodes: [75] } });
    expect(await place(12)).toMatchObject({ ok: true, target: { season: 4, episodes: [12] } });
    expect(await place(40)).toEqual({
      ok: false,
      reason: 'Episode 40 is not in "The Final Season" (season 4 of Show, 30 episodes)',
    });
  });
});
