import type { Favorite, FavoriteKey, FavoriteWrite } from '@cinesync/common';
import type { FavoritesRepository, FavoriteWithLink } from '../db/repositories/favorites.repository.js';
import type { LibraryPaths } from './library-paths.js';
import { toRelative } from './library-paths.js';
import { categorySegments, placeFolder } from './title-placement.js';

/** Where a favorite's title sits in the library, found from one of its links. */
function titleFolderOf(
  root: string,
  linkPath: string,
  baseFolder: string | null,
): { path: string; hasSeasonFolders: boolean } | null {
  const rel = toRelative(root, linkPath);
  const segments = rel.split('/');
  const base = categorySegments(rel, baseFolder);
  // The title folder is the one below the category folder, and it holds the link (or its season).
  if (segments[0] === '..' || base.length + 1 >= segments.length) return null;
  const folder = segments.slice(0, base.length + 1).join('/');
  return { path: folder, hasSeasonFolders: placeFolder(folder, rel, { base_folder: baseFolder }).hasSeasonFolders };
}

function toFavorite(row: FavoriteWithLink, root: string | null): Favorite {
  const place =
    root !== null && row.link_path !== null ? titleFolderOf(root, row.link_path, row.link_base_folder) : null;
  return {
    mediaType: row.media_type,
    tmdbId: row.tmdb_id,
    title: row.title,
    year: row.year,
    posterPath: row.poster_path,
    addedAt: new Date(row.added_at).toISOString(),
    path: place?.path ?? null,
    hasSeasonFolders: place?.hasSeasonFolders ?? false,
  };
}

/**
 * Each user's starred titles, with where each title is in the library now. The folder is looked
 * up on every read, not stored: a rename, a move or a re-match to the same TMDB id changes where
 * the title's files are, never which title was starred.
 */
export class FavoriteTitles {
  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly paths: LibraryPaths,
    private readonly now: () => number,
  ) {}

  async list(username: string): Promise<Favorite[]> {
    const root = await this.root();
    return this.favorites.list(username, root).map((row) => toFavorite(row, root));
  }

  /** Star a title (again): `created` is false when it already was. */
  async put(
    username: string,
    key: FavoriteKey,
    write: FavoriteWrite,
  ): Promise<{ created: boolean; favorite: Favorite }> {
    const created = this.favorites.put(
      username,
      key.mediaType,
      key.tmdbId,
      { title: write.title, year: write.year ?? null, poster_path: write.posterPath ?? null },
      this.now(),
    );
    const root = await this.root();
    const row = this.favorites.get(username, key.mediaType, key.tmdbId, root);
    if (!row) throw new Error('a favorite just written was not found');
    return { created, favorite: toFavorite(row, root) };
  }

  /** Unstar a title; true when it was starred. */
  remove(username: string, key: FavoriteKey): boolean {
    return this.favorites.remove(username, key.mediaType, key.tmdbId);
  }

  /** The library root, or null while none is configured: favorites still list, with no folders. */
  private root(): Promise<string | null> {
    return this.paths.root().catch(() => null);
  }
}
