import type { DatabaseRecord } from '@cinesync/common';

/** The spec's category of a record (§3), from the record's own fields, as the server's type filter reads them. */
export type RecordCategory = 'skipped' | 'tvshows' | 'movies' | 'other';

export function recordCategory(record: DatabaseRecord): RecordCategory {
  if (record.reason) return 'skipped';
  if (record.tmdb_id !== null && record.season_number !== null) return 'tvshows';
  if (record.tmdb_id !== null) return 'movies';
  return 'other';
}

export const CATEGORY_LABELS: Record<RecordCategory, string> = {
  skipped: 'Skipped',
  tvshows: 'TV Show',
  movies: 'Movie',
  other: 'Other',
};

/** The last segment of a path, whichever separator the server's platform used. */
export function fileNameOf(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  return trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1) || path;
}
