import type { StandInMovie, StandInShow, TmdbDataset } from './tmdb-dataset-types.js';
import { knownImagePaths } from './tmdb-responses.js';
import { TitleIndex } from './tmdb-title-search.js';

/** One searchable entry of either kind, tagged the way `/search/multi` tags its results. */
export type CatalogueEntry = { media_type: 'movie'; movie: StandInMovie } | { media_type: 'tv'; show: StandInShow };

function yearOf(date: string | null | undefined): number | undefined {
  const year = Number.parseInt(date?.slice(0, 4) ?? '', 10);
  return Number.isFinite(year) ? year : undefined;
}

/** Lookups over one dataset: by id, by external id, by title, by popularity, image files. */
export class TmdbCatalogue {
  readonly movies = new Map<number, StandInMovie>();
  readonly shows = new Map<number, StandInShow>();
  private readonly byImdb = new Map<string, CatalogueEntry[]>();
  private readonly byTvdb = new Map<number, StandInShow[]>();
  private readonly titles: TitleIndex<CatalogueEntry>;
  private popularCache: CatalogueEntry[] | undefined;
  private imageCache: Set<string> | undefined;

  constructor(readonly dataset: TmdbDataset) {
    const entries: CatalogueEntry[] = [];
    for (const movie of dataset.movies) {
      this.movies.set(movie.id, movie);
      entries.push({ media_type: 'movie', movie });
      if (movie.imdb_id) this.addImdb(movie.imdb_id, { media_type: 'movie', movie });
    }
    for (const show of dataset.shows) {
      this.shows.set(show.id, show);
      entries.push({ media_type: 'tv', show });
      if (show.external_ids.imdb_id) this.addImdb(show.external_ids.imdb_id, { media_type: 'tv', show });
      const tvdb = show.external_ids.tvdb_id;
      if (tvdb !== null) this.byTvdb.set(tvdb, [...(this.byTvdb.get(tvdb) ?? []), show]);
    }
    this.titles = new TitleIndex(
      entries.map((entry) => {
        const record = entry.media_type === 'movie' ? entry.movie : entry.show;
        const primaryNames =
          entry.media_type === 'movie'
            ? [entry.movie.title, entry.movie.original_title]
            : [entry.show.name, entry.show.original_name];
        return {
          item: entry,
          primaryNames,
          // TMDB's search finds a title by its translations as by its alternative titles.
          alternativeNames: [
            ...record.alternative_titles.map((alternative) => alternative.title),
            ...(record.translations ?? []).map((translation) => translation.title),
          ],
          popularity: record.popularity,
        };
      }),
    );
  }

  private addImdb(imdbId: string, entry: CatalogueEntry): void {
    this.byImdb.set(imdbId, [...(this.byImdb.get(imdbId) ?? []), entry]);
  }

  findByImdb(imdbId: string): CatalogueEntry[] {
    return this.byImdb.get(imdbId) ?? [];
  }

  findByTvdb(tvdbId: number): StandInShow[] {
    return this.byTvdb.get(tvdbId) ?? [];
  }

  searchMovies(query: string, filter: { year?: number; includeAdult: boolean }): StandInMovie[] {
    return this.titles
      .search(query, (entry) => {
        if (entry.media_type !== 'movie') return false;
        if (entry.movie.adult && !filter.includeAdult) return false;
        return filter.year === undefined || yearOf(entry.movie.release_date) === filter.year;
      })
      .flatMap((entry) => (entry.media_type === 'movie' ? [entry.movie] : []));
  }

  /** `firstAirYear` matches the first air date; `airedIn` any year the show was on air. */
  searchShows(
    query: string,
    filter: { firstAirYear?: number; airedIn?: number; includeAdult: boolean },
  ): StandInShow[] {
    return this.titles
      .search(query, (entry) => {
        if (entry.media_type !== 'tv') return false;
        const show = entry.show;
        if (show.adult && !filter.includeAdult) return false;
        const first = yearOf(show.first_air_date);
        if (filter.firstAirYear !== undefined && first !== filter.firstAirYear) return false;
        if (filter.airedIn !== undefined) {
          const last = show.in_production ? Number.POSITIVE_INFINITY : (lastAiredYear(show) ?? first);
          if (first === undefined || last === undefined) return false;
          if (filter.airedIn < first || filter.airedIn > last) return false;
        }
        return true;
      })
      .flatMap((entry) => (entry.media_type === 'tv' ? [entry.show] : []));
  }

  searchAll(query: string, includeAdult: boolean): CatalogueEntry[] {
    return this.titles.search(query, (entry) => {
      const record = entry.media_type === 'movie' ? entry.movie : entry.show;
      return includeAdult || !record.adult;
    });
  }

  /** Every movie and show, most popular first. */
  popular(): CatalogueEntry[] {
    this.popularCache ??= [
      ...this.dataset.movies.map((movie): CatalogueEntry => ({ media_type: 'movie', movie })),
      ...this.dataset.shows.map((show): CatalogueEntry => ({ media_type: 'tv', show })),
    ].sort((a, b) => popularityOf(b) - popularityOf(a));
    return this.popularCache;
  }

  /** Image files the image route serves (built on first use: it walks every episode). */
  images(): Set<string> {
    this.imageCache ??= knownImagePaths(this.dataset);
    return this.imageCache;
  }
}

function popularityOf(entry: CatalogueEntry): number {
  return entry.media_type === 'movie' ? entry.movie.popularity : entry.show.popularity;
}

function lastAiredYear(show: StandInShow): number | undefined {
  if (show.last_air_date) return yearOf(show.last_air_date);
  const years = show.seasons.map((season) => yearOf(season.air_date)).filter((year) => year !== undefined);
  return years.length > 0 ? Math.max(...years) : undefined;
}
