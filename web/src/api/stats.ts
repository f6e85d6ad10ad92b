/** What the shell reads from `GET /api/stats`. Every field is optional on the wire; defaults apply. */
export interface Stats {
  ip: string | null;
  port: string | null;
  webdavStatus: string;
  totalFiles: number;
  totalFolders: number;
  totalMovies: number;
  totalShows: number;
  storageUsed: string;
  /** Files waiting in the review queue. */
  needsReview: number;
}

const emptyStats: Stats = {
  ip: null,
  port: null,
  webdavStatus: 'Unknown',
  totalFiles: 0,
  totalFolders: 0,
  totalMovies: 0,
  totalShows: 0,
  storageUsed: '0 B',
  needsReview: 0,
};

/** Reads a stats answer leniently: unknown or wrongly typed fields fall back to the defaults. */
export function parseStats(raw: unknown): Stats {
  if (typeof raw !== 'object' || raw === null) return { ...emptyStats };
  const record = raw as Record<string, unknown>;
  return {
    ip: text(record.ip),
    port: text(record.port),
    webdavStatus: text(record.webdavStatus) ?? emptyStats.webdavStatus,
    totalFiles: count(record.totalFiles),
    totalFolders: count(record.totalFolders),
    totalMovies: count(record.totalMovies),
    totalShows: count(record.totalShows),
    storageUsed: text(record.storageUsed) ?? emptyStats.storageUsed,
    needsReview: count(record.needsReview),
  };
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
