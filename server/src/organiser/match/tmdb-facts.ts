// TMDB's shapes turned into the matcher's: candidate facts from search rows and details, the matched
// title (ids, genres, anime and kids flags, collection) from details. Pure functions.

import type {
  TmdbMovieDetailsWith,
  TmdbMovieResult,
  TmdbSeasonSummary,
  TmdbTvDetailsWith,
  TmdbTvResult,
} from '../../metadata/index.js';
import type { CandidateSetApart, MatchCandidate, MatchedTitle } from '../match-types.js';
import type { CandidateFacts, ScoredCandidate } from './score-candidate.js';

/**
 * What is appended to every details request; always the same list, so the client's cache serves repeats.
 * Translations are the titles a release in another language is named by (`Das Schweigen der Lämmer`):
 * TMDB often lists them there and not among the alternative titles.
 */
export const MOVIE_APPEND = [
  'alternative_titles',
  'external_ids',
  'keywords',
  'release_dates',
  'translations',
] as const;
export const TV_APPEND = ['alternative_titles', 'content_ratings', 'external_ids', 'keywords', 'translations'] as const;
/**
 * Seasons fetched with a show's details (TMDB allows 20 appended parts): one call places every
 * episode of a show of up to 15 seasons, where one call per season would spend the rate limit.
 */
export const TV_SEASONS_APPENDED: readonly number[] = Array.from({ length: 20 - TV_APPEND.length }, (_, n) => n);

export type MovieDetails = TmdbMovieDetailsWith<(typeof MOVIE_APPEND)[number]>;
export type TvDetails = TmdbTvDetailsWith<(typeof TV_APPEND)[number]>;
export type TitleDetails = { mediaType: 'movie'; details: MovieDetails } | { mediaType: 'tv'; details: TvDetails };

const ANIMATION = 16;
const FAMILY = 10751;
const KIDS = 10762;
/** Ratings meant for children (US TV); `TV-G` and `G` are for everyone, not a kids' flag by themselves. */
const KIDS_RATINGS = new Set(['TV-Y', 'TV-Y7', 'TV-Y7-FV']);

export function yearOf(date: string | null | undefined): number | null {
  const year = Number.parseInt(date?.slice(0, 4) ?? '', 10);
  return Number.isFinite(year) && year > 1800 ? year : null;
}

export function movieRowFacts(row: TmdbMovieResult): CandidateFacts {
  return {
    mediaType: 'movie',
    tmdbId: row.id,
    title: row.title,
    originalTitle: row.original_title || null,
    alternativeTitles: [],
    year: yearOf(row.release_date),
    popularity: row.popularity,
    posterPath: row.poster_path,
    originCountries: [],
    releaseDate: row.release_date || null,
    overview: row.overview || null,
  };
}

export function tvRowFacts(row: TmdbTvResult): CandidateFacts {
  return {
    mediaType: 'tv',
    tmdbId: row.id,
    title: row.name,
    originalTitle: row.original_name || null,
    alternativeTitles: [],
    year: yearOf(row.first_air_date),
    popularity: row.popularity,
    posterPath: row.poster_path,
    originCountries: row.origin_country,
    releaseDate: row.first_air_date || null,
    overview: row.overview || null,
  };
}

/** Facts completed from details: alternative titles and, for movies, the countries. */
export function detailsFacts(found: TitleDetails): CandidateFacts {
  if (found.mediaType === 'movie') {
    const d = found.details;
    const countries = d.origin_country?.length
      ? d.origin_country
      : d.production_countries.map((country) => country.iso_3166_1);
    return {
      mediaType: 'movie',
      tmdbId: d.id,
      title: d.title,
      originalTitle: d.original_title || null,
      alternativeTitles: otherNames(
        d.alternative_titles.titles.map((alternative) => alternative.title),
        d.translations.translations.map((translation) => translation.data.title),
      ),
      year: yearOf(d.release_date),
      popularity: d.popularity,
      posterPath: d.poster_path,
      originCountries: countries,
      releaseDate: d.release_date || null,
      networks: [],
      overview: d.overview || null,
    };
  }
  const d = found.details;
  return {
    mediaType: 'tv',
    tmdbId: d.id,
    title: d.name,
    originalTitle: d.original_name || null,
    alternativeTitles: otherNames(
      d.alternative_titles.results.map((alternative) => alternative.title),
      d.translations.translations.map((translation) => translation.data.name),
    ),
    year: yearOf(d.first_air_date),
    popularity: d.popularity,
    posterPath: d.poster_path,
    originCountries: d.origin_country,
    releaseDate: d.first_air_date || null,
    networks: d.networks.map((network) => network.name),
    overview: d.overview || null,
  };
}

/** Alternative titles, then the translations that say something else; each once. */
function otherNames(alternatives: readonly string[], translations: readonly string[]): string[] {
  return [...new Set([...alternatives, ...translations].map((name) => name.trim()).filter((name) => name !== ''))];
}

export function toMatchCandidate({ facts, score }: ScoredCandidate): MatchCandidate {
  return {
    tmdbId: facts.tmdbId,
    mediaType: facts.mediaType,
    title: facts.title,
    originalTitle: facts.originalTitle,
    year: facts.year,
    popularity: facts.popularity,
    posterPath: facts.posterPath,
    score,
    ...setApart(facts),
  };
}

/** What tells a title apart from its namesakes, from what is known of it (see `CandidateSetApart`). */
export function setApart(facts: CandidateFacts): CandidateSetApart {
  return {
    releaseDate: facts.releaseDate ?? null,
    originCountries: facts.originCountries,
    networks: facts.networks ?? [],
    overview: facts.overview ?? null,
  };
}

/** The matched title from details, with what layout and naming need. */
export function matchedTitle(found: TitleDetails): MatchedTitle {
  if (found.mediaType === 'movie') {
    const d = found.details;
    const genreIds = d.genres.map((genre) => genre.id);
    const keywords = d.keywords.keywords.map((keyword) => keyword.name.toLowerCase());
    const usRelease = d.release_dates.results.find((entry) => entry.iso_3166_1 === 'US');
    const certification = usRelease?.release_dates.find((release) => release.certification !== '')?.certification;
    return {
      mediaType: 'movie',
      tmdbId: d.id,
      title: d.title,
      originalTitle: d.original_title || null,
      year: yearOf(d.release_date),
      imdbId: d.imdb_id || d.external_ids.imdb_id || null,
      tvdbId: null,
      originalLanguage: d.original_language || null,
      genres: d.genres.map((genre) => genre.name),
      isAnime: isAnime(d.original_language, genreIds, keywords),
      // A G-rated cartoon is for children; a G-rated anime film is anime first.
      isKids:
        genreIds.includes(FAMILY) ||
        (certification === 'G' && genreIds.includes(ANIMATION) && d.original_language !== 'ja'),
      collection: d.belongs_to_collection
        ? { id: d.belongs_to_collection.id, name: d.belongs_to_collection.name }
        : null,
      posterPath: d.poster_path,
      releaseDate: d.release_date || null,
    };
  }
  const d = found.details;
  const genreIds = d.genres.map((genre) => genre.id);
  const keywords = d.keywords.results.map((keyword) => keyword.name.toLowerCase());
  const ratings = d.content_ratings.results.map((rating) => rating.rating.toUpperCase());
  return {
    mediaType: 'tv',
    tmdbId: d.id,
    title: d.name,
    originalTitle: d.original_name || null,
    year: yearOf(d.first_air_date),
    imdbId: d.external_ids.imdb_id || null,
    tvdbId: d.external_ids.tvdb_id ?? null,
    originalLanguage: d.original_language || null,
    genres: d.genres.map((genre) => genre.name),
    isAnime: isAnime(d.original_language, genreIds, keywords),
    isKids: genreIds.includes(FAMILY) || genreIds.includes(KIDS) || ratings.some((rating) => KIDS_RATINGS.has(rating)),
    collection: null,
    posterPath: d.poster_path,
    releaseDate: d.first_air_date || null,
  };
}

/** Seasons of a show as TMDB lists them (empty for a movie). */
export function seasonsOf(found: TitleDetails): TmdbSeasonSummary[] {
  return found.mediaType === 'tv' ? found.details.seasons : [];
}

function isAnime(language: string, genreIds: readonly number[], keywords: readonly string[]): boolean {
  return (language === 'ja' && genreIds.includes(ANIMATION)) || keywords.includes('anime');
}
