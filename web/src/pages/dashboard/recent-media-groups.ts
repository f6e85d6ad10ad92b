import type { RecentMediaItem } from '@cinesync/common';
import { episodeCode } from '../../format/episode-code';

/** One card of the Recently Added row: a movie, or a show with its newest episodes. */
export interface RecentGroup {
  key: string;
  kind: 'movie' | 'tv' | 'unknown';
  title: string;
  year: string;
  posterPath: string | null;
  /** Newest first; more than one only for shows. */
  items: RecentMediaItem[];
}

/** Groups a show's episodes into one card (by TMDB id, else by name), keeping the newest-first order. */
export function groupRecentMedia(items: readonly RecentMediaItem[]): RecentGroup[] {
  const groups = new Map<string, RecentGroup>();
  for (const item of items) {
    const kind = item.type === 'tvshow' ? 'tv' : item.type;
    const key = kind === 'tv' ? `tv:${item.tmdbId ?? item.showName}` : `${kind}:${item.path}`;
    const existing = groups.get(key);
    if (existing) {
      existing.items.push(item);
      existing.posterPath ??= item.posterPath;
      continue;
    }
    groups.set(key, {
      key,
      kind,
      title: (kind === 'tv' ? item.showName : item.properName) || item.name || 'Unknown',
      year: item.year,
      posterPath: item.posterPath,
      items: [item],
    });
  }
  return [...groups.values()];
}

/** "3 episodes", capped at "99+ episodes"; null for a single item. */
export function episodeCountLabel(group: RecentGroup): string | null {
  const count = group.items.length;
  if (group.kind !== 'tv' || count < 2) return null;
  return count > 99 ? '99+ episodes' : `${count} episodes`;
}

/** The line under the title: the year, "S01E03 • Title", "Special", or "Latest: S01E05 (+2 more)". */
export function recentSubtitle(group: RecentGroup): string {
  const latest = group.items[0];
  if (!latest || group.kind !== 'tv') return group.year;
  const code = episodeCode(latest.seasonNumber, latest.episodeNumber);
  if (group.items.length > 1) {
    const more = group.items.length - 1;
    return `Latest: ${code} (+${more > 98 ? '98+' : more} more)`;
  }
  if (code === 'Special' || !latest.episodeTitle) return code;
  return `${code} • ${latest.episodeTitle}`;
}

/**
 * The title folder of a recent link (library-relative): the folder under its category folder,
 * e.g. `Shows/Breaking Bad (2008)` for `Shows/Breaking Bad (2008)/Season 01/…mkv`.
 */
export function titleFolderOf(item: RecentMediaItem): string {
  const segments = item.path.split('/').filter((segment) => segment !== '');
  const base = item.basePath.split('/').filter((segment) => segment !== '');
  const underBase = base.length > 0 && base.every((segment, index) => segments[index] === segment);
  if (underBase && segments.length > base.length + 1) return segments.slice(0, base.length + 1).join('/');
  const depth = item.seasonNumber !== null && segments.length >= 3 ? 2 : 1;
  return segments.slice(0, -depth).join('/');
}
