import {
  FAVORITE_TITLE_MAX,
  posterPathPattern,
  type Favorite,
  type FavoritesResponse,
  type FavoriteWrite,
  type MediaType,
} from '@cinesync/common';

/** What a star knows about its title: enough to show it on /favorites before the server answers. */
export interface FavoriteTitle {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  year: number | null;
  posterPath: string | null;
  /** The title's library folder, when the star sits on it. */
  path?: string | null;
  hasSeasonFolders?: boolean;
}

export const sameTitle = (a: { mediaType: MediaType; tmdbId: number }, b: { mediaType: MediaType; tmdbId: number }) =>
  a.mediaType === b.mediaType && a.tmdbId === b.tmdbId;

export function isStarred(list: FavoritesResponse | undefined, title: { mediaType: MediaType; tmdbId: number }) {
  return list?.items.some((favorite) => sameTitle(favorite, title)) ?? false;
}

/** The favorite a star adds, as the server will list it. */
export function favoriteOf(title: FavoriteTitle, addedAt: string): Favorite {
  return {
    mediaType: title.mediaType,
    tmdbId: title.tmdbId,
    title: title.title,
    year: title.year,
    posterPath: title.posterPath,
    addedAt,
    path: title.path ?? null,
    hasSeasonFolders: title.hasSeasonFolders ?? false,
  };
}

/**
 * The list with `favorite` in it (newest first, as the server orders it) or, with `entry` null,
 * without the title `key`. Used for the optimistic toggle and to put back what was there on failure.
 */
export function withEntry(
  list: FavoritesResponse | undefined,
  key: { mediaType: MediaType; tmdbId: number },
  entry: Favorite | null,
): FavoritesResponse {
  const rest = (list?.items ?? []).filter((favorite) => !sameTitle(favorite, key));
  if (entry === null) return { items: rest };
  const at = rest.findIndex((favorite) => favorite.addedAt < entry.addedAt);
  return { items: at === -1 ? [...rest, entry] : [...rest.slice(0, at), entry, ...rest.slice(at)] };
}

/**
 * The body that stars a title. A year read from a folder name or a poster path from elsewhere may
 * not be one the server takes; the star must still work, so those are left out rather than sent.
 */
export function favoriteWriteOf(title: FavoriteTitle): FavoriteWrite {
  const year = title.year !== null && title.year >= 1870 && title.year <= 2200 ? title.year : null;
  const posterPath = title.posterPath !== null && posterPathPattern.test(title.posterPath) ? title.posterPath : null;
  return { title: title.title.trim().slice(0, FAVORITE_TITLE_MAX) || 'Untitled', year, posterPath };
}
