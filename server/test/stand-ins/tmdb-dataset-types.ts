/**
 * The records the TMDB stand-in serves from. Field names follow TMDB v3 where a field is served as
 * is; a few fields are stored in a compact form (genre ids, country codes, keyword names) and
 * expanded into TMDB's shapes when answered.
 */

export interface StandInCastMember {
  id: number;
  name: string;
  character: string;
  profile_path: string | null;
}

export interface StandInCrewMember {
  id: number;
  name: string;
  job: string;
  department: string;
  profile_path: string | null;
}

export interface StandInAlternativeTitle {
  /** Country code, for example `US`. */
  iso_3166_1: string;
  title: string;
  /** TMDB's free-text type: '', 'romaji', 'working title'… */
  type: string;
}

/** A title or season name in one language, as `/translations` lists it. */
export interface StandInTranslation {
  /** Country code, for example `DE`. */
  iso_3166_1: string;
  /** Language code, for example `de`. */
  iso_639_1: string;
  /** The translated title (a movie's) or name (a show's or a season's). */
  title: string;
}

export interface StandInCollectionRef {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

/** Fields movies and shows share. */
export interface StandInTitleCommon {
  id: number;
  original_language: string;
  overview: string;
  popularity: number;
  vote_average: number;
  vote_count: number;
  poster_path: string | null;
  backdrop_path: string | null;
  /** Movie genre ids for movies, TV genre ids for shows (see `tmdb-genres.ts`). */
  genre_ids: number[];
  alternative_titles: StandInAlternativeTitle[];
  /** The title in other languages (TMDB's `translations`); none when left out. */
  translations?: StandInTranslation[];
  cast: StandInCastMember[];
  crew: StandInCrewMember[];
  /** Keyword names; ids are derived from the names when served. */
  keywords: string[];
  /** Country codes, for example `['US', 'GB']`. */
  production_countries: string[];
  status: string;
  tagline: string;
  adult: boolean;
}

export interface StandInMovie extends StandInTitleCommon {
  title: string;
  original_title: string;
  /** `YYYY-MM-DD`, or '' when unknown (as TMDB answers). */
  release_date: string;
  runtime: number | null;
  imdb_id: string | null;
  belongs_to_collection: StandInCollectionRef | null;
  /** US certification, '' for none. */
  certification: string;
  budget: number;
  revenue: number;
}

export interface StandInSeason {
  season_number: number;
  episode_count: number;
  air_date: string | null;
  name: string;
  overview: string;
  poster_path: string | null;
}

export interface StandInCreator {
  id: number;
  name: string;
}

export interface StandInNetwork {
  id: number;
  name: string;
  origin_country: string;
}

/** How generated episode air dates follow the season's first air date. */
export type StandInCadence = 'weekly' | 'daily' | 'batch';

export interface StandInShow extends StandInTitleCommon {
  name: string;
  original_name: string;
  first_air_date: string;
  /** Set for ended shows; for running shows the last generated episode's date is served. */
  last_air_date: string | null;
  in_production: boolean;
  origin_country: string[];
  episode_run_time: number[];
  created_by: StandInCreator[];
  networks: StandInNetwork[];
  /** TMDB's show type: 'Scripted', 'Miniseries', 'Documentary', 'Talk Show', 'Reality'… */
  type: string;
  seasons: StandInSeason[];
  external_ids: { imdb_id: string | null; tvdb_id: number | null };
  /** US content rating, '' for none. */
  content_rating: string;
  cadence: StandInCadence;
  /** Known episode names by season number; the rest are served as "Episode N". */
  episode_names: Record<number, string[]>;
  /** Known episode air dates by season number; the rest follow the cadence. */
  episode_air_dates: Record<number, string[]>;
  /** Season names in other languages by season number (`/tv/{id}/season/{n}/translations`). */
  season_translations?: Record<number, StandInTranslation[]>;
}

export interface TmdbDataset {
  movies: StandInMovie[];
  shows: StandInShow[];
}
