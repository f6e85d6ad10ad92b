import { lstat, readlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../../util/resolve-inside.js';

/**
 * Remove the library link a source owns: only a symlink, only inside the library, only when it
 * still points at that source. Returns whether a link was removed. Never touches the source.
 */
export async function removeOwnLink(
  libraryRoot: string,
  sourcePath: string,
  destination: string | null,
): Promise<boolean> {
  if (!destination || !isInside(libraryRoot, destination)) return false;
  try {
    const info = await lstat(destination);
    if (!info.isSymbolicLink()) return false;
    const target = path.resolve(path.dirname(destination), await readlink(destination));
    if (target !== path.resolve(sourcePath)) return false;
    await unlink(destination);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
