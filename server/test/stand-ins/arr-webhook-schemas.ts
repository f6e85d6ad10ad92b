/**
 * JSON schemas of the webhook bodies Sonarr and Radarr send, written from their payload classes
 * (Sonarr and Radarr `NzbDrone.Core/Notifications/Webhook`: WebhookPayload, WebhookImportPayload,
 * WebhookRenamePayload, WebhookEpisodeDeletePayload / WebhookMovieFileDeletePayload, WebhookSeries,
 * WebhookMovie, WebhookEpisode, WebhookEpisodeFile / WebhookMovieFile, WebhookRenamed*File),
 * serialised camelCase with `eventType` as the enum's name. Every property of ours must be one
 * theirs has (no additional properties) and of their type; what a receiver relies on is required.
 */

const int = { type: 'integer' };
const str = { type: 'string' };
const strings = { type: 'array', items: str };

const envelope = {
  eventType: str,
  instanceName: str,
  applicationUrl: str,
};

const series = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'path', 'tvdbId', 'type', 'year'],
  properties: {
    id: int,
    title: str,
    titleSlug: str,
    path: str,
    tvdbId: int,
    tvMazeId: int,
    tmdbId: int,
    imdbId: str,
    malIds: { type: 'array', items: int },
    aniListIds: { type: 'array', items: int },
    type: { enum: ['standard', 'daily', 'anime'] },
    year: int,
    genres: strings,
    images: { type: 'array' },
    tags: strings,
    originalLanguage: { type: 'object' },
    originalCountry: str,
  },
};

const episode = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'episodeNumber', 'seasonNumber', 'title', 'seriesId'],
  properties: {
    id: int,
    episodeNumber: int,
    seasonNumber: int,
    title: str,
    overview: str,
    airDate: str,
    airDateUtc: str,
    seriesId: int,
    tvdbId: int,
    finaleType: str,
  },
};

const mediaFileProperties = {
  id: int,
  relativePath: str,
  path: str,
  quality: str,
  qualityVersion: int,
  releaseGroup: str,
  sceneName: str,
  size: int,
  dateAdded: str,
  languages: { type: 'array' },
  mediaInfo: { type: 'object' },
  sourcePath: str,
  recycleBinPath: str,
};
const fileRequired = ['id', 'relativePath', 'path', 'quality', 'size'];

const episodeFile = {
  type: 'object',
  additionalProperties: false,
  required: fileRequired,
  properties: mediaFileProperties,
};
const movieFile = {
  type: 'object',
  additionalProperties: false,
  required: fileRequired,
  properties: { ...mediaFileProperties, indexerFlags: str },
};
const renamed = (file: { properties: Record<string, unknown> }) => ({
  type: 'object',
  additionalProperties: false,
  required: fileRequired,
  properties: { ...file.properties, previousRelativePath: str, previousPath: str },
});

const movie = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'year', 'folderPath', 'tmdbId'],
  properties: {
    id: int,
    title: str,
    year: int,
    filePath: str,
    releaseDate: str,
    folderPath: str,
    tmdbId: int,
    imdbId: str,
    overview: str,
    genres: strings,
    images: { type: 'array' },
    tags: strings,
    originalLanguage: { type: 'object' },
  },
};

const importExtras = {
  isUpgrade: { type: 'boolean' },
  downloadClient: str,
  downloadClientType: str,
  downloadId: str,
  customFormatInfo: { type: 'object' },
  release: { type: 'object' },
};

const payload = (eventType: string, required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: ['eventType', 'instanceName', 'applicationUrl', ...required],
  properties: { ...envelope, ...properties, eventType: { const: eventType } },
});

/** Sonarr's bodies by `eventType`. */
export const sonarrWebhookSchemas = {
  Test: payload('Test', ['series', 'episodes'], { series, episodes: { type: 'array', items: episode } }),
  Download: payload('Download', ['series', 'episodes', 'episodeFile', 'isUpgrade'], {
    series,
    episodes: { type: 'array', items: episode },
    episodeFile,
    deletedFiles: { type: 'array', items: episodeFile },
    ...importExtras,
  }),
  Rename: payload('Rename', ['series', 'renamedEpisodeFiles'], {
    series,
    renamedEpisodeFiles: { type: 'array', items: renamed(episodeFile) },
  }),
  EpisodeFileDelete: payload('EpisodeFileDelete', ['series', 'episodes', 'episodeFile'], {
    series,
    episodes: { type: 'array', items: episode },
    episodeFile,
    deleteReason: str,
  }),
} as const;

/** Radarr's bodies by `eventType`. */
export const radarrWebhookSchemas = {
  Download: payload('Download', ['movie', 'movieFile', 'isUpgrade'], {
    movie,
    remoteMovie: { type: 'object' },
    movieFile,
    deletedFiles: { type: 'array', items: movieFile },
    ...importExtras,
  }),
  Rename: payload('Rename', ['movie', 'renamedMovieFiles'], {
    movie,
    renamedMovieFiles: { type: 'array', items: renamed(movieFile) },
  }),
  MovieFileDelete: payload('MovieFileDelete', ['movie', 'movieFile'], { movie, movieFile, deleteReason: str }),
} as const;
