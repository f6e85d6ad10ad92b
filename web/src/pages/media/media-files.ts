import type { FileItem } from '@cinesync/common';
import { isVideo } from '../library/file-kinds';

export function videoFiles(items: FileItem[]): FileItem[] {
  return items.filter(isVideo).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A movie's versions: the videos of its page's folder first, then those the layout put elsewhere
 * (a 4K copy under `4KMovies/`), each once.
 */
export function movieVersions(here: FileItem[], everywhere: FileItem[]): FileItem[] {
  const own = videoFiles(here);
  const seen = new Set(own.map((file) => file.path));
  const elsewhere = videoFiles(everywhere.filter((file) => !seen.has(file.path))).sort((a, b) =>
    a.path.localeCompare(b.path),
  );
  return [...own, ...elsewhere];
}

/**
 * Where a version lives when it is not in the page's folder: the folder above its title folder when
 * that folder has the page's name (`4KMovies`), else its own folder.
 */
export function versionPlace(file: FileItem, pageFolder: string): string | null {
  const folder = file.path.split('/').slice(0, -1);
  if (folder.join('/') === pageFolder) return null;
  const pageName = pageFolder.split('/').at(-1);
  return folder.at(-1) === pageName && folder.length > 1 ? folder.slice(0, -1).join('/') : folder.join('/');
}

const SPECIALS_FOLDER = /^specials?$/i;

/** Season folders (`Season 01`, and `Specials` as season 0), ordered by their number. */
export function seasonFolders(items: FileItem[]): { item: FileItem; seasonNumber: number }[] {
  return items
    .filter(
      (item) =>
        item.type === 'directory' &&
        (item.isSeasonFolder || /^season/i.test(item.name) || SPECIALS_FOLDER.test(item.name)),
    )
    .map((item) => ({
      item,
      seasonNumber: SPECIALS_FOLDER.test(item.name)
        ? 0
        : (item.seasonNumber ?? Number(/(\d+)/.exec(item.name)?.[1] ?? 0)),
    }))
    .sort((a, b) => a.seasonNumber - b.seasonNumber);
}

/** "Specials" for season 0, else the season's own name or "Season N". */
export function seasonLabel(seasonNumber: number, name = ''): string {
  if (seasonNumber === 0) return 'Specials';
  return name || `Season ${seasonNumber}`;
}

/**
 * Season and episode of an episode file, as the server gives them: its record's, else what the
 * server read from the name (S01E02, 1x02). A missing season is 0.
 */
export function episodeNumbers(item: FileItem): { season: number; episode: number } | null {
  if (item.episodeNumber === null) return null;
  return { season: item.seasonNumber ?? 0, episode: item.episodeNumber };
}

/** A runtime as "{h}h {m}m" or "{m}m". */
export function formatRuntime(minutes: number | null): string {
  if (minutes === null || minutes <= 0) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}
