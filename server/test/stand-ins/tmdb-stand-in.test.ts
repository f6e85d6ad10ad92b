import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generatedDataset, mergeDatasets, recordedDataset } from './tmdb-dataset.js';
import { startTmdbStandIn, type TmdbStandIn } from './tmdb-stand-in.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('TMDB stand-in', () => {
  let tmdb: TmdbStandIn;

  async function get(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: Body }> {
    const response = await fetch(`${tmdb.baseUrl}${path}`, init);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
  }

  const ids = (results: Body[]): number[] => results.map((result) => result.id as number);

  beforeAll(async () => {
    tmdb = await startTmdbStandIn();
  });
  afterEach(() => tmdb.reset());
  afterAll(async () => {
    await tmdb.close();
  });

  describe('search', () => {
    it('answers /search/movie with TMDB result shapes, exact titles first, then popularity', async () => {
      const { status, body } = await get('/search/movie?query=Dune');
      expect(status).toBe(200);
      expect(body).toMatchObject({ page: 1, total_pages: 1, total_results: 3 });
      expect(ids(body.results)).toEqual([438631, 841, 693134]);
      expect(Object.keys(body.results[0]).sort()).toEqual(
        [
          'adult',
          'backdrop_path',
          'genre_ids',
          'id',
          'original_language',
          'original_title',
          'overview',
          'popularity',
          'poster_path',
          'release_date',
          'title',
          'video',
          'vote_average',
          'vote_count',
        ].sort(),
      );
    });

    it('narrows movies by year and by primary_release_year', async () => {
      expect(ids((await get('/search/movie?query=dune&year=1984')).body.results)).toEqual([841]);
      expect(ids((await get('/search/movie?query=dune&primary_release_year=2021')).body.results)).toEqual([438631]);
      expect((await get('/search/movie?query=dune&year=1950')).body.total_results).toBe(0);
    });

    it('ignores case, accents and punctuation and also matches original and alternative titles', async () => {
      expect(ids((await get('/search/movie?query=AMELIE')).body.results)).toEqual([194]);
      expect(ids((await get('/search/movie?query=leon%20the%20professional!')).body.results)).toEqual([101]);
      expect(ids((await get(`/search/movie?query=${encodeURIComponent('千と千尋の神隠し')}`)).body.results)).toEqual([
        129,
      ]);
      expect(ids((await get('/search/movie?query=avengers%20assemble')).body.results)).toEqual([24428]);
      expect(ids((await get('/search/movie?query=the%20matrix')).body.results)[0]).toBe(603);
    });

    it('answers /search/tv with show shapes and filters by first_air_date_year or years on air', async () => {
      const all = await get('/search/tv?query=the%20office');
      expect(ids(all.body.results)).toEqual([2316, 2996]);
      expect(all.body.results[0]).toMatchObject({
        name: 'The Office',
        first_air_date: '2005-03-24',
        origin_country: ['US'],
      });
      expect(all.body.results[0]).toHaveProperty('original_name');
      expect(ids((await get('/search/tv?query=the%20office&first_air_date_year=2001')).body.results)).toEqual([2996]);
      expect(ids((await get('/search/tv?query=doctor%20who&year=1975')).body.results)).toEqual([121]);
    });

    it('tags /search/multi results with media_type', async () => {
      const { body } = await get('/search/multi?query=fargo');
      expect(body.results.map((r: Body) => `${r.media_type}:${r.id}`).sort()).toEqual(['movie:275', 'tv:60622']);
    });

    it('pages 20 at a time and rejects pages outside 1..500', async () => {
      const { body } = await get('/movie/popular?page=2');
      expect(body).toMatchObject({ page: 2, total_results: recordedDataset.movies.length });
      expect(body.total_pages).toBe(Math.ceil(recordedDataset.movies.length / 20));
      expect(body.results).toHaveLength(20);
      const bad = await get('/movie/popular?page=0');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status_code: 22, success: false });
    });
  });

  describe('details', () => {
    it('appends the requested parts to movie details', async () => {
      const parts = 'external_ids,credits,alternative_titles,release_dates,keywords,images,no_such_part';
      const { body } = await get(`/movie/603?append_to_response=${parts}`);
      expect(body).toMatchObject({ id: 603, title: 'The Matrix', imdb_id: 'tt0133093', runtime: 136 });
      expect(body.belongs_to_collection).toMatchObject({ id: 2344 });
      expect(body.genres).toContainEqual({ id: 878, name: 'Science Fiction' });
      expect(body.external_ids.imdb_id).toBe('tt0133093');
      expect(body.credits.cast[0]).toMatchObject({ name: 'Keanu Reeves', order: 0 });
      expect(body.credits.crew[0]).toMatchObject({ job: 'Director', department: 'Directing' });
      expect(body.alternative_titles.titles.length).toBeGreaterThan(0);
      expect(body.release_dates.results[0].release_dates[0].certification).toBe('R');
      expect(body.keywords.keywords[0]).toHaveProperty('name');
      expect(body.images.posters[0].file_path).toBe(body.poster_path);
      expect(body).not.toHaveProperty('no_such_part');
    });

    it('answers show details with seasons, external ids and content ratings', async () => {
      const { body } = await get('/tv/1396?append_to_response=external_ids,content_ratings,credits,keywords');
      expect(body).toMatchObject({ id: 1396, name: 'Breaking Bad', number_of_seasons: 5, number_of_episodes: 62 });
      expect(body.seasons.filter((s: Body) => s.season_number > 0).map((s: Body) => s.episode_count)).toEqual([
        7, 13, 13, 13, 16,
      ]);
      expect(body.external_ids).toMatchObject({ imdb_id: 'tt0903747', tvdb_id: 81189 });
      expect(body.content_ratings.results[0]).toMatchObject({ iso_3166_1: 'US', rating: 'TV-MA' });
      expect(body.last_episode_to_air).toMatchObject({ season_number: 5, episode_number: 16, name: 'Felina' });
      const images = await get('/tv/1396/images');
      expect(images.body.id).toBe(1396);
      expect(images.body.posters.length).toBeGreaterThan(0);
    });

    it("lists a season's episodes and answers single episodes", async () => {
      const { body } = await get('/tv/1396/season/1');
      expect(body.episodes).toHaveLength(7);
      expect(body.episodes[0]).toMatchObject({
        episode_number: 1,
        season_number: 1,
        name: 'Pilot',
        air_date: '2008-01-20',
      });
      for (const key of ['id', 'runtime', 'vote_average', 'overview', 'still_path'])
        expect(body.episodes[0]).toHaveProperty(key);
      const episode = await get('/tv/1396/season/5/episode/16');
      expect(episode.body).toMatchObject({ name: 'Felina', air_date: '2013-09-29' });
      const lastArc = await get('/tv/37854/season/10');
      expect(lastArc.body.episodes).toHaveLength(194);
      expect((await get('/tv/1396/season/9')).status).toBe(404);
    });

    it('finds titles by IMDb and TVDB id', async () => {
      const byImdb = await get('/find/tt0133093?external_source=imdb_id');
      expect(ids(byImdb.body.movie_results)).toEqual([603]);
      expect(byImdb.body.tv_results).toEqual([]);
      const byTvdb = await get('/find/78804?external_source=tvdb_id');
      expect(byTvdb.body.tv_results[0]).toMatchObject({ id: 57243, media_type: 'tv' });
      expect((await get('/find/tt0133093')).status).toBe(400);
    });

    it("answers unknown ids and paths with TMDB's 404 body", async () => {
      for (const path of ['/movie/1', '/tv/1', '/tv/1396/season/1/episode/99', '/no/such/thing']) {
        const { status, body } = await get(path);
        expect(status).toBe(404);
        expect(body).toEqual({
          status_code: 34,
          status_message: 'The resource you requested could not be found.',
          success: false,
        });
      }
    });

    it('serves configuration, genre lists and trending', async () => {
      const config = await get('/configuration');
      expect(config.body.images.base_url).toBe(`${tmdb.imageBaseUrl}/`);
      expect(config.body.images.poster_sizes).toContain('w500');
      expect((await get('/genre/movie/list')).body.genres).toContainEqual({ id: 28, name: 'Action' });
      expect((await get('/genre/tv/list')).body.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
      const trending = await get('/trending/all/week');
      expect(trending.body.results[0]).toHaveProperty('media_type');
    });
  });

  describe('images', () => {
    it('serves a real JPEG for known files and 404 for unknown ones', async () => {
      const { body } = await get('/movie/603');
      const response = await fetch(`${tmdb.imageBaseUrl}/w500${body.poster_path as string}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      expect([bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd9]);
      expect((await fetch(`${tmdb.imageBaseUrl}/w500/unknownFile.jpg`)).status).toBe(404);
      expect((await fetch(`${tmdb.imageBaseUrl}/w9999${body.poster_path as string}`)).status).toBe(404);
    });
  });

  describe('knobs', () => {
    it('delays every answer by latencyMs', async () => {
      tmdb.setKnobs({ latencyMs: 150 });
      const started = performance.now();
      await get('/configuration');
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    });

    it('answers 429 with Retry-After: 1 above rateLimitPerSecond', async () => {
      tmdb.setKnobs({ rateLimitPerSecond: 3 });
      const answers = await Promise.all(Array.from({ length: 6 }, () => get('/genre/movie/list')));
      const limited = answers.filter((answer) => answer.status === 429);
      expect(limited.length).toBeGreaterThanOrEqual(3);
      expect(limited[0]?.headers.get('retry-after')).toBe('1');
      expect(limited[0]?.body).toMatchObject({ status_code: 25, success: false });
    });

    it('forces 429s with the chosen Retry-After for the next N requests', async () => {
      tmdb.setKnobs({ forced429: 2, retryAfterSeconds: 7 });
      const first = await get('/configuration');
      const second = await get('/configuration');
      expect([first.status, second.status]).toEqual([429, 429]);
      expect(first.headers.get('retry-after')).toBe('7');
      expect((await get('/configuration')).status).toBe(200);
    });

    it('fails the next N requests with 500, then recovers', async () => {
      tmdb.setKnobs({ failNext: 1 });
      const failed = await get('/configuration');
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ success: false });
      expect((await get('/configuration')).status).toBe(200);
    });

    it('drops the connection for failMode reset, then recovers', async () => {
      tmdb.setKnobs({ failNext: 1, failMode: 'reset' });
      await expect(fetch(`${tmdb.baseUrl}/configuration`)).rejects.toThrow();
      expect((await get('/configuration')).status).toBe(200);
      expect(tmdb.requests.map((request) => request.status)).toEqual([0, 200]);
    });

    it('requires the API key as a query parameter or bearer token when one is set', async () => {
      tmdb.setKnobs({ apiKey: 'secret-key' });
      const missing = await get('/configuration');
      expect(missing.status).toBe(401);
      expect(missing.body).toMatchObject({ status_code: 7, success: false });
      expect((await get('/configuration?api_key=wrong')).status).toBe(401);
      expect((await get('/configuration?api_key=secret-key')).status).toBe(200);
      expect((await get('/configuration', { headers: { Authorization: 'Bearer secret-key' } })).status).toBe(200);
    });
  });

  describe('recording', () => {
    it('records method, path and query, counts by prefix, and reset clears records and knobs', async () => {
      await get('/search/movie?query=alien&page=1');
      await get('/search/tv?query=fargo');
      await get('/movie/348');
      expect(tmdb.requests[0]).toMatchObject({
        method: 'GET',
        path: '/3/search/movie',
        query: { query: 'alien', page: '1' },
      });
      expect(typeof tmdb.requests[0]?.at).toBe('number');
      expect(tmdb.calls()).toBe(3);
      expect(tmdb.calls('/3/search')).toBe(2);
      expect(tmdb.calls('/movie/')).toBe(1);
      tmdb.setKnobs({ apiKey: 'k' });
      tmdb.reset();
      expect(tmdb.requests).toHaveLength(0);
      expect((await get('/configuration')).status).toBe(200);
    });
  });

  describe('datasets', () => {
    it('generates the same distinct titles for the same seed, ids from 900000 up', () => {
      const first = generatedDataset({ movies: 300, shows: 60, seed: 7 });
      const again = generatedDataset({ movies: 300, shows: 60, seed: 7 });
      expect(again).toEqual(first);
      const titles = [...first.movies.map((m) => m.title), ...first.shows.map((s) => s.name)];
      expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(titles.length);
      expect(first.movies[0]?.id).toBe(900000);
      expect(first.shows[0]?.id).toBe(900300);
      expect(generatedDataset({ movies: 5, shows: 0, seed: 8 }).movies[0]?.title).not.toBe(first.movies[0]?.title);
    });

    it('serves a merged dataset set with setKnobs, including generated seasons', async () => {
      const generated = generatedDataset({ movies: 50, shows: 10 });
      tmdb.setKnobs({ dataset: mergeDatasets(recordedDataset, generated) });
      const someMovie = generated.movies[17];
      const someShow = generated.shows[3];
      if (!someMovie || !someShow) throw new Error('generated too few titles');
      const found = await get(`/search/movie?query=${encodeURIComponent(someMovie.title)}`);
      expect(ids(found.body.results)).toContain(someMovie.id);
      const season = await get(`/tv/${someShow.id}/season/1`);
      expect(season.body.episodes.length).toBe(someShow.seasons.find((s) => s.season_number === 1)?.episode_count);
      expect((await get('/movie/603')).status).toBe(200);
    });
  });
});
