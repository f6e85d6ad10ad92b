import { alt, cast, crew, show, type SeasonSpec } from './tmdb-dataset-build.js';
import type { StandInShow } from './tmdb-dataset-types.js';

/**
 * Recorded-style shows: real TMDB ids, TVDB/IMDb ids and season layouts as remembered (episode
 * counts of specials seasons and some older air dates are approximate). The decoys share names
 * across countries or decades, or number episodes in unusual ways (daily, long-running anime).
 * The tables are kept compact (`prettier-ignore`): one block per show reads better than one field per line.
 */

const NBC = { id: 6, name: 'NBC', origin_country: 'US' };
const BBC_ONE = { id: 4, name: 'BBC One', origin_country: 'GB' };
const BBC_TWO = { id: 332, name: 'BBC Two', origin_country: 'GB' };

/** Adds days to a `YYYY-MM-DD` date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One Piece, split by story arc; absolute number = specials aside, the running sum of the counts.
 * Arc start dates are spread evenly between the first episode (1999-10-20) and episode 1085
 * (December 2023), which is close enough for date-based tests.
 */
// prettier-ignore
const ONE_PIECE_ARCS: readonly [string, number][] = [
  ['East Blue', 61], ['Alabasta', 74], ['Sky Island', 71], ['Water 7', 119], ['Thriller Bark', 59],
  ['Summit War', 132], ['Fish-Man Island', 58], ['Dressrosa', 172], ['Whole Cake Island', 145], ['Wano Country', 194],
  ['Egghead', 36],
];

function onePieceSeasons(): SeasonSpec[] {
  const seasons: SeasonSpec[] = [[0, 26, '2000-12-20']];
  let absolute = 1;
  ONE_PIECE_ARCS.forEach(([name, count], index) => {
    seasons.push([index + 1, count, addDays('1999-10-20', Math.round((absolute - 1) * 8.14)), name]);
    absolute += count;
  });
  return seasons;
}

/** The Daily Show: one season per calendar year, about 160 shows a year, Monday to Thursday. */
function dailyShowSeasons(): SeasonSpec[] {
  const seasons: SeasonSpec[] = [[1, 96, '1996-07-22']];
  for (let year = 1997; year <= 2024; year++) {
    // The first Monday on or after 5 January.
    const fifth = new Date(Date.UTC(year, 0, 5));
    const firstMonday = addDays(fifth.toISOString().slice(0, 10), (8 - fifth.getUTCDay()) % 7);
    seasons.push([year - 1995, year === 2020 ? 140 : 161, firstMonday]);
  }
  return seasons;
}

// prettier-ignore
const DOCTOR_WHO_1963: readonly [number, string][] = [
  [42, '1963-11-23'], [39, '1964-10-31'], [45, '1965-09-11'], [43, '1966-09-10'], [40, '1967-09-02'],
  [44, '1968-08-10'], [25, '1970-01-03'], [25, '1971-01-02'], [26, '1972-01-01'], [26, '1972-12-30'],
  [26, '1973-12-15'], [20, '1974-12-28'], [26, '1975-08-30'], [26, '1976-09-04'], [26, '1977-09-03'],
  [26, '1978-09-02'], [20, '1979-09-01'], [28, '1980-08-30'], [26, '1982-01-04'], [22, '1983-01-03'],
  [24, '1984-01-05'], [13, '1985-01-05'], [14, '1986-09-06'], [14, '1987-09-07'], [14, '1988-10-05'],
  [14, '1989-09-06'],
];

// prettier-ignore
export const decoyShows: StandInShow[] = [
  show({
    id: 2316, name: 'The Office', first_air_date: '2005-03-24', last_air_date: '2013-05-16', genre_ids: [35],
    popularity: 160.2, vote_average: 8.6, episode_run_time: [22], content_rating: 'TV-14', networks: [NBC],
    overview: 'A mockumentary about the staff of a paper company branch in Scranton and their awkward boss.',
    external_ids: { imdb_id: 'tt0386676', tvdb_id: 73244 }, alternative_titles: [alt('US', 'The Office (US)')],
    created_by: [{ id: 35796, name: 'Greg Daniels' }, { id: 39, name: 'Ricky Gervais' },
      { id: 40, name: 'Stephen Merchant' }],
    cast: [cast(4495, 'Steve Carell', 'Michael Scott'), cast(11678, 'John Krasinski', 'Jim Halpert')],
    seasons: [[0, 29, '2007-09-27'], [1, 6, '2005-03-24'], [2, 22, '2005-09-20'], [3, 25, '2006-09-21'],
      [4, 19, '2007-09-27'], [5, 28, '2008-09-25'], [6, 26, '2009-09-17'], [7, 26, '2010-09-23'],
      [8, 24, '2011-09-22'], [9, 25, '2012-09-20']],
  }),
  show({
    id: 2996, name: 'The Office', first_air_date: '2001-07-09', last_air_date: '2003-12-27', genre_ids: [35],
    popularity: 31.7, vote_average: 8.1, episode_run_time: [30], networks: [BBC_TWO], origin_country: ['GB'],
    production_countries: ['GB'], content_rating: 'TV-MA',
    overview: 'A documentary crew follows the staff of a Slough paper merchant and their self-deluded manager.',
    external_ids: { imdb_id: 'tt0290978', tvdb_id: 78107 }, alternative_titles: [alt('GB', 'The Office (UK)')],
    created_by: [{ id: 39, name: 'Ricky Gervais' }, { id: 40, name: 'Stephen Merchant' }],
    cast: [cast(39, 'Ricky Gervais', 'David Brent'), cast(7060, 'Martin Freeman', 'Tim Canterbury')],
    seasons: [[0, 2, '2003-12-26'], [1, 6, '2001-07-09'], [2, 6, '2002-09-30']],
  }),
  show({
    id: 34307, name: 'Shameless', first_air_date: '2011-01-09', last_air_date: '2021-04-11', genre_ids: [18, 35],
    popularity: 120.4, vote_average: 8.2, episode_run_time: [55], content_rating: 'TV-MA',
    networks: [{ id: 67, name: 'Showtime', origin_country: 'US' }],
    overview: 'In Chicago, a resourceful family of six children gets by in spite of their drunken father.',
    external_ids: { imdb_id: 'tt1586680', tvdb_id: 161511 }, alternative_titles: [alt('US', 'Shameless (US)')],
    created_by: [{ id: 16847, name: 'John Wells' }, { id: 1215520, name: 'Paul Abbott' }],
    cast: [cast(3905, 'William H. Macy', 'Frank Gallagher'), cast(1034681, 'Emmy Rossum', 'Fiona Gallagher')],
    seasons: [[0, 6, '2014-01-12'], [1, 12, '2011-01-09'], [2, 12, '2012-01-08'], [3, 12, '2013-01-13'],
      [4, 12, '2014-01-12'], [5, 12, '2015-01-11'], [6, 12, '2016-01-10'], [7, 12, '2016-10-02'],
      [8, 12, '2017-11-05'], [9, 14, '2018-09-09'], [10, 12, '2019-11-10'], [11, 12, '2020-12-06']],
  }),
  show({
    id: 1906, name: 'Shameless', first_air_date: '2004-01-13', last_air_date: '2013-05-28', genre_ids: [35, 18],
    popularity: 28.3, vote_average: 7.5, episode_run_time: [50], origin_country: ['GB'], production_countries: ['GB'],
    networks: [{ id: 26, name: 'Channel 4', origin_country: 'GB' }],
    overview: 'Life on a Manchester council estate with the Gallagher children and their workshy father.',
    external_ids: { imdb_id: 'tt0377260', tvdb_id: 78866 }, alternative_titles: [alt('GB', 'Shameless (UK)')],
    created_by: [{ id: 1215520, name: 'Paul Abbott' }],
    seasons: [[0, 3, '2004-12-23'], [1, 7, '2004-01-13'], [2, 9, '2005-01-04'], [3, 8, '2006-01-03'],
      [4, 14, '2007-01-02'], [5, 16, '2008-01-01'], [6, 22, '2009-02-17'], [7, 16, '2010-01-26'],
      [8, 22, '2011-01-11'], [9, 11, '2012-01-24'], [10, 8, '2012-10-09'], [11, 6, '2013-04-23']],
  }),
  show({
    id: 121, name: 'Doctor Who', first_air_date: '1963-11-23', last_air_date: '1989-12-06',
    genre_ids: [10759, 10765, 18], popularity: 52.6, vote_average: 7.4, episode_run_time: [25],
    origin_country: ['GB'], production_countries: ['GB'], networks: [BBC_ONE], content_rating: 'TV-PG',
    overview: 'A time-travelling alien known as the Doctor roams space and history in a ship shaped like a police box.',
    external_ids: { imdb_id: 'tt0056751', tvdb_id: 76107 }, alternative_titles: [alt('GB', 'Doctor Who (1963)')],
    created_by: [{ id: 1230657, name: 'Sydney Newman' }],
    seasons: [[0, 12, '1965-12-24'], ...DOCTOR_WHO_1963.map(([count, date], i): SeasonSpec => [i + 1, count, date])],
  }),
  show({
    id: 57243, name: 'Doctor Who', first_air_date: '2005-03-26', last_air_date: '2022-10-23',
    genre_ids: [10759, 18, 10765], popularity: 140.8, vote_average: 7.5, episode_run_time: [45],
    origin_country: ['GB'], production_countries: ['GB'], networks: [BBC_ONE], content_rating: 'TV-PG',
    overview: 'The Doctor returns: a Time Lord who travels through time and space with human companions.',
    external_ids: { imdb_id: 'tt0436992', tvdb_id: 78804 }, alternative_titles: [alt('GB', 'Doctor Who (2005)')],
    created_by: [{ id: 95047, name: 'Russell T Davies' }],
    cast: [cast(20049, 'David Tennant', 'The Doctor'), cast(1254435, 'Matt Smith', 'The Doctor')],
    seasons: [[0, 41, '2005-11-18'], [1, 13, '2005-03-26'], [2, 13, '2006-04-15'], [3, 13, '2007-03-31'],
      [4, 13, '2008-04-05'], [5, 13, '2010-04-03'], [6, 13, '2011-04-23'], [7, 13, '2012-09-01'],
      [8, 12, '2014-08-23'], [9, 12, '2015-09-19'], [10, 12, '2017-04-15'], [11, 10, '2018-10-07'],
      [12, 10, '2020-01-01'], [13, 6, '2021-10-31']],
  }),
  show({
    id: 501, name: 'Battlestar Galactica', first_air_date: '1978-09-17', last_air_date: '1979-04-29',
    genre_ids: [10759, 10765, 18], popularity: 19.4, vote_average: 6.9, episode_run_time: [60],
    networks: [{ id: 2, name: 'ABC', origin_country: 'US' }], content_rating: 'TV-PG',
    overview: 'After the Cylons destroy their worlds, the last battlestar leads a ragtag fleet in search of Earth.',
    external_ids: { imdb_id: 'tt0077215', tvdb_id: 71173 },
    alternative_titles: [alt('US', 'Battlestar Galactica (1978)')],
    created_by: [{ id: 56727, name: 'Glen A. Larson' }],
    seasons: [[1, 24, '1978-09-17']],
  }),
  show({
    id: 1972, name: 'Battlestar Galactica', first_air_date: '2004-10-18', last_air_date: '2009-03-20',
    genre_ids: [10759, 18, 10765], popularity: 54.2, vote_average: 8.2, episode_run_time: [45],
    content_rating: 'TV-14', networks: [{ id: 77, name: 'Syfy', origin_country: 'US' }],
    production_countries: ['US', 'CA'],
    overview: 'Survivors of a machine attack on their colonies flee in a fleet guarded by one old warship.',
    external_ids: { imdb_id: 'tt0407362', tvdb_id: 73545 },
    alternative_titles: [alt('US', 'Battlestar Galactica (2004)')],
    created_by: [{ id: 57191, name: 'Ronald D. Moore' }],
    cast: [cast(12139, 'Edward James Olmos', 'William Adama'), cast(16940, 'Mary McDonnell', 'Laura Roslin')],
    seasons: [[0, 23, '2003-12-08'], [1, 13, '2004-10-18'], [2, 20, '2005-07-15'], [3, 20, '2006-10-06'],
      [4, 20, '2008-04-04']],
  }),
  show({
    id: 1396, name: 'Breaking Bad', first_air_date: '2008-01-20', last_air_date: '2013-09-29', genre_ids: [18, 80],
    popularity: 210.5, vote_average: 8.9, episode_run_time: [45, 47], content_rating: 'TV-MA',
    networks: [{ id: 174, name: 'AMC', origin_country: 'US' }], tagline: 'Remember my name.',
    overview: 'A chemistry teacher with terminal cancer turns to making methamphetamine to provide for his family.',
    external_ids: { imdb_id: 'tt0903747', tvdb_id: 81189 }, created_by: [{ id: 66633, name: 'Vince Gilligan' }],
    cast: [cast(17419, 'Bryan Cranston', 'Walter White'), cast(84497, 'Aaron Paul', 'Jesse Pinkman')],
    crew: [crew(66633, 'Vince Gilligan', 'Producer')], keywords: ['drug dealer', 'teacher', 'cancer', 'new mexico'],
    seasons: [[0, 11, '2009-02-17'], [1, 7, '2008-01-20'], [2, 13, '2009-03-08'], [3, 13, '2010-03-21'],
      [4, 13, '2011-07-17'], [5, 16, '2012-07-15']],
    episode_names: {
      1: ['Pilot', "Cat's in the Bag...", "...And the Bag's in the River", 'Cancer Man', 'Gray Matter',
        "Crazy Handful of Nothin'", 'A No-Rough-Stuff-Type Deal'],
      2: ['Seven Thirty-Seven', 'Grilled', 'Bit by a Dead Bee', 'Down', 'Breakage', 'Peekaboo', 'Negro y Azul',
        'Better Call Saul', '4 Days Out', 'Over', 'Mandala', 'Phoenix', 'ABQ'],
      5: ['Live Free or Die', 'Madrigal', 'Hazard Pay', 'Fifty-One', 'Dead Freight', 'Buyout', 'Say My Name',
        'Gliding Over All', 'Blood Money', 'Buried', 'Confessions', 'Rabid Dog', "To'hajiilee", 'Ozymandias',
        'Granite State', 'Felina'],
    },
    episode_air_dates: {
      1: ['2008-01-20', '2008-01-27', '2008-02-10', '2008-02-17', '2008-02-24', '2008-03-02', '2008-03-09'],
      5: ['2012-07-15', '2012-07-22', '2012-07-29', '2012-08-05', '2012-08-12', '2012-08-19', '2012-08-26',
        '2012-09-02', '2013-08-11', '2013-08-18', '2013-08-25', '2013-09-01', '2013-09-08', '2013-09-15',
        '2013-09-22', '2013-09-29'],
    },
  }),
  show({
    id: 2224, name: 'The Daily Show', first_air_date: '1996-07-22', genre_ids: [10767, 35, 10763], popularity: 45.3,
    vote_average: 6.5, episode_run_time: [22], type: 'Talk Show', status: 'Returning Series', in_production: true,
    cadence: 'daily', content_rating: 'TV-14', networks: [{ id: 47, name: 'Comedy Central', origin_country: 'US' }],
    overview: "A satirical late-night news programme that mocks the day's headlines and interviews a guest.",
    external_ids: { imdb_id: 'tt0115147', tvdb_id: 71256 },
    alternative_titles: [alt('US', 'The Daily Show with Jon Stewart'), alt('US', 'The Daily Show with Trevor Noah')],
    created_by: [{ id: 1212150, name: 'Lizz Winstead' }, { id: 1212151, name: 'Madeleine Smithberg' }],
    seasons: dailyShowSeasons(),
  }),
  show({
    id: 1429, name: 'Attack on Titan', original_name: '進撃の巨人', original_language: 'ja', first_air_date: '2013-04-07',
    last_air_date: '2023-11-05', genre_ids: [16, 10765, 10759], popularity: 98.7, vote_average: 8.7,
    episode_run_time: [24], origin_country: ['JP'], production_countries: ['JP'],
    networks: [{ id: 94, name: 'MBS', origin_country: 'JP' }, { id: 1, name: 'NHK', origin_country: 'JP' }],
    content_rating: 'TV-MA',
    overview: 'Humanity lives behind huge walls to hide from giants that eat people, until one day a wall is broken.',
    external_ids: { imdb_id: 'tt2560140', tvdb_id: 267440 },
    alternative_titles: [alt('JP', 'Shingeki no Kyojin', 'romaji'), alt('US', 'AoT')],
    keywords: ['anime', 'based on manga', 'giant'],
    seasons: [[0, 9, '2013-07-07'], [1, 25, '2013-04-07'], [2, 12, '2017-04-01'], [3, 22, '2018-07-23'],
      [4, 30, '2020-12-07', 'The Final Season']],
  }),
  show({
    id: 37854, name: 'One Piece', original_name: 'ワンピース', original_language: 'ja', first_air_date: '1999-10-20',
    genre_ids: [10759, 35, 16], popularity: 150.9, vote_average: 8.7, episode_run_time: [24], origin_country: ['JP'],
    production_countries: ['JP'], status: 'Returning Series', in_production: true, content_rating: 'TV-14',
    networks: [{ id: 1, name: 'Fuji TV', origin_country: 'JP' }],
    overview: 'Monkey D. Luffy and his pirate crew sail the Grand Line in search of the treasure called One Piece.',
    external_ids: { imdb_id: 'tt0388629', tvdb_id: 81797 }, keywords: ['anime', 'pirate', 'based on manga'],
    seasons: onePieceSeasons(),
  }),
  show({
    id: 1044, name: 'Planet Earth', first_air_date: '2006-03-05', last_air_date: '2006-12-10', genre_ids: [99],
    popularity: 22.1, vote_average: 8.6, episode_run_time: [50], type: 'Documentary', origin_country: ['GB'],
    production_countries: ['GB'], networks: [BBC_ONE], content_rating: 'TV-G',
    overview: "A survey of the planet's habitats, from poles to deserts to the deep ocean, filmed in high definition.",
    external_ids: { imdb_id: 'tt0795176', tvdb_id: 79257 }, cast: [cast(1213, 'David Attenborough', 'Narrator')],
    seasons: [[1, 11, '2006-03-05']],
    episode_names: { 1: ['From Pole to Pole', 'Mountains', 'Fresh Water', 'Caves', 'Deserts', 'Ice Worlds',
      'Great Plains', 'Jungles', 'Shallow Seas', 'Seasonal Forests', 'Ocean Deep'] },
  }),
  show({
    id: 68595, name: 'Planet Earth II', first_air_date: '2016-11-06', last_air_date: '2016-12-11', genre_ids: [99],
    popularity: 18.4, vote_average: 8.7, episode_run_time: [55], type: 'Documentary', origin_country: ['GB'],
    production_countries: ['GB'], networks: [BBC_ONE],
    overview: "Ten years on, a return to the planet's wild places with new cameras, island to city.",
    external_ids: { imdb_id: 'tt5491994', tvdb_id: 318408 },
    seasons: [[1, 6, '2016-11-06']],
    episode_names: { 1: ['Islands', 'Mountains', 'Jungles', 'Deserts', 'Grasslands', 'Cities'] },
  }),
  show({
    id: 60622, name: 'Fargo', first_air_date: '2014-04-15', genre_ids: [80, 18], popularity: 61.3, vote_average: 8.3,
    episode_run_time: [60], status: 'Returning Series', in_production: true, content_rating: 'TV-MA',
    networks: [{ id: 88, name: 'FX', origin_country: 'US' }],
    overview: 'An anthology of crime stories, each season a new case of greed and bad decisions in the snowy Midwest.',
    external_ids: { imdb_id: 'tt2802850', tvdb_id: 269613 }, created_by: [{ id: 1126347, name: 'Noah Hawley' }],
    seasons: [[1, 10, '2014-04-15'], [2, 10, '2015-10-12'], [3, 10, '2017-04-19'], [4, 11, '2020-09-27'],
      [5, 10, '2023-11-21']],
  }),
  show({
    id: 19614, name: 'It', first_air_date: '1990-11-18', last_air_date: '1990-11-20', genre_ids: [9648, 18, 10765],
    popularity: 38.5, vote_average: 6.8, episode_run_time: [96], type: 'Miniseries', content_rating: 'TV-14',
    networks: [{ id: 2, name: 'ABC', origin_country: 'US' }],
    overview: 'Seven adults return to their hometown to face the evil clown that terrorised them as children.',
    external_ids: { imdb_id: 'tt0099864', tvdb_id: null }, alternative_titles: [alt('US', "Stephen King's It")],
    crew: [crew(18897, 'Tommy Lee Wallace', 'Director')], cast: [cast(4690, 'Tim Curry', 'Pennywise')],
    seasons: [[1, 2, '1990-11-18']],
    episode_air_dates: { 1: ['1990-11-18', '1990-11-20'] },
  }),
];

const HBO = { id: 49, name: 'HBO', origin_country: 'US' };
const NETFLIX = { id: 213, name: 'Netflix', origin_country: '' };

/** Ordinary well-known shows. */
// prettier-ignore
export const ordinaryShows: StandInShow[] = [
  show({
    id: 1399, name: 'Game of Thrones', first_air_date: '2011-04-17', last_air_date: '2019-05-19',
    genre_ids: [10765, 18, 10759], popularity: 180.3, vote_average: 8.5, episode_run_time: [60], networks: [HBO],
    content_rating: 'TV-MA', production_countries: ['US', 'GB'],
    overview: 'Noble houses scheme and fight for the Iron Throne while an ancient threat gathers beyond the Wall.',
    external_ids: { imdb_id: 'tt0944947', tvdb_id: 121361 }, created_by: [{ id: 9813, name: 'David Benioff' },
      { id: 228068, name: 'D. B. Weiss' }],
    seasons: [[0, 14, '2010-12-05'], [1, 10, '2011-04-17'], [2, 10, '2012-04-01'], [3, 10, '2013-03-31'],
      [4, 10, '2014-04-06'], [5, 10, '2015-04-12'], [6, 10, '2016-04-24'], [7, 7, '2017-07-16'],
      [8, 6, '2019-04-14']],
  }),
  show({
    id: 66732, name: 'Stranger Things', first_air_date: '2016-07-15', genre_ids: [18, 10765, 9648], popularity: 150.2,
    vote_average: 8.6, episode_run_time: [50], networks: [NETFLIX], cadence: 'batch', status: 'Returning Series',
    in_production: true, content_rating: 'TV-14',
    overview: 'When a boy vanishes in a small Indiana town, his friends find a girl with powers and a hidden lab.',
    external_ids: { imdb_id: 'tt4574334', tvdb_id: 305288 }, created_by: [{ id: 1179419, name: 'Matt Duffer' },
      { id: 1179422, name: 'Ross Duffer' }],
    seasons: [[1, 8, '2016-07-15'], [2, 9, '2017-10-27'], [3, 8, '2019-07-04'], [4, 9, '2022-05-27']],
  }),
  show({
    id: 1668, name: 'Friends', first_air_date: '1994-09-22', last_air_date: '2004-05-06', genre_ids: [35],
    popularity: 130.6, vote_average: 8.4, episode_run_time: [22], networks: [NBC], content_rating: 'TV-14',
    overview: 'Six friends in Manhattan share apartments, jobs, break-ups and a favourite coffee shop.',
    external_ids: { imdb_id: 'tt0108778', tvdb_id: 79168 }, created_by: [{ id: 1216630, name: 'David Crane' },
      { id: 67773, name: 'Marta Kauffman' }],
    seasons: [[0, 5, '1995-01-29'], [1, 24, '1994-09-22'], [2, 24, '1995-09-21'], [3, 25, '1996-09-19'],
      [4, 24, '1997-09-25'], [5, 24, '1998-09-24'], [6, 25, '1999-09-23'], [7, 24, '2000-10-12'],
      [8, 24, '2001-09-27'], [9, 24, '2002-09-26'], [10, 18, '2003-09-25']],
  }),
  show({
    id: 1398, name: 'The Sopranos', first_air_date: '1999-01-10', last_air_date: '2007-06-10', genre_ids: [18, 80],
    popularity: 70.8, vote_average: 8.6, episode_run_time: [55], networks: [HBO], content_rating: 'TV-MA',
    overview: 'A New Jersey mob boss sees a psychiatrist while juggling his crime family and his own.',
    external_ids: { imdb_id: 'tt0141842', tvdb_id: 75299 }, created_by: [{ id: 70479, name: 'David Chase' }],
    seasons: [[1, 13, '1999-01-10'], [2, 13, '2000-01-16'], [3, 13, '2001-03-04'], [4, 13, '2002-09-15'],
      [5, 13, '2004-03-07'], [6, 21, '2006-03-12']],
  }),
  show({
    id: 1438, name: 'The Wire', first_air_date: '2002-06-02', last_air_date: '2008-03-09', genre_ids: [80, 18],
    popularity: 60.4, vote_average: 8.6, episode_run_time: [60], networks: [HBO], content_rating: 'TV-MA',
    overview: "Baltimore's drug trade, docks, city hall, schools and newspaper, seen from both sides of the law.",
    external_ids: { imdb_id: 'tt0306414', tvdb_id: 79126 }, created_by: [{ id: 66121, name: 'David Simon' }],
    seasons: [[1, 13, '2002-06-02'], [2, 12, '2003-06-01'], [3, 12, '2004-09-19'], [4, 13, '2006-09-10'],
      [5, 10, '2008-01-06']],
  }),
  show({
    id: 19885, name: 'Sherlock', first_air_date: '2010-07-25', last_air_date: '2017-01-15', genre_ids: [80, 18, 9648],
    popularity: 72.5, vote_average: 8.5, episode_run_time: [90], networks: [BBC_ONE], origin_country: ['GB'],
    production_countries: ['GB'], content_rating: 'TV-14',
    overview: "A modern-day Sherlock Holmes solves London's strangest cases with his flatmate, Dr John Watson.",
    external_ids: { imdb_id: 'tt1475582', tvdb_id: 176941 }, created_by: [{ id: 1212, name: 'Mark Gatiss' },
      { id: 95046, name: 'Steven Moffat' }],
    seasons: [[0, 1, '2016-01-01'], [1, 3, '2010-07-25'], [2, 3, '2012-01-01'], [3, 3, '2014-01-01'],
      [4, 3, '2017-01-01']],
  }),
  show({
    id: 87108, name: 'Chernobyl', first_air_date: '2019-05-06', last_air_date: '2019-06-03', genre_ids: [18],
    popularity: 40.2, vote_average: 8.7, episode_run_time: [65], type: 'Miniseries', networks: [HBO],
    content_rating: 'TV-MA', production_countries: ['US', 'GB'],
    overview: 'The 1986 nuclear disaster and the people who gave everything to contain it and learn the truth.',
    external_ids: { imdb_id: 'tt7366338', tvdb_id: 360893 }, created_by: [{ id: 55710, name: 'Craig Mazin' }],
    seasons: [[1, 5, '2019-05-06']],
  }),
  show({
    id: 82856, name: 'The Mandalorian', first_air_date: '2019-11-12', genre_ids: [10765, 10759, 18], popularity: 85.1,
    vote_average: 8.4, episode_run_time: [40], status: 'Returning Series', in_production: true,
    networks: [{ id: 2739, name: 'Disney+', origin_country: '' }], content_rating: 'TV-14',
    overview: 'A lone bounty hunter in the outer reaches of the galaxy takes charge of a mysterious child.',
    external_ids: { imdb_id: 'tt8111088', tvdb_id: 361753 }, created_by: [{ id: 15277, name: 'Jon Favreau' }],
    seasons: [[1, 8, '2019-11-12'], [2, 8, '2020-10-30'], [3, 8, '2023-03-01']],
  }),
  show({
    id: 70523, name: 'Dark', original_language: 'de', first_air_date: '2017-12-01', last_air_date: '2020-06-27',
    genre_ids: [80, 18, 10765, 9648], popularity: 48.7, vote_average: 8.4, episode_run_time: [60],
    networks: [NETFLIX], origin_country: ['DE'], production_countries: ['DE'], cadence: 'batch',
    content_rating: 'TV-MA',
    overview: "A child's disappearance in a German town exposes four families tied together across time.",
    external_ids: { imdb_id: 'tt5753856', tvdb_id: 334824 }, created_by: [{ id: 1310764, name: 'Baran bo Odar' },
      { id: 1310765, name: 'Jantje Friese' }],
    seasons: [[1, 10, '2017-12-01'], [2, 8, '2019-06-21'], [3, 8, '2020-06-27']],
  }),
  show({
    id: 60059, name: 'Better Call Saul', first_air_date: '2015-02-08', last_air_date: '2022-08-15',
    genre_ids: [80, 18], popularity: 66.9, vote_average: 8.7, episode_run_time: [46], content_rating: 'TV-MA',
    networks: [{ id: 174, name: 'AMC', origin_country: 'US' }],
    overview: 'The transformation of small-time lawyer Jimmy McGill into the criminal lawyer Saul Goodman.',
    external_ids: { imdb_id: 'tt3032476', tvdb_id: 273181 }, created_by: [{ id: 66633, name: 'Vince Gilligan' },
      { id: 29779, name: 'Peter Gould' }],
    seasons: [[1, 10, '2015-02-08'], [2, 10, '2016-02-15'], [3, 10, '2017-04-10'], [4, 10, '2018-08-06'],
      [5, 10, '2020-02-23'], [6, 13, '2022-04-18']],
  }),
  show({
    id: 93405, name: 'Squid Game', original_name: '오징어 게임', original_language: 'ko', first_air_date: '2021-09-17',
    last_air_date: '2025-06-27', genre_ids: [10759, 9648, 18], popularity: 95.4, vote_average: 7.8,
    episode_run_time: [55], networks: [NETFLIX], origin_country: ['KR'], production_countries: ['KR'],
    cadence: 'batch', content_rating: 'TV-MA',
    overview: "Hundreds of people deep in debt compete in deadly children's games for a huge cash prize.",
    external_ids: { imdb_id: 'tt10919420', tvdb_id: 383275 }, created_by: [{ id: 1266816, name: 'Hwang Dong-hyuk' }],
    seasons: [[1, 9, '2021-09-17'], [2, 7, '2024-12-26'], [3, 6, '2025-06-27']],
  }),
  show({
    id: 95396, name: 'Severance', first_air_date: '2022-02-18', genre_ids: [18, 9648, 10765], popularity: 58.6,
    vote_average: 8.4, episode_run_time: [50], status: 'Returning Series', in_production: true,
    content_rating: 'TV-MA', networks: [{ id: 2552, name: 'Apple TV+', origin_country: '' }],
    overview: 'Office workers whose work memories are surgically split from their home lives begin to ask questions.',
    external_ids: { imdb_id: 'tt11280740', tvdb_id: 371980 }, created_by: [{ id: 1519017, name: 'Dan Erickson' }],
    seasons: [[1, 9, '2022-02-18'], [2, 10, '2025-01-17']],
  }),
];
