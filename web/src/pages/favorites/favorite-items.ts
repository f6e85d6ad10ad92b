import type { Favorite, FileItem } from '@cinesync/common';
import { folderItem } from '../media/media-location';

/** Where a favorite's card points while nothing of the title is in the library (never sent to the API). */
const ABSENT_PREFIX = 'favorite:';

/** A favorite as the library's card reads it: the title's folder, or a stand-in when it is gone. */
export function favoriteItem(favorite: Favorite): FileItem {
  const path = favorite.path ?? `${ABSENT_PREFIX}${favorite.mediaType}/${favorite.tmdbId}`;
  return {
    ...folderItem(path, favorite.tmdbId, favorite.mediaType),
    // The card shows the title and takes the year from the folder-style name, as library folders are named.
    name: favorite.year === null ? favorite.title : `${favorite.title} (${favorite.year})`,
    modified: favorite.addedAt,
    posterPath: favorite.posterPath,
    title: favorite.title,
    hasSeasonFolders: favorite.hasSeasonFolders,
    ...(favorite.completeness ? { completeness: favorite.completeness } : {}),
  };
}

/** Whether the card stands for a title no longer in the library (no page to open, nothing to act on). */
export function isAbsent(item: FileItem): boolean {
  return item.path.startsWith(ABSENT_PREFIX);
}
