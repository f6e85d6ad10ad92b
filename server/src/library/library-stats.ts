import type { AppDatabase } from '../db/database.js';
import type { ConfigStore } from '../config/config-store.js';

export interface LibraryStats {
  totalFiles: number;
  totalFolders: number;
  totalMovies: number;
  totalShows: number;
  storageUsed: string;
  storageUsedBytes: number;
  webdavStatus: 'Active' | 'Inactive';
  ip: string;
  port: number;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Binary multiples with one decimal, as the spec formats sizes ("1.5 GB"). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/**
 * Dashboard figures from the organiser's records (covering-index aggregates, no file-system
 * walk), plus where WebDAV is reachable. "Folders" counts title folders: one per movie or show.
 */
export async function readLibraryStats(
  database: AppDatabase,
  config: ConfigStore,
  webdavActive: boolean,
): Promise<LibraryStats> {
  // Two index-only passes over processed_files_stats: totals, then distinct titles per type.
  const totals = database.sqlite
    .prepare(
      `SELECT count(*) AS files, coalesce(sum(file_size), 0) AS bytes
         FROM processed_files INDEXED BY processed_files_stats WHERE status = 'linked'`,
    )
    .get() as { files: number; bytes: number };
  const titles = database.sqlite
    .prepare(
      `SELECT media_type AS type, count(DISTINCT tmdb_id) AS n
         FROM processed_files INDEXED BY processed_files_stats
        WHERE status = 'linked' AND media_type IN ('movie', 'tv') GROUP BY media_type`,
    )
    .all() as { type: string; n: number }[];
  const movies = titles.find((t) => t.type === 'movie')?.n ?? 0;
  const shows = titles.find((t) => t.type === 'tv')?.n ?? 0;
  const row = { files: totals.files, bytes: totals.bytes, movies, shows, folders: movies + shows };
  return {
    totalFiles: Number(row.files),
    totalFolders: Number(row.folders),
    totalMovies: Number(row.movies),
    totalShows: Number(row.shows),
    storageUsedBytes: Number(row.bytes),
    storageUsed: formatBytes(Number(row.bytes)),
    webdavStatus: webdavActive ? 'Active' : 'Inactive',
    ip: config.get('CINESYNC_IP') || '0.0.0.0',
    port: config.getInteger('CINESYNC_API_PORT'),
  };
}
