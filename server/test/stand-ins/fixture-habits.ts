import {
  episode,
  GB,
  MB,
  movie,
  type FixtureExpectation,
  type FixtureFile,
  type LinkedExpectation,
} from './fixture-expectations.js';

/**
 * Fixture cases for release habits the organiser was not shaped on (issue 30): three-digit episode
 * numbers, seasons named or written as sequels, parts of a season, local words for season and
 * episode, specials named by title or year, films under local or two-script titles, numbered series
 * films, films in parts, remakes in their own folder, titles made of symbols, disc menus. Each class
 * has cases where the evidence is missing or contradictory: those must abstain, never guess.
 */

type Habit = FixtureFile['class'];

const FRASIER = 3452;
const SEINFELD = 1400;
const NARUTO = 46260;
const BETTY = 25877;
const BLEACH = 30984;
const HAIKYU = 60863;
const OVERLORD = 64196;
const KONOSUBA = 65844;
const GINTAMA = 57911;
const SPY_FAMILY = 120089;
const TOKYO_GHOUL = 61374;
const YURU_CAMP = 76075;
const HERO_ACADEMIA = 65930;
const MADE_IN_ABYSS = 72636;
const THE_METHOD = 67911;
const BREAKING_BAD = 1396;
const ELITE = 76669;
const BABYLON_BERLIN = 69993;
const THE_BUREAU = 61869;
const JOY_OF_LIFE = 94796;
const ATTACK_ON_TITAN = 1429;
const STRANGER = 72879;
const DOCTOR_WHO = 57243;
const TOP_GEAR = 1486;
const SHERLOCK = 19885;
const MASH = 918;

const review: FixtureExpectation = { kind: 'review' };
const skipped: FixtureExpectation = { kind: 'skipped' };
const EPISODE = 1.2 * GB;
const ANIME = 700 * MB;
const FILM = 8 * GB;

/** A case: path, size, expectation; `guard` for the ones that must abstain. */
type Case = [path: string, size: number, expect: FixtureExpectation, guard?: 'guard'];

const anime = (id: number, season: number, number: number, extra: Partial<LinkedExpectation> = {}) =>
  episode(id, season, [number], { destination: /^AnimeShows\//, ...extra });

const HABITS: Record<Exclude<Habit, 'movies' | 'shows' | 'namesakes' | 'obfuscated' | 'extras and junk'>, Case[]> = {
  'three-digit episodes': [
    // `SEE` is season and episode for a show that has that season and is not anime, as Sonarr reads it.
    ['Frasier/Frasier - 104 - I Hate Frasier Crane.avi', 350 * MB, episode(FRASIER, 1, [4])],
    ['Frasier/Season 3/Frasier - 307.avi', 350 * MB, episode(FRASIER, 3, [7])],
    ['Frasier/Frasier - 1012.avi', 350 * MB, episode(FRASIER, 10, [12])],
    ['Sitcoms/Seinfeld - 312 - The Red Dot.avi', 350 * MB, episode(SEINFELD, 3, [12])],
    ['Sitcoms/Seinfeld - 901 - The Butter Shave.avi', 350 * MB, episode(SEINFELD, 9, [1])],
    // An anime counts it absolutely: 57 + 43 episodes, then the fourth of season 3.
    ['[Kametsu] Naruto/[Kametsu] Naruto - 104 [480p].mkv', ANIME, anime(NARUTO, 3, 4)],
    // A revival TMDB keeps as a later season: the original run's 366, then the new season's first.
    ['[HorribleSubs] Bleach - 366 [720p].mkv', ANIME, anime(BLEACH, 16, 52)],
    ['[Erai-raws] Bleach - 367 [1080p].mkv', ANIME, anime(BLEACH, 17, 1)],
    // A season of 335 episodes holds both readings of 112: the episode's title decides, or nothing does.
    ['Novelas/Yo soy Betty la fea - 112 - Betty y Armando en Cartagena.avi', 350 * MB, episode(BETTY, 1, [112])],
    ['Novelas/Yo soy Betty la fea - 113.avi', 350 * MB, review, 'guard'],
    // Season 1 has 24 episodes; Seinfeld has no season 10: neither reading is an episode.
    ['Frasier/Frasier - 129.avi', 350 * MB, review, 'guard'],
    ['Sitcoms/Seinfeld - 1005.avi', 350 * MB, review, 'guard'],
  ],
  'named seasons and cours': [
    ['[HorribleSubs] Haikyuu!! Second Season - 05 [720p].mkv', ANIME, anime(HAIKYU, 2, 5)],
    ['[HorribleSubs] Haikyuu!! 3rd Season - 07 [1080p].mkv', ANIME, anime(HAIKYU, 3, 7)],
    ['[Erai-raws] Haikyuu!! To the Top - 05 [1080p].mkv', ANIME, anime(HAIKYU, 4, 5)],
    // The season aired in two parts months apart: the second's numbers start at 1 again, or go on.
    ['[Erai-raws] Haikyuu!! To the Top Part 2 - 03 [1080p].mkv', ANIME, anime(HAIKYU, 4, 16)],
    ['[SubsPlease] Haikyuu!! To the Top Part 2 - 14 (1080p).mkv', ANIME, anime(HAIKYU, 4, 14)],
    ['[HorribleSubs] Overlord II - 05 [720p].mkv', ANIME, anime(OVERLORD, 2, 5)],
    ['[SubsPlease] Overlord IV - 08 (1080p) [1B2C3D4E].mkv', ANIME, anime(OVERLORD, 4, 8)],
    ['[HorribleSubs] Kono Subarashii Sekai ni Shukufuku wo! 2 - 05 [720p].mkv', ANIME, anime(KONOSUBA, 2, 5)],
    ['[SubsPlease] Kono Subarashii Sekai ni Shukufuku wo! 3 - 02 (1080p).mkv', ANIME, anime(KONOSUBA, 3, 2)],
    ["[Coalgirls] Gintama' - 12 [720p].mkv", ANIME, anime(GINTAMA, 2, 12)],
    ['[SubsPlease] Bleach - Thousand-Year Blood War - 05 (1080p).mkv', ANIME, anime(BLEACH, 17, 5)],
    ['[Erai-raws] Bleach - Thousand-Year Blood War Part 2 - 03 [1080p].mkv', ANIME, anime(BLEACH, 17, 16)],
    ['[SubsPlease] Spy x Family - 13 (1080p).mkv', ANIME, anime(SPY_FAMILY, 1, 13)],
    ['[SubsPlease] Spy x Family Season 2 - 05 (1080p).mkv', ANIME, anime(SPY_FAMILY, 2, 5)],
    ['[SubsPlease] Spy x Family Season 1 Part 2 - 01 (1080p).mkv', ANIME, anime(SPY_FAMILY, 1, 13)],
    ['[SubsPlease] Yuru Camp Season 2 - 05 (1080p).mkv', ANIME, anime(YURU_CAMP, 2, 5)],
    ['[SubsPlease] Boku no Hero Academia Final Season - 05 (1080p).mkv', ANIME, anime(HERO_ACADEMIA, 8, 5)],
    [
      '[Erai-raws] Made in Abyss - The Golden City of the Scorching Sun - 05 [1080p].mkv',
      ANIME,
      anime(MADE_IN_ABYSS, 2, 5),
    ],
    // A season folder for the arc's episodes numbered from 1.
    ['Anime/Overlord/Season 3/[HorribleSubs] Overlord - 04 [720p].mkv', ANIME, anime(OVERLORD, 3, 4)],
    // Named for no season of the show (a romanised arc name, a film's name, a part the dates don't show).
    ['[SubsPlease] Bleach - Sennen Kessen-hen - 05 (1080p).mkv', ANIME, review, 'guard'],
    ['[SubsPlease] Made in Abyss - Retsujitsu no Ougonkyou - 05 (1080p).mkv', ANIME, review, 'guard'],
    ['[Erai-raws] Haikyuu!! To the Top Part 3 - 02 [1080p].mkv', ANIME, review, 'guard'],
    ['[Judas] Haikyuu!! - Nationals Arc - 05.mkv', ANIME, review, 'guard'],
    ["[Coalgirls] Gintama'' - 05 [720p].mkv", ANIME, review, 'guard'],
    ['[SubsPlease] Overlord V - 01 (1080p).mkv', ANIME, review, 'guard'],
    // A part of which season? Spy x Family has two. And a final season TMDB names none of, still airing.
    ['[Judas] Spy x Family - Part 2 - 01.mkv', ANIME, review, 'guard'],
    ['[Judas] Haikyuu!! Final Season - 02.mkv', ANIME, review, 'guard'],
    // The folder says season 3, the name season 4.
    ['Anime/Overlord Season 3/[SubsPlease] Overlord IV - 05 (1080p).mkv', ANIME, review, 'guard'],
  ],
  'local words': [
    ['Сериалы/Метод Сезон 2 Серия 5.mkv', EPISODE, episode(THE_METHOD, 2, [5])],
    ['Сериалы/Метод (1 сезон, 3 серия).avi', EPISODE, episode(THE_METHOD, 1, [3])],
    ['Сериалы/Во все тяжкие/Сезон 3/Во все тяжкие 5 серия.avi', EPISODE, episode(BREAKING_BAD, 3, [5])],
    ['Series/Elite Temporada 2 Capitulo 5.mkv', EPISODE, episode(ELITE, 2, [5])],
    ['Serien/Babylon.Berlin.Staffel.3.Folge.4.German.720p.WEB.x264-GRP.mkv', EPISODE, episode(BABYLON_BERLIN, 3, [4])],
    ['Serien/Babylon Berlin/Staffel 2/Folge 3.mkv', EPISODE, episode(BABYLON_BERLIN, 2, [3])],
    ['Séries/Le Bureau des Légendes Saison 2 Épisode 4.mkv', EPISODE, episode(THE_BUREAU, 2, [4])],
    ['剧集/庆余年 第2季 第05集.mp4', EPISODE, episode(JOY_OF_LIFE, 2, [5])],
    ['アニメ/進撃の巨人 シーズン3 第5話.mkv', EPISODE, episode(ATTACK_ON_TITAN, 3, [5])],
    ['드라마/비밀의 숲 시즌2 5화.mkv', EPISODE, episode(STRANGER, 2, [5])],
    // A season TMDB does not list; a folder and a name that disagree.
    ['Сериалы/Метод Сезон 4 Серия 2.mkv', EPISODE, review, 'guard'],
    ['Series/Élite/Temporada 1/Elite Temporada 2 Capitulo 5.mkv', EPISODE, review, 'guard'],
  ],
  'specials by title or year': [
    ['Doctor.Who.2005.The.Runaway.Bride.720p.BluRay.x264-GRP.mkv', EPISODE, episode(DOCTOR_WHO, 0, [2])],
    ['Doctor.Who.2005.Voyage.of.the.Damned.1080p.BluRay.x264-GRP.mkv', EPISODE, episode(DOCTOR_WHO, 0, [3])],
    ['Top.Gear.Bolivia.Special.720p.HDTV.x264-GRP.mkv', EPISODE, episode(TOP_GEAR, 0, [2])],
    ['Top.Gear.Patagonia.Special.720p.HDTV.x264-GRP.mkv', EPISODE, episode(TOP_GEAR, 0, [8])],
    ['Sherlock.Special.2016.1080p.BluRay.x264-GRP.mkv', EPISODE, episode(SHERLOCK, 0, [1])],
    // No special of the show is called so, or aired that year, or the name gives neither.
    ['Doctor.Who.2005.The.Five.Doctors.720p.BluRay.x264-GRP.mkv', EPISODE, review, 'guard'],
    ['Top.Gear.Christmas.Special.2012.720p.HDTV.x264-GRP.mkv', EPISODE, review, 'guard'],
    ['Sherlock.Special.1080p.BluRay.x264-GRP.mkv', EPISODE, review, 'guard'],
  ],
  'local film titles': [
    ['Filme/Die.Verurteilten.1994.German.DL.1080p.BluRay.x264-GRP.mkv', FILM, movie(278)],
    ['Filme/Der.Koenig.der.Loewen.1994.German.DL.1080p.BluRay.x264-GRP.mkv', FILM, movie(8587)],
    ['Filme/Die.fabelhafte.Welt.der.Amelie.2001.German.DL.1080p.BluRay.x264-GRP.mkv', FILM, movie(194)],
    ['Filme/Fuenf.Freunde.2012.German.720p.BluRay.x264-GRP.mkv', FILM, movie(87632)],
    ['Films/Le.Parrain.1972.FRENCH.1080p.BluRay.x264-GRP.mkv', FILM, movie(238)],
    ['Películas/El.Padrino.1972.CASTELLANO.1080p.BluRay.x264-GRP.mkv', FILM, movie(238)],
    ['Фильмы/Матрица.1999.BDRip.1080p.mkv', FILM, movie(603)],
    ['Films/千と千尋の神隠し Spirited Away (2001) [1080p].mkv', FILM, movie(129)],
    ['Films/기생충 Parasite (2019) 1080p.mkv', FILM, movie(496243)],
    // Two films of that German title and no year; a year neither film has.
    ['Filme/Der.Koenig.der.Loewen.German.DL.1080p.BluRay.x264-GRP.mkv', FILM, review, 'guard'],
    ['Filme/Die.Verurteilten.2004.German.DL.1080p.BluRay.x264-GRP.mkv', FILM, review, 'guard'],
  ],
  'numbered series films': [
    ['[Kaitou] Detective Conan Movie 05 - Countdown to Heaven [BD 1080p].mkv', FILM, movie(23155)],
    ['Meitantei Conan Movie 01 - Tokei Jikake no Matenrou (1997) [720p].mkv', FILM, movie(23150)],
    ['Pokemon.the.Movie.3.Spell.of.the.Unown.2000.1080p.BluRay.x264-GRP.mkv', FILM, movie(10991)],
    // The number alone names no film of the series.
    ['[Kaitou] Detective Conan Movie 09 [BD 1080p].mkv', FILM, review, 'guard'],
  ],
  'multi-part films': [
    ['Ran.1985.CD1.DVDRip.XviD-GRP.avi', 700 * MB, movie(11645, { destination: /cd1/i })],
    ['Ran.1985.CD2.DVDRip.XviD-GRP.avi', 700 * MB, movie(11645, { destination: /cd2/i })],
    ['Gone With The Wind (1939)/Gone With The Wind (1939) CD1.avi', 700 * MB, movie(770)],
    ['Gone With The Wind (1939)/Gone With The Wind (1939) CD2.avi', 700 * MB, movie(770)],
    ['Seven Samurai (1954)/Disc 1/VIDEO.avi', 1.4 * GB, movie(346)],
    // Hamlet is several films: a part of which?
    ['Hamlet.CD1.DVDRip.XviD-GRP.avi', 700 * MB, review, 'guard'],
  ],
  'remakes in their folder': [
    ['Halloween (2007)/Halloween.Unrated.Directors.Cut.DVDRip.XviD-GRP.avi', 1.4 * GB, movie(2082)],
    ['Halloween.1978.Extended.Edition.1080p.BluRay.x264-GRP.mkv', FILM, movie(948)],
    ['Dawn of the Dead (2004)/Dawn.of.the.Dead.Unrated.Directors.Cut.1080p.BluRay.x264-GRP.mkv', FILM, movie(924)],
    // No year anywhere: the original or its remake.
    ['Movies/Halloween.Unrated.Directors.Cut.DVDRip.XviD-GRP.avi', 1.4 * GB, review, 'guard'],
  ],
  'symbols in titles': [
    ['[REC].2007.1080p.BluRay.x264-GRP.mkv', FILM, movie(8329)],
    ['[REC]².2009.720p.BluRay.x264-GRP.mkv', FILM, movie(10664)],
    ['Rocky.Ⅳ.1985.1080p.BluRay.x264-GRP.mkv', FILM, movie(1374)],
    ['(500).Days.of.Summer.2009.1080p.BluRay.x264-GRP.mkv', FILM, movie(19913)],
    ['#Alive.2020.1080p.NF.WEB-DL.x264-GRP.mkv', FILM, movie(614696)],
    ['[HorribleSubs] Tokyo Ghoul √A - 05 [720p].mkv', ANIME, anime(TOKYO_GHOUL, 2, 5)],
    ['[SubsPlease] Yuru Camp△ Season 3 - 02 (1080p).mkv', ANIME, anime(YURU_CAMP, 3, 2)],
    ['[Group] Overlord Ⅲ - 03.mkv', ANIME, anime(OVERLORD, 3, 3)],
    ['M.A.S.H.S03E05.DVDRip.XviD-GRP.avi', 350 * MB, episode(MASH, 3, [5])],
    // Episode 30 of √A lies in neither its season nor, counted absolutely, in it.
    ['[HorribleSubs] Tokyo Ghoul √A - 30 [720p].mkv', ANIME, review, 'guard'],
  ],
  'disc menus': [
    ['Heat.1995.1080p.BluRay.x264-GRP/Heat.1995.1080p.BluRay.x264-GRP.mkv', FILM, movie(949)],
    ['Heat.1995.1080p.BluRay.x264-GRP/[Menu].mkv', 300 * MB, skipped, 'guard'],
    ['Chungking Express (1994)/Chungking Express (1994).mkv', FILM, movie(11104)],
    ['Chungking Express (1994)/Disc Menu.mkv', 300 * MB, skipped, 'guard'],
  ],
};

export function habitFixtures(): FixtureFile[] {
  return Object.entries(HABITS).flatMap(([habit, cases]) =>
    cases.map(([path, size, expect, guard]) => ({
      path,
      size: Math.round(size),
      expect,
      class: habit as Habit,
      ...(guard ? { guard: true } : {}),
    })),
  );
}
