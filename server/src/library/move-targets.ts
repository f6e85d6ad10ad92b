import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MoveTarget } from '@cinesync/common';
import type { LibraryPaths } from './library-paths.js';
import type { RecordTotalsRepository } from '../db/repositories/record-totals.repository.js';

/**
 * The move dialog's destinations: every top-level folder of
 * the library, and every nested category folder the organiser files into (`Movies/FullHD`), with
 * the number of linked files the records place there. Folders that no longer exist are left out.
 */
export async function listMoveTargets(paths: LibraryPaths, totals: RecordTotalsRepository): Promise<MoveTarget[]> {
  const root = await paths.root();
  const counts = totals.countsByBase();
  const topLevel = (await readdir(root, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name);
  const candidates = new Set(topLevel);
  for (const { base_folder: base } of counts) {
    if (base.split('/').length > 1 && topLevel.includes(base.split('/')[0] as string)) candidates.add(base);
  }
  const targets: MoveTarget[] = [];
  for (const folder of candidates) {
    if (folder.includes('/')) {
      const exists = await readdir(path.join(root, folder)).then(
        () => true,
        () => false,
      );
      if (!exists) continue;
    }
    const fileCount = counts
      .filter((c) => c.base_folder === folder || c.base_folder.startsWith(`${folder}/`))
      .reduce((sum, c) => sum + c.n, 0);
    targets.push({ path: folder, displayName: folder, fileCount });
  }
  return targets.sort((a, b) => a.path.localeCompare(b.path));
}
