import type { MediaType } from '@cinesync/common';
import { tmdbCategoryLists } from '@cinesync/common';
import type { ConfigStore } from '../config/config-store.js';
import { notFound } from '../errors.js';
import { isTmdbError, type TmdbClient } from '../metadata/index.js';
import { layoutSettingsFrom } from '../config/layout-settings.js';
import type { LibraryRecordsRepository } from '../db/repositories/library-records.repository.js';

type Json = Record<string, unknown>;
type CategoryList = (typeof tmdbCategoryLists)[number];

/** Parts the media page shows besides the details: cast and crew, ids, certifications, keywords. */
const MOVIE_APPEND = ['credits', 'external_ids', 'keywords', 'release_dates'] as const;
const TV_APPEND = ['content_ratings', 'credits', 'external_ids', 'keywords'] as const;
const CATEGORY_RESULTS = 20;

interface DetailsRequest {
  id?: number | undefined;
  mediaType?: MediaType | undefined;
  seasonNumber?: number | undefined;
  query?: string | undefined;
  year?: number | undefined;
}

interface SearchRequest {
  query: string;
  mediaType?: MediaType | undefined;
  year?: number | undefined;
  page: number;
}

function tagged(results: readonly object[], mediaType?: MediaType): Json[] {
  return results
    .map((r) => (mediaType ? { ...r, media_type: mediaType } : { ...r })) // multi results carry their own
    .filter((r: Json) => r.adult !== true && (r.media_type === 'movie' || r.media_type === 'tv'));
}

/**
 * What the media pages and the processing dialog read from TMDB, through the one TMDB client (its
 * cache, rate limit and retries). Where the organiser's records already know a fact (the media type
 * of an id, of a category folder) they are asked first.
 */
export class MediaMetadata {
  constructor(
    private readonly tmdb: TmdbClient,
    private readonly records: LibraryRecordsRepository,
    private readonly config: ConfigStore,
  ) {}

  async details(request: DetailsRequest): Promise<Json> {
    if (request.id === undefined) return this.detailsByQuery(request);
    const id = request.id;
    if (request.mediaType) return this.detailsOf(id, request.mediaType, request.seasonNumber);
    const known = this.records.posterOf(id, undefined)?.media_type;
    if (known === 'movie' || known === 'tv') return this.detailsOf(id, known, request.seasonNumber);
    try {
      return await this.detailsOf(id, 'movie', undefined);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      return this.detailsOf(id, 'tv', request.seasonNumber);
    }
  }

  async search(request: SearchRequest): Promise<Json> {
    const options = { year: request.year, page: request.page };
    const page =
      request.mediaType === 'movie'
        ? await this.tmdb.searchMovie(request.query, options)
        : request.mediaType === 'tv'
          ? await this.tmdb.searchTv(request.query, options)
          : await this.tmdb.searchMulti(request.query, { page: request.page });
    return { ...page, results: tagged(page.results, request.mediaType) };
  }

  /** A category folder's backdrop posters, or one of the named lists. */
  async category(
    category: string,
  ): Promise<{ category: string; mediaType: MediaType; list: CategoryList; results: Json[] }> {
    const list = (tmdbCategoryLists as readonly string[]).includes(category)
      ? (category as CategoryList)
      : this.categoryType(category) === 'tv'
        ? 'popular-shows'
        : 'popular-movies';
    const mediaType: MediaType = list.endsWith('-shows') ? 'tv' : 'movie';
    const page = list.startsWith('trending-')
      ? await this.tmdb.trending(mediaType)
      : await this.tmdb.popular(mediaType);
    return { category, mediaType, list, results: tagged(page.results, mediaType).slice(0, CATEGORY_RESULTS) };
  }

  /**
   * The poster path of a title, for its cover (`/api/v3/MediaCover/{id}/poster.jpg`): from the
   * records when the organiser linked it, else from TMDB's details.
   */
  async posterPathOf(id: number, mediaType: MediaType | undefined): Promise<string> {
    const recorded = this.records.posterOf(id, mediaType);
    if (recorded) return recorded.poster_path;
    const details = await this.details({ id, mediaType });
    if (typeof details.poster_path !== 'string' || details.poster_path === '') {
      throw notFound(`No poster for ${mediaType ?? 'title'} ${id}`, { id });
    }
    return details.poster_path;
  }

  private async detailsOf(id: number, mediaType: MediaType, seasonNumber: number | undefined): Promise<Json> {
    try {
      if (mediaType === 'movie') return { ...(await this.tmdb.movieDetails(id, MOVIE_APPEND)), media_type: 'movie' };
      const show = await this.tmdb.tvDetails(id, TV_APPEND);
      if (seasonNumber === undefined) return { ...show, media_type: 'tv' };
      const season = await this.tmdb.season(id, seasonNumber);
      // The season dialog reads the episodes from the season inside the show.
      const seasons = show.seasons.map((s) =>
        s.season_number === seasonNumber ? { ...s, episodes: season.episodes } : s,
      );
      return { ...show, seasons, media_type: 'tv' };
    } catch (err) {
      if (isNotFound(err)) throw notFound(`No TMDB data found for ${mediaType} ${id}`, { id, mediaType });
      throw err;
    }
  }

  private async detailsByQuery(request: DetailsRequest): Promise<Json> {
    const query = request.query ?? '';
    const found = await this.search({ query, mediaType: request.mediaType, year: request.year, page: 1 });
    const first = (found.results as Json[])[0];
    if (!first || typeof first.id !== 'number') throw notFound(`No TMDB data found for "${query}"`, { query });
    return this.detailsOf(first.id, first.media_type as MediaType, request.seasonNumber);
  }

  /** Movie or show: what the records filed there are, else the configured folder names, else the name. */
  private categoryType(category: string): MediaType {
    const recorded = this.records.mediaTypeOfBase(category);
    if (recorded === 'tv' || recorded === 'movie') return recorded;
    const { folders } = layoutSettingsFrom(this.config);
    const name = category.toLowerCase();
    const shows = [folders.shows, folders.shows4k, folders.animeShows, folders.kidsShows];
    if (shows.some((f) => f.toLowerCase() === name)) return 'tv';
    const movies = [folders.movies, folders.movies4k, folders.animeMovies, folders.kidsMovies];
    if (movies.some((f) => f.toLowerCase() === name)) return 'movie';
    return /show|series|\btv\b/i.test(category) ? 'tv' : 'movie';
  }
}

function isNotFound(err: unknown): boolean {
  return isTmdbError(err, 'not_found');
}
