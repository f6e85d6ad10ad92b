// Moving one of the organiser's links to a new place, or giving it a new text, without ever
// replacing what is there. Below every room: the re-organiser moves links with it, and the start-up
// reconcile (library/) settles a move a crash cut short with the same rules.

import { link, lstat, mkdir, readdir, readlink, rename, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '../errors.js';
import { temporaryLinkName } from './temporary-link-name.js';

/** One link's move: where it is and its text, where it goes and the text it gets there. */
export interface LinkMove {
  from: string;
  fromText: string;
  to: string;
  toText: string;
}

/** Files that belong to a video and travel with it: subtitles and NFO files named after it. */
const SIDE_FILE_EXTENSIONS = new Set(['.srt', '.sub', '.idx', '.ass', '.ssa', '.vtt', '.sup', '.smi', '.nfo']);

/** The text of the link at `at`, or null when nothing or something other than a link is there. */
export async function linkTextAt(at: string): Promise<string | null> {
  try {
    const info = await lstat(at);
    return info.isSymbolicLink() ? await readlink(at) : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') {
      return null;
    }
    throw err;
  }
}

/** Whether anything (a link, a file, a folder) is at `at`. */
export async function taken(at: string): Promise<boolean> {
  return lstat(at).then(
    () => true,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return false;
      throw err;
    },
  );
}

/**
 * Put the link at its new place with its new text, then take the old one away. The new name must be
 * free: symlink(2) never replaces, so a name taken meanwhile fails here and the old link stays. The
 * same place with a new text is a new link under a temporary name renamed over the old one. The
 * folders of `to` are made; the caller has checked they stay inside the library.
 */
export async function moveLink(move: LinkMove): Promise<void> {
  if (move.from === move.to) {
    const temp = temporaryLinkName(move.to);
    await unlink(temp).catch(() => undefined);
    await symlink(move.toText, temp);
    await rename(temp, move.to);
    return;
  }
  await mkdir(path.dirname(move.to), { recursive: true });
  try {
    await symlink(move.toText, move.to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      throw conflict(`"${path.basename(move.to)}" already exists there`, { path: move.to });
    }
    throw err;
  }
  await unlinkIfText(move.from, move.fromText);
}

/** Remove the link at `at` only while it still has `text`: a link put there since is not ours to take. */
export async function unlinkIfText(at: string, text: string): Promise<void> {
  if ((await linkTextAt(at)) === text) await unlink(at);
}

/**
 * Subtitles and NFO files beside the old link, named after it (`Film.en.srt` beside `Film.mkv`),
 * follow it to its new name (`Film (1999).en.srt`). One whose new name is taken stays where it is.
 * Run again after a crash, it moves what is left. Returns the side files moved.
 */
export async function moveSideFiles(fromVideo: string, toVideo: string): Promise<number> {
  if (fromVideo === toVideo) return 0;
  const fromStem = stemOf(fromVideo);
  const toStem = stemOf(toVideo);
  let names: string[];
  try {
    names = await readdir(path.dirname(fromVideo));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let moved = 0;
  for (const name of names) {
    if (!name.startsWith(`${fromStem}.`) || !SIDE_FILE_EXTENSIONS.has(path.extname(name).toLowerCase())) continue;
    const from = path.join(path.dirname(fromVideo), name);
    const to = path.join(path.dirname(toVideo), toStem + name.slice(fromStem.length));
    const info = await lstat(from);
    if (info.isDirectory() || (await taken(to))) continue;
    await mkdir(path.dirname(to), { recursive: true });
    if (await moveWithoutReplacing(from, to)) moved++;
  }
  return moved;
}

/**
 * A hard link to the new name fails when the name is taken, atomically, where a rename would
 * replace; a file system without hard links gets the rename after a check.
 */
async function moveWithoutReplacing(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw err;
    if (await taken(to)) return false;
    await rename(from, to);
    return true;
  }
  await unlink(from);
  return true;
}

function stemOf(video: string): string {
  const base = path.basename(video);
  return base.slice(0, base.length - path.extname(base).length);
}
