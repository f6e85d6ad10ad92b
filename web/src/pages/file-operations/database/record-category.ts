import type { DatabaseRecord } from '@cinesync/common';

/** The spec's category of a record (§3), from the record's own fields, as the server's type filter reads them. */
export type RecordCategory = 'skipped' | 'tvshows' | 'movies' | 'other';

export function recordCategory(record: DatabaseRecord): RecordCategory {
  if (record.reason) return 'skipped';
  if (record.tmdb_id !== null && record.season_number !== null) return 'tvshows';
  if (record.tmdb_id !== null) return 'movies';
  return 'other';
}

/**
 * The spec's categories cut records by what they are, not by how the organiser's run went, so they
 * can't carry the Operations tabs' names: `skipped` here is every record with a reason, which
 * Operations shows as Skipped or Failed (files left for review among them). It is called "Not
 * Linked" so it is never read as the Skipped tab's count.
 */
export const CATEGORY_LABELS: Record<RecordCategory, string> = {
  skipped: 'Not Linked',
  tvshows: 'TV Show',
  movies: 'Movie',
  other: 'Other',
};

/** The last segment of a path, whichever separator the server's platform used. */
export function fileNameOf(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  return trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1) || path;
}
