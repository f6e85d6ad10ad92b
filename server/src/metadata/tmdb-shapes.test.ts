import { describe, expect, it } from 'vitest';
import { movieDetailsShape, movieSearchShape, seasonShape, tvDetailsShape } from './tmdb-shapes.js';

const MOVIE = {
  id: 603,
  title: 'The Matrix',
  release_date: '1999-03-30',
  poster_path: '/m.jpg',
  tagline: 'Free your mind',
};
const SHOW = { id: 1396, name: 'Breaking Bad', first_air_date: '2008-01-20', seasons: [{ id: 1, season_number: 1 }] };

describe('TMDB answers checked at the door', () => {
  it.each([
    ['missing', {}],
    ['null', { keywords: null, release_dates: null, external_ids: null, credits: null, genres: null }],
    ['of the wrong type', { keywords: 'x', release_dates: 7, external_ids: [], credits: 'none', genres: {} }],
  ])('reads a movie whose optional parts are %s as empty parts', (_case, odd) => {
    const details = movieDetailsShape(['credits', 'external_ids', 'keywords', 'release_dates']).parse({
      ...MOVIE,
      ...odd,
    });
    expect(details).toMatchObject({
      id: 603,
      title: 'The Matrix',
      genres: [],
      keywords: { keywords: [] },
      release_dates: { results: [] },
      credits: { cast: [], crew: [] },
      external_ids: {},
      production_companies: [],
      overview: '',
      runtime: null,
    });
  });

  it('reads a show without content ratings, keywords, seasons or networks', () => {
    const details = tvDetailsShape(['content_ratings', 'credits', 'external_ids', 'keywords']).parse({
      ...SHOW,
      content_ratings: undefined,
      keywords: { results: [{ id: 1, name: 'drugs' }, { name: 'no id' }] },
      seasons: 'n/a',
      networks: [{ id: 174, name: 'AMC' }, null],
    });
    expect(details).toMatchObject({
      content_ratings: { results: [] },
      keywords: { results: [{ id: 1, name: 'drugs' }] },
      seasons: [],
      networks: [{ id: 174, name: 'AMC', logo_path: null, origin_country: '' }],
      episode_run_time: [],
      last_episode_to_air: null,
    });
  });

  it('keeps the good results of a search when one is malformed', () => {
    const page = movieSearchShape.parse({
      page: 1,
      results: [MOVIE, { title: 'no id at all' }, 'junk', { ...MOVIE, id: 604, title: 'The Matrix Reloaded' }],
      total_results: 'many',
    });
    expect(page.results.map((r) => r.id)).toEqual([603, 604]);
    expect(page.total_results).toBe(0);
  });

  it('keeps fields it does not describe (the web app reads some)', () => {
    expect(movieDetailsShape([]).parse({ ...MOVIE, belongs_to_collection: null, extra_field: 'x' })).toMatchObject({
      extra_field: 'x',
    });
  });

  it('refuses what no consumer can use: not an object, or a title without an id', () => {
    expect(movieDetailsShape([]).safeParse([1, 2]).success).toBe(false);
    expect(movieDetailsShape([]).safeParse({ title: 'x' }).success).toBe(false);
    expect(seasonShape.safeParse({ episodes: [] }).success).toBe(false);
  });

  it('drops episodes it cannot place and keeps the rest', () => {
    const season = seasonShape.parse({
      season_number: 1,
      episodes: [
        { id: 1, season_number: 1, episode_number: 1, name: 'Pilot' },
        { id: 2, season_number: 1, name: 'no number' },
      ],
    });
    expect(season.episodes.map((e) => e.name)).toEqual(['Pilot']);
  });
});
