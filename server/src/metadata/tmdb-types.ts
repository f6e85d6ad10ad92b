/**
 * The TMDB v3 response shapes CineSync reads. Field names are TMDB's own (snake_case) so a body can
 * be typed without copying. Fields TMDB is known to leave out of some answers are optional; dates
 * are `YYYY-MM-DD` strings, and TMDB sends `''` (or null) when it doesn't know one.
 * Pure types: no I/O here.
 */

export interface TmdbPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface TmdbGenre {
  id: number;
  name: string;
}

// ----------------------------------------------------------------------------------------------
// Search results
// ----------------------------------------------------------------------------------------------

export interface TmdbMovieResult {
  id: number;
  title: string;
  original_title: string;
  original_language: string;
  overview: string;
  /** `YYYY-MM-DD`; '' or absent when unknown. */
  release_date?: string;
  popularity: number;
  vote_average: number;
  vote_count: number;
  poster_path: string | null;
  backdrop_path: string | null;
  genre_ids: number[];
  adult: boolean;
  video?: boolean;
}

export interface TmdbTvResult {
  id: number;
  name: string;
  original_name: string;
  original_language: string;
  overview: string;
  /** `YYYY-MM-DD`; '' or absent when unknown. */
  first_air_date?: string;
  origin_country: string[];
  popularity: number;
  vote_average: number;
  vote_count: number;
  poster_path: string | null;
  backdrop_path: string | null;
  genre_ids: number[];
  adult?: boolean;
}

interface TmdbPersonResult {
  id: number;
  name: string;
  original_name?: string;
  known_for_department?: string;
  profile_path: string | null;
  popularity: number;
  adult: boolean;
  gender?: number;
}

export type TmdbMultiMovieResult = TmdbMovieResult & { media_type: 'movie' };
export type TmdbMultiTvResult = TmdbTvResult & { media_type: 'tv' };
export type TmdbMultiPersonResult = TmdbPersonResult & { media_type: 'person' };
/** One row of `/search/multi`, told apart by `media_type`. */
export type TmdbMultiResult = TmdbMultiMovieResult | TmdbMultiTvResult | TmdbMultiPersonResult;

export type TmdbMovieSearch = TmdbPage<TmdbMovieResult>;
export type TmdbTvSearch = TmdbPage<TmdbTvResult>;
export type TmdbMultiSearch = TmdbPage<TmdbMultiResult>;

// ----------------------------------------------------------------------------------------------
// Parts shared by details and `append_to_response`
// ----------------------------------------------------------------------------------------------

export interface TmdbProductionCountry {
  iso_3166_1: string;
  name: string;
}

export interface TmdbSpokenLanguage {
  iso_639_1: string;
  english_name?: string;
  name: string;
}

export interface TmdbCompany {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country: string;
}

/** `/collection/{id}`: a film series and its films. */
export interface TmdbCollection {
  id: number;
  name: string;
  parts: { id: number; title: string; release_date: string | null }[];
}

export interface TmdbCollectionRef {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

export interface TmdbExternalIds {
  imdb_id?: string | null;
  /** TV only. */
  tvdb_id?: number | null;
  tvrage_id?: number | null;
  freebase_mid?: string | null;
  freebase_id?: string | null;
  wikidata_id?: string | null;
  facebook_id?: string | null;
  instagram_id?: string | null;
  twitter_id?: string | null;
}

export interface TmdbAlternativeTitle {
  /** Country code, for example `US`. */
  iso_3166_1: string;
  title: string;
  /** TMDB's free text: '', 'romaji', 'working title'… */
  type: string;
}

/** Movies list alternative titles under `titles`. */
export interface TmdbMovieAlternativeTitles {
  titles: TmdbAlternativeTitle[];
}

/** Shows list alternative titles under `results`. */
export interface TmdbTvAlternativeTitles {
  results: TmdbAlternativeTitle[];
}

/** One language's version of a title (`/translations`): `data` holds the translated title or name. */
export interface TmdbTranslation<D> {
  iso_3166_1: string;
  iso_639_1: string;
  /** The language's own name (`Deutsch`). */
  name: string;
  english_name: string;
  data: D;
}

/** Movies translate their `title`; an empty title means the translation keeps the original. */
export interface TmdbMovieTranslations {
  translations: TmdbTranslation<{ title: string }>[];
}

/** Shows and seasons translate their `name`. */
export interface TmdbTvTranslations {
  translations: TmdbTranslation<{ name: string }>[];
}

interface TmdbCreditPerson {
  id: number;
  name: string;
  original_name?: string;
  adult?: boolean;
  gender?: number;
  known_for_department?: string;
  popularity?: number;
  profile_path: string | null;
  credit_id: string;
}

export interface TmdbCastMember extends TmdbCreditPerson {
  character: string;
  order: number;
  /** Movies only. */
  cast_id?: number;
}

export interface TmdbCrewMember extends TmdbCreditPerson {
  department: string;
  job: string;
}

export interface TmdbCredits {
  cast: TmdbCastMember[];
  crew: TmdbCrewMember[];
}

/** One release of a movie in one country (`release_dates`). Type 1 premiere … 6 TV. */
export interface TmdbReleaseDate {
  certification: string;
  descriptors?: string[];
  iso_639_1: string;
  note: string;
  /** ISO date-time. */
  release_date: string;
  type: number;
}

export interface TmdbReleaseDates {
  results: { iso_3166_1: string; release_dates: TmdbReleaseDate[] }[];
}

/** A show's rating per country (`content_ratings`). */
export interface TmdbContentRatings {
  results: { iso_3166_1: string; rating: string; descriptors?: string[] }[];
}

export interface TmdbKeyword {
  id: number;
  name: string;
}

/** Movies list keywords under `keywords`. */
export interface TmdbMovieKeywords {
  keywords: TmdbKeyword[];
}

/** Shows list keywords under `results`. */
export interface TmdbTvKeywords {
  results: TmdbKeyword[];
}

export interface TmdbImage {
  file_path: string;
  width: number;
  height: number;
  aspect_ratio: number;
  iso_639_1: string | null;
  vote_average: number;
  vote_count: number;
}

export interface TmdbImages {
  backdrops: TmdbImage[];
  posters: TmdbImage[];
  logos?: TmdbImage[];
}

export interface TmdbVideos {
  results: {
    id: string;
    key: string;
    name: string;
    site: string;
    type: string;
    official?: boolean;
    iso_639_1?: string;
    iso_3166_1?: string;
  }[];
}

// ----------------------------------------------------------------------------------------------
// Movie details
// ----------------------------------------------------------------------------------------------

export interface TmdbMovieDetails {
  id: number;
  imdb_id: string | null;
  title: string;
  original_title: string;
  original_language: string;
  overview: string;
  tagline: string;
  /** `YYYY-MM-DD`, '' when unknown. */
  release_date: string;
  runtime: number | null;
  status: string;
  adult: boolean;
  video?: boolean;
  homepage: string;
  budget: number;
  revenue: number;
  popularity: number;
  vote_average: number;
  vote_count: number;
  poster_path: string | null;
  backdrop_path: string | null;
  belongs_to_collection: TmdbCollectionRef | null;
  genres: TmdbGenre[];
  origin_country?: string[];
  production_companies: TmdbCompany[];
  production_countries: TmdbProductionCountry[];
  spoken_languages: TmdbSpokenLanguage[];
}

/** What each `append_to_response` name adds to a movie. */
export interface TmdbMovieAppendable {
  external_ids: TmdbExternalIds;
  credits: TmdbCredits;
  alternative_titles: TmdbMovieAlternativeTitles;
  translations: TmdbMovieTranslations;
  release_dates: TmdbReleaseDates;
  keywords: TmdbMovieKeywords;
  images: TmdbImages;
  videos: TmdbVideos;
}

export type TmdbMovieAppend = keyof TmdbMovieAppendable;

/** Movie details with the requested appended parts present. */
export type TmdbMovieDetailsWith<A extends TmdbMovieAppend = never> = TmdbMovieDetails & Pick<TmdbMovieAppendable, A>;

// ----------------------------------------------------------------------------------------------
// TV details, seasons, episodes
// ----------------------------------------------------------------------------------------------

export interface TmdbEpisode {
  id: number;
  name: string;
  overview: string;
  /** `YYYY-MM-DD`, null when unknown. */
  air_date: string | null;
  season_number: number;
  episode_number: number;
  episode_type?: string;
  runtime: number | null;
  still_path: string | null;
  vote_average: number;
  vote_count: number;
  production_code?: string;
  show_id?: number;
  crew?: TmdbCrewMember[];
  guest_stars?: TmdbCastMember[];
}

/** A season as listed inside the show's details. */
export interface TmdbSeasonSummary {
  id: number;
  season_number: number;
  name: string;
  overview: string;
  air_date: string | null;
  episode_count: number;
  poster_path: string | null;
  vote_average?: number;
}

export interface TmdbNetwork {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country: string;
}

export interface TmdbCreator {
  id: number;
  credit_id: string;
  name: string;
  original_name?: string;
  gender?: number;
  profile_path: string | null;
}

export interface TmdbTvDetails {
  id: number;
  name: string;
  original_name: string;
  original_language: string;
  overview: string;
  tagline: string;
  first_air_date: string | null;
  last_air_date: string | null;
  status: string;
  /** 'Scripted', 'Miniseries', 'Documentary', 'Talk Show', 'Reality'… */
  type: string;
  in_production: boolean;
  adult: boolean;
  homepage: string;
  popularity: number;
  vote_average: number;
  vote_count: number;
  poster_path: string | null;
  backdrop_path: string | null;
  episode_run_time: number[];
  number_of_episodes: number;
  number_of_seasons: number;
  languages: string[];
  origin_country: string[];
  genres: TmdbGenre[];
  created_by: TmdbCreator[];
  networks: TmdbNetwork[];
  production_companies: TmdbCompany[];
  production_countries: TmdbProductionCountry[];
  spoken_languages: TmdbSpokenLanguage[];
  seasons: TmdbSeasonSummary[];
  last_episode_to_air: TmdbEpisode | null;
  next_episode_to_air: TmdbEpisode | null;
}

/** What each `append_to_response` name adds to a show. */
export interface TmdbTvAppendable {
  external_ids: TmdbExternalIds;
  credits: TmdbCredits;
  alternative_titles: TmdbTvAlternativeTitles;
  translations: TmdbTvTranslations;
  content_ratings: TmdbContentRatings;
  keywords: TmdbTvKeywords;
  images: TmdbImages;
  videos: TmdbVideos;
}

export type TmdbTvAppend = keyof TmdbTvAppendable;

/** Show details with the requested appended parts present. */
export type TmdbTvDetailsWith<A extends TmdbTvAppend = never> = TmdbTvDetails & Pick<TmdbTvAppendable, A>;

export interface TmdbSeasonDetails {
  /** TMDB's internal document id. */
  _id?: string;
  id: number;
  season_number: number;
  name: string;
  overview: string;
  air_date: string | null;
  poster_path: string | null;
  vote_average?: number;
  episodes: TmdbEpisode[];
}

export type TmdbEpisodeDetails = TmdbEpisode;

// ----------------------------------------------------------------------------------------------
// Find, configuration
// ----------------------------------------------------------------------------------------------

export type TmdbExternalSource = 'imdb_id' | 'tvdb_id';

export interface TmdbFindResults {
  movie_results: TmdbMultiMovieResult[];
  tv_results: TmdbMultiTvResult[];
  person_results: TmdbMultiPersonResult[];
  tv_episode_results: TmdbEpisode[];
  tv_season_results: TmdbSeasonSummary[];
}

export interface TmdbConfiguration {
  images: {
    base_url: string;
    secure_base_url: string;
    backdrop_sizes: string[];
    logo_sizes: string[];
    poster_sizes: string[];
    profile_sizes: string[];
    still_sizes: string[];
  };
  change_keys: string[];
}

/** TMDB's error body (`status_code` is TMDB's own code, not the HTTP status). */
export interface TmdbErrorBody {
  status_code: number;
  status_message: string;
  success?: boolean;
}
