import { lstat, readlink, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../../file-tree/resolve-inside.js';
import { symlinksBelow } from '../../file-tree/symlinks-below.js';
import { TEMPORARY_LINK_PREFIX } from '../../file-tree/temporary-link-name.js';
import { probeSourcePresence } from '../scan/source-presence.js';
import type { RootHealth } from '../scan/source-roots.js';

interface BrokenLinkSweepOptions {
  libraryRoot: string;
  /** Configured source folders; a broken link is judged only against the folder its target was in. */
  sourceRoots: readonly string[];
  checkHealth: (root: string) => Promise<RootHealth>;
  /** Called after a broken link was removed, to update records and tell people. */
  onRemoved: (link: string, target: string, linkText: string) => void | Promise<void>;
  now: () => number;
  signal?: AbortSignal;
  /** Temporary links older than this are leftovers of an interrupted run. Default one minute. */
  leftoverAgeMs?: number;
}

export interface BrokenLinkSweepResult {
  checkedLinks: number;
  removed: string[];
  /** Broken links kept because their source folder is not healthy: a missing mount is not an empty library. */
  keptForUnhealthyRoot: string[];
  /** Broken links whose target is outside every source folder: not ours to judge, kept and reported. */
  keptForeign: string[];
  /**
   * Links whose source could not be checked (permission denied, I/O error, stale mount): can't
   * tell is not gone, so they are kept, with the first reason seen per link.
   */
  keptUnknown: { link: string; reason: string }[];
  leftoversRemoved: number;
  unhealthyRoots: { root: string; reason: string }[];
}

/**
 * Find library links whose source file is gone and remove them, but only when the source folder
 * they pointed into is healthy and the file's own folder says plainly it is not there: a dropped
 * mount or an unreadable folder breaks every link at once, and that must never empty the library. Also removes temporary links an interrupted run left behind, and folders
 * that became empty below the category folders. Only symlinks are ever removed.
 */
export async function sweepBrokenLinks(options: BrokenLinkSweepOptions): Promise<BrokenLinkSweepResult> {
  const result: BrokenLinkSweepResult = {
    checkedLinks: 0,
    removed: [],
    keptForUnhealthyRoot: [],
    keptForeign: [],
    keptUnknown: [],
    leftoversRemoved: 0,
    unhealthyRoots: [],
  };
  const health = new Map<string, Promise<RootHealth>>();
  const rootHealth = (root: string) => {
    let known = health.get(root);
    if (!known) {
      known = options.checkHealth(root);
      health.set(root, known);
    }
    return known;
  };
  const roots = options.sourceRoots.map((r) => path.resolve(r));
  const leftoverAge = options.leftoverAgeMs ?? 60_000;
  const touchedDirs = new Set<string>();

  for await (const { full, dir, entry } of symlinksBelow(path.resolve(options.libraryRoot), options.signal)) {
    if (entry.name.startsWith(TEMPORARY_LINK_PREFIX)) {
      const info = await lstat(full).catch(() => undefined);
      if (info && options.now() - info.mtimeMs > leftoverAge) {
        await unlink(full).catch(() => undefined);
        result.leftoversRemoved += 1;
      }
      continue;
    }
    result.checkedLinks += 1;
    if (
      await stat(full).then(
        () => true,
        () => false,
      )
    )
      continue;
    const text = await readlink(full).catch(() => undefined);
    if (text === undefined) continue;
    const target = path.resolve(dir, text);
    const root = roots.find((r) => isInside(r, target));
    if (!root) {
      result.keptForeign.push(full);
      continue;
    }
    const healthy = await rootHealth(root);
    if (!healthy.healthy) {
      result.keptForUnhealthyRoot.push(full);
      continue;
    }
    const presence = await probeSourcePresence(target, root);
    if (presence.state === 'present') continue; // came back, or the link's own text reaches it another way
    if (presence.state === 'unknown') {
      result.keptUnknown.push({ link: full, reason: presence.reason });
      continue;
    }
    await unlink(full);
    result.removed.push(full);
    touchedDirs.add(dir);
    await options.onRemoved(full, target, text);
  }
  for (const [root, known] of health) {
    const h = await known;
    if (!h.healthy) result.unhealthyRoots.push({ root, reason: h.reason ?? 'unhealthy' });
  }
  for (const dir of touchedDirs) await pruneEmptyFolders(options.libraryRoot, dir);
  return result;
}

/**
 * Remove `dir` and its parents while they are empty, stopping below the category folders
 * (`Movies`, `Shows`…), which media servers point at and must stay.
 */
export async function pruneEmptyFolders(libraryRoot: string, dir: string): Promise<void> {
  const root = path.resolve(libraryRoot);
  let current = path.resolve(dir);
  while (isInside(root, current) && path.relative(root, current).split(path.sep).length > 1) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}
