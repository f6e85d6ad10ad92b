import path from 'node:path';
import type { ArrEpisode, ArrFile, ArrMovie, ArrSeries } from './arr-catalogue.js';

/**
 * The Sonarr v3 / Radarr v3 resource shapes Bazarr reads (bazarr-contract.md §6-§10), with real
 * booleans and integers. Keys Bazarr indexes are always present; optional ones are left out
 * rather than sent as null (`imdbId`), except where the contract wants a value (`tvdbId` 0).
 */

/** Release source: the name's format part, then Sonarr's and Radarr's `QualitySource` values. */
const QUALITY_SOURCES: [RegExp, string, string, string][] = [
  [/\b(blu-?ray|bdrip|brrip|bdremux|remux)\b/i, 'Bluray', 'bluray', 'bluray'],
  [/\bweb-?rip\b/i, 'WEBRip', 'webRip', 'webrip'],
  [/\b(web-?dl|web|amzn|nf|dsnp|hmax|atvp)\b/i, 'WEBDL', 'web', 'webdl'],
  [/\b(hdtv|pdtv|sdtv)\b/i, 'HDTV', 'television', 'tv'],
  [/\b(dvdrip|dvd)\b/i, 'DVD', 'dvd', 'dvd'],
];

/** `quality.quality` as Sonarr names it: Bazarr splits `name` on `-` into format and resolution. */
export function qualityOf(
  file: ArrFile,
  app: 'sonarr' | 'radarr',
): {
  quality: { id: number; name: string; source: string; resolution: number };
  revision: { version: number; real: number; isRepack: boolean };
} {
  const resolution = Number.parseInt(file.resolution ?? '', 10) || 0;
  const name = path.basename(file.sourcePath);
  const source = QUALITY_SOURCES.find(([pattern]) => pattern.test(name.replace(/[._]/g, ' ')));
  const format = source?.[1] ?? 'Unknown';
  return {
    quality: {
      id: 0,
      name: resolution > 0 ? `${format}-${resolution}p` : format,
      source: source?.[app === 'sonarr' ? 2 : 3] ?? 'unknown',
      resolution,
    },
    revision: { version: 1, real: 0, isRepack: false },
  };
}

/** A title's sort key as the arrs make it: lower case, leading article dropped. */
function sortTitleOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/^(the|a|an)\s+/, '')
    .trim();
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The release name Bazarr matches subtitles with: the source file's name without extension. */
const sceneNameOf = (file: ArrFile) => path.basename(file.sourcePath, path.extname(file.sourcePath));

/** Cover URLs under `urlBase`, the base the request came under ('' or '/sonarr'…). */
function imagesOf(id: number, hasPoster: boolean, urlBase: string) {
  if (!hasPoster) return [];
  // Poster first, fanart second: Radarr's images are read by position (contract §10).
  return [
    { coverType: 'poster', url: `${urlBase}/MediaCover/${id}/poster.jpg`, remoteUrl: null },
    { coverType: 'fanart', url: `${urlBase}/MediaCover/${id}/fanart.jpg`, remoteUrl: null },
  ];
}

export function episodeFileResource(series: ArrSeries, file: ArrFile) {
  return {
    id: file.id,
    seriesId: series.id,
    seasonNumber: file.seasonNumber ?? 0,
    relativePath: path.relative(series.path, file.path),
    path: file.path,
    size: file.size,
    dateAdded: iso(file.addedAt),
    sceneName: sceneNameOf(file),
    releaseGroup: '',
    languages: [],
    quality: qualityOf(file, 'sonarr'),
    customFormats: [],
    customFormatScore: 0,
    qualityCutoffNotMet: false,
  };
}

export function episodeResource(series: ArrSeries, episode: ArrEpisode, embedFile: boolean) {
  return {
    id: episode.id,
    seriesId: series.id,
    tvdbId: 0,
    episodeFileId: episode.file.id,
    seasonNumber: episode.seasonNumber,
    episodeNumber: episode.episodeNumber,
    title: episode.title,
    hasFile: true,
    monitored: true,
    unverifiedSceneNumbering: false,
    // Sonarr's by-id answer embeds the file: Bazarr adds a new episode from it (contract §8).
    ...(embedFile ? { episodeFile: episodeFileResource(series, episode.file) } : {}),
  };
}

export function seriesResource(series: ArrSeries, urlBase: string) {
  const seasons = [...new Set(series.episodes.map((e) => e.seasonNumber))].sort((a, b) => a - b);
  const size = series.files.reduce((sum, f) => sum + f.size, 0);
  return {
    id: series.id,
    title: series.title,
    sortTitle: sortTitleOf(series.title),
    alternateTitles: [],
    status: 'continuing',
    ended: false,
    overview: '',
    images: imagesOf(series.id, series.posterPath !== null, urlBase),
    seasons: seasons.map((seasonNumber) => ({ seasonNumber, monitored: true })),
    year: series.year,
    path: series.path,
    rootFolderPath: series.rootPath,
    qualityProfileId: 1,
    languageProfileId: 1,
    seasonFolder: true,
    monitored: true,
    useSceneNumbering: false,
    runtime: 0,
    tvdbId: series.tvdbId ?? 0,
    tvRageId: 0,
    tvMazeId: 0,
    tmdbId: series.tmdbId,
    ...(series.imdbId ? { imdbId: series.imdbId } : {}),
    ...(series.releaseDate ? { firstAired: `${series.releaseDate}T00:00:00Z` } : {}),
    seriesType: 'standard',
    cleanTitle: sortTitleOf(series.title).replace(/[^a-z0-9]/g, ''),
    titleSlug: String(series.tmdbId),
    genres: [],
    tags: [],
    added: iso(Math.min(...series.files.map((f) => f.addedAt))),
    statistics: {
      seasonCount: seasons.filter((s) => s > 0).length,
      episodeFileCount: series.files.length,
      episodeCount: series.episodes.length,
      totalEpisodeCount: series.episodes.length,
      sizeOnDisk: size,
      percentOfEpisodes: 100,
    },
  };
}

function movieFileResource(movie: ArrMovie) {
  return {
    id: movie.file.id,
    movieId: movie.id,
    relativePath: path.basename(movie.file.path),
    path: movie.file.path,
    size: movie.file.size,
    dateAdded: iso(movie.file.addedAt),
    sceneName: sceneNameOf(movie.file),
    releaseGroup: '',
    languages: [],
    quality: qualityOf(movie.file, 'radarr'),
    customFormats: [],
    customFormatScore: 0,
    qualityCutoffNotMet: false,
  };
}

export function movieResource(movie: ArrMovie, urlBase: string) {
  return {
    id: movie.id,
    title: movie.title,
    originalTitle: movie.title,
    sortTitle: sortTitleOf(movie.title),
    alternateTitles: [],
    sizeOnDisk: movie.file.size,
    status: 'released',
    overview: '',
    images: imagesOf(movie.id, movie.posterPath !== null, urlBase),
    year: movie.year,
    hasFile: true,
    path: movie.path,
    rootFolderPath: movie.rootPath,
    qualityProfileId: 1,
    monitored: true,
    minimumAvailability: 'released',
    isAvailable: true,
    folderName: movie.path,
    runtime: 0,
    cleanTitle: sortTitleOf(movie.title).replace(/[^a-z0-9]/g, ''),
    tmdbId: movie.tmdbId,
    ...(movie.imdbId ? { imdbId: movie.imdbId } : {}),
    titleSlug: String(movie.tmdbId),
    genres: [],
    tags: [],
    added: iso(movie.file.addedAt),
    movieFile: movieFileResource(movie),
  };
}
