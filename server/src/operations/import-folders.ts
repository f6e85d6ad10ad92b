import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { hasControlCharacter, isPathTooLong, type BrowseItem, type BrowseResponse } from '@cinesync/common';
import { resolveUsableFolders, type FolderSettings } from '../config/usable-folders.js';
import { forbidden, invalid, notFound } from '../errors.js';
import { isInside } from '../file-tree/resolve-inside.js';

/**
 * The folders a person may browse and import from: the source folders, the library, and what lies
 * below them. A path is judged on its real path (a symlinked folder that leads elsewhere is
 * refused), and the data folder (secrets, the database, the trash) is never listed, wherever it is.
 */
export class ImportFolders {
  constructor(private readonly config: FolderSettings) {}

  /** The configured start places that exist, as real paths, in configuration order. */
  async roots(): Promise<string[]> {
    return (await this.places()).roots;
  }

  /** The start places and the data folder, as real paths: read once per request. */
  private async places(): Promise<{ roots: string[]; data: string }> {
    const data = await realpath(this.config.dataDir).catch(() => path.resolve(this.config.dataDir));
    // Judged now, on real paths: a folder that became a link into a refused folder is no start place.
    const folders = await resolveUsableFolders(this.config);
    const configured = [...folders.sources, ...(folders.library ? [folders.library] : [])];
    const roots: string[] = [];
    for (const { configured: root } of configured) {
      const real = await realpath(root).catch(() => null);
      if (real !== null && !roots.includes(real) && !touchesData(real, data)) roots.push(real);
    }
    return { roots, data };
  }

  /**
   * The real path of a folder a person named, when it may be browsed: 400 for a malformed path, 404
   * when nothing is there, 403 outside the start places or inside the data folder.
   */
  async resolve(userPath: string): Promise<{ real: string; root: string }> {
    return this.locate(userPath, await this.places());
  }

  private async locate(
    userPath: string,
    places: { roots: string[]; data: string },
  ): Promise<{ real: string; root: string }> {
    if (hasControlCharacter(userPath)) throw invalid('The path holds control characters', { path: userPath });
    if (isPathTooLong(userPath)) throw invalid('The path is too long');
    if (!path.isAbsolute(userPath)) throw invalid('The path must be absolute', { path: userPath });
    const real = await realpath(path.resolve(userPath)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') throw notFound('No such folder', { path: userPath });
      if (err.code === 'ENAMETOOLONG') throw invalid('The path is too long');
      throw forbidden(`The folder can't be read (${err.code ?? 'error'})`, { path: userPath });
    });
    const root = places.roots.find((r) => isInside(r, real));
    if (root === undefined || touchesData(real, places.data)) {
      throw forbidden('Only the source folders and the library can be browsed', { path: userPath });
    }
    return { real, root };
  }

  /** A folder's entries (folders first, then by name; dot-files hidden), or the start places. */
  async list(userPath: string | undefined): Promise<BrowseResponse> {
    const places = await this.places();
    const drives = places.roots;
    if (userPath === undefined || userPath.trim() === '') {
      return {
        drives,
        items: drives.map((root) => ({ name: root, path: root, isDirectory: true })),
        currentPath: '',
        parentPath: null,
      };
    }
    const { real, root } = await this.locate(userPath.trim(), places);
    const info = await stat(real);
    // A file names the folder it is in, as a path typed into the picker often does.
    const folder = info.isDirectory() ? real : path.dirname(real);
    const entries = await readdir(folder, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      throw forbidden(`The folder can't be read (${err.code ?? 'error'})`, { path: folder });
    });
    const items: BrowseItem[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      const isDirectory = await isFolder(entry, full);
      // `folder` is a real path, so only a link can lead somewhere else.
      const real = entry.isSymbolicLink() ? await realpath(full).catch(() => full) : full;
      if (isDirectory && touchesData(real, places.data)) continue;
      items.push({ name: entry.name, path: full, isDirectory });
    }
    items.sort((a, b) => Number(b.isDirectory) - Number(a.isDirectory) || a.name.localeCompare(b.name));
    return { drives, items, currentPath: folder, parentPath: folder === root ? null : path.dirname(folder) };
  }
}

/** The data folder, anything in it, or a folder holding it. */
function touchesData(real: string, data: string): boolean {
  return isInside(data, real) || isInside(real, data);
}

/** A folder, or a link to one (followed only to say so: entering it is judged on its real path). */
async function isFolder(entry: Dirent, full: string): Promise<boolean> {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  return stat(full).then(
    (s) => s.isDirectory(),
    () => false,
  );
}
