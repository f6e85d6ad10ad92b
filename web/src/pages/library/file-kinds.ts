import { isVideoFileName, type FileItem } from '@cinesync/common';
import type { FavoriteTitle } from '../../api/favorite-list';

/** A file the library plays: common's one list of video extensions, the server's too. */
export function isVideo(item: FileItem): boolean {
  return item.type === 'file' && isVideoFileName(item.name);
}

/** A movie or show folder the organiser knows: clicking it opens the media page, not the folder. */
export function isTitleFolder(item: FileItem): boolean {
  // A season folder, Specials included (season 0), belongs to its show: it is not a title of its own.
  return (
    item.type === 'directory' &&
    item.tmdbId !== null &&
    item.mediaType !== null &&
    !item.isSeasonFolder &&
    item.seasonNumber === null
  );
}

/** The title without a trailing "(1999)", and the year from the record's dates or the name. */
export function displayTitle(item: FileItem): { title: string; year: string } {
  const date = item.releaseDate ?? item.firstAirDate ?? '';
  const fromName = /\((\d{4})\)\s*$/.exec(item.name)?.[1] ?? '';
  const title = (item.title ?? item.name).replace(/\s*\(\d{4}\)\s*$/, '');
  return { title: title || item.name, year: date.slice(0, 4) || fromName };
}

/** The title a star on this item stars: only a movie or show folder is a title (a file is not). */
export function favoriteTitleOf(item: FileItem): FavoriteTitle | null {
  if (!isTitleFolder(item) || item.tmdbId === null || item.mediaType === null) return null;
  const { title, year } = displayTitle(item);
  return {
    mediaType: item.mediaType,
    tmdbId: item.tmdbId,
    title,
    year: year ? Number(year) : null,
    posterPath: item.posterPath,
    path: item.path,
    hasSeasonFolders: item.hasSeasonFolders,
  };
}
