// Moving one of the organiser's links to a new place, or giving it a new text, without ever
// replacing what is there. Below every room: the re-organiser moves links with it, and its
// start-up reconcile settles a move a crash cut short with the same rules.
//
// Synchronous on purpose: an apply moves 20,000 links, five calls each, and through the promise
// API each call waits its turn in libuv's thread pool (most of an apply's time was that wait). A
// local library answers these in microseconds; callers yield between batches of a hundred.

import {
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import { isSubtitleExtension } from '@cinesync/common';
import { conflict } from '../errors.js';
import { temporaryLinkName } from './temporary-link-name.js';

/** One link's move: where it is and its text, where it goes and the text it gets there. */
interface LinkMove {
  from: string;
  fromText: string;
  to: string;
  toText: string;
}

/** Files that belong to a video and travel with it: subtitles and NFO files named after it. */
function isSideFile(name: string): boolean {
  const extension = path.extname(name).toLowerCase();
  return extension === '.nfo' || isSubtitleExtension(extension);
}

/** What is at `at`; the promise API would make an Error, with its stack, for every free name. */
export function entryAt(at: string): 'free' | 'link' | 'other' {
  const info = lstatSync(at, { throwIfNoEntry: false });
  return info === undefined ? 'free' : info.isSymbolicLink() ? 'link' : 'other';
}

/** The text of the link at `at`, or null when nothing, or something other than a link, is there. */
export function linkTextAt(at: string): string | null {
  // One call, not lstat then readlink: a preview reads every link, and most paths are links.
  try {
    return readlinkSync(at);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EINVAL' || code === 'ENOTDIR') return null;
    throw err;
  }
}

/**
 * Put the link at its new place with its new text, then take the old one away. The new name must be
 * free: symlink(2) never replaces, so a name taken meanwhile fails here and the old link stays. The
 * same place with a new text is a new link under a temporary name renamed over the old one. The
 * folders of `to` are made; the caller has checked they stay inside the library.
 */
export function moveLink(move: LinkMove): void {
  if (move.from === move.to) {
    const temp = temporaryLinkName(move.to);
    if (entryAt(temp) !== 'free') unlinkSync(temp);
    symlinkSync(move.toText, temp);
    renameSync(temp, move.to);
    return;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      symlinkSync(move.toText, move.to);
      break;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw conflict(`"${path.basename(move.to)}" already exists there`, { path: move.to });
      if (code !== 'ENOENT' || attempt > 1) throw err;
      // Its folder is new: made on demand, as most moves (a new name in the same folder) need none.
      mkdirSync(path.dirname(move.to), { recursive: true });
    }
  }
  unlinkIfText(move.from, move.fromText);
}

/** Remove the link at `at` only while it still has `text`: a link put there since is not ours to take. */
export function unlinkIfText(at: string, text: string): void {
  if (linkTextAt(at) === text) unlinkSync(at);
}

/**
 * Subtitles and NFO files beside the old link, named after it (`Film.en.srt` beside `Film.mkv`),
 * follow it to its new name (`Film (1999).en.srt`). A side file goes with the video whose name is
 * its longest start (`Film.Part2.en.srt` is Film.Part2's, not Film's), counting `alsoOwners`: the
 * old names of links moved alongside. One whose new name is taken stays where it is. Run again
 * after a crash, it moves what is left. Returns the side files moved.
 */
export function moveSideFiles(fromVideo: string, toVideo: string, alsoOwners: Iterable<string> = []): number {
  if (fromVideo === toVideo) return 0;
  const folder = path.dirname(fromVideo);
  const fromStem = stemOf(fromVideo);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  const mine = names.filter((name) => name.startsWith(`${fromStem}.`) && isSideFile(name));
  if (mine.length === 0) return 0;
  const owners = [
    ...names.filter((name) => !isSideFile(name)).map(stemOf),
    ...[...alsoOwners].filter((other) => path.dirname(other) === folder).map(stemOf),
  ].filter((stem) => stem.length > fromStem.length && stem.startsWith(fromStem));
  let moved = 0;
  for (const name of mine) {
    if (owners.some((stem) => name.startsWith(`${stem}.`))) continue;
    const from = path.join(folder, name);
    const to = path.join(path.dirname(toVideo), stemOf(toVideo) + name.slice(fromStem.length));
    if (lstatSync(from, { throwIfNoEntry: false })?.isDirectory() !== false) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    if (moveWithoutReplacing(from, to)) moved++;
  }
  return moved;
}

/**
 * A hard link to the new name fails when the name is taken, atomically, where a rename would
 * replace; a file system without hard links gets the rename after a check.
 */
function moveWithoutReplacing(from: string, to: string): boolean {
  try {
    linkSync(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw err;
    if (entryAt(to) !== 'free') return false;
    renameSync(from, to);
    return true;
  }
  unlinkSync(from);
  return true;
}

function stemOf(file: string): string {
  const base = path.basename(file);
  return base.slice(0, base.length - path.extname(base).length);
}
