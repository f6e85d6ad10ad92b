import type { FileItem } from '@cinesync/common';

/** Video extensions the library plays. */
const VIDEO_EXTENSIONS = new Set(['mp4', 'mkv', 'avi', 'mov', 'wmv', 'flv', 'webm', 'm4v']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isVideo(item: FileItem): boolean {
  return item.type === 'file' && VIDEO_EXTENSIONS.has(extensionOf(item.name));
}

/** A movie or show folder the organiser knows: clicking it opens the media page, not the folder. */
export function isTitleFolder(item: FileItem): boolean {
  return item.type === 'directory' && item.tmdbId !== null && item.mediaType !== null && !item.isSeasonFolder;
}

/** The title without a trailing "(1999)", and the year from the record's dates or the name. */
export function displayTitle(item: FileItem): { title: string; year: string } {
  const date = item.releaseDate ?? item.firstAirDate ?? '';
  const fromName = /\((\d{4})\)\s*$/.exec(item.name)?.[1] ?? '';
  const title = (item.title ?? item.name).replace(/\s*\(\d{4}\)\s*$/, '');
  return { title: title || item.name, year: date.slice(0, 4) || fromName };
}
