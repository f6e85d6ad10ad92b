import type { AppDatabase } from '../db/database.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
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
  const totals = new ProcessedFilesRepository(database).linkedTotals();
  const row = { ...totals, folders: totals.movies + totals.shows };
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
