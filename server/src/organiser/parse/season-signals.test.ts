import { describe, expect, it } from 'vitest';
import { parseRelease, type ParseOptions } from './index.js';

const now = new Date('2025-11-30T12:00:00Z');

function parse(input: string, options: ParseOptions = {}) {
  const result = parseRelease(input, { now, ...options });
  if (result === null) throw new Error(`expected ${input} to parse`);
  return result;
}

/** The signals as `kind season "text"` (with `part N` and `<folder>` when set), for short assertions. */
function signals(input: string, options: ParseOptions = {}): string[] {
  return parse(input, options).seasonSignals.map(
    (s) =>
      `${s.kind} ${s.season ?? '-'} "${s.text}"${s.part === null ? '' : ` part ${s.part}`}${s.from === 'folder' ? ' <folder>' : ''}`,
  );
}

describe('three-digit episode numbers', () => {
  it('keeps `Show - 104 - Title` absolute and reads it as season and episode too, with its title', () => {
    expect(parse('Cheers - 104 - Sam at Eleven.avi')).toMatchObject({
      title: 'Cheers',
      season: null,
      absoluteEpisodes: [104],
      seasonEpisodeReading: { season: 1, episodes: [4] },
      episodeTitle: 'Sam at Eleven',
    });
    expect(parse('Frasier - 1012 - Author, Author.mkv').seasonEpisodeReading).toEqual({ season: 10, episodes: [12] });
  });

  it('gives no second reading to a padded, a round or a short number', () => {
    expect(parse('[Erai-raws] Meitantei Conan - 045 [720p].mkv').seasonEpisodeReading).toBeNull();
    expect(parse('[Erai-raws] One Piece - 1000 [1080p].mkv').seasonEpisodeReading).toBeNull();
    expect(parse('[HorribleSubs] Cowboy Bebop - 05 [720p].mkv').seasonEpisodeReading).toBeNull();
  });
});

describe('seasons named or numbered in the title', () => {
  it.each([
    ['[SubsPlease] Mob Psycho 100 III - 02 (1080p) [ABCD1234].mkv', 'Mob Psycho 100 III', [2], ['roman 3 "III"']],
    ['[HorribleSubs] Log Horizon 2 - 07 [720p].mkv', 'Log Horizon 2', [7], ['sequel 2 "2"']],
    ['[SubsPlease] Vinland Saga Season 2 - 05 (1080p).mkv', 'Vinland Saga Season 2', [5], ['number 2 "Season 2"']],
    ['[Judas] Tensura 2nd Season - 03.mkv', 'Tensura 2nd Season', [3], ['ordinal 2 "2nd Season"']],
    ['[Group] Danmachi Third Season - 04.mkv', 'Danmachi Third Season', [4], ['ordinal 3 "Third Season"']],
    ['[Group] Sword Art Online Ⅱ - 03.mkv', 'Sword Art Online Ⅱ', [3], ['roman 2 "Ⅱ"']],
    ["[Group] Gintama' - 12.mkv", "Gintama'", [12], [`sequel - "'"`]],
    [
      '[Group] JoJo no Kimyou na Bouken - Stardust Crusaders - 05.mkv',
      'JoJo no Kimyou na Bouken - Stardust Crusaders',
      [5],
      ['named - "Stardust Crusaders"'],
    ],
    ['[Erai-raws] Dr. Stone - Stone Wars - 03 [1080p].mkv', 'Dr. Stone - Stone Wars', [3], ['named - "Stone Wars"']],
    [
      '[SubsPlease] Shingeki no Kyojin - The Final Season - 05 (1080p).mkv',
      'Shingeki no Kyojin - The Final Season',
      [5],
      ['final - "The Final Season"'],
    ],
    [
      '[SubsPlease] Re Zero kara Hajimeru Isekai Seikatsu 2nd Season Part 2 - 01 (1080p).mkv',
      'Re Zero kara Hajimeru Isekai Seikatsu 2nd Season Part 2',
      [1],
      ['ordinal 2 "2nd Season Part 2" part 2'],
    ],
  ])('%s', (name, title, absolute, expected) => {
    const parsed = parse(name);
    expect(parsed).toMatchObject({ title, season: null, absoluteEpisodes: absolute });
    expect(signals(name)).toEqual(expected);
  });

  it("says what the show's name is without the season words", () => {
    const [signal] = parse('[SubsPlease] Mob Psycho 100 III - 02 (1080p).mkv').seasonSignals;
    expect(signal?.showTitle).toBe('Mob Psycho 100');
    expect(parse('[Group] Yuru Camp Season 2 - 01.mkv').seasonSignals[0]?.showTitle).toBe('Yuru Camp');
  });

  it('reads the season a token states, and none from tokens that only number a mini-series', () => {
    expect(signals('The.Expanse.S03E05.1080p.WEB.x264-GRP.mkv')).toEqual(['number 3 "S03E05"']);
    expect(signals('The.West.Wing.212.Ellie.avi')).toEqual(['number 2 "212"']);
    expect(signals('The.Big.Series.Leader.Part.2.DSR.XviD-SYS')).toEqual([]);
    expect(signals('백번의 추억.E12.251019.1080p-F1RST')).toEqual([]);
  });

  it('reads a season folder and a release folder named for the show', () => {
    expect(signals('[Group] Vinland Saga - 05.mkv', { folderPath: 'Anime/Vinland Saga/Season 2' })).toEqual([
      'number 2 "Season 2" <folder>',
    ]);
    expect(signals('[Group] Vinland Saga - 05.mkv', { folderPath: 'Anime/[Group] Vinland Saga S2 [1080p]' })).toEqual([
      'number 2 "S2" <folder>',
    ]);
    expect(signals('[Group] Mob Psycho 100 - 02.mkv', { folderPath: 'Mob Psycho 100 III [BD 1080p]' })).toEqual([
      'roman 3 "III" <folder>',
    ]);
    // A folder of another show says nothing of this one.
    expect(signals('[Group] Vinland Saga - 05.mkv', { folderPath: 'Anime/Yuru Camp S2' })).toEqual([]);
  });
});

describe('season and episode in other languages', () => {
  it.each([
    ['Ходячие мертвецы Сезон 2 Серия 5.mkv', 'Ходячие мертвецы', 2, 5],
    ['Ходячие мертвецы (2 сезон, 5 серия).mkv', 'Ходячие мертвецы', 2, 5],
    ['Ходячие мертвецы - 2 сезон 5 серия.mkv', 'Ходячие мертвецы', 2, 5],
    ['La Casa de Papel Temporada 2 Capitulo 5.mkv', 'La Casa de Papel', 2, 5],
    ['Dark Staffel 3 Folge 4 German.mkv', 'Dark', 3, 4],
    ['Le Bureau des Légendes Saison 1 Épisode 4.mkv', 'Le Bureau des Légendes', 1, 4],
    ['Ojciec Mateusz Sezon 2 Odcinek 5.mkv', 'Ojciec Mateusz', 2, 5],
    ['琅琊榜 第2季 第05集.mkv', '琅琊榜', 2, 5],
    ['欢乐颂 第二季 第5集.mp4', '欢乐颂', 2, 5],
    ['進撃の巨人 シーズン2 第5話.mkv', '進撃の巨人', 2, 5],
    ['비밀의 숲 시즌2 5화.mkv', '비밀의 숲', 2, 5],
  ])('%s', (name, title, season, episode) => {
    expect(parse(name)).toMatchObject({ title, season, episodes: [episode] });
    expect(parse(name).seasonSignals[0]).toMatchObject({ kind: 'local', season });
  });

  it('takes the season of a local season folder for an episode word alone', () => {
    expect(parse('Folge 4.mkv', { folderPath: 'Serien/Dark/Staffel 3' })).toMatchObject({
      title: 'Dark',
      season: 3,
      episodes: [4],
    });
    expect(parse('Серия 5.mkv', { folderPath: 'Сериалы/Ходячие мертвецы/2 сезон' })).toMatchObject({
      title: 'Ходячие мертвецы',
      season: 2,
      episodes: [5],
    });
    expect(parse('第05集.mp4', { folderPath: '剧集/琅琊榜/第2季' })).toMatchObject({ season: 2, episodes: [5] });
  });
});

describe('specials named by title or year', () => {
  it('reads `Show Special` as a special of the show, and the words after a show year as its title', () => {
    expect(parse('Top.Gear.Patagonia.Special.720p.HDTV.x264-GRP.mkv').seasonSignals).toEqual([
      { kind: 'special', season: 0, text: 'Patagonia Special', part: null, from: 'name', showTitle: 'Top Gear' },
    ]);
    expect(parse('The.Goodies.The.Holiday.Special.2016.mkv').seasonSignals[0]).toMatchObject({
      showTitle: 'The Goodies',
      text: 'The Holiday Special',
    });
    expect(parse('Doctor.Who.2005.The.Christmas.Invasion.720p.BluRay.x264-GRP.mkv')).toMatchObject({
      title: 'Doctor Who',
      year: 2005,
      episodeTitle: 'The Christmas Invasion',
    });
  });
});

describe('films', () => {
  it('carries both titles of a name in two scripts', () => {
    expect(parse('おおかみこどもの雨と雪 Wolf Children (2012).mkv').titles).toEqual([
      'おおかみこどもの雨と雪 Wolf Children',
      'おおかみこどもの雨と雪',
      'Wolf Children',
    ]);
    expect(parse('곡성 The Wailing (2016) 1080p.mkv').titles).toContain('The Wailing');
  });

  it("reads a series' numbered film as its series and subtitle", () => {
    expect(parse("Crayon Shin-chan Movie 05 - Unkokusai's Ambition.mkv")).toMatchObject({
      title: "Crayon Shin-chan: Unkokusai's Ambition",
      mediaKind: 'movie',
      absoluteEpisodes: [],
    });
    expect(parse('[Group] Detective Conan Movie 12 - Full Score of Fear [1080p].mkv')).toMatchObject({
      title: 'Detective Conan: Full Score of Fear',
      absoluteEpisodes: [],
    });
  });

  it('reads CD1/CD2 as parts of one film, from the name or a folder', () => {
    expect(parse('Lawrence.of.Arabia.1962.CD2.DVDRip.XviD-GRP.avi')).toMatchObject({
      title: 'Lawrence of Arabia',
      year: 1962,
      filePart: { word: 'cd', number: 2 },
    });
    expect(parse('movie.avi', { folderPath: 'Ran (1985)/Disc 1' }).filePart).toEqual({ word: 'disc', number: 1 });
  });

  it('reads a title that is a bracket, and one with a Unicode roman numeral', () => {
    expect(parse('[REC].2007.1080p.BluRay.x264-GRP.mkv')).toMatchObject({
      title: '[REC]',
      year: 2007,
      animeGroup: null,
    });
    expect(parse('[REC] 2 (2009).mkv')).toMatchObject({ title: '[REC] 2', year: 2009 });
    expect(parse('Rocky.Ⅲ.1982.1080p.BluRay.x264-GRP.mkv')).toMatchObject({ title: 'Rocky Ⅲ', year: 1982 });
  });
});
