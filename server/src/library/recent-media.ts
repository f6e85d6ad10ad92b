import path from 'node:path';
import type { RecentMediaItem } from '@cinesync/common';
import { isInside } from '../file-tree/resolve-inside.js';
import { toRelative } from './library-paths.js';
import { qualityFromName } from './name-facts.js';
import { episodesOf, firstEpisodeOf } from '../db/episode-numbers.js';
import type { LibraryRecordsRepository } from '../db/repositories/library-records.repository.js';

/**
 * The dashboard's "Recently Added": the newest links, newest first, with the title's poster and
 * dates from the records so the carousel needs no TMDB call per item (the original's N+1).
 * Links recorded under another library folder than the current one are left out.
 */
export function recentMedia(records: LibraryRecordsRepository, root: string, limit: number): RecentMediaItem[] {
  const items: RecentMediaItem[] = [];
  for (const r of records.recent(limit)) {
    if (!isInside(root, r.destination_path)) continue;
    const type = r.media_type === 'movie' ? 'movie' : r.media_type === 'tv' ? 'tv' : 'unknown';
    const isTv = type === 'tv';
    items.push({
      name: r.title ?? 'Unknown',
      path: toRelative(root, r.destination_path),
      folderName: isTv ? 'TV Shows' : 'Movies',
      updatedAt: new Date(r.created_at).toISOString(),
      type,
      tmdbId: r.tmdb_id,
      showName: isTv ? (r.title ?? '') : '',
      seasonNumber: isTv ? r.season_number : null,
      episodeNumber: isTv ? firstEpisodeOf(r) : null,
      episodeTitle: r.episode_title ?? '',
      filename: path.basename(r.destination_path),
      basePath: r.base_folder ?? '',
      properName: r.title ?? '',
      year: r.year === null ? '' : String(r.year),
      posterPath: r.poster_path,
      releaseDate: r.release_date,
      episodeNumbers: isTv ? episodesOf(r) : null,
      quality: qualityFromName(path.basename(r.destination_path), r.resolution),
    });
  }
  return items;
}
