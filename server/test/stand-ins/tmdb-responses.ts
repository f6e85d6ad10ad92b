import { hexId, imagePath, stableHash } from './tmdb-dataset-build.js';
import type {
  StandInMovie,
  StandInShow,
  StandInTitleCommon,
  StandInTranslation,
  TmdbDataset,
} from './tmdb-dataset-types.js';
import { findSeason, lastEpisode, seasonEpisodes, type StandInEpisode } from './tmdb-episodes.js';
import { COUNTRY_NAMES, LANGUAGE_NAMES, MOVIE_GENRES, TV_GENRES, type TmdbGenre } from './tmdb-reference-lists.js';

/** Turns stand-in records into TMDB v3 response bodies. Pure functions: no HTTP here. */

export type JsonObject = Record<string, unknown>;
type Kind = 'movie' | 'tv';

function genresOf(ids: readonly number[], list: readonly TmdbGenre[]): TmdbGenre[] {
  return ids.map((id) => list.find((genre) => genre.id === id) ?? { id, name: 'Unknown' });
}

function countries(codes: readonly string[]): JsonObject[] {
  return codes.map((code) => ({ iso_3166_1: code, name: COUNTRY_NAMES[code] ?? code }));
}

function spokenLanguages(code: string): JsonObject[] {
  const [english, own] = LANGUAGE_NAMES[code] ?? [code, code];
  return [{ english_name: english, iso_639_1: code, name: own }];
}

export function movieResult(movie: StandInMovie): JsonObject {
  return {
    adult: movie.adult,
    backdrop_path: movie.backdrop_path,
    genre_ids: movie.genre_ids,
    id: movie.id,
    original_language: movie.original_language,
    original_title: movie.original_title,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: movie.poster_path,
    release_date: movie.release_date,
    title: movie.title,
    video: false,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
  };
}

export function showResult(show: StandInShow): JsonObject {
  return {
    adult: show.adult,
    backdrop_path: show.backdrop_path,
    genre_ids: show.genre_ids,
    id: show.id,
    origin_country: show.origin_country,
    original_language: show.original_language,
    original_name: show.original_name,
    overview: show.overview,
    popularity: show.popularity,
    poster_path: show.poster_path,
    first_air_date: show.first_air_date,
    name: show.name,
    vote_average: show.vote_average,
    vote_count: show.vote_count,
  };
}

function credits(kind: Kind, title: StandInTitleCommon): JsonObject {
  const person = (id: number, name: string, profile_path: string | null, department: string) => ({
    adult: false,
    gender: 0,
    id,
    known_for_department: department,
    name,
    original_name: name,
    popularity: Math.round((1 + (stableHash(`person/${id}`) % 4000) / 100) * 1000) / 1000,
    profile_path,
  });
  return {
    cast: title.cast.map((member, order) => ({
      ...person(member.id, member.name, member.profile_path, 'Acting'),
      ...(kind === 'movie' ? { cast_id: order + 1 } : {}),
      character: member.character,
      credit_id: hexId('credit', kind, title.id, 'cast', member.id),
      order,
    })),
    crew: title.crew.map((member) => ({
      ...person(member.id, member.name, member.profile_path, member.department),
      credit_id: hexId('credit', kind, title.id, member.job, member.id),
      department: member.department,
      job: member.job,
    })),
  };
}

function images(kind: Kind, title: StandInTitleCommon): JsonObject {
  const image = (file_path: string, width: number, height: number, language: string | null) => ({
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    height,
    iso_639_1: language,
    file_path,
    vote_average: 5.3,
    vote_count: 4,
    width,
  });
  const posters = title.poster_path ? [title.poster_path, imagePath('poster-alt', kind, title.id)] : [];
  return {
    backdrops: title.backdrop_path ? [image(title.backdrop_path, 1920, 1080, null)] : [],
    logos: [image(imagePath('logo', kind, title.id), 1000, 400, 'en')],
    posters: posters.map((path) => image(path, 2000, 3000, 'en')),
  };
}

/** Extra files served by the image route besides the records' own paths. */
export function derivedImagePaths(kind: Kind, id: number): string[] {
  return [imagePath('poster-alt', kind, id), imagePath('logo', kind, id)];
}

/** TMDB's `translations` body; `field` is `title` for movies, `name` for shows and seasons. */
export function translationsBody(list: readonly StandInTranslation[] | undefined, field: 'title' | 'name'): JsonObject {
  return {
    translations: (list ?? []).map((entry) => {
      const [english, own] = LANGUAGE_NAMES[entry.iso_639_1] ?? [entry.iso_639_1, entry.iso_639_1];
      const data =
        field === 'title'
          ? { title: entry.title, overview: '', homepage: '', runtime: 0, tagline: '' }
          : { name: entry.title, overview: '', homepage: '', tagline: '' };
      return { iso_3166_1: entry.iso_3166_1, iso_639_1: entry.iso_639_1, name: own, english_name: english, data };
    }),
  };
}

function keywords(names: readonly string[]): JsonObject[] {
  return names.map((name) => ({ id: 1000 + (stableHash(`keyword/${name}`) % 300_000), name }));
}

/** A movie sub-resource (`append_to_response` name or `/movie/{id}/{name}`); undefined when unknown. */
export function movieSub(movie: StandInMovie, name: string): JsonObject | undefined {
  switch (name) {
    case 'external_ids':
      return { imdb_id: movie.imdb_id, wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null };
    case 'credits':
      return credits('movie', movie);
    case 'alternative_titles':
      return { titles: movie.alternative_titles };
    case 'translations':
      return translationsBody(movie.translations, 'title');
    case 'release_dates': {
      if (!movie.release_date) return { results: [] };
      const release = (certification: string) => ({
        certification,
        descriptors: [],
        iso_639_1: '',
        note: '',
        release_date: `${movie.release_date}T00:00:00.000Z`,
        type: 3,
      });
      const home = movie.production_countries[0] ?? 'US';
      const results = [{ iso_3166_1: 'US', release_dates: [release(movie.certification)] }];
      if (home !== 'US') results.unshift({ iso_3166_1: home, release_dates: [release('')] });
      return { results };
    }
    case 'keywords':
      return { keywords: keywords(movie.keywords) };
    case 'images':
      return images('movie', movie);
    case 'videos':
      return { results: [] };
    default:
      return undefined;
  }
}

export function movieDetails(movie: StandInMovie): JsonObject {
  return {
    adult: movie.adult,
    backdrop_path: movie.backdrop_path,
    belongs_to_collection: movie.belongs_to_collection,
    budget: movie.budget,
    genres: genresOf(movie.genre_ids, MOVIE_GENRES),
    homepage: '',
    id: movie.id,
    imdb_id: movie.imdb_id,
    origin_country: movie.production_countries.slice(0, 1),
    original_language: movie.original_language,
    original_title: movie.original_title,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: movie.poster_path,
    production_companies: [],
    production_countries: countries(movie.production_countries),
    release_date: movie.release_date,
    revenue: movie.revenue,
    runtime: movie.runtime,
    spoken_languages: spokenLanguages(movie.original_language),
    status: movie.status,
    tagline: movie.tagline,
    title: movie.title,
    video: false,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
  };
}

/** A show sub-resource (`append_to_response` name or `/tv/{id}/{name}`); undefined when unknown. */
export function showSub(show: StandInShow, name: string): JsonObject | undefined {
  switch (name) {
    case 'external_ids':
      return {
        imdb_id: show.external_ids.imdb_id,
        freebase_mid: null,
        freebase_id: null,
        tvdb_id: show.external_ids.tvdb_id,
        tvrage_id: null,
        wikidata_id: null,
        facebook_id: null,
        instagram_id: null,
        twitter_id: null,
      };
    case 'credits':
      return credits('tv', show);
    case 'alternative_titles':
      return { results: show.alternative_titles };
    case 'translations':
      return translationsBody(show.translations, 'name');
    case 'content_ratings':
      return {
        results: show.content_rating ? [{ descriptors: [], iso_3166_1: 'US', rating: show.content_rating }] : [],
      };
    case 'keywords':
      return { results: keywords(show.keywords) };
    case 'images':
      return images('tv', show);
    case 'videos':
      return { results: [] };
    default: {
      // TMDB appends whole seasons as `season/N`; a season the show lacks is left out.
      const season = /^season\/(\d+)$/.exec(name);
      return season ? seasonDetails(show, Number(season[1])) : undefined;
    }
  }
}

function episodeBody(episode: StandInEpisode, withShowId: boolean): JsonObject {
  const { show_id, ...rest } = episode;
  return { ...rest, ...(withShowId ? { show_id } : {}), crew: [], guest_stars: [] };
}

export function showDetails(show: StandInShow): JsonObject {
  const regular = show.seasons.filter((season) => season.season_number > 0);
  const last = lastEpisode(show);
  return {
    adult: show.adult,
    backdrop_path: show.backdrop_path,
    created_by: show.created_by.map((creator) => ({
      id: creator.id,
      credit_id: hexId('creator', show.id, creator.id),
      name: creator.name,
      original_name: creator.name,
      gender: 0,
      profile_path: imagePath('profile', creator.id),
    })),
    episode_run_time: show.episode_run_time,
    first_air_date: show.first_air_date,
    genres: genresOf(show.genre_ids, TV_GENRES),
    homepage: '',
    id: show.id,
    in_production: show.in_production,
    languages: [show.original_language],
    last_air_date: show.last_air_date ?? last?.air_date ?? null,
    last_episode_to_air: last ? episodeBody(last, true) : null,
    name: show.name,
    next_episode_to_air: null,
    networks: show.networks.map((network) => ({ ...network, logo_path: imagePath('network', network.id) })),
    number_of_episodes: regular.reduce((sum, season) => sum + season.episode_count, 0),
    number_of_seasons: regular.length,
    origin_country: show.origin_country,
    original_language: show.original_language,
    original_name: show.original_name,
    overview: show.overview,
    popularity: show.popularity,
    poster_path: show.poster_path,
    production_companies: [],
    production_countries: countries(show.production_countries),
    seasons: show.seasons.map((season) => ({
      air_date: season.air_date,
      episode_count: season.episode_count,
      id: show.id * 1000 + season.season_number,
      name: season.name,
      overview: season.overview,
      poster_path: season.poster_path,
      season_number: season.season_number,
      vote_average: season.season_number === 0 ? 0 : show.vote_average,
    })),
    spoken_languages: spokenLanguages(show.original_language),
    status: show.status,
    tagline: show.tagline,
    type: show.type,
    vote_average: show.vote_average,
    vote_count: show.vote_count,
  };
}

export function seasonDetails(show: StandInShow, seasonNumber: number): JsonObject | undefined {
  const season = findSeason(show, seasonNumber);
  const episodes = seasonEpisodes(show, seasonNumber);
  if (!season || !episodes) return undefined;
  const mean = episodes.reduce((sum, episode) => sum + episode.vote_average, 0) / Math.max(episodes.length, 1);
  return {
    _id: hexId('season', show.id, seasonNumber),
    air_date: season.air_date,
    episodes: episodes.map((episode) => episodeBody(episode, true)),
    name: season.name,
    overview: season.overview,
    id: show.id * 1000 + seasonNumber,
    poster_path: season.poster_path,
    season_number: seasonNumber,
    vote_average: Math.round(mean * 10) / 10,
  };
}

export function episodeDetails(show: StandInShow, seasonNumber: number, episodeNumber: number): JsonObject | undefined {
  const episode = seasonEpisodes(show, seasonNumber)?.find((candidate) => candidate.episode_number === episodeNumber);
  return episode ? episodeBody(episode, false) : undefined;
}

/** Every image file the dataset refers to, for the image route. */
export function knownImagePaths(dataset: TmdbDataset): Set<string> {
  const paths = new Set<string>();
  const add = (path: string | null | undefined) => {
    if (path) paths.add(path);
  };
  const addCommon = (kind: Kind, title: StandInTitleCommon) => {
    add(title.poster_path);
    add(title.backdrop_path);
    derivedImagePaths(kind, title.id).forEach(add);
    for (const member of [...title.cast, ...title.crew]) add(member.profile_path);
  };
  for (const movie of dataset.movies) {
    addCommon('movie', movie);
    add(movie.belongs_to_collection?.poster_path);
    add(movie.belongs_to_collection?.backdrop_path);
  }
  for (const show of dataset.shows) {
    addCommon('tv', show);
    for (const creator of show.created_by) add(imagePath('profile', creator.id));
    for (const network of show.networks) add(imagePath('network', network.id));
    for (const season of show.seasons) {
      add(season.poster_path);
      for (const episode of seasonEpisodes(show, season.season_number) ?? []) add(episode.still_path);
    }
  }
  return paths;
}
