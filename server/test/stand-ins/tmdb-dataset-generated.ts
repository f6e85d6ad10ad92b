import { movie, show, type SeasonSpec } from './tmdb-dataset-build.js';
import type { StandInMovie, StandInShow, TmdbDataset } from './tmdb-dataset-types.js';

/**
 * Deterministic synthetic titles for benchmarks: made-up pronounceable words, so none collides
 * with a recorded title, each title distinct, ids from `firstId` (default 900000) up. The same
 * options always give the same dataset.
 */

export interface GeneratedDatasetOptions {
  movies: number;
  shows: number;
  seed?: number;
  /** First movie id; shows follow the movies. Default 900000. */
  firstId?: number;
}

/** mulberry32: a tiny seeded generator, good enough for test data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'dr',
  'gr',
  'kr',
  'st',
  'th',
  'sh',
  'ch',
  'tr',
  'fl',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o', 'ai', 'ea', 'ou'];
const CODAS = ['', '', '', 'n', 'r', 's', 'l', 'th', 'x', 'nd', 'm'];
const MOVIE_GENRES = [28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 53, 10752, 37];
const TV_GENRES = [10759, 16, 35, 80, 99, 18, 10751, 9648, 10764, 10765, 10768];
const COUNTRIES = ['US', 'US', 'US', 'GB', 'GB', 'FR', 'DE', 'CA', 'AU', 'JP', 'KR', 'ES'];
const NOUNS = [
  'a courier',
  'two sisters',
  'an old sailor',
  'a chess prodigy',
  'a night nurse',
  'a small-town sheriff',
  'a retired thief',
  'a young cartographer',
];
const VERBS = [
  'uncovers a secret',
  'crosses a frozen border',
  'inherits a failing hotel',
  'chases a stolen painting',
  'hides from a powerful family',
  'searches for a missing brother',
];

class Picker {
  constructor(readonly random: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  one<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('picked from an empty list');
    return item;
  }
  some<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(this.one(items));
    return [...chosen];
  }
  word(): string {
    let word = '';
    for (let syllables = this.int(2, 3); syllables > 0; syllables--) word += this.one(ONSETS) + this.one(VOWELS);
    word += this.one(CODAS);
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  title(): string {
    switch (this.int(0, 5)) {
      case 0:
        return `The ${this.word()}`;
      case 1:
        return `${this.word()} ${this.word()}`;
      case 2:
        return `The ${this.word()} of ${this.word()}`;
      case 3:
        return `${this.word()}'s ${this.word()}`;
      default:
        return this.word();
    }
  }
  date(fromYear: number, toYear: number): string {
    const month = String(this.int(1, 12)).padStart(2, '0');
    const day = String(this.int(1, 28)).padStart(2, '0');
    return `${this.int(fromYear, toYear)}-${month}-${day}`;
  }
  overview(): string {
    return `${this.one(NOUNS)} ${this.one(VERBS)}.`.replace(/^./, (first) => first.toUpperCase());
  }
  popularity(): number {
    return Math.round((0.6 + this.random() ** 4 * 150) * 1000) / 1000;
  }
  vote(): number {
    return Math.round((4.5 + this.random() * 4.3) * 10) / 10;
  }
}

function uniqueTitle(pick: Picker, used: Set<string>): string {
  for (;;) {
    const title = pick.title();
    const key = title.toLowerCase().replace(/[^a-z]/g, '');
    if (!used.has(key)) {
      used.add(key);
      return title;
    }
  }
}

function generatedMovie(pick: Picker, id: number, title: string): StandInMovie {
  return movie({
    id,
    title,
    release_date: pick.date(1950, 2024),
    runtime: pick.int(78, 165),
    imdb_id: `tt${90_000_000 + id}`,
    genre_ids: pick.some(MOVIE_GENRES, pick.int(1, 3)),
    popularity: pick.popularity(),
    vote_average: pick.vote(),
    overview: pick.overview(),
    production_countries: [pick.one(COUNTRIES)],
  });
}

function generatedShow(pick: Picker, id: number, title: string): StandInShow {
  const firstYear = pick.int(1985, 2022);
  const seasonCount = Math.min(pick.int(1, 3) * pick.int(1, 3), 2025 - firstYear);
  const seasons: SeasonSpec[] = [];
  if (pick.random() < 0.2) seasons.push([0, pick.int(1, 4), `${firstYear + 1}-12-20`]);
  for (let number = 1; number <= seasonCount; number++) {
    seasons.push([number, pick.int(6, 24), `${firstYear + number - 1}-09-${String(pick.int(1, 28)).padStart(2, '0')}`]);
  }
  const ended = pick.random() < 0.6;
  const country = pick.one(COUNTRIES);
  return show({
    id,
    name: title,
    first_air_date: seasons.find(([number]) => number === 1)?.[2] ?? `${firstYear}-09-01`,
    genre_ids: pick.some(TV_GENRES, pick.int(1, 2)),
    popularity: pick.popularity(),
    vote_average: pick.vote(),
    overview: pick.overview(),
    external_ids: { imdb_id: `tt${90_000_000 + id}`, tvdb_id: 9_000_000 + id },
    episode_run_time: [pick.one([22, 30, 45, 60])],
    status: ended ? 'Ended' : 'Returning Series',
    in_production: !ended,
    origin_country: [country],
    production_countries: [country],
    seasons,
  });
}

export function generatedDataset(options: GeneratedDatasetOptions): TmdbDataset {
  const pick = new Picker(seededRandom(options.seed ?? 1));
  const firstId = options.firstId ?? 900_000;
  const used = new Set<string>();
  const movies: StandInMovie[] = [];
  const shows: StandInShow[] = [];
  for (let i = 0; i < options.movies; i++) movies.push(generatedMovie(pick, firstId + i, uniqueTitle(pick, used)));
  for (let i = 0; i < options.shows; i++) {
    shows.push(generatedShow(pick, firstId + options.movies + i, uniqueTitle(pick, used)));
  }
  return { movies, shows };
}
