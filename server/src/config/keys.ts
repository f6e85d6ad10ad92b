import type { KeyDefinition } from './key-definition.js';

const SONARR_STANDARD_FORMAT = '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}';

/**
 * Every configuration key CineSync knows, in the order of the CineSync v3.1 key table, followed by
 * the keys this implementation adds. Defaults are the `.env` text form; "" means unset.
 */
const keyTable = [
  // ── Directory Paths ─────────────────────────────────────────────────────────
  {
    key: 'SOURCE_DIR',
    label: 'Source folders',
    category: 'Directory Paths',
    type: 'string',
    default: '',
    required: true,
    folders: 'list',
    folderPurpose: 'source',
    reauthenticate: true,
    description:
      'Folder (or folders) holding the downloaded media to organise. Several folders may be listed, separated by commas or semicolons.',
  },
  {
    key: 'DESTINATION_DIR',
    label: 'Library folder',
    category: 'Directory Paths',
    type: 'string',
    default: '',
    required: true,
    folders: 'one',
    folderPurpose: 'library',
    reauthenticate: true,
    description:
      'Root folder of the organised library, where the symlinks are created. The browser and WebDAV share show this folder.',
  },
  {
    key: 'USE_SOURCE_STRUCTURE',
    label: 'Keep the source folder structure',
    category: 'Directory Paths',
    type: 'boolean',
    default: 'false',
    description:
      'When true, the library keeps one folder per source folder name instead of sorting into Movies, Shows and the other layout folders.',
  },

  // ── Media Folders Configuration ─────────────────────────────────────────────
  {
    key: 'CINESYNC_LAYOUT',
    label: 'Sort into kind-based folders',
    category: 'Media Folders Configuration',
    type: 'boolean',
    default: 'true',
    description:
      'When true, media is sorted into kind-based folders (movies, shows, 4K, anime, kids, sports) named by the custom folder settings below.',
  },
  {
    key: '4K_SEPARATION',
    label: 'Separate 4K folders',
    category: 'Media Folders Configuration',
    type: 'boolean',
    default: 'true',
    alias: '_4K_SEPARATION',
    description:
      'When true, 2160p/4K releases go to their own 4K movie and show folders. The name _4K_SEPARATION is also accepted, for environments that reject names starting with a digit.',
  },
  {
    key: 'ANIME_SEPARATION',
    label: 'Separate anime folders',
    category: 'Media Folders Configuration',
    type: 'boolean',
    default: 'true',
    description: 'When true, titles TMDb marks as anime are placed in the anime movie and anime show folders.',
  },
  {
    key: 'KIDS_SEPARATION',
    label: 'Separate kids folders',
    category: 'Media Folders Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, family-friendly titles (judged by rating and genre) are placed in the kids movie and kids show folders.',
  },
  {
    key: 'CUSTOM_SHOW_FOLDER',
    label: 'TV shows folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: 'Shows',
    description: 'Name of the folder, inside the destination, that receives TV shows.',
  },
  {
    key: 'CUSTOM_4KSHOW_FOLDER',
    label: '4K TV shows folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: '4KShows',
    description: 'Name of the folder for 4K TV shows, used when 4K separation is on.',
  },
  {
    key: 'CUSTOM_ANIME_SHOW_FOLDER',
    label: 'Anime shows folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: 'AnimeShows',
    description: 'Name of the folder for anime series, used when anime separation is on.',
  },
  {
    key: 'CUSTOM_MOVIE_FOLDER',
    label: 'Movies folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: 'Movies',
    description: 'Name of the folder, inside the destination, that receives movies.',
  },
  {
    key: 'CUSTOM_4KMOVIE_FOLDER',
    label: '4K movies folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: '4KMovies',
    description: 'Name of the folder for 4K movies, used when 4K separation is on.',
  },
  {
    key: 'CUSTOM_ANIME_MOVIE_FOLDER',
    label: 'Anime movies folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: 'AnimeMovies',
    description: 'Name of the folder for anime films, used when anime separation is on.',
  },
  {
    key: 'CUSTOM_KIDS_MOVIE_FOLDER',
    label: 'Kids movies folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: 'KidsMovies',
    description: 'Name of the folder for family movies, used when kids separation is on.',
  },
  {
    key: 'CUSTOM_SPORTS_FOLDER',
    label: 'Sports folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: 'Sports',
    description: 'Name of the folder that receives recognised sports events.',
  },
  {
    key: 'CUSTOM_KIDS_SHOW_FOLDER',
    label: 'Kids shows folder name',
    category: 'Media Folders Configuration',
    type: 'string',
    default: 'KidsShows',
    description: 'Name of the folder for family TV shows, used when kids separation is on.',
  },

  // ── Resolution Folder Mappings Configuration ────────────────────────────────
  {
    key: 'SHOW_RESOLUTION_STRUCTURE',
    label: 'Sort shows by resolution',
    category: 'Resolution Folder Mappings Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, shows get an extra folder level named after their resolution, using the show resolution folder names below.',
  },
  {
    key: 'MOVIE_RESOLUTION_STRUCTURE',
    label: 'Sort movies by resolution',
    category: 'Resolution Folder Mappings Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, movies get an extra folder level named after their resolution, using the movie resolution folder names below.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_REMUX_4K',
    label: '4K remux shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'UltraHDRemuxShows',
    description: 'Resolution folder for show remuxes in 2160p/4K.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_REMUX_1080P',
    label: '1080p remux shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: '1080pRemuxLibrary',
    description: 'Resolution folder for show remuxes in 1080p.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_REMUX_DEFAULT',
    label: 'Other remux shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'RemuxShows',
    description: 'Resolution folder for show remuxes of any other resolution.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_2160P',
    label: '2160p shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'UltraHD',
    description: 'Resolution folder for 2160p/4K show episodes that are not remuxes.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_1080P',
    label: '1080p shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'FullHD',
    description: 'Resolution folder for 1080p show episodes.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_720P',
    label: '720p shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'SDClassics',
    description: 'Resolution folder for 720p show episodes.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_480P',
    label: '480p shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'Retro480p',
    description: 'Resolution folder for 480p show episodes.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_DVD',
    label: 'DVD shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'RetroDVD',
    description: 'Resolution folder for show episodes ripped from DVD.',
  },
  {
    key: 'SHOW_RESOLUTION_FOLDER_DEFAULT',
    label: 'Other resolution shows folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'Shows',
    description: 'Resolution folder for show episodes whose resolution is unknown or matches none of the above.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_REMUX_4K',
    label: '4K remux movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: '4KRemux',
    description: 'Resolution folder for movie remuxes in 2160p/4K.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_REMUX_1080P',
    label: '1080p remux movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: '1080pRemux',
    description: 'Resolution folder for movie remuxes in 1080p.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_REMUX_DEFAULT',
    label: 'Other remux movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'MoviesRemux',
    description: 'Resolution folder for movie remuxes of any other resolution.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_2160P',
    label: '2160p movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'UltraHD',
    description: 'Resolution folder for 2160p/4K movies that are not remuxes.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_1080P',
    label: '1080p movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'FullHD',
    description: 'Resolution folder for 1080p movies.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_720P',
    label: '720p movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'SDMovies',
    description: 'Resolution folder for 720p movies.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_480P',
    label: '480p movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'Retro480p',
    description: 'Resolution folder for 480p movies.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_DVD',
    label: 'DVD movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'DVDClassics',
    description: 'Resolution folder for movies ripped from DVD.',
  },
  {
    key: 'MOVIE_RESOLUTION_FOLDER_DEFAULT',
    label: 'Other resolution movies folder',
    category: 'Resolution Folder Mappings Configuration',
    type: 'string',
    default: 'Movies',
    description: 'Resolution folder for movies whose resolution is unknown or matches none of the above.',
  },

  // ── Logging Configuration ───────────────────────────────────────────────────
  {
    key: 'LOG_LEVEL',
    label: 'Log level',
    category: 'Logging Configuration',
    type: 'choice',
    default: 'INFO',
    options: ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL'],
    description:
      'Lowest severity that is written to the logs. DEBUG records everything; CRITICAL only the most serious failures.',
  },

  // ── Rclone Mount Configuration ──────────────────────────────────────────────
  {
    key: 'RCLONE_MOUNT',
    label: 'Sources are an rclone mount',
    category: 'Rclone Mount Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, the source folders are treated as an rclone mount and processing waits until the mount responds.',
  },
  {
    key: 'MOUNT_CHECK_INTERVAL',
    label: 'Mount check interval (seconds)',
    category: 'Rclone Mount Configuration',
    type: 'integer',
    default: '30',
    min: 1,
    description: 'How often, in seconds, the rclone mount is checked for availability.',
  },

  // ── Services (switched from the Services tab) ───────────────────────────────
  {
    key: 'MEDIAHUB_AUTO_START',
    label: 'Start organising with CineSync',
    category: 'System Configuration',
    type: 'boolean',
    default: 'true',
    hidden: true,
    description:
      'When true, the organiser service (with its real-time monitor) starts with CineSync, and by itself once ' +
      'the source and library folders and the TMDB key are set. Stop on the Services tab turns it off; Start turns it on.',
  },
  {
    key: 'RTM_AUTO_START',
    label: 'Start the real-time monitor with CineSync',
    category: 'System Configuration',
    type: 'boolean',
    default: 'false',
    hidden: true,
    description: 'When true, the standalone real-time monitor starts automatically when CineSync starts.',
  },

  // ── TMDb/IMDB Configuration ─────────────────────────────────────────────────
  {
    key: 'TMDB_API_KEY',
    label: 'TMDB API key',
    category: 'TMDb/IMDB Configuration',
    type: 'password',
    default: '',
    secret: true,
    description:
      'Credential for The Movie Database: either a v3 API key or a v4 read access token. Needed to identify titles.',
  },
  {
    key: 'LANGUAGE',
    label: 'Metadata language',
    category: 'TMDb/IMDB Configuration',
    type: 'string',
    default: 'English',
    description:
      'Language in which titles and episode names are requested from TMDb, written as a language name such as English, French or Japanese.',
  },
  {
    key: 'ANIME_SCAN',
    label: 'Anime-aware matching',
    category: 'TMDb/IMDB Configuration',
    type: 'boolean',
    default: 'false',
    description: 'When true, anime-specific name parsing and matching rules are applied to files that look like anime.',
  },
  {
    key: 'TMDB_FOLDER_ID',
    label: 'Add TMDB id to folder names',
    category: 'TMDb/IMDB Configuration',
    type: 'boolean',
    default: 'false',
    description: 'When true, the TMDb id is added to movie and show folder names, for example {tmdb-603}.',
  },
  {
    key: 'IMDB_FOLDER_ID',
    label: 'Add IMDb id to folder names',
    category: 'TMDb/IMDB Configuration',
    type: 'boolean',
    default: 'false',
    description: 'When true, the IMDb id is added to movie and show folder names, for example {imdb-tt0133093}.',
  },
  {
    key: 'TVDB_FOLDER_ID',
    label: 'Add TVDB id to show folder names',
    category: 'TMDb/IMDB Configuration',
    type: 'boolean',
    default: 'false',
    description: 'When true, the TVDB id is added to show folder names, for example {tvdb-81189}.',
  },
  {
    key: 'JELLYFIN_ID_FORMAT',
    label: 'Jellyfin-style ids in folder names',
    category: 'TMDb/IMDB Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'Style of the ids written into folder names: true gives the Jellyfin form [tmdbid-603], false the Plex/Emby form {tmdb-603}.',
  },
  {
    key: 'MOVIE_COLLECTION_ENABLED',
    label: 'Group movie collections',
    category: 'TMDb/IMDB Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, movies that TMDb lists as part of a collection are grouped together under the collections folder.',
  },
  {
    key: 'MOVIE_COLLECTIONS_FOLDER',
    label: 'Movie collections folder name',
    category: 'TMDb/IMDB Configuration',
    type: 'string',
    default: 'Movie Collections',
    description: 'Name of the folder that holds movie collections when collection grouping is on.',
  },

  // ── Renaming Structure Configuration ────────────────────────────────────────
  {
    key: 'RENAME_ENABLED',
    label: 'Rename files',
    category: 'Renaming Structure Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, links are named from TMDb data (title, year, season and episode); when false they keep the source file name.',
  },
  {
    key: 'RENAME_TAGS',
    label: 'Tags added to renamed files',
    category: 'Renaming Structure Configuration',
    type: 'array',
    default: 'Resolution',
    description:
      'Extra details appended to renamed files, as a comma-separated list. Accepted tags: Resolution, VideoCodec, AudioCodec, AudioChannels, AudioAtmos, DynamicRange, Languages, MovieVersions, StreamingServices, ReleaseGroup, TMDB, IMDB.',
  },
  {
    key: 'MEDIAINFO_PARSER',
    label: 'Read real stream details (MediaInfo)',
    category: 'Renaming Structure Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, files are probed for their real stream details and renamed with the Radarr/Sonarr-style formats below instead of the tag list.',
  },
  {
    key: 'MEDIAINFO_RADARR_TAGS',
    label: 'Movie file name format',
    category: 'Renaming Structure Configuration',
    type: 'string',
    default: '{Movie Title} ({Release Year}) {Quality Full}',
    description: 'Radarr-style naming template for movie files, used when the media info parser is on.',
  },
  {
    key: 'MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT',
    label: 'Episode file name format',
    category: 'Renaming Structure Configuration',
    type: 'string',
    default: SONARR_STANDARD_FORMAT,
    description:
      'Sonarr-style naming template for regular season/episode files, used when the media info parser is on.',
  },
  {
    key: 'MEDIAINFO_SONARR_DAILY_EPISODE_FORMAT',
    label: 'Daily episode file name format',
    category: 'Renaming Structure Configuration',
    type: 'string',
    default: '{Series Title} - {Air-Date} - {Episode Title} {Quality Full}',
    description: 'Sonarr-style naming template for date-based shows such as talk and news shows.',
  },
  {
    key: 'MEDIAINFO_SONARR_ANIME_EPISODE_FORMAT',
    label: 'Anime episode file name format',
    category: 'Renaming Structure Configuration',
    type: 'string',
    default: SONARR_STANDARD_FORMAT,
    description: 'Sonarr-style naming template for anime episodes, used when the media info parser is on.',
  },
  {
    key: 'MEDIAINFO_SONARR_SEASON_FOLDER_FORMAT',
    label: 'Season folder name format',
    category: 'Renaming Structure Configuration',
    type: 'string',
    default: 'Season {season:00}',
    description:
      'Template for season folder names when the media info parser is on; {season} is the number and {season:00} pads it to two digits.',
  },

  // ── System Configuration ────────────────────────────────────────────────────
  {
    key: 'RELATIVE_SYMLINK',
    label: 'Relative links',
    category: 'System Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, links point to their source with a relative path; when false with an absolute path. Relative links survive moving both trees together.',
  },
  {
    key: 'MAX_PROCESSES',
    label: 'Files handled in parallel',
    category: 'System Configuration',
    type: 'integer',
    default: '15',
    min: 1,
    max: 64,
    description:
      'Number of files handled in parallel during scans and imports. Higher values speed up large libraries but load the disks and TMDb more.',
  },
  {
    key: 'MAX_CORES',
    label: 'CPU cores to use',
    category: 'System Configuration',
    type: 'integer',
    default: '1',
    max: 64,
    description: 'Number of CPU cores the organiser may use for CPU-heavy work; 0 means all available cores.',
  },

  // ── File Handling Configuration ─────────────────────────────────────────────
  {
    key: 'SKIP_EXTRAS_FOLDER',
    label: 'Skip extras',
    category: 'File Handling Configuration',
    type: 'boolean',
    default: 'true',
    description:
      'When true, extras (trailers, featurettes, samples and other small bonus files) are not linked into the library.',
  },
  {
    key: 'SHOW_EXTRAS_SIZE_LIMIT',
    label: 'Largest show extra to link (MB)',
    category: 'File Handling Configuration',
    type: 'integer',
    default: '5',
    description:
      'Show files up to this size in MB are treated as extras when neither their name nor their release folder says they are an episode; never .strm files.',
  },
  {
    key: 'MOVIE_EXTRAS_SIZE_LIMIT',
    label: 'Largest movie extra to link (MB)',
    category: 'File Handling Configuration',
    type: 'integer',
    default: '250',
    description:
      'Movie files up to this size in MB are treated as extras when neither their name (a year, quality words, the title of its folder) nor their release folder says they are the feature; never .strm files.',
  },
  {
    key: '4K_SHOW_EXTRAS_SIZE_LIMIT',
    label: 'Largest 4K show extra to link (MB)',
    category: 'File Handling Configuration',
    type: 'integer',
    default: '800',
    description: '4K show files up to this size in MB are treated as extras rather than episodes.',
  },
  {
    key: '4K_MOVIE_EXTRAS_SIZE_LIMIT',
    label: 'Largest 4K extra to link (MB)',
    category: 'File Handling Configuration',
    type: 'integer',
    default: '2048',
    description: '4K movie files up to this size in MB are treated as extras rather than the feature.',
  },
  {
    key: 'ALLOWED_EXTENSIONS',
    label: 'File extensions to organise',
    category: 'File Handling Configuration',
    type: 'array',
    default: '.mp4,.mkv,.srt,.avi,.mov,.divx,.strm',
    description:
      'File extensions that are organised, as a comma-separated list; files with any other extension are ignored.',
  },
  {
    key: 'SKIP_ADULT_PATTERNS',
    label: 'Skip adult content',
    category: 'File Handling Configuration',
    type: 'boolean',
    default: 'true',
    description: 'When true, files whose names match the built-in adult-content patterns are skipped.',
  },
  {
    key: 'FILE_OPERATIONS_AUTO_MODE',
    label: 'Process new files automatically',
    category: 'File Handling Configuration',
    type: 'boolean',
    default: 'true',
    hidden: true,
    description:
      'When true, new files found by the monitor are processed automatically; when false they wait on the File Operations page for a manual decision.',
  },

  // ── Real-Time Monitoring Configuration ──────────────────────────────────────
  {
    key: 'SLEEP_TIME',
    label: 'Check sources every (seconds)',
    category: 'Real-Time Monitoring Configuration',
    type: 'integer',
    default: '60',
    min: 1,
    description: 'Seconds the real-time monitor waits between checks of the source folders for new or changed files.',
  },
  {
    key: 'SYMLINK_CLEANUP_INTERVAL',
    label: 'Broken link sweep every (seconds)',
    category: 'Real-Time Monitoring Configuration',
    type: 'integer',
    default: '600',
    description: 'Seconds between sweeps that find and remove library links whose source file has disappeared.',
  },

  // ── Plex Integration Configuration ──────────────────────────────────────────
  {
    key: 'ENABLE_PLEX_UPDATE',
    label: 'Refresh Plex after changes',
    category: 'Plex Integration Configuration',
    type: 'boolean',
    default: 'false',
    description: 'When true, Plex is asked to refresh the affected library section after links are added or removed.',
  },
  {
    key: 'PLEX_URL',
    label: 'Plex server address',
    category: 'Plex Integration Configuration',
    type: 'string',
    default: '',
    reauthenticate: true,
    description: 'Address of the Plex server, for example http://192.168.1.10:32400.',
  },
  {
    key: 'PLEX_TOKEN',
    label: 'Plex token',
    category: 'Plex Integration Configuration',
    type: 'password',
    default: '',
    secret: true,
    description: 'Plex authentication token used for library refresh requests.',
  },

  // ── CineSync Configuration ──────────────────────────────────────────────────
  {
    key: 'CINESYNC_IP',
    label: 'Listen address',
    category: 'CineSync Configuration',
    type: 'string',
    default: '0.0.0.0',
    restartRequired: true,
    description:
      'Network address the server listens on. 0.0.0.0 accepts connections on every interface; 127.0.0.1 only from this machine.',
  },
  {
    key: 'CINESYNC_API_PORT',
    label: 'Port',
    category: 'CineSync Configuration',
    type: 'integer',
    default: '8082',
    min: 1,
    max: 65535,
    restartRequired: true,
    description: 'Port that serves the API, the web app and the WebDAV share.',
  },
  {
    key: 'CINESYNC_UI_PORT',
    label: 'Second web app port',
    category: 'CineSync Configuration',
    type: 'integer',
    default: '',
    min: 1,
    max: 65535,
    restartRequired: true,
    description:
      'Optional second port for the web app. Left empty, the app is served only on the API port; set to a different port, the same app is served there as well.',
  },
  {
    key: 'CINESYNC_AUTH_ENABLED',
    label: 'Require sign-in',
    category: 'CineSync Configuration',
    type: 'boolean',
    default: 'true',
    authSetting: true,
    reauthenticate: true,
    description:
      'When true, the web app, the API and the WebDAV share require signing in; when false anyone who can reach the server has full access.',
  },
  {
    key: 'CINESYNC_USERNAME',
    label: 'User name',
    category: 'CineSync Configuration',
    type: 'string',
    default: 'admin',
    authSetting: true,
    reauthenticate: true,
    description: 'User name for signing in to the web app and the WebDAV share.',
  },
  {
    key: 'CINESYNC_PASSWORD',
    label: 'Password',
    category: 'CineSync Configuration',
    type: 'password',
    default: '',
    secret: true,
    hashed: true,
    authSetting: true,
    reauthenticate: true,
    description:
      'Password for signing in. There is no built-in password: if none is set at first start, a random one is generated, stored and printed once in the server output.',
  },

  // ── Database Configuration ──────────────────────────────────────────────────
  {
    key: 'DB_THROTTLE_RATE',
    label: 'Database operations per second',
    category: 'Database Configuration',
    type: 'integer',
    default: '100',
    description: 'Upper limit on database operations per second issued by the organiser; lower it to reduce disk load.',
  },
  {
    key: 'DB_MAX_RETRIES',
    label: 'Database retries when busy',
    category: 'Database Configuration',
    type: 'integer',
    default: '10',
    description:
      'How many times a database operation is retried when the database is busy before it is reported as failed.',
  },
  {
    key: 'DB_RETRY_DELAY',
    label: 'Wait between database retries (seconds)',
    category: 'Database Configuration',
    type: 'string',
    default: '1.0',
    description: 'Seconds to wait between database retries; fractions such as 0.5 are allowed.',
  },
  {
    key: 'DB_BATCH_SIZE',
    label: 'Records per database transaction',
    category: 'Database Configuration',
    type: 'integer',
    default: '1000',
    description: 'Number of records written to the database in one transaction during bulk work.',
  },
  {
    key: 'DB_MAX_WORKERS',
    label: 'Database workers',
    category: 'Database Configuration',
    type: 'integer',
    default: '20',
    description: 'Largest number of concurrent database workers the organiser may use.',
  },

  // ── Added by this implementation ────────────────────────────────────────────
  {
    key: 'TMDB_API_BASE_URL',
    label: 'TMDB API address',
    category: 'TMDb/IMDB Configuration',
    type: 'string',
    default: 'https://api.themoviedb.org/3',
    reauthenticate: true,
    description: 'Base address of the TMDb API. Change it only to use a mirror, a proxy or a test server.',
  },
  {
    key: 'TMDB_IMAGE_BASE_URL',
    label: 'TMDB image address',
    category: 'TMDb/IMDB Configuration',
    type: 'string',
    default: 'https://image.tmdb.org/t/p',
    reauthenticate: true,
    description:
      'Base address that posters and backdrops are fetched from. Change it only to use a mirror, a proxy or a test server.',
  },
  {
    key: 'MISSING_COLLECTIONS_ENABLED',
    label: 'Track film collections',
    category: 'TMDb/IMDB Configuration',
    type: 'boolean',
    default: 'false',
    description:
      'When true, the Missing page also lists film collections the library holds part of ("5 of 7 films of Mission: Impossible"); the Air Date Refresh job reads them from TMDb.',
  },
  {
    key: 'CINESYNC_DATA_DIR',
    label: 'Data folder',
    category: 'System Configuration',
    type: 'string',
    default: './data',
    restartRequired: true,
    envOnly: true,
    description:
      'Folder holding the configuration file, database, logs, image cache and trash. It can only be set through the process environment, and a change takes effect after a restart.',
  },
] as const satisfies readonly KeyDefinition[];

/** The name of a configuration key; a name not in the table is a compile error. */
export type ConfigKey = (typeof keyTable)[number]['key'];

/** The key table, each definition typed by its name. */
export const keyDefinitions: readonly KeyDefinition<ConfigKey>[] = keyTable;

/** Key definitions by name. */
export const keyByName: ReadonlyMap<ConfigKey, KeyDefinition<ConfigKey>> = new Map(
  keyDefinitions.map((d) => [d.key, d]),
);

const names: ReadonlySet<string> = new Set(keyByName.keys());

/**
 * Whether a name from outside (an HTTP body, the `config set` command, a `.env` line) is a key of
 * the table; past this check it is a `ConfigKey`.
 */
export function isConfigKey(name: string): name is ConfigKey {
  return names.has(name);
}
