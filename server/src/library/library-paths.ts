import type { Stats } from 'node:fs';
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigStore } from '../config/config-store.js';
import { resolveUsableFolders, type UsableFolders } from '../config/usable-folders.js';
import { forbidden, unavailable } from '../errors.js';
import { isInside, resolveInside } from '../file-tree/resolve-inside.js';
import { toRelative } from '../file-tree/library-relative.js';

/** An entry of the library, located safely. */
export interface LibraryEntry {
  /** The library folder, real path (symlinks resolved). */
  root: string;
  /** Absolute path of the entry; its last segment is not followed when it is a link. */
  abs: string;
  /** Library-relative, `/`-separated, '' for the root. */
  rel: string;
  /** `lstat` of the entry, null when nothing is there. */
  info: Stats | null;
  /** The folder settings as this request judged them (what may be read through a link). */
  folders: UsableFolders;
}

const NOT_CONFIGURED_MESSAGE =
  'The library folder (DESTINATION_DIR) is not set to an existing folder; set it in Settings first';

/**
 * The one way a user-supplied path becomes a file-system path, so no change lands outside the
 * library: refused when it holds `..`, control characters, an absolute path outside the library, or
 * goes through (or is) a link to a folder outside the library. A link to a file outside is normal
 * (the organiser's links point at sources); it is located, not followed.
 *
 * A URL is decoded exactly once, by the HTTP layer; what arrives here is literal. A `%` is a legal
 * byte in a file name (`Aliens.1986.%2e%2e.1080p.mkv`), so nothing decodes again: `%2e%2e` is a
 * name, and only a real `..` segment leaves the library.
 */
export class LibraryPaths {
  constructor(private readonly config: ConfigStore) {}

  /**
   * The library root's real path, judged now; `unavailable` while DESTINATION_DIR is unset,
   * missing, or leads into a refused folder.
   */
  async root(): Promise<string> {
    return (await this.judged()).root;
  }

  private async judged(): Promise<{ root: string; folders: UsableFolders }> {
    const folders = await resolveUsableFolders(this.config);
    if (folders.library === undefined) throw unavailable(NOT_CONFIGURED_MESSAGE);
    return { root: folders.library.real, folders };
  }

  async resolve(userPath: string, options: { allowRoot?: boolean } = {}): Promise<LibraryEntry> {
    const slashed = userPath.replace(/\\/g, '/');
    if (slashed.split('/').includes('..')) throw forbidden('Path leaves the library', { path: userPath });
    const { root, folders } = await this.judged();
    let relative = slashed;
    if (path.isAbsolute(slashed) || /^[A-Za-z]:/.test(slashed)) {
      relative = this.insideRoot(root, slashed);
    }
    const abs = await resolveInside(root, relative);
    const rel = toRelative(root, abs);
    if (rel === '' && !options.allowRoot) {
      throw forbidden('The library folder itself cannot be changed', { path: userPath });
    }
    const info = await lstat(abs).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
      throw err;
    });
    if (info?.isSymbolicLink()) await this.refuseOutsideFolderLink(root, abs, userPath);
    return { root, abs, rel, info, folders };
  }

  /**
   * The real file behind an entry, when reading it is allowed: inside the library or a configured
   * source folder. A link planted to `/etc/shadow` is not something the organiser makes.
   */
  async readableTarget(entry: LibraryEntry): Promise<{ real: string; info: Stats } | null> {
    const real = await realpath(entry.abs).catch(() => null);
    if (real === null) return null;
    // Judged with this request: a source folder that has become a link into a refused folder is not a source.
    const { folders } = entry;
    const allowed = [entry.root, ...folders.sources.map((s) => s.real)];
    if (!allowed.some((folder) => isInside(folder, real))) {
      throw forbidden('The link points outside the library and the source folders', { path: entry.rel });
    }
    // The data folder (configuration, password hash, token secret) is never served, whatever links to it.
    if (isInside(folders.dataDir, real)) throw forbidden('The link points into the data folder', { path: entry.rel });
    return { real, info: await stat(real) };
  }

  /** An absolute path the client took from an item's `fullPath`: accepted only inside the library. */
  private insideRoot(root: string, absolute: string): string {
    const resolved = path.resolve(absolute);
    const configured = path.resolve(this.config.get('DESTINATION_DIR').trim());
    for (const base of [root, configured]) {
      if (isInside(base, resolved)) return path.relative(base, resolved);
    }
    throw forbidden('Absolute paths outside the library are not accepted', { path: absolute });
  }

  /** A link to a folder outside the library is a way out: refuse to list, read or change it. */
  private async refuseOutsideFolderLink(root: string, abs: string, userPath: string): Promise<void> {
    const real = await realpath(abs).catch(() => null);
    if (real === null) return; // broken link: nothing to follow
    const info = await stat(real).catch(() => null);
    if (info?.isDirectory() && !isInside(root, real)) {
      throw forbidden('Path leaves the library through a link', { path: userPath });
    }
  }
}

export { toRelative };
