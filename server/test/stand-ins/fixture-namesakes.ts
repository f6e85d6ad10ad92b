import { episode, GB, MB, type FixtureExpectation, type LinkedExpectation } from './fixture-expectations.js';
import { detectiveConanEpisode } from './tmdb-dataset-namesakes.js';

/**
 * Fixture cases for shows that share a name, long-running anime numbered past the appended seasons,
 * and anime seasons named for their story arc. What settles each (or why nothing does) is said
 * beside it: an abstention is right where the file carries no evidence, a link to the other
 * namesake never is.
 */

const review: FixtureExpectation = { kind: 'review' };

const AVATAR_2005 = 246;
const AVATAR_2024 = 82452;
const SHOGUN_1980 = 1542;
const SHOGUN_2024 = 126308;
const ONE_PIECE_ANIME = 37854;
const ONE_PIECE_2023 = 111110;
const BEBOP_1998 = 30991;
const BEBOP_2021 = 105248;
const CONAN = 30983;
const DEMON_SLAYER = 85937;
const ATTACK_ON_TITAN = 1429;

const conan = (absolute: number, extra: Partial<LinkedExpectation> = {}): LinkedExpectation => {
  const { season, episode: number } = detectiveConanEpisode(absolute);
  return episode(CONAN, season, [number], extra);
};

// Episode titles of the animated series' first book, as its season pack names them.
const AVATAR_BOOK_ONE = [
  'The.Boy.in.the.Iceberg',
  'The.Avatar.Returns',
  'The.Southern.Air.Temple',
  'The.Warriors.of.Kyoshi',
];

export const NAMESAKE_FIXTURES: [path: string, size: number, expect: FixtureExpectation][] = [
  // An animated series and its live-action remake, one name. The animation's season pack names its
  // episodes; the remake's first episode is called "Aang".
  ...AVATAR_BOOK_ONE.map((title, i): [string, number, FixtureExpectation] => [
    `Avatar.The.Last.Airbender.Book.One.1080p.NF.WEB-DL.x264-GRP/Avatar.The.Last.Airbender.S01E0${i + 1}.${title}.1080p.NF.WEB-DL.DDP2.0.x264-GRP.mkv`,
    1.1 * GB,
    episode(AVATAR_2005, 1, [i + 1]),
  ]),
  [
    'TV/Avatar.The.Last.Airbender.S01E01.Aang.1080p.NF.WEB-DL.DDP5.1.Atmos.H.264-GRP.mkv',
    3.2 * GB,
    episode(AVATAR_2024, 1, [1]),
  ],
  // Season 2 exists only in the animation; episode 14 of season 1 too (the remake has 8).
  ['TV/Avatar.The.Last.Airbender.S02E05.1080p.BluRay.x264-GRP.mkv', 1.4 * GB, episode(AVATAR_2005, 2, [5])],
  ['TV/Avatar.The.Last.Airbender.S01E14.720p.WEB-DL.x264-GRP.mkv', 600 * MB, episode(AVATAR_2005, 1, [14])],
  // A year is the show's first air: 2024 is the remake.
  ['TV/Avatar.The.Last.Airbender.2024.S01E03.1080p.WEB.h264-GRP.mkv', 2.9 * GB, episode(AVATAR_2024, 1, [3])],
  // Nothing in the name tells them apart: a question for a person, whatever the folder decided before.
  ['TV/Avatar.The.Last.Airbender.S01E04.1080p.WEB.h264-GRP.mkv', 2.1 * GB, review],

  // A 1980 miniseries and its 2024 remake.
  ['Shogun.1980.S01E02.1080p.BluRay.x264-GRP.mkv', 4.4 * GB, episode(SHOGUN_1980, 1, [2])],
  ['Shogun (1980)/Season 1/Shogun - S01E04.mkv', 4.1 * GB, episode(SHOGUN_1980, 1, [4])],
  ['Shogun.2024.S01E02.1080p.DSNP.WEB-DL.DDP5.1.H.264-GRP.mkv', 3.6 * GB, episode(SHOGUN_2024, 1, [2])],
  ['Shogun.S01E09.Crimson.Sky.1080p.DSNP.WEB-DL.DDP5.1.H.264-GRP.mkv', 3.5 * GB, episode(SHOGUN_2024, 1, [9])],
  ['Shogun.S01E01.Anjin.2160p.DSNP.WEB-DL.DDP5.1.DV.HDR.H.265-GRP.mkv', 9.8 * GB, episode(SHOGUN_2024, 1, [1])],
  ['Shogun.S01E03.1080p.WEB.h264-GRP.mkv', 2.2 * GB, review],

  // An anime of 1,100 episodes and its eight-episode live-action remake, which is the more popular now.
  ['[SubsPlease] One Piece - 1071 (1080p) [A6314337].mkv', 1.4 * GB, episode(ONE_PIECE_ANIME, 10, [180])],
  ['[SubsPlease] One Piece - 1085 (1080p) [7C2B9E01].mkv', 1.4 * GB, episode(ONE_PIECE_ANIME, 10, [194])],
  // Episode 5 exists in both; a fansub release is of the animation.
  ['[SubsPlease] One Piece - 05 (1080p) [5D1E8A62].mkv', 1.3 * GB, episode(ONE_PIECE_ANIME, 1, [5])],
  ['One.Piece.2023.S01E01.1080p.NF.WEB-DL.DDP5.1.Atmos.x264-GRP.mkv', 3.9 * GB, episode(ONE_PIECE_2023, 1, [1])],
  [
    'One.Piece.S01E03.Tell.No.Tales.1080p.NF.WEB-DL.DDP5.1.Atmos.x264-GRP.mkv',
    3.7 * GB,
    episode(ONE_PIECE_2023, 1, [3]),
  ],
  ['One.Piece.S01E06.1080p.NF.WEB-DL.DDP5.1.Atmos.x264-GRP.mkv', 3.8 * GB, review],

  // An anime and its live-action remake: fansub releases are the anime's; episode 15 exists only there.
  ...[1, 5, 24].map((n): [string, number, FixtureExpectation] => [
    `[HorribleSubs] Cowboy Bebop/[HorribleSubs] Cowboy Bebop - ${String(n).padStart(2, '0')} [720p].mkv`,
    350 * MB,
    episode(BEBOP_1998, 1, [n]),
  ]),
  ['Cowboy.Bebop.S01E15.My.Funny.Valentine.1080p.BluRay.x264-GRP.mkv', 1.6 * GB, episode(BEBOP_1998, 1, [15])],
  ['Cowboy.Bebop.2021.S01E01.1080p.NF.WEB-DL.DDP5.1.x264-GRP.mkv', 2.8 * GB, episode(BEBOP_2021, 1, [1])],
  ['Cowboy.Bebop.S01E02.Venus.Pop.1080p.NF.WEB-DL.DDP5.1.x264-GRP.mkv', 2.7 * GB, episode(BEBOP_2021, 1, [2])],
  ['Cowboy.Bebop.S01E03.1080p.WEB.h264-GRP.mkv', 2.5 * GB, review],

  // A show of 32 seasons and 1,157 episodes: numbers far past the 16 seasons a details call appends.
  ...[891, 1000, 1100, 1129].map((n): [string, number, FixtureExpectation] => [
    `[SubsPlease] Detective Conan/[SubsPlease] Detective Conan - ${n} (1080p) [${(0xa6314337 + n).toString(16).toUpperCase()}].mkv`,
    700 * MB,
    conan(n, { destination: /^AnimeShows\/Case Closed \(1996\)\/Season \d\d\// }),
  ]),
  ['[Erai-raws] Meitantei Conan - 1050 [1080p][Multiple Subtitle].mkv', 1.2 * GB, conan(1050)],
  ['[Erai-raws] Meitantei Conan - 045 [720p].mkv', 400 * MB, conan(45)],
  // Past every episode TMDB lists: nothing is invented.
  ['[SubsPlease] Detective Conan - 1300 (1080p) [0B1C2D3E].mkv', 700 * MB, review],

  // Seasons named for their story arc. A subtitle that names a season places the file in it; one
  // that names none (a romanised arc name TMDB does not carry) is never taken for season 1.
  [
    '[SubsPlease] Demon Slayer - Swordsmith Village Arc - 05 (1080p) [3F2A1B0C].mkv',
    1.4 * GB,
    episode(DEMON_SLAYER, 3, [5]),
  ],
  [
    '[SubsPlease] Kimetsu no Yaiba - Hashira Training Arc - 02 (1080p) [8E7D6C5B].mkv',
    1.4 * GB,
    episode(DEMON_SLAYER, 4, [2]),
  ],
  ['[SubsPlease] Kimetsu no Yaiba - Katanakaji no Sato-hen - 05 (1080p) [4A3B2C1D].mkv', 1.4 * GB, review],
  ['[SubsPlease] Kimetsu no Yaiba - 07 (1080p) [1A2B3C4D].mkv', 1.4 * GB, episode(DEMON_SLAYER, 1, [7])],
  ['[Erai-raws] Shingeki no Kyojin - The Final Season - 05 [1080p].mkv', 1.3 * GB, episode(ATTACK_ON_TITAN, 4, [5])],

  ['[SubsPlease] Shingeki no Kyojin S2 - 07 (1080p) [9A8B7C6D].mkv', 1.3 * GB, episode(ATTACK_ON_TITAN, 2, [7])],
  [
    '[Erai-raws] Kimetsu no Yaiba 3rd Season - 09 [1080p][Multiple Subtitle].mkv',
    1.4 * GB,
    episode(DEMON_SLAYER, 3, [9]),
  ],
  // A subtitle in brackets names the season; its number may be the season's own or the absolute one.
  [
    '[SubsPlease] Shingeki no Kyojin (The Final Season) - 75 (1080p) [6E5D4C3B].mkv',
    1.3 * GB,
    episode(ATTACK_ON_TITAN, 4, [16]),
  ],
  [
    '[SubsPlease] Shingeki no Kyojin (The Final Season) - 12 (1080p) [2B3C4D5E].mkv',
    1.3 * GB,
    episode(ATTACK_ON_TITAN, 4, [12]),
  ],
  // Absolute 40 lies in season 2, not in the season the subtitle names.
  ['[SubsPlease] Shingeki no Kyojin (The Final Season) - 40 (1080p) [9F8E7D6C].mkv', 1.3 * GB, review],
  // The arc's name says season 4, the `Part 2` reads as season 1 episode 2: one of them is misread.
  ['[Erai-raws] Shingeki no Kyojin - The Final Season Part 2 - 01 [1080p].mkv', 1.3 * GB, review],

  // US and UK versions, a revival and its original: the episode's title or number settles them.
  ['TV/The.Office.S01E01.Pilot.720p.WEB-DL.x264-GRP.mkv', 700 * MB, episode(2316, 1, [1])],
  ['TV/The.Office.S01E01.Downsize.DVDRip.XviD-GRP.avi', 350 * MB, episode(2996, 1, [1])],
  ['TV/The.Office.S01E04.The.Alliance.720p.WEB-DL.x264-GRP.mkv', 700 * MB, episode(2316, 1, [4])],
  ['TV/The.Office.S01E02.720p.WEB-DL.x264-GRP.mkv', 700 * MB, review],
  ['TV/The.Office.S05E10.720p.WEB-DL.x264-GRP.mkv', 700 * MB, episode(2316, 5, [10])],
  ['TV/Shameless.S01E02.Frank.the.Plank.1080p.WEB-DL.x264-GRP.mkv', 1.5 * GB, episode(34307, 1, [2])],
  ['TV/Shameless.S01E10.1080p.WEB-DL.x264-GRP.mkv', 1.5 * GB, episode(34307, 1, [10])],
  ['TV/Doctor.Who.S01E01.Rose.720p.BluRay.x264-GRP.mkv', 1.1 * GB, episode(57243, 1, [1])],
  ['TV/Doctor.Who.S01E01.An.Unearthly.Child.DVDRip.XviD-GRP.avi', 350 * MB, episode(121, 1, [1])],
  ['TV/Doctor.Who.S01E20.DVDRip.XviD-GRP.avi', 350 * MB, episode(121, 1, [20])],
  ['TV/Battlestar.Galactica.S01E02.Water.720p.BluRay.x264-GRP.mkv', 1.1 * GB, episode(1972, 1, [2])],
  ['TV/Battlestar.Galactica.S01E20.DVDRip.XviD-GRP.avi', 350 * MB, episode(501, 1, [20])],
  ['TV/Battlestar.Galactica.S02E01.720p.BluRay.x264-GRP.mkv', 1.1 * GB, episode(1972, 2, [1])],
  ['TV/Battlestar.Galactica.S01E05.720p.BluRay.x264-GRP.mkv', 1.1 * GB, review],
];
