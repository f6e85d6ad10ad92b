import type { Repositories } from '../db/repositories/repositories.js';
import type { ConfigStore } from '../config/config-store.js';
import { formatBytes } from '../byte-sizes/format-bytes.js';

interface LibraryStats {
  totalFiles: number;
  totalFolders: number;
  totalMovies: number;
  totalShows: number;
  storageUsed: string;
  storageUsedBytes: number;
  /** Files the organiser abstained on, waiting for a person's pick (the review queue). */
  needsReview: number;
  webdavStatus: 'Active' | 'Inactive';
  ip: string;
  port: number;
}

/**
 * Dashboard figures from the organiser's records (covering-index aggregates, no file-system
 * walk), plus where WebDAV is reachable. "Folders" counts title folders: one per movie or show.
 */
export async function readLibraryStats(
  repositories: Pick<Repositories, 'records' | 'totals'>,
  config: ConfigStore,
  webdavActive: boolean,
): Promise<LibraryStats> {
  const totals = repositories.totals.linkedTotals();
  const row = { ...totals, folders: totals.movies + totals.shows };
  return {
    totalFiles: Number(row.files),
    totalFolders: Number(row.folders),
    totalMovies: Number(row.movies),
    totalShows: Number(row.shows),
    storageUsedBytes: Number(row.bytes),
    storageUsed: formatBytes(Number(row.bytes)),
    needsReview: repositories.records.count('review'),
    webdavStatus: webdavActive ? 'Active' : 'Inactive',
    ip: config.get('CINESYNC_IP') || '0.0.0.0',
    port: config.getInteger('CINESYNC_API_PORT'),
  };
}
