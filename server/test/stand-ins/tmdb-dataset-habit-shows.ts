import { alt, show, tr } from './tmdb-dataset-build.js';
import type { StandInShow } from './tmdb-dataset-types.js';

/**
 * Shows for the release habits of issue 30: three-digit episode numbers, seasons named for their arc
 * or written as a sequel, parts (cours) that TMDB keeps in one season, a revival TMDB keeps as a later
 * season, local words for season and episode, specials named by title or year. Real TMDB ids where
 * remembered; season names, alternative titles and translations as TMDB lists them (counts and dates
 * approximate). The tables are kept compact (`prettier-ignore`).
 */

const ANIMATION = 16;
const ACTION = 10759;
const FANTASY = 10765;
const COMEDY = 35;
const DRAMA = 18;
const CRIME = 80;

/** `count` weekly dates from `first`. */
export function weekly(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** An anime show's shared fields: Japanese, animated, tagged anime. */
const anime = { original_language: 'ja', origin_country: ['JP'], production_countries: ['JP'], keywords: ['anime'] };

/** Episode names with a few known ones at their numbers (`{ 112: 'Name' }`), the rest left to "Episode N". */
function namesAt(known: Record<number, string>): string[] {
  const names: string[] = [];
  for (const [number, name] of Object.entries(known)) names[Number(number) - 1] = name;
  return names;
}

// prettier-ignore
export const habitShows: StandInShow[] = [
  // ── three-digit episode numbers ──────────────────────────────────────────────────────────────
  show({
    id: 3452, name: 'Frasier', first_air_date: '1993-09-16', genre_ids: [COMEDY], popularity: 61.2, vote_average: 7.9,
    overview: 'A radio psychiatrist moves back to Seattle and lives with his father.',
    external_ids: { imdb_id: 'tt0106004', tvdb_id: 77811 },
    seasons: [[1, 24, '1993-09-16'], [2, 24, '1994-09-20'], [3, 24, '1995-09-19'], [4, 24, '1996-09-17'],
      [5, 24, '1997-09-23'], [6, 24, '1998-09-24'], [7, 24, '1999-09-23'], [8, 24, '2000-10-24'],
      [9, 24, '2001-09-25'], [10, 24, '2002-09-24'], [11, 24, '2003-09-23']],
    episode_names: { 1: ['The Good Son', 'Space Quest', 'Dinner at Eight', 'I Hate Frasier Crane',
      "Here's Looking at You", 'The Crucible', 'Call Me Irresponsible', 'Beloved Infidel'] },
  }),
  show({
    id: 1400, name: 'Seinfeld', first_air_date: '1989-07-05', genre_ids: [COMEDY], popularity: 88.5, vote_average: 8.3,
    overview: 'A stand-up comedian and his three friends talk their way through nothing in particular.',
    external_ids: { imdb_id: 'tt0098904', tvdb_id: 79169 },
    seasons: [[1, 5, '1989-07-05'], [2, 12, '1991-01-23'], [3, 23, '1991-09-18'], [4, 24, '1992-08-12'],
      [5, 22, '1993-09-16'], [6, 24, '1994-09-21'], [7, 24, '1995-09-21'], [8, 22, '1996-09-19'], [9, 24, '1997-09-25']],
    episode_names: { 3: ['The Note', 'The Truth', 'The Pen', 'The Dog', 'The Library', 'The Parking Garage', 'The Cafe',
      'The Tape', 'The Nose Job', 'The Stranded', 'The Alternate Side', 'The Red Dot'], 9: ['The Butter Shave'] },
  }),
  show({
    id: 46260, name: 'Naruto', original_name: 'ナルト', ...anime, first_air_date: '2002-10-03',
    genre_ids: [ANIMATION, ACTION, FANTASY], popularity: 120.4, vote_average: 8.4,
    overview: 'A young ninja who seeks recognition from his peers dreams of becoming the leader of his village.',
    external_ids: { imdb_id: 'tt0409591', tvdb_id: 78857 },
    seasons: [[1, 57, '2002-10-03'], [2, 43, '2003-11-12'], [3, 41, '2004-09-15'], [4, 42, '2005-06-29'],
      [5, 37, '2006-04-12']],
  }),
  show({
    id: 25877, name: 'Yo soy Betty, la fea', original_language: 'es', origin_country: ['CO'],
    production_countries: ['CO'], first_air_date: '1999-10-25', genre_ids: [COMEDY, DRAMA], popularity: 33.1,
    vote_average: 7.8, cadence: 'daily',
    overview: 'A brilliant but plain secretary finds her place in a Bogotá fashion house.',
    external_ids: { imdb_id: 'tt0233127', tvdb_id: 79396 },
    seasons: [[1, 335, '1999-10-25']],
    episode_names: { 1: namesAt({ 12: 'La fiesta de la empresa', 112: 'Betty y Armando en Cartagena' }) },
  }),

  show({
    id: 918, name: 'M*A*S*H', first_air_date: '1972-09-17', genre_ids: [COMEDY, DRAMA], popularity: 39.6, vote_average: 8.2,
    overview: 'Surgeons of a mobile army hospital in the Korean War keep their sanity with jokes.',
    external_ids: { imdb_id: 'tt0068098', tvdb_id: 70994 },
    seasons: [[1, 24, '1972-09-17'], [2, 24, '1973-09-15'], [3, 24, '1974-09-10'], [4, 24, '1975-09-12'],
      [5, 24, '1976-09-21'], [6, 25, '1977-09-20'], [7, 25, '1978-09-18'], [8, 25, '1979-09-17'],
      [9, 20, '1980-11-17'], [10, 21, '1981-10-26'], [11, 16, '1982-10-25']],
  }),

  // ── seasons named, not numbered ─────────────────────────────────────────────────────────────
  show({
    id: 60863, name: 'Haikyu!!', original_name: 'ハイキュー!!', ...anime, first_air_date: '2014-04-06',
    genre_ids: [ANIMATION, COMEDY, DRAMA], popularity: 95.3, vote_average: 8.7, in_production: true,
    overview: 'A short boy joins his high school volleyball club to prove that height is not everything.',
    external_ids: { imdb_id: 'tt3398540', tvdb_id: 278157 },
    alternative_titles: [alt('JP', 'Haikyuu!!', 'romaji'), alt('JP', 'Haikyuu!! To the Top', 'romaji')],
    seasons: [[0, 9, '2014-12-05'], [1, 25, '2014-04-06'], [2, 25, '2015-10-04', 'Second Season'],
      [3, 10, '2016-10-08', 'Karasuno High vs Shiratorizawa Academy'], [4, 25, '2020-01-11', 'To the Top']],
    episode_air_dates: { 4: [...weekly('2020-01-11', 13), ...weekly('2020-10-03', 12)] },
  }),
  show({
    id: 64196, name: 'Overlord', original_name: 'オーバーロード', ...anime, first_air_date: '2015-07-07',
    genre_ids: [ANIMATION, ACTION, FANTASY], popularity: 77.7, vote_average: 8.2,
    overview: 'A player stays logged in as his guild master when a game world shuts down, and the world becomes real.',
    external_ids: { imdb_id: 'tt4869896', tvdb_id: 294002 },
    seasons: [[1, 13, '2015-07-07'], [2, 13, '2018-01-10'], [3, 13, '2018-07-11'], [4, 13, '2022-07-05']],
  }),
  show({
    id: 65844, name: 'KONOSUBA – God’s blessing on this wonderful world!!',
    original_name: 'この素晴らしい世界に祝福を!', ...anime, first_air_date: '2016-01-14',
    genre_ids: [ANIMATION, COMEDY, FANTASY], popularity: 70.2, vote_average: 8.2,
    overview: 'A shut-in dies and is reborn in a fantasy world with a useless goddess for company.',
    external_ids: { imdb_id: 'tt5370118', tvdb_id: 305089 },
    alternative_titles: [alt('JP', 'Kono Subarashii Sekai ni Shukufuku wo!', 'romaji'), alt('US', 'KonoSuba')],
    seasons: [[1, 10, '2016-01-14'], [2, 10, '2017-01-12'], [3, 11, '2024-04-10']],
  }),
  show({
    id: 57911, name: 'Gintama', original_name: '銀魂', ...anime, first_air_date: '2006-04-04',
    genre_ids: [ANIMATION, ACTION, COMEDY], popularity: 54.6, vote_average: 8.6,
    overview: 'In an Edo occupied by aliens, a samurai does odd jobs to pay the rent.',
    external_ids: { imdb_id: 'tt0988824', tvdb_id: 79895 },
    seasons: [[1, 49, '2006-04-04'], [2, 51, '2011-04-04', "Gintama'"], [3, 13, '2012-10-04', "Gintama': Enchousen"],
      [4, 51, '2015-04-08', 'Gintama°']],
  }),
  show({
    id: 30984, name: 'Bleach', original_name: 'ブリーチ', ...anime, first_air_date: '2004-10-05',
    genre_ids: [ANIMATION, ACTION, FANTASY], popularity: 140.8, vote_average: 8.4, in_production: true,
    overview: 'A teenager who can see ghosts gains the powers of a Soul Reaper.',
    external_ids: { imdb_id: 'tt0434665', tvdb_id: 74796 },
    alternative_titles: [alt('JP', 'Bleach: Sennen Kessen-hen', 'romaji')],
    seasons: [[1, 20, '2004-10-05'], [2, 21, '2005-02-22'], [3, 22, '2005-07-19'], [4, 28, '2005-12-20'],
      [5, 18, '2006-07-04'], [6, 18, '2006-11-07'], [7, 17, '2007-03-13'], [8, 17, '2007-07-10'],
      [9, 22, '2007-11-06'], [10, 20, '2008-04-15'], [11, 24, '2008-09-09'], [12, 13, '2009-03-03'],
      [13, 26, '2009-06-02'], [14, 24, '2009-12-01'], [15, 24, '2010-05-18'], [16, 52, '2010-11-02'],
      [17, 39, '2022-10-11', 'Thousand-Year Blood War']],
    episode_air_dates: { 17: [...weekly('2022-10-11', 13), ...weekly('2023-07-08', 13), ...weekly('2024-10-05', 13)] },
  }),
  show({
    id: 120089, name: 'SPY x FAMILY', original_name: 'SPY×FAMILY', ...anime, first_air_date: '2022-04-09',
    genre_ids: [ANIMATION, ACTION, COMEDY], popularity: 110.5, vote_average: 8.5, in_production: true,
    overview: 'A spy builds a fake family for a mission, not knowing his wife is an assassin and his daughter a telepath.',
    external_ids: { imdb_id: 'tt13706018', tvdb_id: 405920 },
    seasons: [[1, 25, '2022-04-09'], [2, 12, '2023-10-07']],
    episode_air_dates: { 1: [...weekly('2022-04-09', 12), ...weekly('2022-10-01', 13)] },
  }),
  show({
    id: 61374, name: 'Tokyo Ghoul', original_name: '東京喰種トーキョーグール', ...anime, first_air_date: '2014-07-04',
    genre_ids: [ANIMATION, ACTION, DRAMA], popularity: 66.4, vote_average: 7.9,
    overview: 'A student survives an attack and becomes half ghoul, hiding among humans and ghouls alike.',
    external_ids: { imdb_id: 'tt3741634', tvdb_id: 281931 },
    alternative_titles: [alt('US', 'Tokyo Ghoul √A'), alt('US', 'Tokyo Ghoul:re')],
    seasons: [[1, 12, '2014-07-04'], [2, 12, '2015-01-09', '√A'], [3, 12, '2018-04-03', ':re'],
      [4, 12, '2018-10-09', ':re 2nd Season']],
  }),
  show({
    id: 76075, name: 'Laid-Back Camp', original_name: 'ゆるキャン△', ...anime, first_air_date: '2018-01-04',
    genre_ids: [ANIMATION, COMEDY], popularity: 38.9, vote_average: 8.5,
    overview: 'A girl who likes camping alone in winter meets a club of outdoor beginners.',
    external_ids: { imdb_id: 'tt7749924', tvdb_id: 339046 },
    alternative_titles: [alt('JP', 'Yuru Camp△', 'romaji'), alt('JP', 'Yuru Camp', 'romaji')],
    seasons: [[1, 12, '2018-01-04'], [2, 13, '2021-01-07'], [3, 12, '2024-04-04']],
  }),
  show({
    id: 65930, name: 'My Hero Academia', original_name: '僕のヒーローアカデミア', ...anime, first_air_date: '2016-04-03',
    genre_ids: [ANIMATION, ACTION, FANTASY], popularity: 130.6, vote_average: 8.5, in_production: true,
    overview: 'A boy born without powers in a world of superheroes still dreams of becoming one.',
    external_ids: { imdb_id: 'tt5626028', tvdb_id: 305074 },
    alternative_titles: [alt('JP', 'Boku no Hero Academia', 'romaji')],
    seasons: [[1, 13, '2016-04-03'], [2, 25, '2017-04-01'], [3, 25, '2018-04-07'], [4, 25, '2019-10-12'],
      [5, 25, '2021-03-27'], [6, 25, '2022-10-01'], [7, 21, '2024-05-04'], [8, 11, '2025-10-04', 'FINAL SEASON']],
  }),
  show({
    id: 72636, name: 'Made in Abyss', original_name: 'メイドインアビス', ...anime, first_air_date: '2017-07-07',
    genre_ids: [ANIMATION, FANTASY, DRAMA], popularity: 41.2, vote_average: 8.5,
    overview: 'An orphan girl descends into a vast chasm in search of her mother.',
    external_ids: { imdb_id: 'tt7222086', tvdb_id: 326109 },
    seasons: [[1, 13, '2017-07-07'], [2, 12, '2022-07-06', 'The Golden City of the Scorching Sun']],
  }),

  // ── local words for season and episode ──────────────────────────────────────────────────────
  show({
    id: 67911, name: 'The Method', original_name: 'Метод', original_language: 'ru', origin_country: ['RU'],
    production_countries: ['RU'], first_air_date: '2015-10-25', genre_ids: [CRIME, DRAMA], popularity: 12.4,
    vote_average: 7.6, overview: 'A detective with a dark secret hunts serial killers with a young trainee.',
    external_ids: { imdb_id: 'tt4917868', tvdb_id: 305888 },
    seasons: [[1, 16, '2015-10-25'], [2, 16, '2020-10-05']],
  }),
  show({
    id: 76669, name: 'Elite', original_name: 'Élite', original_language: 'es', origin_country: ['ES'],
    production_countries: ['ES'], first_air_date: '2018-10-05', genre_ids: [CRIME, DRAMA], popularity: 48.0,
    vote_average: 8.1, overview: 'Three working-class teens enroll in an exclusive school, where a murder follows.',
    external_ids: { imdb_id: 'tt7134908', tvdb_id: 350665 },
    seasons: [[1, 8, '2018-10-05'], [2, 8, '2019-09-06'], [3, 8, '2020-03-13']],
  }),
  show({
    id: 69993, name: 'Babylon Berlin', original_language: 'de', origin_country: ['DE'], production_countries: ['DE'],
    first_air_date: '2017-10-13', genre_ids: [CRIME, DRAMA], popularity: 21.7, vote_average: 8.0,
    overview: 'A police inspector in 1929 Berlin is drawn into a web of crime and politics.',
    external_ids: { imdb_id: 'tt4378376', tvdb_id: 327800 },
    seasons: [[1, 8, '2017-10-13'], [2, 8, '2017-11-10'], [3, 12, '2020-01-24'], [4, 12, '2022-10-08']],
  }),
  show({
    id: 61869, name: 'The Bureau', original_name: 'Le Bureau des Légendes', original_language: 'fr',
    origin_country: ['FR'], production_countries: ['FR'], first_air_date: '2015-04-27', genre_ids: [DRAMA],
    popularity: 15.3, vote_average: 8.3, overview: 'Agents of the French secret service live under false identities abroad.',
    external_ids: { imdb_id: 'tt4063800', tvdb_id: 295047 },
    seasons: [[1, 10, '2015-04-27'], [2, 10, '2016-03-07'], [3, 10, '2017-05-22'], [4, 10, '2018-11-05'],
      [5, 10, '2020-04-06']],
  }),
  show({
    id: 94796, name: 'Joy of Life', original_name: '庆余年', original_language: 'zh', origin_country: ['CN'],
    production_countries: ['CN'], first_air_date: '2019-11-26', genre_ids: [DRAMA, ACTION], popularity: 19.4,
    vote_average: 8.2, overview: 'A young man of mysterious birth navigates the intrigues of the imperial court.',
    external_ids: { imdb_id: 'tt11173006', tvdb_id: 373393 },
    seasons: [[1, 46, '2019-11-26'], [2, 36, '2024-05-16']],
  }),
  show({
    id: 72879, name: 'Stranger', original_name: '비밀의 숲', original_language: 'ko', origin_country: ['KR'],
    production_countries: ['KR'], first_air_date: '2017-06-10', genre_ids: [CRIME, DRAMA], popularity: 14.8,
    vote_average: 8.4, overview: 'A prosecutor who feels no emotion teams up with a detective against corruption.',
    external_ids: { imdb_id: 'tt6738544', tvdb_id: 328644 },
    seasons: [[1, 16, '2017-06-10'], [2, 16, '2020-08-15']],
  }),

  // ── specials named by title or year ─────────────────────────────────────────────────────────
  show({
    id: 1486, name: 'Top Gear', first_air_date: '2002-10-20', genre_ids: [10764], popularity: 35.2, vote_average: 8.1,
    origin_country: ['GB'], production_countries: ['GB'], type: 'Reality',
    overview: 'Three presenters test cars, race them and take them on long journeys.',
    external_ids: { imdb_id: 'tt1628033', tvdb_id: 74608 },
    seasons: [[0, 8, '2007-07-25'], [1, 10, '2002-10-20'], [2, 9, '2003-05-11'], [3, 9, '2003-10-26'],
      [4, 10, '2004-05-09'], [5, 9, '2004-11-07'], [6, 11, '2005-05-22'], [7, 6, '2005-11-13']],
    episode_names: { 0: ['Polar Special', 'Bolivia Special', 'Middle East Special', 'India Special',
      'Africa Special (1)', 'Africa Special (2)', 'Burma Special', 'Patagonia Special'] },
    episode_air_dates: { 0: ['2007-07-25', '2009-12-27', '2010-12-26', '2011-12-28', '2013-02-03', '2013-02-10',
      '2014-03-09', '2014-12-27'] },
  }),
];

/**
 * What issue 30's cases read from shows the recorded dataset already holds: names in other languages
 * (`Во все тяжкие`) and the names and air dates of specials.
 */
// prettier-ignore
const SHOW_EXTRAS: Readonly<Record<number, Partial<StandInShow>>> = {
  1396: { translations: [tr('RU', 'ru', 'Во все тяжкие'), tr('DE', 'de', 'Breaking Bad'), tr('ES', 'es', 'Breaking Bad')] },
  57243: {
    episode_names: { 0: ['The Christmas Invasion', 'The Runaway Bride', 'Voyage of the Damned', 'The Next Doctor',
      'Planet of the Dead', 'The Waters of Mars', 'The End of Time (1)', 'The End of Time (2)'] },
    episode_air_dates: { 0: ['2005-12-25', '2006-12-25', '2007-12-25', '2008-12-25', '2009-04-11', '2009-11-15',
      '2009-12-25', '2010-01-01'] },
  },
  19885: { episode_names: { 0: ['The Abominable Bride'] } },
};

export function withHabitShowExtras(entry: StandInShow): StandInShow {
  const extras = SHOW_EXTRAS[entry.id];
  if (!extras) return entry;
  return {
    ...entry,
    ...extras,
    episode_names: { ...entry.episode_names, ...extras.episode_names },
    episode_air_dates: { ...entry.episode_air_dates, ...extras.episode_air_dates },
  };
}
