import { alt, collection, movie, tr } from './tmdb-dataset-build.js';
import type { StandInMovie } from './tmdb-dataset-types.js';

/**
 * Films for the release habits of issue 30: titles in other languages and scripts (found through TMDB's
 * translations and alternative titles), numbered films of a series, films split over CDs, remakes in
 * their own folders, titles made of symbols, and the films disc menus sit beside. Real TMDB ids where
 * remembered; facts approximate. The tables are kept compact (`prettier-ignore`).
 */

const CONAN_FILMS = collection(434316, 'Detective Conan Collection');
const POKEMON_FILMS = collection(34055, 'Pokémon Collection');
const REC = collection(74508, '[REC] Collection');
const ROCKY = collection(1575, 'Rocky Collection');
const HALLOWEEN = collection(91361, 'Halloween Collection');

// prettier-ignore
export const habitMovies: StandInMovie[] = [
  // ── local titles ────────────────────────────────────────────────────────────────────────────
  movie({
    id: 87632, title: 'Famous Five', original_title: 'Fünf Freunde', original_language: 'de', release_date: '2012-01-26',
    runtime: 93, imdb_id: 'tt1975249', genre_ids: [12, 10751], popularity: 8.4, vote_average: 6.2,
    production_countries: ['DE'], overview: 'Four children and their dog foil a plot on a summer holiday by the sea.',
  }),

  // ── numbered films of a series ──────────────────────────────────────────────────────────────
  movie({
    id: 23150, title: 'Detective Conan: The Time-Bombed Skyscraper', original_title: '名探偵コナン 時計じかけの摩天楼',
    original_language: 'ja', release_date: '1997-04-19', runtime: 95, imdb_id: 'tt0131149', genre_ids: [16, 80, 9648],
    popularity: 14.2, vote_average: 7.3, production_countries: ['JP'], belongs_to_collection: CONAN_FILMS,
    overview: 'A bomber challenges the boy detective with a string of explosions across Tokyo.',
    alternative_titles: [alt('JP', 'Meitantei Conan: Tokei Jikake no Matenrou', 'romaji'), alt('US', 'Case Closed: The Time Bombed Skyscraper')],
    keywords: ['anime'],
  }),
  movie({
    id: 23155, title: 'Detective Conan: Countdown to Heaven', original_title: '名探偵コナン 天国へのカウントダウン',
    original_language: 'ja', release_date: '2001-04-21', runtime: 100, imdb_id: 'tt0408790', genre_ids: [16, 80, 9648],
    popularity: 12.9, vote_average: 7.4, production_countries: ['JP'], belongs_to_collection: CONAN_FILMS,
    overview: 'A murder in the twin towers of a new city leads to a race against a bomb.',
    alternative_titles: [alt('JP', 'Meitantei Conan: Tengoku e no Countdown', 'romaji')], keywords: ['anime'],
  }),
  movie({
    id: 10991, title: 'Pokémon 3: The Movie', original_title: '結晶塔の帝王 ENTEI', original_language: 'ja',
    release_date: '2000-07-08', runtime: 93, imdb_id: 'tt0235679', genre_ids: [16, 12, 10751], popularity: 21.5,
    vote_average: 6.4, production_countries: ['JP'], belongs_to_collection: POKEMON_FILMS,
    overview: 'A lonely girl’s wishes, granted by the Unown, turn her home into a crystal tower.',
    alternative_titles: [alt('US', 'Pokémon 3: Spell of the Unown'), alt('US', 'Pokemon: Spell of the Unown')],
  }),

  // ── one film in several files ───────────────────────────────────────────────────────────────
  movie({
    id: 11645, title: 'Ran', original_title: '乱', original_language: 'ja', release_date: '1985-06-01', runtime: 162,
    imdb_id: 'tt0089881', genre_ids: [18, 10752, 36], popularity: 19.8, vote_average: 8.2, production_countries: ['JP'],
    overview: 'An aging warlord divides his kingdom among his sons, and war follows.',
  }),
  movie({
    id: 770, title: 'Gone with the Wind', release_date: '1939-12-15', runtime: 238, imdb_id: 'tt0031381',
    genre_ids: [18, 10752, 10749], popularity: 28.6, vote_average: 8.0,
    overview: 'The daughter of a Georgia plantation owner lives through the Civil War and its aftermath.',
  }),
  movie({
    id: 346, title: 'Seven Samurai', original_title: '七人の侍', original_language: 'ja', release_date: '1954-04-26',
    runtime: 207, imdb_id: 'tt0047478', genre_ids: [28, 18], popularity: 25.1, vote_average: 8.5,
    production_countries: ['JP'], overview: 'A village hires seven masterless samurai to defend it from bandits.',
  }),
  movie({
    id: 10264, title: 'Hamlet', release_date: '1990-12-19', runtime: 135, imdb_id: 'tt0099726', genre_ids: [18],
    popularity: 9.2, vote_average: 6.8, overview: 'The prince of Denmark seeks revenge for his father’s murder.',
  }),
  movie({
    id: 10549, title: 'Hamlet', release_date: '1996-12-25', runtime: 242, imdb_id: 'tt0116477', genre_ids: [18],
    popularity: 10.8, vote_average: 7.5, production_countries: ['GB', 'US'],
    overview: 'A full-text telling of the tragedy, set in a nineteenth-century court.',
  }),

  // ── a remake in its own folder ──────────────────────────────────────────────────────────────
  movie({
    id: 948, title: 'Halloween', release_date: '1978-10-24', runtime: 91, imdb_id: 'tt0077651', genre_ids: [27, 53],
    popularity: 45.3, vote_average: 7.6, belongs_to_collection: HALLOWEEN,
    overview: 'Fifteen years after killing his sister, a man escapes a hospital and returns home on Halloween.',
  }),
  movie({
    id: 2082, title: 'Halloween', release_date: '2007-08-31', runtime: 109, imdb_id: 'tt0373883', genre_ids: [27, 53],
    popularity: 22.7, vote_average: 6.0, belongs_to_collection: HALLOWEEN,
    overview: 'The childhood of a killer, and his return home fifteen years later.',
  }),
  movie({
    id: 923, title: 'Dawn of the Dead', release_date: '1978-09-02', runtime: 127, imdb_id: 'tt0077402',
    genre_ids: [27], popularity: 24.2, vote_average: 7.5,
    overview: 'Survivors of a zombie plague barricade themselves in a shopping mall.',
  }),
  movie({
    id: 924, title: 'Dawn of the Dead', release_date: '2004-03-19', runtime: 101, imdb_id: 'tt0363547',
    genre_ids: [27, 28], popularity: 27.9, vote_average: 6.9,
    overview: 'A nurse and a group of survivors take refuge in a mall as the dead rise.',
  }),

  // ── titles made of symbols ──────────────────────────────────────────────────────────────────
  movie({
    id: 8329, title: '[REC]', original_language: 'es', release_date: '2007-11-23', runtime: 78, imdb_id: 'tt1038988',
    genre_ids: [27, 9648], popularity: 25.8, vote_average: 7.3, production_countries: ['ES'], belongs_to_collection: REC,
    overview: 'A television reporter and her cameraman are trapped in a quarantined building.',
  }),
  movie({
    id: 10664, title: '[REC]²', original_language: 'es', release_date: '2009-10-02', runtime: 85, imdb_id: 'tt1245112',
    genre_ids: [27, 9648], popularity: 16.4, vote_average: 6.6, production_countries: ['ES'], belongs_to_collection: REC,
    overview: 'A special-forces team enters the quarantined building minutes after the first film ends.',
  }),
  movie({
    id: 1366, title: 'Rocky', release_date: '1976-11-21', runtime: 119, imdb_id: 'tt0075148', genre_ids: [18],
    popularity: 40.3, vote_average: 7.8, belongs_to_collection: ROCKY,
    overview: 'A small-time boxer gets a shot at the heavyweight title.',
  }),
  movie({
    id: 1374, title: 'Rocky IV', release_date: '1985-11-21', runtime: 91, imdb_id: 'tt0089927', genre_ids: [18],
    popularity: 33.5, vote_average: 6.9, belongs_to_collection: ROCKY,
    overview: 'Rocky travels to the Soviet Union to fight the boxer who killed his friend.',
  }),
  movie({
    id: 19913, title: '(500) Days of Summer', release_date: '2009-07-17', runtime: 95, imdb_id: 'tt1022603',
    genre_ids: [35, 18, 10749], popularity: 29.1, vote_average: 7.3,
    overview: 'A greeting-card writer looks back over the days of a relationship that ended.',
  }),
  movie({
    id: 614696, title: '#Alive', original_title: '#살아있다', original_language: 'ko', release_date: '2020-06-24',
    runtime: 98, imdb_id: 'tt10620868', genre_ids: [27, 28, 18], popularity: 23.9, vote_average: 7.2,
    production_countries: ['KR'], overview: 'A gamer trapped in his apartment fights to survive a zombie outbreak.',
    alternative_titles: [alt('KR', 'Saraitda', 'romaji')],
  }),

  // ── films a disc menu sits beside ───────────────────────────────────────────────────────────
  movie({
    id: 949, title: 'Heat', release_date: '1995-12-15', runtime: 170, imdb_id: 'tt0113277', genre_ids: [28, 80, 18],
    popularity: 42.6, vote_average: 7.9, overview: 'A detective and a master thief circle each other across Los Angeles.',
  }),
  movie({
    id: 11104, title: 'Chungking Express', original_title: '重慶森林', original_language: 'cn',
    release_date: '1994-07-14', runtime: 102, imdb_id: 'tt0109424', genre_ids: [18, 35, 10749], popularity: 15.7,
    vote_average: 7.9, production_countries: ['HK'], overview: 'Two lovesick Hong Kong policemen, two chance encounters.',
  }),
];

/** Titles the recorded dataset's films carry in other languages, as TMDB's translations list them. */
// prettier-ignore
const MOVIE_TRANSLATIONS: Readonly<Record<number, ReturnType<typeof tr>[]>> = {
  278: [tr('DE', 'de', 'Die Verurteilten'), tr('FR', 'fr', 'Les Évadés'), tr('ES', 'es', 'Cadena perpetua')],
  8587: [tr('DE', 'de', 'Der König der Löwen'), tr('FR', 'fr', 'Le Roi lion'), tr('ES', 'es', 'El rey león')],
  420818: [tr('DE', 'de', 'Der König der Löwen'), tr('FR', 'fr', 'Le Roi lion'), tr('ES', 'es', 'El rey león')],
  238: [tr('FR', 'fr', 'Le Parrain'), tr('ES', 'es', 'El padrino'), tr('DE', 'de', 'Der Pate')],
  603: [tr('RU', 'ru', 'Матрица'), tr('DE', 'de', 'Matrix')],
  194: [tr('DE', 'de', 'Die fabelhafte Welt der Amélie'), tr('ES', 'es', 'Amélie')],
};

export function withHabitMovieExtras(entry: StandInMovie): StandInMovie {
  const translations = MOVIE_TRANSLATIONS[entry.id];
  return translations ? { ...entry, translations } : entry;
}
