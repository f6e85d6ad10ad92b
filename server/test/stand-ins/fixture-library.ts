import { habitFixtures } from './fixture-habits.js';
import { NAMESAKE_FIXTURES } from './fixture-namesakes.js';
import { OBFUSCATED_FIXTURES } from './fixture-obfuscated.js';
import { episode, GB, MB, movie, type FixtureExpectation, type FixtureFile } from './fixture-expectations.js';

/**
 * A realistic source library for the organiser's acceptance test: scene and P2P movie releases,
 * season packs, anime with absolute numbers, a daily show, specials, extras, samples and junk, and
 * the decoys that trip matchers up (remakes, a movie and a show of one name, US and UK versions).
 * Every file says what must become of it.
 */

export type { FixtureExpectation, FixtureFile } from './fixture-expectations.js';

const MOVIES: [string, FixtureExpectation][] = [
  [
    'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
    movie(603, { destination: /^Movies\/The Matrix \(1999\)\// }),
  ],
  ['The.Matrix.Reloaded.2003.1080p.BluRay.x264-GRP.mkv', movie(604)],
  ['The Matrix Revolutions (2003) [1080p].mkv', movie(605)],
  ['The.Matrix.Resurrections.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv', movie(624860, { destination: /^4KMovies\// })],
  ['Dune.1984.1080p.BluRay.x264-GRP.mkv', movie(841)],
  ['Dune.2021.1080p.WEB-DL.DDP5.1.x264-GRP.mkv', movie(438631)],
  ['Dune.Part.Two.2024.1080p.WEB-DL.x264-GRP.mkv', movie(693134)],
  ['Alien.1979.Directors.Cut.1080p.BluRay.x264-GRP.mkv', movie(348)],
  ['Aliens.1986.1080p.BluRay.x264-GRP.mkv', movie(679)],
  ['RRR.2022.1080p.WEB-DL.x264-GRP.mkv', movie(579974)],
  ['Spirited.Away.2001.1080p.BluRay.x264-GRP.mkv', movie(129)],
  ['Amélie (2001)/Amélie (2001) 1080p.mkv', movie(194)],
  ['Leon.The.Professional.1994.Extended.1080p.BluRay.x264-GRP.mkv', movie(101)],
  ['Parasite.2019.1080p.BluRay.x264-GRP.mkv', movie(496243)],
  ['The.Avengers.2012.1080p.BluRay.x264-GRP.mkv', movie(24428)],
  ['The.Avengers.1998.1080p.WEB-DL.x264-GRP.mkv', movie(9320)],
  ['Fargo.1996.1080p.BluRay.x264-GRP.mkv', movie(275)],
  ['Star.Wars.1977.1080p.BluRay.x264-GRP.mkv', movie(11)],
  ['Blade.Runner.1982.Final.Cut.1080p.BluRay.x264-GRP.mkv', movie(78)],
  ['Blade.Runner.2049.2017.1080p.BluRay.x264-GRP.mkv', movie(335984)],
  ['It.2017.1080p.BluRay.x264-GRP.mkv', movie(346364)],
  ['It.Chapter.Two.2019.1080p.BluRay.x264-GRP.mkv', movie(474350)],
  ['The.Lion.King.1994.1080p.BluRay.x264-GRP.mkv', movie(8587)],
  ['The.Lion.King.2019.1080p.BluRay.x264-GRP.mkv', movie(420818)],
  ['The.Shawshank.Redemption.1994.1080p.BluRay.x264-GRP.mkv', movie(278)],
  ['The.Godfather.1972.1080p.BluRay.x264-GRP.mkv', movie(238)],
  ['Pulp.Fiction.1994.1080p.BluRay.x264-GRP.mkv', movie(680)],
  ['Fight.Club.1999.1080p.BluRay.x264-GRP.mkv', movie(550)],
  ['Forrest.Gump.1994.1080p.BluRay.x264-GRP.mkv', movie(13)],
  ['Inception.2010.1080p.BluRay.x264-GRP/Inception.2010.1080p.BluRay.x264-GRP.mkv', movie(27205)],
  ['Interstellar.2014.2160p.UHD.BluRay.REMUX.HDR.HEVC-GRP.mkv', movie(157336)],
  ['The.Dark.Knight.2008.1080p.BluRay.x264-GRP.mkv', movie(155)],
  ['Gladiator.2000.Extended.1080p.BluRay.x264-GRP.mkv', movie(98)],
  ['Toy.Story.1995.1080p.BluRay.x264-GRP.mkv', movie(862)],
  ['Jurassic.Park.1993.1080p.BluRay.x264-GRP.mkv', movie(329)],
  ['Titanic.1997.1080p.BluRay.x264-GRP.mkv', movie(597)],
  ['Avatar.2009.1080p.BluRay.x264-GRP.mkv', movie(19995)],
  ['Back.to.the.Future.1985.1080p.BluRay.x264-GRP.mkv', movie(105)],
  ['Se7en.1995.1080p.BluRay.x264-GRP.mkv', movie(807)],
  ['Oldboy.2003.1080p.BluRay.x264-GRP.mkv', movie(670)],
  ['Mad.Max.Fury.Road.2015.1080p.BluRay.x264-GRP.mkv', movie(76341)],
  ['Everything.Everywhere.All.at.Once.2022.1080p.WEB-DL.x264-GRP.mkv', movie(545611)],
  ['Whiplash.2014.1080p.BluRay.x264-GRP.mkv', movie(244786)],
  // A garbage name inside a well-named release folder takes the folder's title and year.
  ['Up.2009.1080p.BluRay.x264-GRP/grp-up-1080p.mkv', movie(14160)],
  ['Crouching.Tiger.Hidden.Dragon.2000.1080p.BluRay.x264-GRP/0e895c37a1b24f.mkv', movie(146)],
  ['The.Lord.of.the.Rings.The.Fellowship.of.the.Ring.2001.Extended.1080p.BluRay.x264-GRP.mkv', movie(120)],
  // IDs in names are used directly.
  ['Some Movie {tmdb-872585}/Some Movie {tmdb-872585}.mkv', movie(872585)],
  ['Oppenheimer [imdbid-tt15398776].mkv', movie(872585)],
  // Two versions of one movie: the second gets a version suffix, both linked.
  ['The.Matrix.1999.2160p.UHD.BluRay.x265-GRP.mkv', movie(603, { destination: /^4KMovies\/The Matrix \(1999\)\// })],
  // No year: Dune is two films. Abstain.
  ['Dune.mkv', { kind: 'review' }],
  // A remake with no year: abstaining is right, so is the better-known film; any other id is wrong.
  ['The.Lion.King.1080p.BluRay.x264-GRP.mkv', movie(8587, { orReview: true })],
  ['Nothing.Like.This.Exists.2011.1080p.WEB-DL.x264-GRP.mkv', { kind: 'review' }],
  // A year neither film of the name has: another film of that name, not one of these two.
  ['Dune.1990.1080p.BluRay.x264-GRP.mkv', { kind: 'review' }],
  ['The.Lion.King.2005.720p.BluRay.x264-GRP.mkv', { kind: 'review' }],
];

/** Every episode of a show's seasons as season-pack files. */
function seasonPack(
  folder: string,
  dotted: string,
  tmdbId: number,
  seasons: [number, number][],
  extra: Partial<Extract<FixtureExpectation, { kind: 'linked' }>> = {},
  quality = '1080p.WEB-DL.x264',
): [string, FixtureExpectation][] {
  const out: [string, FixtureExpectation][] = [];
  for (const [season, count] of seasons) {
    const s = String(season).padStart(2, '0');
    for (let e = 1; e <= count; e++) {
      const ep = String(e).padStart(2, '0');
      out.push([`${folder}/${dotted}.S${s}E${ep}.${quality}-GRP.mkv`, episode(tmdbId, season, [e], extra)]);
    }
  }
  return out;
}

const SHOWS: [string, FixtureExpectation][] = [
  ...seasonPack('Breaking.Bad.S01-S05.1080p.BluRay.x264-GRP', 'Breaking.Bad', 1396, [
    [1, 7],
    [2, 13],
    [3, 13],
    [4, 13],
    [5, 16],
  ]),
  [
    'Breaking Bad/Specials/Breaking.Bad.S00E01.Good.Cop.Bad.Cop.mkv',
    episode(1396, 0, [1], { destination: /^Shows\/Breaking Bad \(2008\)\/Specials\// }),
  ],
  ['Breaking Bad/Specials/Breaking.Bad.S00E02.Wedding.Day.mkv', episode(1396, 0, [2])],
  // US and UK versions.
  ...seasonPack('The.Office.US.S01.1080p.WEB-DL', 'The.Office.US', 2316, [[1, 6]]),
  ...seasonPack('The.Office.UK.S01.1080p.BluRay', 'The.Office.UK', 2996, [[1, 6]]),
  ...seasonPack('Shameless.US.S01.1080p.WEB-DL', 'Shameless.US', 34307, [[1, 12]]),
  ...seasonPack('Shameless.UK.S01.1080p.WEB-DL', 'Shameless.UK', 1906, [[1, 7]]),
  // A revival and a remake that share their original's name.
  ...seasonPack('Doctor.Who.2005.S01.1080p.BluRay', 'Doctor.Who.2005', 57243, [[1, 13]]),
  ...seasonPack('Battlestar.Galactica.2004.S01.1080p.BluRay', 'Battlestar.Galactica.2004', 1972, [[1, 13]]),
  // A show with a movie's name.
  ...seasonPack('Fargo.S01.1080p.BluRay.x264-GRP', 'Fargo', 60622, [[1, 10]]),
  ['It (1990)/Season 1/01 - Part 1.mkv', episode(19614, 1, [1])],
  ['It (1990)/Season 1/02 - Part 2.mkv', episode(19614, 1, [2])],
  ...seasonPack('Planet.Earth.2006.1080p.BluRay', 'Planet.Earth', 1044, [[1, 11]]),
  ...seasonPack(
    'Planet.Earth.II.2016.2160p.UHD.BluRay',
    'Planet.Earth.II',
    68595,
    [[1, 6]],
    {},
    '2160p.UHD.BluRay.x265',
  ),
  // Folder context: `Show (Year)/Season N/NN - Title.mkv`.
  ...Array.from({ length: 10 }, (_, i): [string, FixtureExpectation] => [
    `Doctor Who (2005)/Season 2/${String(i + 1).padStart(2, '0')} - Episode ${i + 1}.mkv`,
    episode(57243, 2, [i + 1]),
  ]),
  // Anime, absolute numbers mapped through TMDB's seasons (25 in season 1).
  ...Array.from({ length: 30 }, (_, i): [string, FixtureExpectation] => {
    const absolute = i + 1;
    const [season, ep] = absolute <= 25 ? [1, absolute] : [2, absolute - 25];
    return [
      `[SubsPlease] Shingeki no Kyojin/[SubsPlease] Shingeki no Kyojin - ${String(absolute).padStart(2, '0')} (1080p) [ABCD1234].mkv`,
      episode(1429, season, [ep], { destination: /^AnimeShows\/Attack on Titan \(2013\)\// }),
    ];
  }),
  // A daily show named by air date; it airs Monday to Thursday.
  ...['04', '05', '06', '07', '11', '12', '13', '14', '18', '19'].map((day): [string, FixtureExpectation] => [
    `The.Daily.Show.2024.03.${day}.1080p.WEB.h264-GRP.mkv`,
    { kind: 'linked', tmdbId: 2224, mediaType: 'tv' },
  ]),
  // A Friday: TMDB lists no episode that day. Nothing is invented.
  ['The.Daily.Show.2024.03.08.1080p.WEB.h264-GRP.mkv', { kind: 'review' }],
  // One Piece by absolute number.
  ...Array.from({ length: 12 }, (_, i): [string, FixtureExpectation] => [
    `[Erai-raws] One Piece - ${1000 + i} [1080p][Multiple Subtitle].mkv`,
    { kind: 'linked', tmdbId: 37854, mediaType: 'tv', destination: /^AnimeShows\/One Piece \(1999\)\/Season \d+\// },
  ]),
  ...seasonPack('Shameless.US.S02.1080p.WEB-DL', 'Shameless.US', 34307, [[2, 12]]),
  ...seasonPack('The.Office.US.S02.1080p.WEB-DL', 'The.Office.US', 2316, [[2, 10]]),
];

const EXTRAS_AND_JUNK: [string, number, FixtureExpectation][] = [
  // Extras are skipped by default (SKIP_EXTRAS_FOLDER), by folder and by name, whatever their size.
  ['Inception.2010.1080p.BluRay.x264-GRP/Featurettes/Dream Is Collapsing.mkv', 200 * MB, { kind: 'skipped' }],
  ['Inception.2010.1080p.BluRay.x264-GRP/Behind the Scenes/Making Of.mkv', 2 * GB, { kind: 'skipped' }],
  ['Gladiator.2000.Extended.1080p.BluRay.x264-GRP/Gladiator.Deleted.Scenes.mkv', 900 * MB, { kind: 'skipped' }],
  ['Aliens.1986.1080p.BluRay.x264-GRP/Aliens-trailer.mkv', 90 * MB, { kind: 'skipped' }],
  ['The.Matrix.1999.1080p.BluRay.x264-GRP/Sample/sample-the.matrix.mkv', 40 * MB, { kind: 'skipped' }],
  ['Dune.2021.1080p.WEB-DL.DDP5.1.x264-GRP.sample.mkv', 30 * MB, { kind: 'skipped' }],
  ['Breaking.Bad.S01-S05.1080p.BluRay.x264-GRP/Sample/breaking.bad.s01e01.sample.mkv', 20 * MB, { kind: 'skipped' }],
  ['Breaking.Bad.S01-S05.1080p.BluRay.x264-GRP/Breaking.Bad.S01-S05.nfo', 2000, { kind: 'ignored' }],
  ['The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.nfo', 2000, { kind: 'ignored' }],
  ['Downloads/Arrival.2016.1080p.BluRay.x264-GRP.mkv.part', 3 * GB, { kind: 'ignored' }],
  ['Downloads/Sicario.2015.1080p.BluRay.x264-GRP.mkv.!qB', 3 * GB, { kind: 'ignored' }],
  ['Downloads/.hidden.2015.1080p.mkv', 3 * GB, { kind: 'ignored' }],
  ['notes.txt', 100, { kind: 'ignored' }],
  ['cover.jpg', 100_000, { kind: 'ignored' }],
  // A subtitle goes next to its film, named as its film.
  [
    'Inception.2010.1080p.BluRay.x264-GRP/Inception.2010.1080p.BluRay.x264-GRP.srt',
    80_000,
    movie(27205, { destination: /^Movies\/Inception \(2010\)\/Inception\.2010\.1080p\.BluRay\.x264-GRP\.srt$/ }),
  ],
];

export function fixtureLibrary(): FixtureFile[] {
  const files: FixtureFile[] = [];
  for (const [cases, habit] of [
    [MOVIES, 'movies'],
    [SHOWS, 'shows'],
  ] as const) {
    for (const [path, expect] of cases) {
      const size = expect.kind === 'linked' && expect.mediaType === 'tv' ? Math.round(1.2 * GB) : 8 * GB;
      files.push({ path, size, expect, class: habit });
    }
  }
  for (const [cases, habit] of [
    [EXTRAS_AND_JUNK, 'extras and junk'],
    [NAMESAKE_FIXTURES, 'namesakes'],
    [OBFUSCATED_FIXTURES, 'obfuscated'],
  ] as const) {
    for (const [path, size, expect] of cases) files.push({ path, size: Math.round(size), expect, class: habit });
  }
  return [...files, ...habitFixtures()];
}
