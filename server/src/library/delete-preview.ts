import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DeletePreviewResponse } from '@cinesync/common';
import { isInside } from '../file-tree/resolve-inside.js';
import type { LibraryEntry } from './library-paths.js';

/** A preview never walks more than this many entries: a confirmation must not wait on a whole library. */
const MAX_ENTRIES = 200_000;

/**
 * What a delete of these entries would do, counted the way the trash removes them: a link is
 * removed (its target stays), a real file moves to the trash, a folder is everything inside it.
 * Links inside a folder are counted as links, never followed. Entries inside another one listed
 * are counted once.
 */
export async function previewDelete(entries: readonly LibraryEntry[]): Promise<DeletePreviewResponse> {
  const counts = { links: 0, files: 0, seen: 0 };
  const counted: string[] = [];
  for (const entry of entries) {
    if (!entry.info || counted.some((done) => isInside(done, entry.abs))) continue;
    counted.push(entry.abs);
    if (entry.info.isDirectory()) await countFolder(entry.abs, counts);
    else if (entry.info.isSymbolicLink()) counts.links++;
    else counts.files++;
  }
  return { links: counts.links, files: counts.files };
}

async function countFolder(dir: string, counts: { links: number; files: number; seen: number }): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (++counts.seen > MAX_ENTRIES) return;
    if (entry.isDirectory()) await countFolder(path.join(dir, entry.name), counts);
    else if (entry.isSymbolicLink()) counts.links++;
    else counts.files++;
  }
}
