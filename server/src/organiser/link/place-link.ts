import { lstat, mkdir, readlink, rename, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '../../errors.js';
import { isInside, resolveInside } from '../../file-tree/resolve-inside.js';
import { temporaryLinkName } from '../../file-tree/temporary-link-name.js';

interface LinkRequest {
  /** DESTINATION_DIR. */
  libraryRoot: string;
  /** Where the link should go, relative to the library. */
  relativePath: string;
  /** The absolute source file the link points at. */
  target: string;
  /** Write the link as a path relative to its folder (RELATIVE_SYMLINK). */
  relative: boolean;
  /**
   * Folders of this run already made and checked to be inside the library (real path). A run
   * links many files into one folder; checking it once spares two realpath walks per file.
   */
  checkedDirs?: Set<string>;
}

interface PlacedLink {
  status: 'created' | 'unchanged';
  /** Absolute path of the link in the library (may carry a version suffix). */
  destinationPath: string;
}

const MAX_VERSIONS = 50;

/**
 * Put a symlink to `target` at `relativePath`, atomically: a new link is one symlink(2) call (which
 * never replaces anything), and re-pointing a link of ours makes the new one under a temporary name
 * and renames it over the old, so a crash never leaves a half-made link at the real name. A
 * name already used by something else (another source's link, a real file) is never overwritten;
 * the link takes the next free version name instead (`Title (2020) - v2.mkv`).
 */
export async function placeLink(request: LinkRequest): Promise<PlacedLink> {
  try {
    return await placeLinkOnce(request);
  } catch (err) {
    // A folder checked earlier in the run was removed since (emptied and pruned): check it again.
    const dir = path.dirname(path.resolve(request.libraryRoot, request.relativePath));
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !request.checkedDirs?.delete(dir)) throw err;
    return placeLinkOnce(request);
  }
}

async function placeLinkOnce(request: LinkRequest): Promise<PlacedLink> {
  const lexical = path.resolve(request.libraryRoot, request.relativePath);
  const dir = path.dirname(lexical);
  const checked = request.checkedDirs;
  // Its folder is one this run checked, or new folders were just made one by one below such a
  // folder: the lexical path is the real one and no realpath walk is needed.
  const shortcut =
    checked !== undefined &&
    isInside(request.libraryRoot, lexical) &&
    (checked.has(dir) || (await madeFreshBelowChecked(dir, checked)));
  let wanted: string;
  if (shortcut) {
    wanted = lexical;
  } else {
    wanted = await resolveInside(request.libraryRoot, request.relativePath);
    await mkdir(path.dirname(wanted), { recursive: true });
    // mkdir may have followed a link made meanwhile: check the folder again once it exists.
    await resolveInside(request.libraryRoot, request.relativePath);
    if (wanted === lexical && checked) {
      // Every folder from the library down to this one is now known real and inside it.
      for (let d = dir; isInside(request.libraryRoot, d) && d !== request.libraryRoot; d = path.dirname(d)) {
        checked.add(d);
      }
    }
  }
  const linkText = (at: string) =>
    request.relative ? path.relative(path.dirname(at), request.target) : request.target;

  for (let version = 1, tries = 0; version <= MAX_VERSIONS && tries < MAX_VERSIONS * 2; tries++) {
    const candidate = version === 1 ? wanted : withVersion(wanted, version);
    // symlink(2) is atomic and never replaces: a free name costs this one call.
    if (await symlinkIfFree(linkText(candidate), candidate)) return { status: 'created', destinationPath: candidate };
    const existing = await describe(candidate);
    if (existing === 'missing') continue; // removed since: try the same name again
    if (existing.kind === 'link' && pointsAt(candidate, existing.text, request.target)) {
      if (existing.text !== linkText(candidate)) await atomicSymlink(linkText(candidate), candidate);
      return { status: 'unchanged', destinationPath: candidate };
    }
    version++;
  }
  throw conflict(`No free name for ${request.relativePath} after ${MAX_VERSIONS} versions`, {
    path: request.relativePath,
  });
}

/** `a/Title (2020).mkv` → `a/Title (2020) - v2.mkv` */
function withVersion(file: string, version: number): string {
  const ext = path.extname(file);
  return `${file.slice(0, file.length - ext.length)} - v${version}${ext}`;
}

/**
 * Makes `dir` and whichever folders above it are missing, down from the nearest folder the run
 * checked (a new show's title and season folders): one mkdir each. A folder made fresh inside a
 * checked one is a real folder inside the library, so each is marked checked once made. False when
 * no checked folder is above `dir` or one of the names is taken: the caller checks in full.
 */
async function madeFreshBelowChecked(dir: string, checked: Set<string>): Promise<boolean> {
  const missing: string[] = [];
  for (let d = dir; !checked.has(d); d = path.dirname(d)) {
    if (d === path.dirname(d)) return false;
    missing.push(d);
  }
  for (const folder of missing.reverse()) {
    if (!(await madeFresh(folder))) return false;
    checked.add(folder);
  }
  return true;
}

/** Makes the folder (its parent must exist); false when something is at that name already or the parent is gone. */
async function madeFresh(dir: string): Promise<boolean> {
  try {
    await mkdir(dir);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') return false;
    throw err;
  }
}

/** Makes the link at a free name; false when the name is taken. */
async function symlinkIfFree(linkText: string, destination: string): Promise<boolean> {
  try {
    await symlink(linkText, destination);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Re-points a link of ours: made under a temporary name and renamed over the old one. */
async function atomicSymlink(linkText: string, destination: string): Promise<void> {
  const temp = temporaryLinkName(destination);
  try {
    await symlink(linkText, temp);
  } catch (err) {
    // A temporary link left by a crash: replace it (it is ours, named after this destination).
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    await unlink(temp);
    await symlink(linkText, temp);
  }
  try {
    await rename(temp, destination);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}

type Existing = 'missing' | { kind: 'link'; text: string } | { kind: 'other' };

async function describe(file: string): Promise<Existing> {
  try {
    const info = await lstat(file);
    if (!info.isSymbolicLink()) return { kind: 'other' };
    return { kind: 'link', text: await readlink(file) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
}

function pointsAt(linkPath: string, linkText: string, target: string): boolean {
  return path.resolve(path.dirname(linkPath), linkText) === path.resolve(target);
}
