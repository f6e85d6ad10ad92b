/** TMDB's fixed lists (genres) and the names the stand-in needs to expand stored codes. */

export interface TmdbGenre {
  id: number;
  name: string;
}

export const MOVIE_GENRES: readonly TmdbGenre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

export const TV_GENRES: readonly TmdbGenre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AU: 'Australia',
  CA: 'Canada',
  CN: 'China',
  DE: 'Germany',
  ES: 'Spain',
  FR: 'France',
  GB: 'United Kingdom',
  HK: 'Hong Kong',
  IN: 'India',
  JP: 'Japan',
  KR: 'South Korea',
  MX: 'Mexico',
  NZ: 'New Zealand',
  TW: 'Taiwan',
  US: 'United States of America',
};

/** English name and the language's own name, as in TMDB's `spoken_languages`. */
export const LANGUAGE_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  de: ['German', 'Deutsch'],
  en: ['English', 'English'],
  es: ['Spanish', 'Español'],
  fr: ['French', 'Français'],
  ja: ['Japanese', '日本語'],
  ko: ['Korean', '한국어/조선말'],
  te: ['Telugu', 'తెలుగు'],
  zh: ['Mandarin', '普通话'],
};

/** Image sizes the stand-in's `/configuration` lists and its image route accepts. */
export const IMAGE_SIZES = {
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
  poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  profile_sizes: ['w45', 'w185', 'h632', 'original'],
  still_sizes: ['w92', 'w185', 'w300', 'original'],
} as const;
