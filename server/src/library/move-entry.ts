import { constants as fsConstants } from 'node:fs';
import { copyFile, cp, link, lstat, readdir, readlink, rename, rm, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '../errors.js';

/**
 * Move one library entry to a new path that must not exist, without ever replacing what is there:
 * files and links are hard-linked to the new name (which fails if the name is taken, atomically)
 * and the old name removed; folders are renamed after a check. Across file systems the entry is
 * copied (links as links) and the original removed.
 */
export async function moveEntry(from: string, to: string): Promise<void> {
  const info = await lstat(from);
  if (!info.isDirectory()) {
    try {
      await link(from, to);
      await unlink(from);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw taken(to);
      // Some file systems (FUSE mounts, SMB) have no hard links; fall through to rename.
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV' && code !== 'EMLINK') {
        throw err;
      }
    }
  }
  if (await lstat(to).catch(() => null)) throw taken(to);
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyAcross(from, to, info.isSymbolicLink(), info.isDirectory());
  }
}

function taken(to: string) {
  return conflict(`"${path.basename(to)}" already exists there`, { path: to });
}

async function copyAcross(from: string, to: string, isLink: boolean, isDirectory: boolean): Promise<void> {
  if (isLink) {
    await symlink(await readlink(from), to);
    await unlink(from);
  } else if (isDirectory) {
    await cp(from, to, { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true });
    await rm(from, { recursive: true });
  } else {
    await copyFile(from, to, fsConstants.COPYFILE_EXCL);
    await unlink(from);
  }
}

/**
 * Links written as relative paths (RELATIVE_SYMLINK) point somewhere else once they sit at another
 * depth: after a move, rewrite each such link under `newAbs` so it reaches the same target as it did
 * from `oldAbs`. Absolute links are left alone. Safe to run twice (crash recovery does). Returns the
 * links rewritten.
 */
export async function retargetRelativeLinks(oldAbs: string, newAbs: string): Promise<number> {
  const info = await lstat(newAbs);
  if (info.isSymbolicLink()) return (await retargetOne(oldAbs, newAbs)) ? 1 : 0;
  if (!info.isDirectory()) return 0;
  let count = 0;
  for (const entry of await readdir(newAbs, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const now = path.join(entry.parentPath, entry.name);
    const before = path.join(oldAbs, path.relative(newAbs, now));
    if (await retargetOne(before, now)) count++;
  }
  return count;
}

async function retargetOne(before: string, now: string): Promise<boolean> {
  const text = await readlink(now);
  if (path.isAbsolute(text)) return false;
  const target = path.resolve(path.dirname(before), text);
  // Run again after a crash, a link already rewritten reaches its file from its new place and
  // nothing from the old one: leave it, so a second pass never bends a good link.
  const reachable = (p: string) =>
    lstat(p).then(
      () => true,
      () => false,
    );
  if (!(await reachable(target)) && (await reachable(path.resolve(path.dirname(now), text)))) return false;
  const rewritten = path.relative(path.dirname(now), target);
  if (rewritten === text) return false;
  const temp = path.join(path.dirname(now), `.cinesync-retarget-${path.basename(now)}`);
  await unlink(temp).catch(() => undefined);
  await symlink(rewritten, temp);
  await rename(temp, now);
  return true;
}
