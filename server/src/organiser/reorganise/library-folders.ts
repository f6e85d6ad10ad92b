import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { forbidden } from '../../errors.js';
import { isInside } from '../../file-tree/resolve-inside.js';
import { remembered } from './recent-answers.js';

/** What a library folder a preview would put links in is, as far as the pass has looked. */
type FolderState =
  /** Not there yet: the apply makes it, and every name in it is free. */
  | 'missing'
  | 'present'
  /** A file, not a folder, is where the folder would be. */
  | 'blocked'
  /** A link on the way leads out of the library. */
  | 'leaves';

/** Folders whose listing a pass keeps: links come in path order, so a title's folder is read once. */
const LISTED_FOLDERS = 64;
/** A folder listing longer than this is not kept; its names are asked one by one. */
const LONGEST_KEPT_LISTING = 5000;

/**
 * The library's folders as one preview sees them: whether a folder the new layout wants stays
 * inside the library, and what is already at a new path. Each folder is looked at once per pass
 * with as few system calls as will do: a real folder inside a checked one is inside, so only links
 * are resolved; a folder not there yet holds nothing; a folder that is there is listed once rather
 * than asked about name by name. (On network shares and in containers a system call costs tens of
 * microseconds; per link, the old way's five calls were most of a preview's time.)
 *
 * Nothing here writes. A pass over the library takes seconds and applies nothing, so what it saw is
 * checked again, name by name, when its entries are applied.
 */
export class LibraryFolders {
  private readonly states = new Map<string, FolderState>();
  private readonly listings = new Map<string, Map<string, boolean> | null>();

  private readonly rootPrefix: string;

  /** `root` is the library folder as a real path (links resolved). */
  constructor(private readonly root: string) {
    this.rootPrefix = root.endsWith(path.sep) ? root : root + path.sep;
  }

  /** Refuses a folder that is not inside the library or leads out of it through a link. */
  check(dir: string): void {
    const state = this.state(dir);
    if (state === 'leaves') throw forbidden('Path leaves the library through a link', { path: dir });
  }

  /** What is at `file` now: nothing, one of CineSync's links (a link), or anything else. */
  entryAt(file: string): 'free' | 'link' | 'other' {
    const dir = path.dirname(file);
    const state = this.state(dir);
    if (state === 'missing') return 'free';
    if (state !== 'present') return 'other';
    const listing = remembered(this.listings, dir, LISTED_FOLDERS, () => listFolder(dir));
    if (listing === null) {
      const info = lstatSync(file, { throwIfNoEntry: false });
      return info === undefined ? 'free' : info.isSymbolicLink() ? 'link' : 'other';
    }
    const isLink = listing.get(path.basename(file));
    return isLink === undefined ? 'free' : isLink ? 'link' : 'other';
  }

  private state(dir: string): FolderState {
    if (dir === this.root) return 'present';
    // `dir` comes of path.join, normalised, so being under the root is a matter of its prefix.
    if (!dir.startsWith(this.rootPrefix)) return 'leaves';
    const known = this.states.get(dir);
    if (known !== undefined) return known;
    const parent = this.state(path.dirname(dir));
    const state = parent === 'present' ? this.look(dir) : parent;
    // Folder states are short strings, so many more are kept than listings.
    return remembered(this.states, dir, LISTED_FOLDERS * 64, () => state);
  }

  /** The state of a folder whose parent is a folder inside the library. */
  private look(dir: string): FolderState {
    const info = lstatSync(dir, { throwIfNoEntry: false });
    if (info === undefined) return 'missing';
    if (info.isDirectory()) return 'present';
    if (!info.isSymbolicLink()) return 'blocked';
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      // A link to nothing where a folder should be: where it would lead can't be known, so it is
      // taken to lead out, and the links for it are left alone as conflicts.
      return 'leaves';
    }
    if (!isInside(this.root, real)) return 'leaves';
    return lstatSync(real).isDirectory() ? 'present' : 'blocked';
  }
}

/** A folder's names, each with whether it is a link; null for a folder too long to keep. */
function listFolder(dir: string): Map<string, boolean> | null {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.length > LONGEST_KEPT_LISTING) return null;
  return new Map(entries.map((entry) => [entry.name, entry.isSymbolicLink()]));
}
