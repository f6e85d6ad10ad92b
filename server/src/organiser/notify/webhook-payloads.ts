import path from 'node:path';
import type { ConnectionEvent } from '@cinesync/common';
import type { ProcessedFile } from '../../db/schema.js';
import { titleFolderOf } from './plex-refresh.js';

/**
 * Webhook bodies in the dialect of Sonarr (shows) and Radarr (movies), so receivers written for
 * them (Autoscan, Notifiarr, Discord bridges, Home Assistant) take ours unchanged: `eventType`
 * `Download` for a new link (with `isUpgrade`), `Rename` for a moved one, `EpisodeFileDelete` /
 * `MovieFileDelete` for a removed one. Ids are the Radarr/Sonarr face's (`arr_ids`), so a
 * receiver that also talks to the face sees the same series, movie and file ids.
 */

/** One change of one file, as the notifier gathered it. */
export interface WebhookChange {
  event: ConnectionEvent;
  /** The library link (for a deletion: where it was). */
  link: string;
  record: Pick<
    ProcessedFile,
    | 'source_path'
    | 'media_type'
    | 'tmdb_id'
    | 'imdb_id'
    | 'tvdb_id'
    | 'title'
    | 'year'
    | 'season_number'
    | 'episode_numbers'
    | 'episode_title'
    | 'resolution'
    | 'file_size'
    | 'release_date'
  >;
}

/** The face's ids of the title, the file and (shows) each episode, by episode number. */
export interface WebhookIds {
  title: number;
  file: number;
  episodes: Map<number, number>;
}

interface WebhookContext {
  instanceName: string;
  applicationUrl: string;
}

const SOURCES: [RegExp, string][] = [
  [/\bremux\b/i, 'Remux'],
  [/\b(blu-?ray|bdrip|brrip)\b/i, 'Bluray'],
  [/\bweb-?dl\b/i, 'WEBDL'],
  [/\bweb-?rip\b/i, 'WEBRip'],
  [/\bhdtv\b/i, 'HDTV'],
  [/\bdvd(rip)?\b/i, 'DVD'],
];

/** A quality name in the style of Sonarr's and Radarr's (`Bluray-1080p`, `WEBDL-2160p`). */
function qualityName(sourcePath: string, resolution: string | null): string {
  const name = path.basename(sourcePath);
  const source = SOURCES.find(([pattern]) => pattern.test(name))?.[1];
  const res = resolution && /^\d{3,4}p$/i.test(resolution) ? resolution.toLowerCase() : null;
  if (source === 'Remux') return res ? `Remux-${res}` : 'Remux';
  if (source === 'DVD') return 'DVD';
  if (source && res) return `${source}-${res}`;
  if (res) return `WEBDL-${res}`;
  return 'Unknown';
}

function episodeNumbersOf(record: WebhookChange['record']): number[] {
  if (!record.episode_numbers) return [];
  try {
    const parsed: unknown = JSON.parse(record.episode_numbers);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

const EVENT_TYPES = {
  linked: { tv: 'Download', movie: 'Download' },
  upgraded: { tv: 'Download', movie: 'Download' },
  renamed: { tv: 'Rename', movie: 'Rename' },
  deleted: { tv: 'EpisodeFileDelete', movie: 'MovieFileDelete' },
} as const;

/** The Sonarr- or Radarr-shaped body for one change. */
export function webhookPayload(
  change: WebhookChange,
  ids: WebhookIds,
  context: WebhookContext,
): Record<string, unknown> {
  const { record, link } = change;
  const tv = record.media_type === 'tv';
  const folder = titleFolderOf(link);
  const file = {
    id: ids.file,
    relativePath: path.relative(folder, link),
    path: link,
    quality: qualityName(record.source_path, record.resolution),
    qualityVersion: 1,
    sceneName: path.parse(record.source_path).name,
    size: record.file_size ?? 0,
  };
  const base = {
    eventType: EVENT_TYPES[change.event][tv ? 'tv' : 'movie'],
    instanceName: context.instanceName,
    applicationUrl: context.applicationUrl,
  };
  const known = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
  if (tv) {
    const series = {
      id: ids.title,
      title: record.title ?? path.basename(folder),
      titleSlug: slug(record.title ?? path.basename(folder)),
      path: folder,
      tvdbId: record.tvdb_id ?? 0,
      tmdbId: record.tmdb_id ?? 0,
      imdbId: known(record.imdb_id),
      type: 'standard',
      year: record.year ?? 0,
    };
    const episodes = episodeNumbersOf(record).map((n) => ({
      id: ids.episodes.get(n) ?? 0,
      episodeNumber: n,
      seasonNumber: record.season_number ?? 0,
      title: record.episode_title ?? `Episode ${n}`,
      seriesId: ids.title,
    }));
    switch (change.event) {
      case 'linked':
      case 'upgraded':
        return { ...base, series, episodes, episodeFile: file, isUpgrade: change.event === 'upgraded' };
      case 'renamed':
        return { ...base, series, renamedEpisodeFiles: [file] };
      case 'deleted':
        return { ...base, series, episodes, episodeFile: file, deleteReason: 'missingFromDisk' };
    }
  }
  const movie = {
    id: ids.title,
    title: record.title ?? path.basename(folder),
    year: record.year ?? 0,
    releaseDate: known(record.release_date),
    folderPath: folder,
    tmdbId: record.tmdb_id ?? 0,
    imdbId: known(record.imdb_id),
  };
  switch (change.event) {
    case 'linked':
    case 'upgraded':
      return { ...base, movie, movieFile: file, isUpgrade: change.event === 'upgraded' };
    case 'renamed':
      return { ...base, movie, renamedMovieFiles: [file] };
    case 'deleted':
      return { ...base, movie, movieFile: file, deleteReason: 'missingFromDisk' };
  }
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
