/** A title's metadata, read leniently from `GET /api/tmdb/details` (TMDB's own shape). */
import { list, num, obj, str, strOrNull, type Json } from './lenient-json';

export interface Person {
  id: number;
  name: string;
  character: string;
  job: string;
  profilePath: string | null;
}

export interface Episode {
  episodeNumber: number;
  name: string;
  airDate: string | null;
  runtime: number | null;
  voteAverage: number | null;
  overview: string;
  stillPath: string | null;
}

export interface Season {
  seasonNumber: number;
  name: string;
  episodeCount: number;
  airDate: string | null;
  overview: string;
  posterPath: string | null;
  episodes: Episode[];
}

export interface MediaMetadata {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
  overview: string;
  posterPath: string | null;
  backdropPath: string | null;
  date: string | null;
  runtime: number | null;
  status: string;
  tagline: string;
  genres: string[];
  countries: string[];
  cast: Person[];
  crew: Person[];
  createdBy: string[];
  seasons: Season[];
}

function person(raw: Json): Person {
  return {
    id: num(raw.id) ?? 0,
    name: str(raw.name),
    character: str(raw.character),
    job: str(raw.job),
    profilePath: strOrNull(raw.profile_path),
  };
}

function episode(raw: Json): Episode {
  return {
    episodeNumber: num(raw.episode_number) ?? 0,
    name: str(raw.name),
    airDate: strOrNull(raw.air_date),
    runtime: num(raw.runtime),
    voteAverage: num(raw.vote_average),
    overview: str(raw.overview),
    stillPath: strOrNull(raw.still_path),
  };
}

export function parseMediaMetadata(raw: unknown, fallbackType: 'movie' | 'tv'): MediaMetadata {
  const r = obj(raw);
  const mediaType = r.media_type === 'movie' || r.media_type === 'tv' ? r.media_type : fallbackType;
  const credits = obj(r.credits);
  const runTimes = Array.isArray(r.episode_run_time) ? r.episode_run_time.filter((n) => typeof n === 'number') : [];
  return {
    id: num(r.id) ?? 0,
    mediaType,
    title: str(r.title) || str(r.name),
    overview: str(r.overview),
    posterPath: strOrNull(r.poster_path),
    backdropPath: strOrNull(r.backdrop_path),
    date: strOrNull(r.release_date) ?? strOrNull(r.first_air_date),
    runtime: num(r.runtime) ?? (runTimes[0] as number | undefined) ?? null,
    status: str(r.status),
    tagline: str(r.tagline),
    genres: list(r.genres)
      .map((g) => str(g.name))
      .filter(Boolean),
    countries: list(r.production_countries)
      .map((c) => str(c.name))
      .filter(Boolean),
    cast: list(credits.cast).map(person),
    crew: list(credits.crew).map(person),
    createdBy: list(r.created_by)
      .map((p) => str(p.name))
      .filter(Boolean),
    // The regular seasons in order, then the specials (season 0) when the show has any.
    seasons: listedSeasons(seasonsOf(r)),
  };
}

/** Seasons as pages list them: regular ones in order, then Specials (season 0) if it holds episodes. */
function listedSeasons(seasons: Season[]): Season[] {
  const regular = seasons.filter((s) => s.seasonNumber > 0).sort((a, b) => a.seasonNumber - b.seasonNumber);
  const specials = seasons.filter((s) => s.seasonNumber === 0 && (s.episodeCount > 0 || s.episodes.length > 0));
  return [...regular, ...specials.map((s) => ({ ...s, name: 'Specials' }))];
}

/** Every season of a show's details, specials (season 0) included; one without a number reads as -1. */
export function seasonsOf(raw: unknown): Season[] {
  return list(obj(raw).seasons).map((s) => ({
    seasonNumber: num(s.season_number) ?? -1,
    name: str(s.name),
    episodeCount: num(s.episode_count) ?? 0,
    airDate: strOrNull(s.air_date),
    overview: str(s.overview),
    posterPath: strOrNull(s.poster_path),
    episodes: list(s.episodes).map(episode),
  }));
}
