import { episodeCode, type RecentMediaItem } from '@cinesync/common';

/** One card of the Recently Added row: a movie, or a show with its newest episodes. */
export interface RecentGroup {
  key: string;
  kind: 'movie' | 'tv' | 'unknown';
  title: string;
  year: string;
  posterPath: string | null;
  /** Shown beside the year when another card has the same title and year (two versions of a movie). */
  versionNote?: string | null;
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
  return withYearsOnRepeatedTitles([...groups.values()]);
}

/**
 * Two titles of one name (Doctor Who 1963 and 2005, Shameless UK and US) are told apart by their
 * year: "Doctor Who (2005)". A title that appears once keeps its plain name.
 */
function withYearsOnRepeatedTitles(groups: RecentGroup[]): RecentGroup[] {
  const count = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return (key: string) => counts.get(key) ?? 0;
  };
  const titleKey = (g: RecentGroup) => g.title.toLowerCase();
  const yearKey = (g: RecentGroup) => `${titleKey(g)}\u0000${g.year}`;
  const byTitle = count(groups.map(titleKey));
  const byTitleAndYear = count(groups.map(yearKey));
  return groups.map((group) => {
    let next = group;
    // The year tells two titles apart only when they differ by it.
    if (byTitle(titleKey(group)) > byTitleAndYear(yearKey(group)) && group.year) {
      if (!group.title.endsWith(`(${group.year})`)) next = { ...next, title: `${group.title} (${group.year})` };
    }
    // Same title and year: two versions of one movie, told apart by their quality.
    if (byTitleAndYear(yearKey(group)) > 1 && group.kind !== 'tv') {
      next = { ...next, versionNote: group.items[0]?.quality ?? group.items[0]?.filename ?? null };
    }
    return next;
  });
}

/** The recent-episodes dialog names a season-0 episode "Special" (as the spec asks), the rest by their code. */
function recentCode(season: number | null, episodes: number | readonly number[] | null): string {
  return season === 0 ? 'Special' : episodeCode(season, episodes);
}

/** The chip of a recent episode: "S01E01", "S01E01–E02" for a double episode, "Special". */
export function recentEpisodeChip(item: RecentMediaItem): string {
  const episodes = item.episodeNumbers && item.episodeNumbers.length > 0 ? item.episodeNumbers : item.episodeNumber;
  return recentCode(item.seasonNumber, episodes);
}

/**
 * The second line of a recent episode: "Added 2h ago", with its quality, and its file name when
 * another file of the group has the same chip (two files of one episode must not look alike).
 */
export function recentEpisodeDetails(item: RecentMediaItem, group: RecentGroup, added: string): string {
  const chip = recentEpisodeChip(item);
  const twin = group.items.some((other) => other !== item && recentEpisodeChip(other) === chip);
  return [`Added ${added}`, item.quality, twin ? item.filename : null].filter(Boolean).join(' · ');
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
  if (!latest || group.kind !== 'tv') return [group.year, group.versionNote].filter(Boolean).join(' · ');
  const code = recentCode(latest.seasonNumber, latest.episodeNumber);
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
