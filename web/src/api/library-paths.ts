import { missingFilterQuery, type MissingFilters } from './missing-filters';
import { readToken } from './token-storage';

/** Encodes a library-relative path for a URL, one segment at a time (`/` stays a separator). */
export function encodeLibraryPath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
}

/** The parent of a library-relative path ('' for the root and its direct children). */
export function parentPath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.slice(0, -1).join('/');
}

function withToken(url: string): string {
  const token = readToken();
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/**
 * A TMDB poster through the server's image cache. Items carry `posterPath` from the organiser's
 * records, so no metadata call is ever needed for a poster.
 */
export function posterUrl(posterPath: string, size = 'w342'): string {
  return withToken(`/api/image-cache?poster=${encodeURIComponent(posterPath)}&size=${size}`);
}

/** The video source of a library file for the player (the `<video>` element cannot send headers). */
export function streamUrl(path: string): string {
  return withToken(`/api/stream/${encodeLibraryPath(path)}`);
}

export function downloadUrl(path: string): string {
  return withToken(`/api/download?path=${encodeURIComponent(path)}`);
}

/** The Missing page's CSV export with the page's filters (a link cannot send headers). */
export function missingCsvUrl(filters: MissingFilters): string {
  const query = missingFilterQuery(filters);
  const search = query.toString();
  return withToken(search === '' ? '/api/missing/export.csv' : `/api/missing/export.csv?${search}`);
}
