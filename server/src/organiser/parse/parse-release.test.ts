import { describe, expect, it } from 'vitest';
import { parseRelease, radarrQuality, sonarrQuality, type FolderReadings, type ParseOptions } from './index.js';

const now = new Date('2025-11-30T12:00:00Z');

function parse(input: string, options: ParseOptions = {}) {
  const result = parseRelease(input, { now, ...options });
  if (result === null) throw new Error(`expected ${input} to parse`);
  return result;
}

describe('titles', () => {
  it('keeps Unicode titles as written', () => {
    expect(parse('千と千尋の神隠し (2001).mkv')).toMatchObject({
      title: '千と千尋の神隠し',
      year: 2001,
      mediaKind: 'movie',
      container: 'mkv',
    });
    expect(parse('Amélie.2001.1080p.BluRay.x264-GRP.mkv')).toMatchObject({
      title: 'Amélie',
      year: 2001,
      resolution: '1080p',
      source: 'bluray',
      videoCodec: 'h264',
      releaseGroup: 'GRP',
    });
    expect(parse('백번의 추억.E12.251019.1080p-F1RST')).toMatchObject({
      title: '백번의 추억',
      season: 1,
      episodes: [12],
    });
  });

  it('reads short titles glued to their year', () => {
    expect(parse('Dune-2021')).toMatchObject({ title: 'Dune', year: 2021, mediaKind: 'movie' });
    expect(parse('RRR.2022')).toMatchObject({ title: 'RRR', year: 2022 });
    expect(parse('Alien.1979')).toMatchObject({ title: 'Alien', year: 1979 });
  });

  it('treats a year at the start as part of the title, and the last of two years as the release year', () => {
    expect(parse('1776.1979.EXTENDED.720p.BluRay.X264-AMIABLE')).toMatchObject({ title: '1776', year: 1979 });
    expect(parse('2001.A.Space.Odyssey.1968.1080p.BluRay.x264-GRP')).toMatchObject({
      title: '2001 A Space Odyssey',
      year: 1968,
    });
    expect(parse('Blade.Runner.2049.2017.1080p.BluRay.x264-GRP')).toMatchObject({
      title: 'Blade Runner 2049',
      year: 2017,
    });
  });

  it('never deletes real words that look like release keywords', () => {
    expect(parse('The.Proper.Way.2015.1080p.BluRay.x264-GRP')).toMatchObject({
      title: 'The Proper Way',
      revision: { isProper: false, version: 1 },
    });
    expect(parse('A.Series.of.Unfortunate.Events.S01E01.1080p.WEB.x264-GRP').title).toBe(
      'A Series of Unfortunate Events',
    );
    expect(parse('The.Group.2020.720p.WEB-DL.x264-GRP').title).toBe('The Group');
    expect(parse('Trailer.Park.Boys.S01E01.720p.HDTV.x264-GRP')).toMatchObject({
      title: 'Trailer Park Boys',
      isExtra: false,
    });
  });

  it('reads a movie part followed by its year as a title, and a part without year as a mini-series episode', () => {
    expect(parse('Dune.Part.Two.2024.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX')).toMatchObject({
      title: 'Dune Part Two',
      year: 2024,
      mediaKind: 'movie',
    });
    expect(parse('The.Big.Series.Leader.Part.2.DSR.XviD-SYS')).toMatchObject({ season: 1, episodes: [2] });
  });

  it('keeps the dots of acronyms and abbreviations', () => {
    expect(parse("Marvel's Agents of S.H.I.E.L.D. S01E01 Pilot.mkv").title).toBe("Marvel's Agents of S.H.I.E.L.D.");
    expect(parse('R.I.P.D.2013.720p.BluRay.x264-SPARKS').title).toBe('R.I.P.D.');
    expect(parse('The.Movie.from.U.N.C.L.E.2015.1080p.BluRay.x264-SPARKS').title).toBe('The Movie from U.N.C.L.E.');
    expect(parse('Die.fantastische.Reise.des.Dr.Dolittle.2020.German.DL.1080p.WEBRip.x264-PRD').title).toBe(
      'Die fantastische Reise des Dr. Dolittle',
    );
  });

  it('reads both titles of an AKA name', () => {
    expect(parse('Mon cousin a.k.a. My Cousin 2020 1080p Blu-ray DD 5.1 x264.mkv')).toMatchObject({
      title: 'Mon cousin AKA My Cousin',
      titles: ['Mon cousin AKA My Cousin', 'Mon cousin', 'My Cousin'],
      alternativeTitle: 'My Cousin',
    });
  });

  it('keeps the year of a show in its full title and splits it out', () => {
    expect(parse('Series.Title.2010.S02E14.HDTV.XviD-LOL')).toMatchObject({
      title: 'Series Title',
      fullTitle: 'Series Title 2010',
      year: 2010,
    });
  });

  it('reads ids written in the name without taking their digits for anything else', () => {
    expect(parse('Movie Name (2016) {tmdb-43074}.mkv')).toMatchObject({
      title: 'Movie Name',
      year: 2016,
      tmdbId: 43074,
      mediaKind: 'movie',
    });
    expect(parse('That Italian Movie 2008 [tt1234567] 720p BluRay X264').imdbId).toBe('tt1234567');
  });
});

describe('names that borrow from their release folder', () => {
  it('reads a scene short name (group and a short title) as the folder release', () => {
    const parsed = parseRelease('Up.2009.1080p.BluRay.x264-GRP/grp-up-1080p.mkv');
    expect(parsed).toMatchObject({ title: 'Up', year: 2009, releaseGroup: 'GRP' });
  });

  it('keeps its own title when the words are not the folder title', () => {
    expect(parseRelease('Up.2009.1080p.BluRay.x264-GRP/grp-down-1080p.mkv')?.title).not.toBe('Up');
  });

  it('reads a group tag plus an abbreviation or noise as the folder release', () => {
    const movie = { mediaKind: 'movie', season: null, episodes: [] };
    expect(parse('Movie.Title.2023.1080p.BluRay.x264-GRP/grp-mt-1080p.mkv')).toMatchObject({
      ...movie,
      title: 'Movie Title',
      year: 2023,
      releaseGroup: 'GRP',
      resolution: '1080p',
      source: 'bluray',
    });
    expect(parse('The.Dark.Knight.2008.1080p.BluRay.x264-PFA/pfa-tdk-1080p.mkv')).toMatchObject({
      ...movie,
      title: 'The Dark Knight',
      year: 2008,
    });
    expect(parse('Inception.2010.1080p.BluRay.x264-RARBG/rarbg-abc.1080p.mkv')).toMatchObject({
      ...movie,
      title: 'Inception',
      year: 2010,
      releaseGroup: 'RARBG',
    });
    expect(parse('Inception.2010.1080p.BluRay.x264-AMIABLE/amiable-inception-1080p.mkv')).toMatchObject({
      ...movie,
      title: 'Inception',
      year: 2010,
    });
    // No group in the folder: a lower-case leading tag and a short form of the title.
    expect(parse('Inception (2010)/sparks-incep-720p.mkv')).toMatchObject({ title: 'Inception', year: 2010 });
  });

  it('reads the numbers of a tagged name in a movie folder as noise, not an episode', () => {
    expect(parse('Dune.2021.2160p.WEB-DL.DDP5.1.x265-FLUX/flux-33x2160.mkv')).toMatchObject({
      title: 'Dune',
      year: 2021,
      mediaKind: 'movie',
      season: null,
      episodes: [],
      resolution: '2160p',
      releaseGroup: 'FLUX',
    });
  });

  it("keeps a tagged name's own episode, in its season pack's season when the token names none", () => {
    expect(parse('Game.of.Thrones.S01.1080p.BluRay.x264-NTb/ntb-tgot-s01e01.mkv')).toMatchObject({
      title: 'Game of Thrones',
      season: 1,
      episodes: [1],
      mediaKind: 'episode',
      releaseGroup: 'NTb',
      source: 'bluray',
    });
    expect(parse('The.Office.US.S02.720p.WEB-DL.x264-GHOULS/ghouls-theoffice-s02e03-720p.mkv')).toMatchObject({
      title: 'The Office US',
      season: 2,
      episodes: [3],
    });
    expect(parse('The.Office.US.S02.720p.WEB-DL.x264-GHOULS/ghouls-to-e05.mkv')).toMatchObject({
      title: 'The Office US',
      season: 2,
      episodes: [5],
    });
    expect(parse('Breaking.Bad.S01-S05.1080p.BluRay.x264-GRP/grp-bb-s03e04.mkv')).toMatchObject({
      title: 'Breaking Bad',
      season: 3,
      episodes: [4],
    });
    // Only the title is borrowed: the file's own words (a language) stay.
    expect(parse('Game.of.Thrones.S01.1080p.BluRay.x264-NTb/ntb-tgot-s01e02.german.mkv')).toMatchObject({
      title: 'Game of Thrones',
      episodes: [2],
      languages: ['de'],
    });
    expect(parse('The Office (2005)/Season 2/ghouls-theoffice-s02e03-720p.mkv')).toMatchObject({
      title: 'The Office',
      year: 2005,
      season: 2,
      episodes: [3],
    });
  });

  it('keeps names that carry a title, a year or a season of their own', () => {
    expect(parse('Up.2009.1080p.BluRay.x264-GRP/Her.2013.mkv')).toMatchObject({ title: 'Her', year: 2013 });
    expect(parse('Up.2009.1080p.BluRay.x264-GRP/M.1931.mkv')).toMatchObject({ title: 'M', year: 1931 });
    expect(parse('Up.2009.1080p.BluRay.x264-GRP/heat-1080p.mkv')).toMatchObject({ title: 'heat', year: null });
    expect(parse('Up.2009.1080p.BluRay.x264-GRP/grp-heat-1080p.mkv').title).not.toBe('Up');
    expect(parse('Heat.1995.1080p.BluRay.x264-GRP/Heat.1995.mkv')).toMatchObject({ title: 'Heat', year: 1995 });
    expect(parse('It.2017.1080p.BluRay.x264-GRP/It.mkv')).toMatchObject({ title: 'It', year: 2017 });
    expect(parse('1917.2019.1080p.BluRay.x264-GRP/1917.mkv')).toMatchObject({ title: '1917', year: 2019 });
    // A word of five letters is an abbreviation only when the episode agrees with the pack's season.
    expect(parse('The.Office.US.S01.1080p.WEB-DL.x264-NTb/ntb-tgot-s02e01.mkv').title).not.toBe('The Office US');
    // A fansub name carries its own title and group.
    expect(parse('Frieren.S01.1080p.WEB-DL-GRP/[SubsPlease] Frieren - 05 (1080p) [A6314337].mkv')).toMatchObject({
      animeGroup: 'SubsPlease',
      absoluteEpisodes: [5],
    });
    // A folder of several releases (no year, no season) names none of them.
    expect(parse('Nolan.Collection.1080p.BluRay.x264-GRP/grp-tdk-1080p.mkv').title).not.toBe('Nolan Collection');
  });

  it('reads the folder title followed by an extra word as an extra, whatever its size', () => {
    const parsed = parseRelease('Gladiator.2000.Extended.1080p.BluRay.x264-GRP/Gladiator.Deleted.Scenes.mkv');
    expect(parsed).toMatchObject({ isExtra: true, extraKind: 'deleted-scene' });
    expect(parseRelease('Trailer.Park.Boys.S01E01.720p.WEB.mkv')?.isExtra).toBe(false);
  });
});

describe('episode tokens', () => {
  it('reads multi-episode files in their usual spellings', () => {
    expect(parse('Show.S01E01E02.720p.HDTV.x264-GRP')).toMatchObject({ season: 1, episodes: [1, 2] });
    expect(parse('Show.S01E01-E03.1080p.WEB-DL.x264-GRP')).toMatchObject({ season: 1, episodes: [1, 2, 3] });
    expect(parse('Series Title - [02x01-02] - Episode 1')).toMatchObject({ season: 2, episodes: [1, 2] });
    expect(parse('Series.Title.103.104.720p.HDTV.X264-DIMENSION')).toMatchObject({ season: 1, episodes: [3, 4] });
  });

  it('reads specials and season packs', () => {
    expect(parse('Show.S00E01.Special.720p.HDTV.x264-GRP')).toMatchObject({
      season: 0,
      episodes: [1],
      isSpecial: true,
    });
    expect(parse('Show.S02.1080p.WEB-DL.DDP5.1.H.264-GRP')).toMatchObject({
      title: 'Show',
      season: 2,
      episodes: [],
      isFullSeason: true,
      source: 'webdl',
      resolution: '1080p',
      audioCodec: 'EAC3',
      audioChannels: '5.1',
      mediaKind: 'episode',
    });
    expect(parse('Show.S01-S03.1080p.BluRay.x264-GRP')).toMatchObject({ season: 1, isMultiSeason: true });
    expect(parse('The.Series.S07.Vol.1.1080p.NF.WEBRip.DD5.1.x264-NTb')).toMatchObject({
      isPartialSeason: true,
      seasonPart: 1,
      isFullSeason: false,
    });
  });

  it('reads daily shows by air date and rejects impossible dates', () => {
    expect(parse('The.Daily.Show.2023.05.04.720p')).toMatchObject({
      title: 'The Daily Show',
      airDate: '2023-05-04',
      episodes: [],
      mediaKind: 'episode',
    });
    expect(parse('Series Title - 30-04-2024 HDTV 1080p H264 AAC').airDate).toBe('2024-04-30');
    expect(parseRelease('Talk.Show.2025.12.25.720p.HDTV.x264-GRP', { now })).toBeNull();
    expect(parseRelease('A Late Talk Show 1950 10 14 Emma Roberts HDTV XviD BFF', { now })).toBeNull();
    expect(parseRelease('Series.Title.12.02.2025.1080i.HDTV.MPA2.0.H.264', { now })).toBeNull();
  });

  it('reads fansub releases: group, absolute number, version and hash', () => {
    expect(parse('[SubsPlease] Attack on Titan - 75 (1080p) [ABCD1234].mkv')).toMatchObject({
      title: 'Attack on Titan',
      season: null,
      absoluteEpisodes: [75],
      animeGroup: 'SubsPlease',
      releaseGroup: 'SubsPlease',
      hash: 'ABCD1234',
      resolution: '1080p',
      mediaKind: 'episode',
    });
    expect(parse('[SubsPlease] Show - 01v2 (1080p) [B1F227CF].mkv').revision.version).toBe(2);
    expect(parse('[Erai-raws] Show - 01~12 [1080p]').absoluteEpisodes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(parse('[HorribleSubs] Show - 10.5 [1080p].mkv')).toMatchObject({
      specialAbsoluteEpisodes: [10.5],
      absoluteEpisodes: [],
    });
    expect(parse('[Dae-P9] Anime Series - 05 - S01E05 - Marrying (BD 1080p HEVC FLAC AAC) [5BCD56B8]')).toMatchObject({
      title: 'Anime Series',
      season: 1,
      episodes: [5],
      absoluteEpisodes: [5],
    });
  });

  it('keeps a short season token of an anime title in the title', () => {
    expect(parse('[HorribleSubs] Series Title! S2 - 07 [720p]')).toMatchObject({
      title: 'Series Title! S2',
      season: null,
      absoluteEpisodes: [7],
    });
  });

  it('reads the Chinese all-brackets layout', () => {
    expect(parse('[风车字幕组][名侦探柯南][857][米花町反复变化之谜（前篇）][简体][MP4][1080P]')).toMatchObject({
      title: '名侦探柯南',
      releaseGroup: '风车字幕组',
      absoluteEpisodes: [857],
    });
  });

  it('reads names written backwards', () => {
    expect(parse('50E50S.denorD.mkv')).toMatchObject({ title: 'Droned', season: 5, episodes: [5] });
  });
});

describe('quality', () => {
  it('reads resolution, source, modifier, codecs, HDR and audio', () => {
    expect(parse('Movie.2020.2160p.UHD.BluRay.REMUX.HDR10.HEVC.TrueHD.Atmos.7.1-GRP')).toMatchObject({
      resolution: '2160p',
      source: 'bluray',
      modifier: 'remux',
      videoCodec: 'h265',
      hdr: ['HDR10'],
      audioCodec: 'TrueHD Atmos',
      audioChannels: '7.1',
    });
    expect(parse('Movie.2021.2160p.WEB-DL.DV.HDR10Plus.HEVC-GRP').hdr).toEqual(['DV', 'HDR10+']);
    expect(parse('Movie.2019.720p.AMZN.WEBRip.x264-GRP').source).toBe('webrip');
    expect(parse('Movie (2016) (1080p BluRay x265 HEVC 10bit AAC 7.1 Tigole)').bitDepth).toBe(10);
  });

  it('counts PROPER, REPACK and REPACK2 as revisions', () => {
    expect(parse('Show.S01E01.REPACK.720p.HDTV.x264-GRP').revision).toEqual({
      version: 2,
      real: 0,
      isRepack: true,
      isProper: false,
    });
    expect(parse('Series.Title.S04E87.REPACK2.720p.HDTV.x264-aAF').revision.version).toBe(3);
    expect(parse('Series.Title.S04E87.PROPER.720p.HDTV.x264-aAF').revision).toMatchObject({
      version: 2,
      isProper: true,
    });
  });

  it('names the quality as Sonarr and Radarr do', () => {
    expect(sonarrQuality(parse('Show.S01E01.1080p.BluRay.x264-GRP')).name).toBe('Bluray-1080p');
    expect(sonarrQuality(parse('Show.S01E01.HDTV.XviD-LOL')).name).toBe('SDTV');
    expect(radarrQuality(parse('Movie.2020.2160p.UHD.BluRay.REMUX.HDR10.HEVC-GRP'))).toMatchObject({
      name: 'Remux-2160p',
      modifier: 'remux',
    });
    expect(radarrQuality(parse('Movie.Title.2013.BDISO')).name).toBe('BR-DISK');
  });
});

describe('release group', () => {
  it('reads the group at the end, after taking off what reposters add', () => {
    expect(parse('Series.Title.S02E01.720p.WEB-DL.AAC2.0.H.264-EVL-RP').releaseGroup).toBe('EVL');
    expect(parse('Series.S01E08.720p.AMZN.WEBRip.DDP5.1.x264-NTb-xpost').releaseGroup).toBe('NTb');
    expect(parse('Series (2022) S01 (1080p BluRay x265 SDR DDP 5.1 English - JBENT TAoE)').releaseGroup).toBe('TAoE');
    expect(parse('Movie (2016) (1080p BluRay x265 HEVC 10bit AAC 7.1 Tigole)').releaseGroup).toBe('Tigole');
    expect(parse('Show.Name.2009.S01.1080p.BluRay.DTS5.1.x264-D-Z0N3').releaseGroup).toBe('D-Z0N3');
  });

  it('finds no group where there is none', () => {
    expect(parse('Series.S02E01.720p.WEB-DL.DD5.1.H.264.mkv').releaseGroup).toBeNull();
    expect(parse('Some.Movie.2013.1080p.BluRay.REMUX.AVC.DTS-X.MA.5.1').releaseGroup).toBeNull();
    expect(parse('Spider-Man.2002.mkv').releaseGroup).toBeNull();
  });
});

describe('languages and editions', () => {
  it('reads languages after the title only', () => {
    expect(parse('Movie.2010.German.DL.1080p.BluRay.x264-GRP')).toMatchObject({ title: 'Movie', languages: ['de'] });
    expect(parse('The.Italian.Movie.2025.720p.BluRay.X264-AMIABLE')).toMatchObject({
      title: 'The Italian Movie',
      languages: [],
    });
    expect(parse('Movie (2016) BluRay 1080p DTS-ES AC3 x264-3Li').languages).toEqual([]);
  });

  it('reads the edition and keeps it out of the title', () => {
    expect(parse('Movie.Title.2012.Directors.Cut.1080p.BluRay.x264-GRP')).toMatchObject({
      title: 'Movie Title',
      edition: 'Directors Cut',
    });
    expect(parse('World.Movie.Z.EXTENDED.2013.German.DL.1080p.BluRay.AVC-XANOR')).toMatchObject({
      title: 'World Movie Z',
      edition: 'EXTENDED',
    });
    expect(parse('Movie.Title.1990.Ultimate.Rekall.Edition.1080p.BluRay.x264-GRP').edition).toBe(
      'Ultimate Rekall Edition',
    );
    expect(parse('The.Christmas.Edition.1941.720p.HDTV.x264-CRiMSON')).toMatchObject({
      title: 'The Christmas Edition',
      edition: null,
    });
  });
});

describe('folder context', () => {
  it('reads Show (2019)/Season 1/01 - Pilot.mkv as S01E01 of Show (2019)', () => {
    expect(parse('Show (2019)/Season 1/01 - Pilot.mkv')).toMatchObject({
      title: 'Show',
      year: 2019,
      season: 1,
      episodes: [1],
      mediaKind: 'episode',
    });
  });

  it('reads Show/S02/E05.mkv as S02E05 of Show', () => {
    expect(parse('Show/S02/E05.mkv')).toMatchObject({ title: 'Show', season: 2, episodes: [5] });
    expect(parse('/tv/Show/Season 02/Episode 5.mkv')).toMatchObject({ title: 'Show', season: 2, episodes: [5] });
  });

  it('takes title, year, quality and group from the release folder of an obfuscated file', () => {
    expect(parse('/data/Movie.2018.1080p.BluRay.x264-GRP/abc123.mkv')).toMatchObject({
      title: 'Movie',
      year: 2018,
      resolution: '1080p',
      source: 'bluray',
      releaseGroup: 'GRP',
      mediaKind: 'movie',
    });
    expect(
      parse('/downloads/Some.Show.S03E04.720p.HDTV.x264-GRP/0e895c37245186812cb08aab1529cf8ee389dd05.mkv'),
    ).toMatchObject({ title: 'Some Show', season: 3, episodes: [4], releaseGroup: 'GRP' });
    expect(parse('movie.mkv', { folderPath: '/library/Inception (2010)' })).toMatchObject({
      title: 'Inception',
      year: 2010,
    });
  });

  it('takes the show title from above the season folder when the file has none', () => {
    expect(parse('/tv/Show (2010)/Season 3/S03E05 - Title.mkv')).toMatchObject({
      title: 'Show',
      year: 2010,
      season: 3,
      episodes: [5],
    });
    expect(parse('/tv/Show/Specials/S00E03 - Behind It.mkv')).toMatchObject({ title: 'Show', season: 0 });
  });

  it("numbers a seasonless file inside a season pack folder, and takes the pack's title, quality and group", () => {
    expect(parse('/data/Show.Name.S02.1080p.BluRay.x264-ROVERS/e05.mkv')).toMatchObject({
      title: 'Show Name',
      season: 2,
      episodes: [5],
      resolution: '1080p',
      source: 'bluray',
      releaseGroup: 'ROVERS',
    });
  });

  it('takes the year of a show from its folder when the file names the same show without it', () => {
    expect(parse('/tv/Show Name (2019)/Season 01/Show Name - S01E01 - Pilot.mkv')).toMatchObject({
      title: 'Show Name',
      year: 2019,
      season: 1,
      episodes: [1],
    });
  });

  it("keeps the file's own name when it says more than its folder", () => {
    expect(parse('/C/Test/Fake.Dir.S01E01-Test/11E-20S seires.mkv')).toMatchObject({
      title: 'series',
      season: 2,
      episodes: [11],
    });
  });
});

describe('extras, samples and names that say nothing', () => {
  it('recognises samples and media-server extras', () => {
    expect(parse('Inception.2010.1080p.BluRay.x264-GRP-sample.mkv')).toMatchObject({
      title: 'Inception',
      isSample: true,
      isExtra: true,
      extraKind: 'sample',
      releaseGroup: 'GRP',
    });
    expect(parse('Inception (2010)-trailer.mkv')).toMatchObject({
      title: 'Inception',
      isExtra: true,
      extraKind: 'trailer',
      releaseGroup: null,
    });
    expect(parse('/movies/Inception (2010)/Featurettes/Dream Levels.mkv')).toMatchObject({
      title: 'Inception',
      isExtra: true,
      extraKind: 'featurette',
    });
    expect(parse('The.Series.S03.Extras.01.Deleted.Scenes.720p')).toMatchObject({
      season: 3,
      isSeasonExtra: true,
      extraKind: 'deleted-scene',
    });
  });

  it('returns null for hashes and random names, and a plain title otherwise', () => {
    expect(parseRelease('0e895c37245186812cb08aab1529cf8ee389dd05.mkv', { now })).toBeNull();
    expect(parseRelease('abc.xyz.af6021c37f7852', { now })).toBeNull();
    expect(parseRelease('76El6LcgLzqb426WoVFg1vVVVGx4uCYopQkfjmLe', { now })).toBeNull();
    expect(parse('Bad Format')).toMatchObject({ title: 'Bad Format', mediaKind: 'unknown' });
  });

  it.each([
    ['Avatar.The.Last.Airbender.S01E01.The.Boy.in.the.Iceberg.1080p.WEB-DL.x264-GRP.mkv', 'The Boy in the Iceberg'],
    ['Breaking.Bad.S01E01.Pilot-GRP.mkv', 'Pilot'],
    ['The.Office.US.S02E03.Office.Olympics.REPACK.1080p.WEB-DL.mkv', 'Office Olympics'],
    ['Show - S01E02 - The Second One [1080p].mkv', 'The Second One'],
    ['Breaking.Bad.S01E01.720p.HDTV.x264-GRP.mkv', null],
    ['Show.Name.S01E05.PROPER.720p.HDTV.x264-GRP.mkv', null],
    ['[SubsPlease] One Piece - 1071 (1080p) [A6314337].mkv', null],
    ['The.Daily.Show.2024.03.04.Guest.Name.1080p.WEB.h264-GRP.mkv', null],
  ])('reads the episode title a name writes after its episode token: %s', (name, episodeTitle) => {
    expect(parse(name).episodeTitle).toBe(episodeTitle);
  });
});

describe('folder readings kept across files', () => {
  it('reads a folder name once for many files, with the results of reading it each time', () => {
    const folderReadings: FolderReadings = new Map();
    const paths = [
      'The Show (2019)/Season 1/The.Show.S01E01.720p.WEB-DL.x264-GRP.mkv',
      'The Show (2019)/Season 1/The.Show.S01E02.720p.WEB-DL.x264-GRP.mkv',
      'The Show (2019)/Season 2/01 - Pilot.mkv',
      'The.Show.S03.1080p.WEB-DL-GRP/e05.mkv',
    ];
    for (const p of paths) expect(parse(p, { folderReadings })).toEqual(parse(p));
    expect([...folderReadings.keys()]).toEqual(
      expect.arrayContaining(['The Show (2019)', 'The.Show.S03.1080p.WEB-DL-GRP']),
    );
    const show = folderReadings.get('The Show (2019)');
    expect(parse(paths[0]!, { folderReadings }).year).toBe(2019);
    expect(folderReadings.get('The Show (2019)')).toBe(show);
  });
});
