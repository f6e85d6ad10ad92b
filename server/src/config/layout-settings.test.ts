import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigStore } from './config-store.js';
import { layoutSettingsFrom, layoutSettingsWith } from './layout-settings.js';

const dirs: string[] = [];
async function store(envFile: string, env: Record<string, string> = {}): Promise<ConfigStore> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'layout-settings-'));
  dirs.push(dataDir);
  await writeFile(path.join(dataDir, '.env'), envFile);
  const config = new ConfigStore({ dataDir, env });
  await config.load();
  return config;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('layoutSettingsFrom', () => {
  it('gives the key defaults when nothing is set', async () => {
    const settings = layoutSettingsFrom(await store(''));
    expect(settings).toEqual(layoutSettingsWith());
    expect(settings).toMatchObject({
      useSourceStructure: false,
      cinesyncLayout: true,
      separate4k: true,
      separateAnime: true,
      separateKids: false,
      folders: { movies: 'Movies', shows: 'Shows', movies4k: '4KMovies', kidsShows: 'KidsShows', sports: 'Sports' },
      movieResolutionFolders: { remux4k: '4KRemux', '1080p': 'FullHD', dvd: 'DVDClassics', default: 'Movies' },
      showResolutionFolders: { remux4k: 'UltraHDRemuxShows', '720p': 'SDClassics', default: 'Shows' },
      movieCollectionsFolder: 'Movie Collections',
      renameEnabled: false,
      renameTags: ['Resolution'],
      mediaInfoParser: false,
      seasonFolderFormat: 'Season {season:00}',
    });
  });

  it('reads every layout and naming key', async () => {
    const env = [
      'USE_SOURCE_STRUCTURE=true',
      'CINESYNC_LAYOUT=false',
      '_4K_SEPARATION=false',
      'ANIME_SEPARATION=no',
      'KIDS_SEPARATION=yes',
      'CUSTOM_MOVIE_FOLDER=Films',
      'CUSTOM_SHOW_FOLDER=TV',
      'CUSTOM_4KMOVIE_FOLDER=Films 4K',
      'CUSTOM_4KSHOW_FOLDER=TV 4K',
      'CUSTOM_ANIME_MOVIE_FOLDER=Anime Films',
      'CUSTOM_ANIME_SHOW_FOLDER=Anime TV',
      'CUSTOM_KIDS_MOVIE_FOLDER=Kids Films',
      'CUSTOM_KIDS_SHOW_FOLDER=Kids TV',
      'CUSTOM_SPORTS_FOLDER=Sport',
      'MOVIE_RESOLUTION_STRUCTURE=true',
      'SHOW_RESOLUTION_STRUCTURE=1',
      'MOVIE_RESOLUTION_FOLDER_REMUX_4K=UHD Remux',
      'SHOW_RESOLUTION_FOLDER_1080P=HD',
      'TMDB_FOLDER_ID=true',
      'IMDB_FOLDER_ID=true',
      'TVDB_FOLDER_ID=true',
      'JELLYFIN_ID_FORMAT=true',
      'MOVIE_COLLECTION_ENABLED=true',
      'MOVIE_COLLECTIONS_FOLDER=Sagas',
      'RENAME_ENABLED=true',
      "RENAME_TAGS=[Resolution], 'VideoCodec', `ReleaseGroup`",
      'MEDIAINFO_PARSER=TRUE',
      'MEDIAINFO_RADARR_TAGS="{Movie Title} {Quality Full}"',
      'MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT="{Series Title} S{season:00}E{episode:00}"',
      'MEDIAINFO_SONARR_DAILY_EPISODE_FORMAT="{Series Title} {Air-Date}"',
      'MEDIAINFO_SONARR_ANIME_EPISODE_FORMAT="{Series Title} {absolute:000}"',
      'MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT="Season {season:00}"',
    ].join('\n');
    const s = layoutSettingsFrom(await store(`${env}\n`));
    expect(s).toMatchObject({
      useSourceStructure: true,
      cinesyncLayout: false,
      separate4k: false,
      separateAnime: false,
      separateKids: true,
      folders: {
        movies: 'Films',
        shows: 'TV',
        movies4k: 'Films 4K',
        shows4k: 'TV 4K',
        animeMovies: 'Anime Films',
        animeShows: 'Anime TV',
        kidsMovies: 'Kids Films',
        kidsShows: 'Kids TV',
        sports: 'Sport',
      },
      movieResolutionStructure: true,
      showResolutionStructure: true,
      tmdbFolderId: true,
      imdbFolderId: true,
      tvdbFolderId: true,
      jellyfinIdFormat: true,
      movieCollectionEnabled: true,
      movieCollectionsFolder: 'Sagas',
      renameEnabled: true,
      renameTags: ['Resolution', 'VideoCodec', 'ReleaseGroup'],
      mediaInfoParser: true,
      radarrFormat: '{Movie Title} {Quality Full}',
      sonarrStandardFormat: '{Series Title} S{season:00}E{episode:00}',
      sonarrDailyFormat: '{Series Title} {Air-Date}',
      sonarrAnimeFormat: '{Series Title} {absolute:000}',
      seasonFolderFormat: 'Season {season:00}',
    });
    expect(s.movieResolutionFolders.remux4k).toBe('UHD Remux');
    expect(s.movieResolutionFolders['1080p']).toBe('FullHD');
    expect(s.showResolutionFolders['1080p']).toBe('HD');
  });

  it('takes the default for a folder set to nothing, and the environment over .env', async () => {
    const s = layoutSettingsFrom(
      await store('CUSTOM_MOVIE_FOLDER=\nCUSTOM_SHOW_FOLDER=Series\n', { CUSTOM_SHOW_FOLDER: 'Telly' }),
    );
    expect(s.folders.movies).toBe('Movies');
    expect(s.folders.shows).toBe('Telly');
  });
});
