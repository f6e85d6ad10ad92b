import type { Dirent } from 'node:fs';
import { opendir } from 'node:fs/promises';
import path from 'node:path';

interface SymlinkEntry {
  /** The link's absolute path. */
  full: string;
  /** The folder holding it, against which its text resolves. */
  dir: string;
  entry: Dirent;
}

/**
 * Every symlink below `root`, depth first, folders as they are met. Links are never followed, so a
 * link to a folder is yielded, not entered. A folder that can't be opened (gone mid-walk, no
 * permission) is passed over: the walkers that use this judge links, not folders.
 */
export async function* symlinksBelow(root: string, signal?: AbortSignal): AsyncGenerator<SymlinkEntry> {
  if (signal?.aborted) return;
  let handle;
  try {
    handle = await opendir(root);
  } catch {
    return;
  }
  for await (const entry of handle) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) yield* symlinksBelow(full, signal);
    else if (entry.isSymbolicLink()) yield { full, dir: root, entry };
  }
}
