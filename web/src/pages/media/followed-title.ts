import type { FileItem } from '@cinesync/common';

const SEASON_FOLDER = /^(?:season\s*\d+|specials?)$/i;

/** The library folder (absolute) a listing's items live in, from any item that says both its paths. */
export function libraryRootOf(items: readonly FileItem[]): string | null {
  for (const item of items) {
    if (item.path && item.fullPath.endsWith(`/${item.path}`)) {
      return item.fullPath.slice(0, item.fullPath.length - item.path.length - 1);
    }
  }
  return null;
}

/**
 * Where a processed file's title now lives, library-relative: the folder that holds the link, or
 * for an episode the show folder above its season folder. Null when the link is not in this library.
 */
export function titleFolderOf(destination: string, root: string): string | null {
  if (!destination.startsWith(`${root}/`)) return null;
  const segments = destination
    .slice(root.length + 1)
    .split('/')
    .slice(0, -1);
  if (segments.length > 1 && SEASON_FOLDER.test(segments.at(-1) ?? '')) segments.pop();
  return segments.length > 0 ? segments.join('/') : null;
}

/**
 * The title folder a page must follow after processing moved its file, or null when the page still
 * holds what was processed (its own folder or a folder inside it).
 */
export function followedTitle(pagePath: string, destinations: readonly string[], root: string | null): string | null {
  if (root === null || destinations.length === 0) return null;
  const folders = destinations.map((d) => titleFolderOf(d, root)).filter((f): f is string => f !== null);
  if (folders.length === 0 || folders.some((f) => f === pagePath || f.startsWith(`${pagePath}/`))) return null;
  return folders[0] ?? null;
}
