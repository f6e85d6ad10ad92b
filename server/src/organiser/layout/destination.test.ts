import { describe, expect, it } from 'vitest';
import type { EpisodeTarget, MatchedTitle } from '../match-types.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import type { MediaInfo } from '../naming/media-info.js';
import { matchedTitleWith, parsedReleaseWith } from '../naming/sample-context.js';
import { planDestination, resolutionBucket, type Destination, type DestinationKind } from './destination.js';
import { layoutSettingsWith, type LayoutSettings } from '../../config/layout-settings.js';

const matrix = (f: Partial<MatchedTitle> = {}) =>
  matchedTitleWith({ mediaType: 'movie', title: 'The Matrix', year: 1999, tmdbId: 603, imdbId: 'tt0133093', ...f });
const breakingBad = (f: Partial<MatchedTitle> = {}) =>
  matchedTitleWith({
    mediaType: 'tv',
    title: 'Breaking Bad',
    year: 2008,
    tmdbId: 1396,
    imdbId: 'tt0903747',
    tvdbId: 81189,
    ...f,
  });
const target = (f: Partial<EpisodeTarget> = {}): EpisodeTarget => ({
  season: 1,
  episodes: [1],
  episodeTitles: ['Pilot'],
  airDate: '2008-01-20',
  absoluteEpisodes: [],
  ...f,
});

const MOVIE_FILE = 'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv';
const EPISODE_FILE = 'Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv';

interface Case {
  kind?: DestinationKind;
  title: MatchedTitle;
  episode?: EpisodeTarget | null;
  parsed?: Partial<ParsedRelease>;
  file?: string;
  sourceRoot?: string;
  mediaInfo?: MediaInfo | null;
  settings?: Partial<LayoutSettings>;
}

function plan(c: Case): Destination {
  const isShow = c.title.mediaType === 'tv';
  const file = c.file ?? (isShow ? EPISODE_FILE : MOVIE_FILE);
  const sourceRoot = c.sourceRoot ?? '/mnt/media/downloads';
  const parsed = parsedReleaseWith({
    input: file,
    resolution: '1080p',
    source: 'bluray',
    videoCodec: 'h264',
    releaseGroup: 'GRP',
    ...(isShow ? { season: 1, episodes: [1] } : {}),
    ...c.parsed,
  });
  return planDestination(
    {
      kind: c.kind ?? (isShow ? 'episode' : 'movie'),
      title: c.title,
      episode: c.episode === undefined ? (isShow ? target() : null) : c.episode,
      parsed,
      sourcePath: `${sourceRoot}/Some Release Folder/${file}`,
      sourceRoot,
      extension: file.slice(file.lastIndexOf('.')),
      mediaInfo: c.mediaInfo ?? null,
    },
    layoutSettingsWith({ renameTags: [], ...c.settings }),
  );
}
const where = (c: Case) => {
  const d = plan(c);
  return `${d.relativeDir}/${d.fileName}`;
};

const RENAME = { renameEnabled: true };
const UHD = { resolution: '2160p' as const };

describe('planDestination: base folders', () => {
  it.each<[string, Case, string]>([
    ['a movie', { title: matrix() }, `Movies/The Matrix (1999)/${MOVIE_FILE}`],
    ['an episode', { title: breakingBad() }, `Shows/Breaking Bad (2008)/Season 01/${EPISODE_FILE}`],
    ['a 4K movie', { title: matrix(), parsed: UHD }, `4KMovies/The Matrix (1999)/${MOVIE_FILE}`],
    ['a 4K episode', { title: breakingBad(), parsed: UHD }, `4KShows/Breaking Bad (2008)/Season 01/${EPISODE_FILE}`],
    [
      'a 4K movie, 4K_SEPARATION off',
      { title: matrix(), parsed: UHD, settings: { separate4k: false } },
      `Movies/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'a movie the probe finds 4K though its name says 1080p',
      { title: matrix(), mediaInfo: { ...noInfo(), resolution: '2160p' } },
      `4KMovies/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'an anime show',
      { title: breakingBad({ isAnime: true }) },
      `AnimeShows/Breaking Bad (2008)/Season 01/${EPISODE_FILE}`,
    ],
    ['an anime movie', { title: matrix({ isAnime: true }) }, `AnimeMovies/The Matrix (1999)/${MOVIE_FILE}`],
    [
      'a 4K anime movie (anime wins)',
      { title: matrix({ isAnime: true }), parsed: UHD },
      `AnimeMovies/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'an anime show, ANIME_SEPARATION off',
      { title: breakingBad({ isAnime: true }), settings: { separateAnime: false } },
      `Shows/Breaking Bad (2008)/Season 01/${EPISODE_FILE}`,
    ],
    [
      'a kids movie, KIDS_SEPARATION off',
      { title: matrix({ isKids: true }) },
      `Movies/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'a kids movie',
      { title: matrix({ isKids: true }), settings: { separateKids: true } },
      `KidsMovies/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'a kids anime show in 4K (kids wins)',
      { title: breakingBad({ isKids: true, isAnime: true }), parsed: UHD, settings: { separateKids: true } },
      `KidsShows/Breaking Bad (2008)/Season 01/${EPISODE_FILE}`,
    ],
    [
      'custom folder names, nested',
      { title: matrix(), settings: { folders: { ...layoutSettingsWith().folders, movies: 'Media/Films' } } },
      `Media/Films/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'a custom folder that tries to leave the destination',
      { title: matrix(), settings: { folders: { ...layoutSettingsWith().folders, movies: '../../etc/../Films' } } },
      `etc/Films/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'an absolute custom folder',
      { title: matrix(), settings: { folders: { ...layoutSettingsWith().folders, movies: '/srv/movies' } } },
      `srv/movies/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'an empty custom folder (its default)',
      { title: matrix(), settings: { folders: { ...layoutSettingsWith().folders, movies: ' ' } } },
      `Movies/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'CINESYNC_LAYOUT off: titles at the root',
      { title: matrix({ isAnime: true }), parsed: UHD, settings: { cinesyncLayout: false } },
      `The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'CINESYNC_LAYOUT off, an episode',
      { title: breakingBad(), settings: { cinesyncLayout: false } },
      `Breaking Bad (2008)/Season 01/${EPISODE_FILE}`,
    ],
    [
      'USE_SOURCE_STRUCTURE: the source root name',
      { title: breakingBad(), parsed: UHD, sourceRoot: '/mnt/media/tv-shows', settings: { useSourceStructure: true } },
      `tv-shows/Breaking Bad (2008)/Season 01/${EPISODE_FILE}`,
    ],
    [
      'USE_SOURCE_STRUCTURE with a trailing slash on the root',
      { title: matrix(), sourceRoot: '/mnt/media/films/', settings: { useSourceStructure: true } },
      `films/The Matrix (1999)/${MOVIE_FILE}`,
    ],
    [
      'USE_SOURCE_STRUCTURE wins over CINESYNC_LAYOUT off',
      { title: matrix(), sourceRoot: '/mnt/films', settings: { useSourceStructure: true, cinesyncLayout: false } },
      `films/The Matrix (1999)/${MOVIE_FILE}`,
    ],
  ])('%s', (_name, c, expected) => {
    expect(where(c)).toBe(expected);
  });

  it('reports the section and the title folder', () => {
    expect(plan({ title: breakingBad(), parsed: UHD })).toMatchObject({
      relativeDir: '4KShows/Breaking Bad (2008)/Season 01',
      baseFolder: '4KShows',
      titleDir: '4KShows/Breaking Bad (2008)',
      category: '4k-shows',
    });
    expect(plan({ title: matrix(), settings: { cinesyncLayout: false } })).toMatchObject({
      baseFolder: '',
      titleDir: 'The Matrix (1999)',
      category: 'root',
    });
    expect(plan({ title: matrix(), sourceRoot: '/mnt/films', settings: { useSourceStructure: true } })).toMatchObject({
      baseFolder: 'films',
      category: 'source-structure',
    });
  });
});

function noInfo(): MediaInfo {
  return {
    videoCodec: null,
    videoBitDepth: null,
    resolution: null,
    hdr: [],
    audioCodec: null,
    audioChannels: null,
    audioLanguages: [],
    subtitleLanguages: [],
    durationSeconds: null,
  };
}

describe('planDestination: resolution folders', () => {
  const movies = { movieResolutionStructure: true };
  const shows = { showResolutionStructure: true };
  it.each<[string, Case, string]>([
    ['1080p Blu-ray', { title: matrix(), settings: movies }, 'Movies/FullHD/The Matrix (1999)'],
    [
      '2160p (no 4K folder on top)',
      { title: matrix(), parsed: UHD, settings: movies },
      'Movies/UltraHD/The Matrix (1999)',
    ],
    [
      '4K remux',
      { title: matrix(), parsed: { ...UHD, modifier: 'remux' }, settings: movies },
      'Movies/4KRemux/The Matrix (1999)',
    ],
    [
      '1080p remux',
      { title: matrix(), parsed: { modifier: 'remux' }, settings: movies },
      'Movies/1080pRemux/The Matrix (1999)',
    ],
    [
      '720p remux',
      { title: matrix(), parsed: { modifier: 'remux', resolution: '720p' }, settings: movies },
      'Movies/MoviesRemux/The Matrix (1999)',
    ],
    [
      '720p',
      { title: matrix(), parsed: { resolution: '720p' }, settings: movies },
      'Movies/SDMovies/The Matrix (1999)',
    ],
    [
      '480p web',
      { title: matrix(), parsed: { resolution: '480p', source: 'webdl' }, settings: movies },
      'Movies/Retro480p/The Matrix (1999)',
    ],
    [
      '576p',
      { title: matrix(), parsed: { resolution: '576p', source: 'tv' }, settings: movies },
      'Movies/Retro480p/The Matrix (1999)',
    ],
    [
      'DVD',
      { title: matrix(), parsed: { resolution: '480p', source: 'dvd' }, settings: movies },
      'Movies/DVDClassics/The Matrix (1999)',
    ],
    [
      'unknown',
      { title: matrix(), parsed: { resolution: null, source: null }, settings: movies },
      'Movies/Movies/The Matrix (1999)',
    ],
    [
      'anime keeps its section',
      { title: matrix({ isAnime: true }), settings: movies },
      'AnimeMovies/FullHD/The Matrix (1999)',
    ],
    [
      'shows: 2160p',
      { title: breakingBad(), parsed: UHD, settings: shows },
      'Shows/UltraHD/Breaking Bad (2008)/Season 01',
    ],
    [
      'shows: 4K remux',
      { title: breakingBad(), parsed: { ...UHD, modifier: 'remux' }, settings: shows },
      'Shows/UltraHDRemuxShows/Breaking Bad (2008)/Season 01',
    ],
    [
      'shows: 1080p remux',
      { title: breakingBad(), parsed: { modifier: 'remux' }, settings: shows },
      'Shows/1080pRemuxLibrary/Breaking Bad (2008)/Season 01',
    ],
    [
      'shows: 720p',
      { title: breakingBad(), parsed: { resolution: '720p' }, settings: shows },
      'Shows/SDClassics/Breaking Bad (2008)/Season 01',
    ],
    [
      'shows: DVD',
      { title: breakingBad(), parsed: { resolution: null, source: 'dvd' }, settings: shows },
      'Shows/RetroDVD/Breaking Bad (2008)/Season 01',
    ],
    [
      'shows: unknown',
      { title: breakingBad(), parsed: { resolution: null, source: null }, settings: shows },
      'Shows/Shows/Breaking Bad (2008)/Season 01',
    ],
    [
      'movie structure leaves shows alone',
      { title: breakingBad(), parsed: UHD, settings: movies },
      '4KShows/Breaking Bad (2008)/Season 01',
    ],
    [
      'custom SHOW_RESOLUTION_FOLDER_1080P',
      {
        title: breakingBad(),
        settings: { ...shows, showResolutionFolders: { ...layoutSettingsWith().showResolutionFolders, '1080p': 'HD' } },
      },
      'Shows/HD/Breaking Bad (2008)/Season 01',
    ],
    [
      'with USE_SOURCE_STRUCTURE',
      { title: matrix(), sourceRoot: '/mnt/films', settings: { ...movies, useSourceStructure: true } },
      'films/FullHD/The Matrix (1999)',
    ],
    [
      'with CINESYNC_LAYOUT off',
      { title: matrix(), settings: { ...movies, cinesyncLayout: false } },
      'FullHD/The Matrix (1999)',
    ],
  ])('%s', (_name, c, expected) => {
    expect(plan(c).relativeDir).toBe(expected);
  });

  it('chooses the level from the modifier, resolution and source', () => {
    expect(resolutionBucket(parsedReleaseWith({ modifier: 'remux' }), null)).toBe('remuxDefault');
    expect(resolutionBucket(parsedReleaseWith({ source: 'dvd' }), '720p')).toBe('720p');
    expect(resolutionBucket(parsedReleaseWith({}), null)).toBe('default');
  });
});

describe('planDestination: collections', () => {
  const collection = { id: 2344, name: 'The Matrix Collection' };
  const on = { movieCollectionEnabled: true };
  it.each<[string, Case, string]>([
    [
      'a movie of a collection',
      { title: matrix({ collection }), settings: on },
      'Movie Collections/The Matrix Collection/The Matrix (1999)',
    ],
    ['collections off', { title: matrix({ collection }) }, 'Movies/The Matrix (1999)'],
    ['a movie of no collection', { title: matrix(), settings: on }, 'Movies/The Matrix (1999)'],
    [
      'a 4K movie of a collection',
      { title: matrix({ collection }), parsed: UHD, settings: on },
      'Movie Collections/The Matrix Collection/The Matrix (1999)',
    ],
    [
      'a custom collections folder',
      { title: matrix({ collection }), settings: { ...on, movieCollectionsFolder: 'Sagas' } },
      'Sagas/The Matrix Collection/The Matrix (1999)',
    ],
    [
      'a collection name with a colon',
      { title: matrix({ collection: { id: 1, name: 'Star Wars: The Skywalker Saga' } }), settings: on },
      'Movie Collections/Star Wars - The Skywalker Saga/The Matrix (1999)',
    ],
    [
      'with USE_SOURCE_STRUCTURE',
      { title: matrix({ collection }), sourceRoot: '/mnt/films', settings: { ...on, useSourceStructure: true } },
      'films/Movie Collections/The Matrix Collection/The Matrix (1999)',
    ],
    [
      'with resolution folders (the collection replaces them)',
      { title: matrix({ collection }), settings: { ...on, movieResolutionStructure: true } },
      'Movie Collections/The Matrix Collection/The Matrix (1999)',
    ],
  ])('%s', (_name, c, expected) => {
    expect(plan(c).relativeDir).toBe(expected);
  });

  it('reports the collections folder as the section', () => {
    expect(plan({ title: matrix({ collection }), settings: on })).toMatchObject({
      baseFolder: 'Movie Collections',
      titleDir: 'Movie Collections/The Matrix Collection/The Matrix (1999)',
      category: 'movie-collections',
    });
  });

  it('ignores collections for shows', () => {
    expect(plan({ title: breakingBad({ collection }), settings: on }).relativeDir).toBe(
      'Shows/Breaking Bad (2008)/Season 01',
    );
  });
});

describe('planDestination: title folders and ids', () => {
  it.each<[string, Case, string]>([
    ['no ids', { title: matrix() }, 'The Matrix (1999)'],
    ['TMDB_FOLDER_ID', { title: matrix(), settings: { tmdbFolderId: true } }, 'The Matrix (1999) {tmdb-603}'],
    [
      'TMDB and IMDB ids',
      { title: matrix(), settings: { tmdbFolderId: true, imdbFolderId: true } },
      'The Matrix (1999) {tmdb-603} {imdb-tt0133093}',
    ],
    [
      'Jellyfin form',
      { title: matrix(), settings: { tmdbFolderId: true, imdbFolderId: true, jellyfinIdFormat: true } },
      'The Matrix (1999) [tmdbid-603] [imdbid-tt0133093]',
    ],
    [
      'TVDB id is for shows only',
      { title: matrix({ tvdbId: 5 }), settings: { tvdbFolderId: true } },
      'The Matrix (1999)',
    ],
    [
      'an unknown IMDb id is left out',
      { title: matrix({ imdbId: null }), settings: { tmdbFolderId: true, imdbFolderId: true } },
      'The Matrix (1999) {tmdb-603}',
    ],
    ['no year', { title: matrix({ year: null }) }, 'The Matrix'],
    ['a title already ending in its year', { title: matrix({ title: 'The Matrix (1999)' }) }, 'The Matrix (1999)'],
    ['unsafe characters', { title: matrix({ title: 'Face/Off: Redux?', year: 1997 }) }, 'Face-Off - Redux (1997)'],
    ['a Unicode title', { title: matrix({ title: '千と千尋の神隠し', year: 2001 }) }, '千と千尋の神隠し (2001)'],
  ])('%s', (_name, c, expected) => {
    expect(plan(c).relativeDir).toBe(`Movies/${expected}`);
  });

  it.each<[string, Partial<LayoutSettings>, string]>([
    [
      'all ids',
      { tmdbFolderId: true, imdbFolderId: true, tvdbFolderId: true },
      'Breaking Bad (2008) {tmdb-1396} {imdb-tt0903747} {tvdb-81189}',
    ],
    ['TVDB, Jellyfin form', { tvdbFolderId: true, jellyfinIdFormat: true }, 'Breaking Bad (2008) [tvdbid-81189]'],
  ])('show folder: %s', (_name, settings, expected) => {
    expect(plan({ title: breakingBad(), settings }).titleDir).toBe(`Shows/${expected}`);
  });

  it('shortens a very long title but keeps its year and ids, each segment within 255 bytes', () => {
    const d = plan({
      title: matrix({ title: '長いタイトル'.repeat(40) }),
      settings: { tmdbFolderId: true, renameEnabled: true },
    });
    for (const segment of [...d.relativeDir.split('/'), d.fileName]) {
      expect(Buffer.byteLength(segment, 'utf8')).toBeLessThanOrEqual(255);
    }
    expect(d.titleDir.endsWith(' (1999) {tmdb-603}')).toBe(true);
    expect(d.fileName.endsWith(' (1999).mkv')).toBe(true);
  });
});

describe('planDestination: a film in parts', () => {
  it('names each part of a film split over files as the part it is', () => {
    const part = (number: number) =>
      where({
        title: matrix(),
        file: `The.Matrix.1999.CD${number}.avi`,
        parsed: { filePart: { word: 'cd', number } },
        settings: RENAME,
      });
    expect(part(1)).toBe('Movies/The Matrix (1999)/The Matrix (1999) - cd1.avi');
    expect(part(2)).toBe('Movies/The Matrix (1999)/The Matrix (1999) - cd2.avi');
  });
});

describe('planDestination: long names', () => {
  it('shortens a long episode title first, keeping the episode number and tags', () => {
    const d = plan({
      title: breakingBad(),
      episode: target({ episodeTitles: ['Épisode très long '.repeat(30)] }),
      settings: { renameEnabled: true, renameTags: ['Resolution'] },
    });
    expect(Buffer.byteLength(d.fileName, 'utf8')).toBeLessThanOrEqual(255);
    expect(d.fileName.startsWith('Breaking Bad (2008) - S01E01 - Épisode très long')).toBe(true);
    expect(d.fileName.endsWith('… [Bluray-1080p].mkv')).toBe(true);
  });
});

describe('planDestination: seasons and episodes', () => {
  it.each<[string, Case, string]>([
    [
      'rename off keeps the source name',
      { title: breakingBad() },
      `Shows/Breaking Bad (2008)/Season 01/${EPISODE_FILE}`,
    ],
    [
      'a standard episode',
      { title: breakingBad(), settings: RENAME },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad (2008) - S01E01 - Pilot.mkv',
    ],
    [
      'an episode title with a colon and a question mark',
      {
        title: breakingBad(),
        episode: target({ season: 5, episodes: [14], episodeTitles: ['Ozymandias: Who?'] }),
        settings: RENAME,
      },
      'Shows/Breaking Bad (2008)/Season 05/Breaking Bad (2008) - S05E14 - Ozymandias - Who.mkv',
    ],
    [
      'season 0 goes to Specials',
      {
        title: breakingBad(),
        episode: target({ season: 0, episodes: [2], episodeTitles: ['Inside Breaking Bad'] }),
        settings: RENAME,
      },
      'Shows/Breaking Bad (2008)/Specials/Breaking Bad (2008) - S00E02 - Inside Breaking Bad.mkv',
    ],
    [
      'a multi-episode file',
      {
        title: breakingBad(),
        episode: target({ episodes: [1, 2], episodeTitles: ['Pilot', "Cat's in the Bag..."] }),
        settings: RENAME,
      },
      "Shows/Breaking Bad (2008)/Season 01/Breaking Bad (2008) - S01E01-E02 - Pilot + Cat's in the Bag....mkv",
    ],
    [
      'an episode whose title is unknown',
      { title: breakingBad(), episode: target({ episodeTitles: [] }), settings: RENAME },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad (2008) - S01E01.mkv',
    ],
    [
      'a daily episode named by its date',
      {
        title: breakingBad({ title: 'The Daily Show', year: 1996 }),
        episode: target({ season: 28, episodes: [85], episodeTitles: ['Jon Stewart'], airDate: '2023-05-04' }),
        parsed: { airDate: '2023-05-04', season: null, episodes: [] },
        file: 'The.Daily.Show.2023.05.04.Jon.Stewart.720p.WEB.h264-EDITH.mkv',
        settings: RENAME,
      },
      'Shows/The Daily Show (1996)/Season 28/The Daily Show (1996) - 2023-05-04 - Jon Stewart.mkv',
    ],
    [
      'a show with "news" in its name named by season and episode (no CineSync substring guess)',
      { title: breakingBad({ title: 'The Newsroom', year: 2012 }), settings: RENAME },
      'Shows/The Newsroom (2012)/Season 01/The Newsroom (2012) - S01E01 - Pilot.mkv',
    ],
    [
      'an anime episode with its absolute number',
      {
        title: breakingBad({ title: 'One Piece', year: 1999, isAnime: true }),
        episode: target({ season: 21, episodes: [1], absoluteEpisodes: [892], episodeTitles: ['The Land of Wano!'] }),
        settings: RENAME,
      },
      'AnimeShows/One Piece (1999)/Season 21/One Piece (1999) - S21E01 - 892 - The Land of Wano!.mkv',
    ],
    [
      'an anime episode without an absolute number',
      { title: breakingBad({ isAnime: true }), settings: RENAME },
      'AnimeShows/Breaking Bad (2008)/Season 01/Breaking Bad (2008) - S01E01 - Pilot.mkv',
    ],
    [
      'an episode the matcher could not place keeps its name, in the season the name says',
      { title: breakingBad(), episode: null, parsed: { season: 2, episodes: [] }, settings: RENAME },
      `Shows/Breaking Bad (2008)/Season 02/${EPISODE_FILE}`,
    ],
    [
      'an episode with no season at all stays in the show folder',
      { title: breakingBad(), episode: null, parsed: { season: null, episodes: [] }, settings: RENAME },
      `Shows/Breaking Bad (2008)/${EPISODE_FILE}`,
    ],
  ])('%s', (_name, c, expected) => {
    expect(where(c)).toBe(expected);
  });
});

describe('planDestination: extras', () => {
  it.each<[string, Case, string]>([
    [
      'a movie extra keeps its own name even with renaming on',
      { kind: 'extra', title: matrix(), file: 'Making of: The Matrix.mkv', settings: RENAME },
      'Movies/The Matrix (1999)/Extras/Making of - The Matrix.mkv',
    ],
    [
      'a show extra goes to the show folder, not a season',
      { kind: 'extra', title: breakingBad(), file: 'Behind the Scenes.mp4' },
      'Shows/Breaking Bad (2008)/Extras/Behind the Scenes.mp4',
    ],
    [
      'an extra of a 4K anime show follows the same section',
      { kind: 'extra', title: breakingBad({ isAnime: true }), parsed: UHD, file: 'NCOP.mkv' },
      'AnimeShows/Breaking Bad (2008)/Extras/NCOP.mkv',
    ],
  ])('%s', (_name, c, expected) => {
    expect(where(c)).toBe(expected);
  });
});

describe('planDestination: renamed movies', () => {
  it.each<[string, Case, string]>([
    ['rename off', { title: matrix() }, MOVIE_FILE],
    ['rename on, no tags', { title: matrix(), settings: RENAME }, 'The Matrix (1999).mkv'],
    [
      'rename on, the default Resolution tag',
      { title: matrix(), settings: { ...RENAME, renameTags: ['Resolution'] } },
      'The Matrix (1999) [Bluray-1080p].mkv',
    ],
    [
      'every tag',
      {
        title: matrix(),
        parsed: {
          input: 'The.Matrix.1999.Extended.2160p.UHD.BluRay.REMUX.DV.HDR10.TrueHD.Atmos.7.1.HEVC-FGT.mkv',
          resolution: '2160p',
          modifier: 'remux',
          videoCodec: 'h265',
          hdr: ['DV', 'HDR10'],
          audioCodec: 'TrueHD Atmos',
          audioChannels: '7.1',
          edition: 'Extended',
          releaseGroup: 'FGT',
          languages: ['en', 'de'],
        },
        settings: {
          ...RENAME,
          renameTags: [
            'Resolution',
            'VideoCodec',
            'AudioCodec',
            'AudioChannels',
            'DynamicRange',
            'Languages',
            'MovieVersions',
            'ReleaseGroup',
            'TMDB',
            'IMDB',
          ],
        },
      },
      'The Matrix (1999) {tmdb-603} {imdb-tt0133093} {edition-Extended} [Remux-2160p][x265][TrueHD Atmos][7.1][DV HDR10][EN+DE]-FGT.mkv',
    ],
    [
      'id tags in Jellyfin form, unknown tags ignored',
      {
        title: matrix(),
        settings: { ...RENAME, jellyfinIdFormat: true, renameTags: ['TMDB', 'Nonsense', 'StreamingServices'] },
      },
      'The Matrix (1999) [tmdbid-603].mkv',
    ],
    [
      'a streaming service',
      {
        title: matrix(),
        file: 'The.Matrix.1999.1080p.AMZN.WEB-DL.DDP5.1.H.264-GRP.mkv',
        parsed: { source: 'webdl' },
        settings: { ...RENAME, renameTags: ['StreamingService', 'Resolution'] },
      },
      'The Matrix (1999) [AMZN][WEBDL-1080p].mkv',
    ],
    [
      'a subtitle keeps its language and flags',
      { title: matrix(), file: 'The.Matrix.1999.1080p.BluRay.x264-GRP.en.forced.srt', settings: RENAME },
      'The Matrix (1999).en.forced.srt',
    ],
    [
      'a subtitle named by language name',
      { title: matrix(), file: 'The.Matrix.1999.1080p.BluRay.x264-GRP.English.srt', settings: RENAME },
      'The Matrix (1999).en.srt',
    ],
    [
      'a subtitle with a three-letter code',
      { title: matrix(), file: 'The.Matrix.1999.1080p.BluRay.x264-GRP.ger.sdh.srt', settings: RENAME },
      'The Matrix (1999).de.sdh.srt',
    ],
    [
      'a subtitle with no language',
      { title: matrix(), file: 'The.Matrix.1999.1080p.BluRay.x264-GRP.srt', settings: RENAME },
      'The Matrix (1999).srt',
    ],
    [
      'a subtitle whose name ends in a codec, not a language',
      { title: matrix(), file: 'The.Matrix.1999.1080p.BluRay.DTS.srt', settings: RENAME },
      'The Matrix (1999).srt',
    ],
    [
      'an upper-case extension',
      { title: matrix(), file: 'The.Matrix.1999.MKV', settings: RENAME },
      'The Matrix (1999).mkv',
    ],
  ])('%s', (_name, c, expected) => {
    expect(plan(c).fileName).toBe(expected);
  });
});

describe('planDestination: MEDIAINFO_PARSER formats', () => {
  const MI = { renameEnabled: true, mediaInfoParser: true };
  const probed: MediaInfo = {
    ...noInfo(),
    videoCodec: 'x265',
    videoBitDepth: 10,
    resolution: '2160p',
    hdr: ['DV', 'HDR10'],
    audioCodec: 'TrueHD Atmos',
    audioChannels: '7.1',
    audioLanguages: ['en'],
  };

  it.each<[string, Case, string]>([
    [
      'movie, default Radarr format',
      { title: matrix(), settings: MI },
      'Movies/The Matrix (1999)/The Matrix (1999) Bluray-1080p.mkv',
    ],
    [
      'movie, a tags-only format gets the title in front (CineSync compatibility)',
      { title: matrix(), settings: { ...MI, radarrFormat: '{Quality Full} {MediaInfo VideoCodec}' } },
      'Movies/The Matrix (1999)/The Matrix (1999) Bluray-1080p x264.mkv',
    ],
    [
      'movie, probed streams',
      {
        title: matrix(),
        mediaInfo: probed,
        settings: {
          ...MI,
          radarrFormat:
            '{Movie CleanTitle} {(Release Year)} {[Quality Full]}{[MediaInfo VideoDynamicRangeType]}{[Mediainfo AudioCodec}{ Mediainfo AudioChannels]}{[Mediainfo VideoCodec]}{-Release Group}',
        },
      },
      '4KMovies/The Matrix (1999)/The Matrix (1999) [Bluray-2160p][DV HDR10][TrueHD Atmos 7.1][x265]-GRP.mkv',
    ],
    [
      'episode, default standard format and season folder',
      { title: breakingBad(), settings: MI },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad - S01E01 - Pilot Bluray-1080p.mkv',
    ],
    [
      'episode, a padded season folder format',
      { title: breakingBad(), settings: { ...MI, seasonFolderFormat: 'Season {season:00}' } },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad - S01E01 - Pilot Bluray-1080p.mkv',
    ],
    [
      'episode, a season folder format without {season} falls back',
      { title: breakingBad(), settings: { ...MI, seasonFolderFormat: '{Series Title}' } },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad - S01E01 - Pilot Bluray-1080p.mkv',
    ],
    [
      'episode, season 0 is Specials whatever the format',
      { title: breakingBad(), episode: target({ season: 0, episodes: [1], episodeTitles: ['Special'] }), settings: MI },
      'Shows/Breaking Bad (2008)/Specials/Breaking Bad - S00E01 - Special Bluray-1080p.mkv',
    ],
    [
      'episode, the season folder format without MEDIAINFO_PARSER is not used',
      { title: breakingBad(), settings: { renameEnabled: true, seasonFolderFormat: 'Staffel {season}' } },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad (2008) - S01E01 - Pilot.mkv',
    ],
    [
      'episode, the season folder format with renaming off',
      { title: breakingBad(), settings: { mediaInfoParser: true, seasonFolderFormat: 'Staffel {season:00}' } },
      `Shows/Breaking Bad (2008)/Staffel 01/${EPISODE_FILE}`,
    ],
    [
      'episode, a multi-episode file',
      {
        title: breakingBad(),
        episode: target({ episodes: [1, 2], episodeTitles: ['Pilot (1)', 'Pilot (2)'] }),
        settings: MI,
      },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad - S01E01-E02 - Pilot Bluray-1080p.mkv',
    ],
    [
      'episode, a format that does not name the episode falls back to the built-in name',
      { title: breakingBad(), settings: { ...MI, sonarrStandardFormat: '{Series Title} {Quality Full}' } },
      'Shows/Breaking Bad (2008)/Season 01/Breaking Bad (2008) - S01E01 - Pilot.mkv',
    ],
    [
      'daily, default format',
      {
        title: breakingBad({ title: 'The Daily Show', year: 1996 }),
        episode: target({ season: 28, episodes: [85], episodeTitles: ['Jon Stewart'], airDate: '2023-05-04' }),
        parsed: { airDate: '2023-05-04', resolution: '720p', source: 'webdl', season: null, episodes: [] },
        settings: MI,
      },
      'Shows/The Daily Show (1996)/Season 28/The Daily Show - 2023-05-04 - Jon Stewart WEBDL-720p.mkv',
    ],
    [
      'anime, a format with the absolute number',
      {
        title: breakingBad({ title: 'One Piece', year: 1999, isAnime: true }),
        episode: target({ season: 21, episodes: [1], absoluteEpisodes: [892], episodeTitles: ['The Land of Wano!'] }),
        parsed: { releaseGroup: null, animeGroup: 'SubsPlease', source: 'webdl' },
        settings: {
          ...MI,
          sonarrAnimeFormat:
            '{Series Title} - S{season:00}E{episode:00} - {absolute:000} - {Episode Title} {Quality Full} [{Release Group}]',
        },
      },
      'AnimeShows/One Piece (1999)/Season 21/One Piece - S21E01 - 892 - The Land of Wano! WEBDL-1080p [SubsPlease].mkv',
    ],
    [
      'a format with a colon in the title is made safe',
      { title: breakingBad({ title: 'Star Wars: Andor', year: 2022 }), settings: MI },
      'Shows/Star Wars - Andor (2022)/Season 01/Star Wars - Andor - S01E01 - Pilot Bluray-1080p.mkv',
    ],
  ])('%s', (_name, c, expected) => {
    expect(where(c)).toBe(expected);
  });
});

describe('planDestination: episodes placed by something other than their name', () => {
  it('names an episode a person placed, even with renaming off', () => {
    const d = plan({
      title: breakingBad(),
      file: 'Breaking.Bad.1080p.WEB-DL.mkv',
      parsed: { season: null, episodes: [] },
      episode: target({ season: 1, episodes: [3], episodeTitles: ["...And the Bag's in the River"] }),
    });
    expect(d.relativeDir).toBe('Shows/Breaking Bad (2008)/Season 01');
    expect(d.fileName).toMatch(/^Breaking Bad \(2008\) - S01E03.*\.mkv$/);
  });

  it('names an anime episode mapped from its absolute number to a TMDB season', () => {
    const d = plan({
      title: breakingBad({ title: 'One Piece', year: 1999, isAnime: true }),
      file: '[Group] One Piece - 1015 [1080p].mkv',
      parsed: { season: null, episodes: [], absoluteEpisodes: [1015] },
      episode: target({ season: 21, episodes: [123], absoluteEpisodes: [1015] }),
    });
    expect(d.fileName).toMatch(/S21E123/);
  });

  it('keeps the source name when the name already says where the episode is', () => {
    expect(plan({ title: breakingBad() }).fileName).toBe(EPISODE_FILE);
  });

  it('keeps a daily show named by its air date', () => {
    const file = 'The.Daily.Show.2024.03.05.1080p.WEB.mkv';
    const d = plan({
      title: breakingBad({ title: 'The Daily Show', year: 1996 }),
      file,
      parsed: { season: null, episodes: [], airDate: '2024-03-05' },
      episode: target({ season: 29, episodes: [28] }),
    });
    expect(d.fileName).toBe(file);
  });
});

describe('planDestination: season folders with the media info parser on', () => {
  it('keeps `Season 01` with the default season folder format', () => {
    expect(plan({ title: breakingBad(), settings: { mediaInfoParser: true } }).relativeDir).toBe(
      'Shows/Breaking Bad (2008)/Season 01',
    );
  });
});
