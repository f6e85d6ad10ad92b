import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  hasControlCharacter,
  isPathTooLong,
  type BrowseItem,
  type BrowseResponse,
  type FolderPurpose,
} from '@cinesync/common';
import { folderSettingProblem, isInSystemTree } from '../config/directory-policy.js';
import { folderAccessProblem } from '../config/folder-access.js';
import { resolveUsableFolders, type FolderSettings } from '../config/usable-folders.js';
import { forbidden, invalid, notFound } from '../errors.js';
import { isInside } from '../file-tree/resolve-inside.js';

/**
 * The server's folders, for choosing the source folders and the library: the first-run setup
 * needs them before any folder is set, so this sees the whole machine, not only the configured
 * folders as manual import's picker does. What it never shows or enters:
 * - the data folder and anything in it (the configuration, the password hash, the token secret);
 *   a folder holding it may be walked through, with the data folder left out of its list;
 * - the system's own trees (`/etc`, `/proc`, `/usr`, `/lib*`…), judged on real paths, so a link
 *   into one is left out too;
 * - files and dot-folders: a folder picker needs folder names, nothing more.
 * Each answer says why its folder can't be chosen (`problem`), by the same rules a save applies.
 */
export class ServerFolders {
  constructor(private readonly config: FolderSettings) {}

  async list(userPath: string | undefined, purpose: FolderPurpose = 'source'): Promise<BrowseResponse> {
    const data = await realpath(this.config.dataDir).catch(() => path.resolve(this.config.dataDir));
    const drives = await this.startPlaces(data);
    const asked = userPath?.trim() ?? '';
    // With nothing configured yet, the one start place is listed at once: one click less.
    const wanted = asked === '' && drives.length === 1 ? (drives[0] ?? '') : asked;
    if (wanted === '') {
      return {
        drives,
        items: drives.map((place) => ({ name: place, path: place, isDirectory: true })),
        currentPath: '',
        parentPath: null,
      };
    }
    const folder = await this.locate(wanted, data);
    const entries = await readdir(folder, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      throw forbidden(`The folder can't be read (${err.code ?? 'error'})`, { path: folder });
    });
    const items: BrowseItem[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      // `folder` is a real path, so only a link can lead somewhere else.
      const link = entry.isSymbolicLink();
      const real = link ? await realpath(full).catch(() => null) : full;
      if (real === null || !(link ? await isFolder(real) : entry.isDirectory())) continue;
      if (isInSystemTree(real) || isInside(data, real)) continue;
      items.push({ name: entry.name, path: full, isDirectory: true });
    }
    items.sort((a, b) => a.name.localeCompare(b.name));
    const problem =
      (await folderSettingProblem(folder, data)) ??
      (await folderAccessProblem(folder, purpose === 'library' ? 'write' : 'read'));
    return {
      drives,
      items,
      currentPath: folder,
      parentPath: folder === path.parse(folder).root ? null : path.dirname(folder),
      ...(problem === null ? {} : { problem }),
    };
  }

  /** `/` and the configured folders that exist, as real paths: where a person starts looking. */
  private async startPlaces(data: string): Promise<string[]> {
    const folders = await resolveUsableFolders(this.config);
    const places = ['/'];
    for (const { real } of [...folders.sources, ...(folders.library ? [folders.library] : [])]) {
      if (!places.includes(real) && !isInside(data, real) && (await isFolder(real))) places.push(real);
    }
    return places;
  }

  /** The real path of a folder that may be listed: 400 malformed, 404 not there, 403 refused. */
  private async locate(userPath: string, data: string): Promise<string> {
    if (hasControlCharacter(userPath)) throw invalid('The path holds control characters', { path: userPath });
    if (isPathTooLong(userPath)) throw invalid('The path is too long');
    if (!path.isAbsolute(userPath)) throw invalid('The path must be absolute', { path: userPath });
    const real = await realpath(path.resolve(userPath)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') throw notFound('No such folder', { path: userPath });
      if (err.code === 'ENAMETOOLONG') throw invalid('The path is too long');
      throw forbidden(`The folder can't be read (${err.code ?? 'error'})`, { path: userPath });
    });
    if (isInSystemTree(real) || isInside(data, real)) {
      throw forbidden('This folder belongs to the system or to CineSync and is not shown', { path: userPath });
    }
    if (!(await isFolder(real))) throw invalid('Not a folder', { path: userPath });
    return real;
  }
}

async function isFolder(real: string): Promise<boolean> {
  return stat(real).then(
    (s) => s.isDirectory(),
    () => false,
  );
}
