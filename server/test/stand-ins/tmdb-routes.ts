import type { CatalogueEntry, TmdbCatalogue } from './tmdb-catalogue.js';
import { IMAGE_SIZES, MOVIE_GENRES, TV_GENRES } from './tmdb-reference-lists.js';
import {
  episodeDetails,
  movieDetails,
  movieResult,
  movieSub,
  seasonDetails,
  showDetails,
  translationsBody,
  showResult,
  showSub,
  type JsonObject,
} from './tmdb-responses.js';

/** The `/3/...` endpoints: path and query in, status and JSON body out. */

export interface ApiAnswer {
  status: number;
  body: JsonObject;
}

export function tmdbError(status: number, statusCode: number, message: string): ApiAnswer {
  return { status, body: { status_code: statusCode, status_message: message, success: false } };
}

export const NOT_FOUND = (): ApiAnswer => tmdbError(404, 34, 'The resource you requested could not be found.');
const INVALID_PAGE = (): ApiAnswer =>
  tmdbError(400, 22, 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.');
const INVALID_PARAMETERS = (): ApiAnswer =>
  tmdbError(400, 5, 'Invalid parameters: Your request parameters are incorrect.');

const PAGE_SIZE = 20;

function ok(body: JsonObject): ApiAnswer {
  return { status: 200, body };
}

/** One page of 20, or an error answer for a page outside 1..500. */
function paged<T>(items: readonly T[], query: URLSearchParams, toJson: (item: T) => JsonObject): ApiAnswer {
  const raw = query.get('page');
  const page = raw === null || raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 500) return INVALID_PAGE();
  const start = (page - 1) * PAGE_SIZE;
  return ok({
    page,
    results: items.slice(start, start + PAGE_SIZE).map(toJson),
    total_pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    total_results: items.length,
  });
}

function yearParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  return raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : undefined;
}

function entryResult(entry: CatalogueEntry): JsonObject {
  return entry.media_type === 'movie'
    ? { ...movieResult(entry.movie), media_type: 'movie' }
    : { ...showResult(entry.show), media_type: 'tv' };
}

/** Details plus each known `append_to_response` part under its own name; unknown parts are ignored. */
function withAppends(
  details: JsonObject,
  query: URLSearchParams,
  sub: (name: string) => JsonObject | undefined,
): JsonObject {
  const body: JsonObject = { ...details };
  for (const name of (query.get('append_to_response') ?? '').split(',')) {
    const part = sub(name.trim());
    if (part) body[name.trim()] = part;
  }
  return body;
}

type Route = (match: string[], query: URLSearchParams, catalogue: TmdbCatalogue, imageBaseUrl: string) => ApiAnswer;

const ROUTES: [RegExp, Route][] = [
  [
    /^\/search\/movie$/,
    (_, query, catalogue) => {
      const year = yearParam(query, 'primary_release_year') ?? yearParam(query, 'year');
      const includeAdult = query.get('include_adult') === 'true';
      return paged(catalogue.searchMovies(query.get('query') ?? '', { year, includeAdult }), query, movieResult);
    },
  ],
  [
    /^\/search\/tv$/,
    (_, query, catalogue) => {
      const filter = {
        firstAirYear: yearParam(query, 'first_air_date_year'),
        airedIn: yearParam(query, 'year'),
        includeAdult: query.get('include_adult') === 'true',
      };
      return paged(catalogue.searchShows(query.get('query') ?? '', filter), query, showResult);
    },
  ],
  [
    /^\/search\/multi$/,
    (_, query, catalogue) =>
      paged(catalogue.searchAll(query.get('query') ?? '', query.get('include_adult') === 'true'), query, entryResult),
  ],
  [
    /^\/movie\/popular$/,
    (_, query, catalogue) => paged(catalogue.dataset.movies.slice().sort(byPopularity), query, movieResult),
  ],
  [
    /^\/tv\/popular$/,
    (_, query, catalogue) => paged(catalogue.dataset.shows.slice().sort(byPopularity), query, showResult),
  ],
  [
    /^\/trending\/(all|movie|tv|person)\/(day|week)$/,
    ([, kind], query, catalogue) =>
      paged(
        catalogue.popular().filter((entry) => kind === 'all' || entry.media_type === kind),
        query,
        entryResult,
      ),
  ],
  [
    /^\/movie\/(\d+)$/,
    ([, id], query, catalogue) => {
      const movie = catalogue.movies.get(Number(id));
      return movie ? ok(withAppends(movieDetails(movie), query, (name) => movieSub(movie, name))) : NOT_FOUND();
    },
  ],
  [
    /^\/movie\/(\d+)\/([a-z_]+)$/,
    ([, id, name], _, catalogue) => {
      const movie = catalogue.movies.get(Number(id));
      const part = movie && movieSub(movie, name ?? '');
      return movie && part ? ok({ id: movie.id, ...part }) : NOT_FOUND();
    },
  ],
  [
    /^\/collection\/(\d+)$/,
    ([, id], _, catalogue) => {
      const parts = [...catalogue.movies.values()].filter((m) => m.belongs_to_collection?.id === Number(id));
      const first = parts[0]?.belongs_to_collection;
      if (!first) return NOT_FOUND();
      return ok({
        id: first.id,
        name: first.name,
        poster_path: first.poster_path,
        backdrop_path: first.backdrop_path,
        overview: '',
        parts: parts.map((m) => ({ id: m.id, title: m.title, release_date: m.release_date, media_type: 'movie' })),
      });
    },
  ],
  [
    /^\/tv\/(\d+)$/,
    ([, id], query, catalogue) => {
      const show = catalogue.shows.get(Number(id));
      return show ? ok(withAppends(showDetails(show), query, (name) => showSub(show, name))) : NOT_FOUND();
    },
  ],
  [
    /^\/tv\/(\d+)\/season\/(\d+)$/,
    ([, id, season], _, catalogue) => {
      const show = catalogue.shows.get(Number(id));
      const body = show && seasonDetails(show, Number(season));
      return body ? ok(body) : NOT_FOUND();
    },
  ],
  [
    /^\/tv\/(\d+)\/season\/(\d+)\/translations$/,
    ([, id, season], _, catalogue) => {
      const show = catalogue.shows.get(Number(id));
      const known = show?.seasons.some((entry) => entry.season_number === Number(season));
      if (!show || !known) return NOT_FOUND();
      return ok({
        id: show.id * 1000 + Number(season),
        ...translationsBody(show.season_translations?.[Number(season)], 'name'),
      });
    },
  ],
  [
    /^\/tv\/(\d+)\/season\/(\d+)\/episode\/(\d+)$/,
    ([, id, season, episode], _, catalogue) => {
      const show = catalogue.shows.get(Number(id));
      const body = show && episodeDetails(show, Number(season), Number(episode));
      return body ? ok(body) : NOT_FOUND();
    },
  ],
  [
    /^\/tv\/(\d+)\/([a-z_]+)$/,
    ([, id, name], _, catalogue) => {
      const show = catalogue.shows.get(Number(id));
      const part = show && showSub(show, name ?? '');
      return show && part ? ok({ id: show.id, ...part }) : NOT_FOUND();
    },
  ],
  [
    /^\/find\/([^/]+)$/,
    ([, externalId], query, catalogue) => {
      const source = query.get('external_source');
      const id = decodeURIComponent(externalId ?? '');
      let entries: CatalogueEntry[];
      if (source === 'imdb_id') entries = catalogue.findByImdb(id);
      else if (source === 'tvdb_id')
        entries = catalogue.findByTvdb(Number(id)).map((show) => ({ media_type: 'tv', show }));
      else return INVALID_PARAMETERS();
      return ok({
        movie_results: entries.filter((entry) => entry.media_type === 'movie').map(entryResult),
        person_results: [],
        tv_results: entries.filter((entry) => entry.media_type === 'tv').map(entryResult),
        tv_episode_results: [],
        tv_season_results: [],
      });
    },
  ],
  [
    /^\/configuration$/,
    (_, __, ___, imageBaseUrl) =>
      ok({
        images: { base_url: `${imageBaseUrl}/`, secure_base_url: `${imageBaseUrl}/`, ...IMAGE_SIZES },
        change_keys: [
          'adult',
          'air_date',
          'also_known_as',
          'alternative_titles',
          'biography',
          'birthday',
          'budget',
          'cast',
          'certifications',
          'character_names',
          'created_by',
          'crew',
          'deathday',
          'episode',
          'episode_number',
          'episode_run_time',
          'freebase_id',
          'genres',
          'homepage',
          'images',
          'imdb_id',
          'keywords',
          'name',
          'network',
          'overview',
          'poster',
          'release_dates',
          'runtime',
          'season',
          'season_number',
          'status',
          'title',
          'translations',
          'tvdb_id',
          'videos',
        ],
      }),
  ],
  // TMDB's "validate your key" call: answered only after the key check, like every /3 path.
  [/^\/authentication$/, () => ok({ success: true, status_code: 1, status_message: 'Success.' })],
  [/^\/genre\/movie\/list$/, () => ok({ genres: MOVIE_GENRES })],
  [/^\/genre\/tv\/list$/, () => ok({ genres: TV_GENRES })],
];

function byPopularity(a: { popularity: number }, b: { popularity: number }): number {
  return b.popularity - a.popularity;
}

/** Answers a path below `/3` (for example `/search/movie`). */
export function answerApi(
  path: string,
  query: URLSearchParams,
  catalogue: TmdbCatalogue,
  imageBaseUrl: string,
): ApiAnswer {
  for (const [pattern, route] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return route([...match], query, catalogue, imageBaseUrl);
  }
  return NOT_FOUND();
}
