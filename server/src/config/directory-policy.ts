import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../file-tree/resolve-inside.js';

/**
 * Folders whose whole tree is the system's own: kernel views, configuration, programs. Serving or
 * linking from any of them would let the app read the machine (a library at `/` served
 * `etc/shadow`).
 */
const SYSTEM_TREES = ['/etc', '/proc', '/sys', '/dev', '/boot', '/run', '/usr', '/bin', '/sbin'];
/** Top-level library folders (`/lib`, `/lib32`, `/lib64`, `/libx32`…) are system trees too. */
const LIB_TREE = /^\/lib[^/]*(\/|$)/;
/**
 * Folders refused themselves but not below them: they hold the system's data next to people's
 * (`/var/media`, `/root/films` are ordinary places to keep a library).
 */
const SYSTEM_FOLDERS = ['/', '/var', '/root', '/home', '/mnt', '/media', '/srv', '/opt', '/tmp'];

/**
 * True for a folder in one of the system's own trees (`/etc`, `/proc`, `/usr`, `/lib64`…), where
 * nothing may be chosen, browsed or served. Not for the system folders people keep things under
 * (`/home`, `/mnt`, `/var`): those are refused as a setting but may be walked through.
 */
export function isInSystemTree(folder: string): boolean {
  const at = path.resolve(folder);
  return SYSTEM_TREES.some((tree) => isInside(tree, at)) || LIB_TREE.test(at);
}

/**
 * Why `folder` can't be a source folder or the library, or null when it can. Judged on the path as
 * written and, when it exists, on its real path (a link to `/etc` is `/etc`). The data folder is
 * refused too, and any folder inside it or holding it: it keeps the configuration, the password
 * hash and the token secret.
 */
export async function folderSettingProblem(folder: string, dataDir: string): Promise<string | null> {
  const lexical = path.resolve(folder);
  const real = await realpath(lexical).catch(() => lexical);
  const data = await realpath(dataDir).catch(() => path.resolve(dataDir));
  return lexicalProblem(lexical, data) ?? lexicalProblem(real, data);
}

/**
 * The same judgement without touching the disk, for the places that read settings on every call
 * (a value an API client could set was already judged on its real path when it was saved).
 */
export function lexicalProblem(folder: string, dataDir: string): string | null {
  const at = path.resolve(folder);
  const data = path.resolve(dataDir);
  if (SYSTEM_FOLDERS.includes(at)) return `${at} is a system folder`;
  if (isInSystemTree(at)) return `${at} is a system folder`;
  if (isInside(data, at)) return `${at} is inside the data folder (${data})`;
  if (isInside(at, data)) return `${at} holds the data folder (${data})`;
  return null;
}
