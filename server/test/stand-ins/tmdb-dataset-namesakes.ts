import { alt, show, type SeasonSpec } from './tmdb-dataset-build.js';
import type { StandInShow } from './tmdb-dataset-types.js';

/**
 * Shows that share a name with another show: an animation and its live-action remake, a miniseries
 * and its remake decades later. Their titles tie; only the episode a file names, the episode's title,
 * a fansub release's marks or a year tell them apart. Also long-running anime whose seasons are
 * story arcs, numbered past the seasons a details call appends. Real ids where remembered; season
 * layouts and episode names as remembered, simplified where it does not matter.
 * The tables are kept compact (`prettier-ignore`).
 */

const NICKELODEON = { id: 13, name: 'Nickelodeon', origin_country: 'US' };
const NETFLIX = { id: 213, name: 'Netflix', origin_country: '' };
const NBC = { id: 6, name: 'NBC', origin_country: 'US' };
const FX = { id: 88, name: 'FX', origin_country: 'US' };
const NTV = { id: 57, name: 'NTV', origin_country: 'JP' };
const TV_TOKYO = { id: 98, name: 'TV Tokyo', origin_country: 'JP' };

/**
 * Detective Conan: 1,150 episodes in 32 seasons of uneven length, so absolute numbers past 900 lie
 * in seasons no details call appends.
 */
// prettier-ignore
export const DETECTIVE_CONAN_COUNTS: readonly number[] = [
  28, 26, 26, 28, 27, 33, 36, 36, 32, 38, 35, 37, 40, 38, 37, 40, 38, 40, 38, 40,
  41, 38, 40, 39, 40, 38, 39, 40, 40, 39, 40, 30,
];

function detectiveConanSeasons(): SeasonSpec[] {
  const seasons: SeasonSpec[] = [[0, 40, '1997-04-19']];
  DETECTIVE_CONAN_COUNTS.forEach((count, index) => {
    seasons.push([index + 1, count, `${1996 + index}-01-08`]);
  });
  return seasons;
}

// prettier-ignore
export const namesakeShows: StandInShow[] = [
  show({
    id: 246, name: 'Avatar: The Last Airbender', first_air_date: '2005-02-21', last_air_date: '2008-07-19',
    genre_ids: [16, 10759, 10765], popularity: 88.1, vote_average: 8.7, episode_run_time: [24],
    networks: [NICKELODEON], content_rating: 'TV-Y7', keywords: ['martial arts', 'elemental powers'],
    overview: 'A boy who can bend all four elements wakes after a hundred years to end a war.',
    external_ids: { imdb_id: 'tt0417299', tvdb_id: 74852 },
    seasons: [[0, 5, '2005-02-18'], [1, 20, '2005-02-21', 'Book One: Water'], [2, 20, '2006-03-17', 'Book Two: Earth'],
      [3, 21, '2007-09-21', 'Book Three: Fire']],
    episode_names: {
      1: ['The Boy in the Iceberg', 'The Avatar Returns', 'The Southern Air Temple', 'The Warriors of Kyoshi',
        'The King of Omashu', 'Imprisoned', 'The Spirit World (Winter Solstice, Part 1)',
        'Avatar Roku (Winter Solstice, Part 2)', 'The Waterbending Scroll', 'Jet', 'The Great Divide', 'The Storm',
        'The Blue Spirit', 'The Fortuneteller', 'Bato of the Water Tribe', 'The Deserter',
        'The Northern Air Temple', 'The Waterbending Master', 'The Siege of the North, Part 1',
        'The Siege of the North, Part 2'],
      2: ['The Avatar State', 'The Cave of Two Lovers', 'Return to Omashu', 'The Swamp', 'Avatar Day'],
    },
  }),
  show({
    id: 82452, name: 'Avatar: The Last Airbender', first_air_date: '2024-02-22', genre_ids: [10759, 10765, 18],
    popularity: 131.4, vote_average: 7.4, episode_run_time: [55], networks: [NETFLIX], content_rating: 'TV-14',
    status: 'Returning Series', in_production: true,
    overview: 'A live-action retelling of the young Avatar who must master the four elements to save a world at war.',
    external_ids: { imdb_id: 'tt9018736', tvdb_id: 385925 },
    seasons: [[1, 8, '2024-02-22']],
    episode_names: { 1: ['Aang', 'Warriors', 'Into the Dark', 'Spirited Away', 'Masks', 'Omashu', 'Legends', 'Avatar Aang'] },
  }),
  show({
    id: 1542, name: 'Shōgun', first_air_date: '1980-09-15', last_air_date: '1980-09-19', genre_ids: [18, 10768],
    popularity: 14.2, vote_average: 7.7, episode_run_time: [120], networks: [NBC], type: 'Miniseries',
    overview: 'An English navigator shipwrecked in feudal Japan is drawn into the struggle of two warlords.',
    external_ids: { imdb_id: 'tt0080274', tvdb_id: 79226 },
    alternative_titles: [alt('US', 'Shogun')],
    seasons: [[1, 5, '1980-09-15']],
  }),
  show({
    id: 126308, name: 'Shōgun', first_air_date: '2024-02-27', genre_ids: [18, 10768], popularity: 242.6,
    vote_average: 8.6, episode_run_time: [60], networks: [FX], content_rating: 'TV-MA', type: 'Miniseries',
    status: 'Returning Series', in_production: true,
    overview: 'In feudal Japan, a lord fighting for his life finds an ally in a shipwrecked English pilot.',
    external_ids: { imdb_id: 'tt2788316', tvdb_id: 392573 },
    alternative_titles: [alt('US', 'Shogun'), alt('US', "James Clavell's Shōgun")],
    seasons: [[1, 10, '2024-02-27']],
    episode_names: { 1: ['Anjin', 'Servants of Two Masters', 'Tomorrow Is Tomorrow', 'The Eightfold Fence',
      'Broken to the Fist', 'Ladies of the Willow World', 'A Stick of Time', 'The Abyss of Life',
      'Crimson Sky', 'A Dream of a Dream'] },
  }),
  show({
    id: 111110, name: 'ONE PIECE', first_air_date: '2023-08-31', genre_ids: [10759, 10765, 35], popularity: 201.3,
    vote_average: 8.1, episode_run_time: [60], networks: [NETFLIX], content_rating: 'TV-14',
    status: 'Returning Series', in_production: true,
    overview: 'A live-action voyage: Monkey D. Luffy sets out to sea to find the legendary treasure.',
    external_ids: { imdb_id: 'tt11737520', tvdb_id: 392276 },
    seasons: [[1, 8, '2023-08-31']],
    episode_names: { 1: ['Romance Dawn', 'The Man in the Straw Hat', 'Tell No Tales', 'The Pirates Are Coming',
      'Eat at Baratie!', 'The Chef and the Chore Boy', 'The Girl with the Sawfish Tattoo', 'Worst in the East'] },
  }),
  show({
    id: 30991, name: 'Cowboy Bebop', original_name: 'カウボーイビバップ', original_language: 'ja',
    first_air_date: '1998-04-03', last_air_date: '1999-04-24', genre_ids: [16, 10759, 10765], popularity: 61.7,
    vote_average: 8.5, episode_run_time: [25], origin_country: ['JP'], production_countries: ['JP'],
    networks: [TV_TOKYO], content_rating: 'TV-14',
    keywords: ['anime', 'bounty hunter', 'space western'],
    overview: 'A ragtag crew of bounty hunters chases criminals across the solar system in 2071.',
    external_ids: { imdb_id: 'tt0213338', tvdb_id: 76885 },
    seasons: [[0, 1, '2001-09-01'], [1, 26, '1998-04-03']],
  }),
  show({
    id: 105248, name: 'Cowboy Bebop', first_air_date: '2021-11-19', last_air_date: '2021-11-19',
    genre_ids: [10759, 10765, 80], popularity: 72.4, vote_average: 6.6, episode_run_time: [50],
    networks: [NETFLIX], content_rating: 'TV-MA', status: 'Canceled',
    overview: 'Three bounty hunters, a live-action crew, run from their pasts as they hunt the solar system\u2019s worst.',
    external_ids: { imdb_id: 'tt1267295', tvdb_id: 377256 },
    seasons: [[1, 10, '2021-11-19']],
    episode_names: { 1: ['Cowboy Gospel', 'Venus Pop', 'Dog Star Swing', 'Darkness Falls', 'Callisto Soul',
      'Sad Clown A-Go-Go', 'Pretty Boy Funk', 'Blue Crow Waltz', 'Galaxy Bebop', 'Supernova Symphony'] },
  }),
  show({
    id: 30983, name: 'Case Closed', original_name: '名探偵コナン', original_language: 'ja', first_air_date: '1996-01-08',
    genre_ids: [16, 80, 9648, 10759], popularity: 93.5, vote_average: 8.0, episode_run_time: [24],
    origin_country: ['JP'], production_countries: ['JP'], networks: [NTV], status: 'Returning Series',
    in_production: true, keywords: ['anime', 'detective', 'based on manga'],
    overview: 'A teenage detective, shrunk into a child\u2019s body by a poison, solves case after case.',
    external_ids: { imdb_id: 'tt0131179', tvdb_id: 72454 },
    alternative_titles: [alt('JP', 'Meitantei Conan', 'romaji'), alt('US', 'Detective Conan')],
    seasons: detectiveConanSeasons(),
  }),
  show({
    id: 85937, name: 'Demon Slayer: Kimetsu no Yaiba', original_name: '鬼滅の刃', original_language: 'ja',
    first_air_date: '2019-04-06', genre_ids: [16, 10759, 10765], popularity: 140.2, vote_average: 8.7,
    episode_run_time: [24], origin_country: ['JP'], production_countries: ['JP'], networks: [TV_TOKYO],
    status: 'Returning Series', in_production: true, content_rating: 'TV-MA', keywords: ['anime', 'demon', 'swordsman'],
    overview: 'A boy whose family is slaughtered by demons becomes a demon slayer to turn his sister human again.',
    external_ids: { imdb_id: 'tt9335498', tvdb_id: 348545 },
    alternative_titles: [alt('JP', 'Kimetsu no Yaiba', 'romaji'), alt('US', 'Demon Slayer')],
    seasons: [[0, 4, '2020-10-16'], [1, 26, '2019-04-06', 'Unwavering Resolve Arc'],
      [2, 18, '2021-10-10', 'Entertainment District Arc'], [3, 11, '2023-04-09', 'Swordsmith Village Arc'],
      [4, 8, '2024-05-12', 'Hashira Training Arc']],
  }),
];

/** Where absolute episode `n` of Detective Conan lies: specials aside, the running sum of the seasons. */
export function detectiveConanEpisode(absolute: number): { season: number; episode: number } {
  let before = 0;
  for (const [index, count] of DETECTIVE_CONAN_COUNTS.entries()) {
    if (absolute <= before + count) return { season: index + 1, episode: absolute - before };
    before += count;
  }
  throw new RangeError(`Detective Conan has no absolute episode ${absolute}`);
}

/**
 * First-season episode names of the older namesake pairs (US and UK versions, a revival and its
 * original), so a name that writes its episode title can tell them apart.
 */
// prettier-ignore
export const NAMESAKE_EPISODE_NAMES: Readonly<Record<number, Record<number, string[]>>> = {
  2316: { 1: ['Pilot', 'Diversity Day', 'Health Care', 'The Alliance', 'Basketball', 'Hot Girl'] },
  2996: { 1: ['Downsize', 'Work Experience', 'The Quiz', 'Training', 'New Girl', 'Judgement'] },
  34307: { 1: ['Pilot', 'Frank the Plank', 'Aunt Ginger', 'Casey Casden', 'Three Boys', 'Killer Carl',
    'Frank Gallagher: Loving Husband, Devoted Father', 'It\u2019s Time to Kill the Turtle', 'Nana Gallagher Had an Affair',
    'Daddyz Girl', 'Aunt Ginger', 'Father Frank, Full of Grace'] },
  1906: { 1: ['Episode One', 'Episode Two', 'Episode Three', 'Episode Four', 'Episode Five', 'Episode Six', 'Episode Seven'] },
  57243: { 1: ['Rose', 'The End of the World', 'The Unquiet Dead', 'Aliens of London', 'World War Three', 'Dalek',
    'The Long Game', "Father's Day", 'The Empty Child', 'The Doctor Dances', 'Boom Town', 'Bad Wolf',
    'The Parting of the Ways'] },
  121: { 1: ['An Unearthly Child', 'The Cave of Skulls', 'The Forest of Fear', 'The Firemaker', 'The Dead Planet'] },
  1972: { 1: ['33', 'Water', 'Bastille Day', 'Act of Contrition', 'You Can\u2019t Go Home Again', 'Litmus',
    'Six Degrees of Separation', 'Flesh and Bone', 'Tigh Me Up, Tigh Me Down', 'The Hand of God', 'Colonial Day',
    'Kobol\u2019s Last Gleaming (1)', 'Kobol\u2019s Last Gleaming (2)'] },
  501: { 1: ['Saga of a Star World', 'Lost Planet of the Gods (1)', 'Lost Planet of the Gods (2)', 'The Lost Warrior'] },
};

/** A show with the names above filled in where it has none of its own. */
export function withNamesakeEpisodeNames(entry: StandInShow): StandInShow {
  const names = NAMESAKE_EPISODE_NAMES[entry.id];
  return names ? { ...entry, episode_names: { ...names, ...entry.episode_names } } : entry;
}
