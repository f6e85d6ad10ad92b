import type {
  StandInAlternativeTitle,
  StandInTranslation,
  StandInCastMember,
  StandInCollectionRef,
  StandInCrewMember,
  StandInMovie,
  StandInSeason,
  StandInShow,
} from './tmdb-dataset-types.js';

/** Small builders that keep the dataset files short: defaults for what most entries share. */

/** 32-bit FNV-1a of a string: a stable seed for made-up but repeatable values. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const FILE_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A TMDB-looking image file path ('/' + 27 letters and digits + '.jpg'), the same for the same parts. */
export function imagePath(...parts: (string | number)[]): string {
  let state = stableHash(parts.join(':')) || 1;
  let name = '';
  for (let i = 0; i < 27; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    name += FILE_ALPHABET[state % FILE_ALPHABET.length] ?? 'x';
  }
  return `/${name}.jpg`;
}

/** A 24-hex-digit id like TMDB's `credit_id` and season `_id`. */
export function hexId(...parts: (string | number)[]): string {
  const key = parts.join(':');
  let hex = '';
  for (let round = 0; hex.length < 24; round++) {
    hex += stableHash(`${key}#${round}`).toString(16).padStart(8, '0');
  }
  return hex.slice(0, 24);
}

export function cast(id: number, name: string, character: string): StandInCastMember {
  return { id, name, character, profile_path: imagePath('profile', id) };
}

const DEPARTMENT_OF_JOB: Record<string, string> = {
  Director: 'Directing',
  Screenplay: 'Writing',
  Writer: 'Writing',
  Novel: 'Writing',
  Producer: 'Production',
  'Original Music Composer': 'Sound',
  'Director of Photography': 'Camera',
};

export function crew(id: number, name: string, job: string): StandInCrewMember {
  return { id, name, job, department: DEPARTMENT_OF_JOB[job] ?? 'Crew', profile_path: imagePath('profile', id) };
}

export function alt(iso_3166_1: string, title: string, type = ''): StandInAlternativeTitle {
  return { iso_3166_1, title, type };
}

/** `tr('DE', 'de', 'Das Schweigen der Lämmer')`: a title in one language. */
export function tr(iso_3166_1: string, iso_639_1: string, title: string): StandInTranslation {
  return { iso_3166_1, iso_639_1, title };
}

export function collection(id: number, name: string): StandInCollectionRef {
  return {
    id,
    name,
    poster_path: imagePath('collection-poster', id),
    backdrop_path: imagePath('collection-backdrop', id),
  };
}

/** What a movie entry must state; everything else has a default. */
export type MovieSpec = Pick<
  StandInMovie,
  'id' | 'title' | 'release_date' | 'runtime' | 'imdb_id' | 'genre_ids' | 'popularity' | 'vote_average' | 'overview'
> &
  Partial<StandInMovie>;

export function movie(spec: MovieSpec): StandInMovie {
  return {
    original_title: spec.title,
    original_language: 'en',
    vote_count: Math.round(spec.vote_average * spec.popularity * 25),
    poster_path: imagePath('poster', 'movie', spec.id),
    backdrop_path: imagePath('backdrop', 'movie', spec.id),
    belongs_to_collection: null,
    alternative_titles: [],
    cast: [],
    crew: [],
    keywords: [],
    production_countries: ['US'],
    status: 'Released',
    tagline: '',
    adult: false,
    certification: '',
    budget: 0,
    revenue: 0,
    ...spec,
  };
}

/** Season shorthand: `[seasonNumber, episodeCount, airDate]`, named "Specials" for 0. */
export type SeasonSpec = readonly [number, number, string | null, string?];

export function seasonsOf(showId: number, specs: readonly SeasonSpec[]): StandInSeason[] {
  return specs.map(([season_number, episode_count, air_date, name]) => ({
    season_number,
    episode_count,
    air_date,
    name: name ?? (season_number === 0 ? 'Specials' : `Season ${season_number}`),
    overview: '',
    poster_path: imagePath('poster', 'season', showId, season_number),
  }));
}

/** What a show entry must state; everything else has a default. */
export type ShowSpec = Pick<
  StandInShow,
  'id' | 'name' | 'first_air_date' | 'genre_ids' | 'popularity' | 'vote_average' | 'overview' | 'external_ids'
> &
  Partial<Omit<StandInShow, 'seasons'>> & { seasons: readonly SeasonSpec[] };

export function show(spec: ShowSpec): StandInShow {
  const { seasons, ...rest } = spec;
  return {
    original_name: spec.name,
    original_language: 'en',
    vote_count: Math.round(spec.vote_average * spec.popularity * 10),
    poster_path: imagePath('poster', 'tv', spec.id),
    backdrop_path: imagePath('backdrop', 'tv', spec.id),
    alternative_titles: [],
    cast: [],
    crew: [],
    keywords: [],
    production_countries: ['US'],
    status: 'Ended',
    tagline: '',
    adult: false,
    last_air_date: null,
    in_production: false,
    origin_country: ['US'],
    episode_run_time: [45],
    created_by: [],
    networks: [],
    type: 'Scripted',
    content_rating: '',
    cadence: 'weekly',
    episode_names: {},
    episode_air_dates: {},
    ...rest,
    seasons: seasonsOf(spec.id, seasons),
  };
}
