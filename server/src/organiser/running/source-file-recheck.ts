import { readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../../file-tree/resolve-inside.js';
import type { Organiser } from '../organiser.js';
import type { RemovedFile } from '../scan/scan-types.js';
import { differs, UNPROCESSED, type SourceIndex } from '../scan/source-index.js';
import { checkRootHealth } from '../scan/source-roots.js';
import { probeSourcePresence } from '../scan/source-presence.js';
import type { FileRescanResult } from './scan-requests.js';
import { LinkRepair } from './link-repair.js';

interface SourceFileRecheckDeps {
  organiser: Organiser;
  index: SourceIndex;
  /** The source folders this instance works. */
  roots: readonly string[];
  /** A source file gone from a healthy folder: its link and record go (restorable). */
  removeSource: (file: RemovedFile, libraryRoot: string) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * What a scan does for each file, for the given source files only: a file new or changed on disk
 * is indexed and organised, one whose link went missing is repaired, one gone from a healthy
 * folder loses its link and record. Nothing else of the source folders is read, so asking about
 * one title costs that title's files, not a walk of the library. Can't tell is not gone: a file
 * that can't be checked, or whose folder is unhealthy, is kept.
 */
export async function recheckSourceFiles(
  deps: SourceFileRecheckDeps,
  files: readonly string[],
): Promise<FileRescanResult> {
  const { organiser, index } = deps;
  const result: FileRescanResult = { checked: 0, organised: 0, repaired: 0, removed: 0, kept: 0 };
  const run = await organiser.newRun();
  const repair = new LinkRepair(organiser.records, run.libraryRoot);
  const health = new Map<string, Promise<boolean>>();
  const healthy = (root: string) => {
    let known = health.get(root);
    if (!known) health.set(root, (known = checkRootHealth(root, index).then((h) => h.healthy)));
    return known;
  };
  // Longest first: a source folder inside another owns the files below it.
  const roots = [...deps.roots].sort((a, b) => b.length - a.length);
  for (const file of new Set(files)) {
    if (deps.signal?.aborted) break;
    result.checked += 1;
    const root = roots.find((r) => r !== file && isInside(r, file));
    if (!root) {
      result.kept += 1; // not (or no longer) a source file this instance organises
      continue;
    }
    const presence = await probeSourcePresence(file, root);
    if (presence.state !== 'present') {
      if (presence.state === 'gone' && (await healthy(root))) {
        await deps.removeSource({ path: file, root }, run.libraryRoot);
        index.remove([file]);
        result.removed += 1;
      } else {
        result.kept += 1;
      }
      continue;
    }
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      result.kept += 1;
      continue;
    }
    const isMedia = index.isMedia(file);
    const entry = index.get(file);
    const current = { size: info.size, mtimeMs: info.mtimeMs, inode: info.ino, device: info.dev };
    const changed = !entry || differs(entry, current) || (isMedia && entry.is_media === 0);
    if (changed) index.upsertChanged([{ path: file, root, ...current, isMedia }]);
    if (!isMedia) continue;
    const unfinished = entry?.status === UNPROCESSED && entry.last_processed_at === null;
    if (changed || unfinished) {
      result.organised += 1;
      await organiser.organise(run, { path: file, root, size: info.size });
      continue;
    }
    if (await linkIntact(organiser, file)) continue;
    result.repaired += 1;
    if (!(await repair.relocate(file))) await organiser.organise(run, { path: file, root, size: info.size });
  }
  return result;
}

/** Whether the record's link (if it promises one) is there and points at the source, as a scan asks. */
async function linkIntact(organiser: Organiser, sourcePath: string): Promise<boolean> {
  const record = organiser.records.bySource(sourcePath);
  const destination = record?.status === 'linked' ? record.destination_path : null;
  if (!destination) return true;
  try {
    const text = await readlink(destination);
    return path.resolve(path.dirname(destination), text) === sourcePath;
  } catch {
    return false;
  }
}
