import type { ConfigStore } from './config-store.js';
import { keyByName, type ConfigKey } from './keys.js';
import { cleanRenameTags, type NamingSettings } from './naming-settings.js';
import { parseBoolean } from './validate-value.js';

/** The resolution levels, in the order `resolutionBucket` tries them. */
export type ResolutionBucket =
  'remux4k' | 'remux1080p' | 'remuxDefault' | '2160p' | '1080p' | '720p' | '480p' | 'dvd' | 'default';

const RESOLUTION_BUCKETS: readonly ResolutionBucket[] = [
  'remux4k',
  'remux1080p',
  'remuxDefault',
  '2160p',
  '1080p',
  '720p',
  '480p',
  'dvd',
  'default',
];

/** The config key suffix of a bucket: `REMUX_4K`, `2160P`, `DEFAULT`. */
const BUCKET_KEY = {
  remux4k: 'REMUX_4K',
  remux1080p: 'REMUX_1080P',
  remuxDefault: 'REMUX_DEFAULT',
  '2160p': '2160P',
  '1080p': '1080P',
  '720p': '720P',
  '480p': '480P',
  dvd: 'DVD',
  default: 'DEFAULT',
} as const satisfies Readonly<Record<ResolutionBucket, string>>;

/** The key of a bucket's resolution folder: `MOVIE_RESOLUTION_FOLDER_1080P`. */
function resolutionFolderKey(kind: 'MOVIE' | 'SHOW', bucket: ResolutionBucket): ConfigKey {
  return `${kind}_RESOLUTION_FOLDER_${BUCKET_KEY[bucket]}` as const;
}

/** The CUSTOM_*_FOLDER values: folder names (or relative paths) inside DESTINATION_DIR. */
export interface CategoryFolders {
  movies: string;
  shows: string;
  movies4k: string;
  shows4k: string;
  animeMovies: string;
  animeShows: string;
  kidsMovies: string;
  kidsShows: string;
  sports: string;
}

const FOLDER_KEY: Readonly<Record<keyof CategoryFolders, ConfigKey>> = {
  movies: 'CUSTOM_MOVIE_FOLDER',
  shows: 'CUSTOM_SHOW_FOLDER',
  movies4k: 'CUSTOM_4KMOVIE_FOLDER',
  shows4k: 'CUSTOM_4KSHOW_FOLDER',
  animeMovies: 'CUSTOM_ANIME_MOVIE_FOLDER',
  animeShows: 'CUSTOM_ANIME_SHOW_FOLDER',
  kidsMovies: 'CUSTOM_KIDS_MOVIE_FOLDER',
  kidsShows: 'CUSTOM_KIDS_SHOW_FOLDER',
  sports: 'CUSTOM_SPORTS_FOLDER',
};

/**
 * Everything destination layout and naming read from the configuration, read once per scan so
 * that a change made in Settings mid-scan can't split one scan across two layouts.
 */
export interface LayoutSettings extends NamingSettings {
  /** USE_SOURCE_STRUCTURE: the source root's folder name replaces the category folders. */
  useSourceStructure: boolean;
  /** CINESYNC_LAYOUT: category folders (Movies, Shows, 4K, anime, kids); off puts titles at the root. */
  cinesyncLayout: boolean;
  /** 4K_SEPARATION (alias _4K_SEPARATION). */
  separate4k: boolean;
  /** ANIME_SEPARATION */
  separateAnime: boolean;
  /** KIDS_SEPARATION */
  separateKids: boolean;
  /** CUSTOM_*_FOLDER; an empty value means the key's default. */
  folders: CategoryFolders;
  /** MOVIE_RESOLUTION_STRUCTURE / SHOW_RESOLUTION_STRUCTURE */
  movieResolutionStructure: boolean;
  showResolutionStructure: boolean;
  /** MOVIE_RESOLUTION_FOLDER_* / SHOW_RESOLUTION_FOLDER_* */
  movieResolutionFolders: Record<ResolutionBucket, string>;
  showResolutionFolders: Record<ResolutionBucket, string>;
  /** MOVIE_COLLECTION_ENABLED / MOVIE_COLLECTIONS_FOLDER */
  movieCollectionEnabled: boolean;
  movieCollectionsFolder: string;
}

/** The default name of a category folder (its key's default): `Movies`, `4KShows`… */
export function defaultCategoryFolder(field: keyof CategoryFolders): string {
  return keyByName.get(FOLDER_KEY[field])?.default ?? '';
}

/** The default name of a resolution folder (its key's default): `FullHD`, `4KRemux`… */
export function defaultResolutionFolder(kind: 'movie' | 'show', bucket: ResolutionBucket): string {
  return keyByName.get(resolutionFolderKey(kind === 'movie' ? 'MOVIE' : 'SHOW', bucket))?.default ?? '';
}

/** The part of `ConfigStore` read here (so a test can pass a plain object). */
type LayoutConfigReader = Pick<ConfigStore, 'get' | 'getBoolean' | 'getList'>;

/** A text key: its value, or the key's default when set to nothing. */
function text(config: LayoutConfigReader, key: ConfigKey): string {
  const value = config.get(key).trim();
  return value === '' ? (keyByName.get(key)?.default ?? '') : value;
}

/** Read every layout and naming key. */
export function layoutSettingsFrom(config: LayoutConfigReader): LayoutSettings {
  const folders = {} as CategoryFolders;
  for (const [field, key] of Object.entries(FOLDER_KEY) as Array<[keyof CategoryFolders, ConfigKey]>) {
    folders[field] = text(config, key);
  }
  const resolutionFolders = (kind: 'MOVIE' | 'SHOW') => {
    const out = {} as Record<ResolutionBucket, string>;
    for (const bucket of RESOLUTION_BUCKETS) out[bucket] = text(config, resolutionFolderKey(kind, bucket));
    return out;
  };
  return {
    useSourceStructure: config.getBoolean('USE_SOURCE_STRUCTURE'),
    cinesyncLayout: config.getBoolean('CINESYNC_LAYOUT'),
    separate4k: config.getBoolean('4K_SEPARATION'),
    separateAnime: config.getBoolean('ANIME_SEPARATION'),
    separateKids: config.getBoolean('KIDS_SEPARATION'),
    folders,
    movieResolutionStructure: config.getBoolean('MOVIE_RESOLUTION_STRUCTURE'),
    showResolutionStructure: config.getBoolean('SHOW_RESOLUTION_STRUCTURE'),
    movieResolutionFolders: resolutionFolders('MOVIE'),
    showResolutionFolders: resolutionFolders('SHOW'),
    movieCollectionEnabled: config.getBoolean('MOVIE_COLLECTION_ENABLED'),
    movieCollectionsFolder: text(config, 'MOVIE_COLLECTIONS_FOLDER'),
    tmdbFolderId: config.getBoolean('TMDB_FOLDER_ID'),
    imdbFolderId: config.getBoolean('IMDB_FOLDER_ID'),
    tvdbFolderId: config.getBoolean('TVDB_FOLDER_ID'),
    jellyfinIdFormat: config.getBoolean('JELLYFIN_ID_FORMAT'),
    renameEnabled: config.getBoolean('RENAME_ENABLED'),
    renameTags: cleanRenameTags(config.getList('RENAME_TAGS')),
    mediaInfoParser: config.getBoolean('MEDIAINFO_PARSER'),
    radarrFormat: config.get('MEDIAINFO_RADARR_TAGS'),
    sonarrStandardFormat: text(config, 'MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT'),
    sonarrDailyFormat: text(config, 'MEDIAINFO_SONARR_DAILY_EPISODE_FORMAT'),
    sonarrAnimeFormat: text(config, 'MEDIAINFO_SONARR_ANIME_EPISODE_FORMAT'),
    seasonFolderFormat: text(config, 'MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT'),
  };
}

/** The built-in defaults of every key, without reading any configuration. */
function defaultsReader(): LayoutConfigReader {
  const get = (key: ConfigKey) => keyByName.get(key)?.default ?? '';
  return {
    get,
    getBoolean: (key: ConfigKey) => parseBoolean(get(key)) ?? false,
    getList: (key: ConfigKey, separators = /,/) =>
      get(key)
        .split(separators)
        .map((s) => s.trim())
        .filter((s) => s !== ''),
  };
}

/** Settings as the key defaults give them, with `overrides` on top (for tests and previews). */
export function layoutSettingsWith(overrides: Partial<LayoutSettings> = {}): LayoutSettings {
  return { ...layoutSettingsFrom(defaultsReader()), ...overrides };
}
