import type { FileItem } from '@cinesync/common';
import { encodeLibraryPath, parentPath } from '../../api/library-paths';

/** The navigation state the library browser and the dashboard pass; all optional. */
interface MediaLocationState {
  currentPath?: string;
  /** An app page to go back to instead of a library folder (/favorites). */
  returnTo?: string;
  returnPage?: number;
  returnSearch?: string;
}

function readState(state: unknown): MediaLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    currentPath: typeof record.currentPath === 'string' ? record.currentPath : undefined,
    // Only a path of this app: navigation state is the page's own, but it is still read with care.
    returnTo: typeof record.returnTo === 'string' && /^\/(?!\/)/.test(record.returnTo) ? record.returnTo : undefined,
    returnPage: typeof record.returnPage === 'number' ? record.returnPage : undefined,
    returnSearch: typeof record.returnSearch === 'string' ? record.returnSearch : undefined,
  };
}

/**
 * Where Back goes: the page that opened the title (/favorites), the library page and search it
 * came from, or (after a reload or a deep link, when there is no state) the folder holding this title.
 */
export function backTarget(mediaPath: string, rawState: unknown): string {
  const state = readState(rawState);
  if (state.returnTo) return state.returnTo;
  const folder = encodeLibraryPath(state.currentPath ?? parentPath(mediaPath));
  const query = new URLSearchParams();
  if (state.returnPage && state.returnPage > 1) query.set('page', String(state.returnPage));
  if (state.returnSearch) query.set('search', state.returnSearch);
  const qs = query.toString();
  return `/files${folder ? `/${folder}` : ''}${qs ? `?${qs}` : ''}`;
}

/** The page's own folder as an item, for Rename, Delete and Modify of a show. */
export function folderItem(path: string, tmdbId: number | null, mediaType: 'movie' | 'tv' | null): FileItem {
  const name = path.split('/').filter(Boolean).at(-1) ?? path;
  return {
    name,
    type: 'directory',
    size: '--',
    sizeBytes: null,
    modified: new Date(0).toISOString(),
    path,
    fullPath: '',
    destinationPath: '',
    sourcePath: '',
    webdavPath: `/webdav/${path}`,
    isSymlink: false,
    icon: 'folder',
    posterPath: null,
    tmdbId,
    mediaType,
    title: null,
    releaseDate: null,
    firstAirDate: null,
    isCategoryFolder: false,
    isSeasonFolder: false,
    seasonNumber: null,
    episodeNumber: null,
    hasSeasonFolders: false,
    isMediaFile: false,
  };
}
