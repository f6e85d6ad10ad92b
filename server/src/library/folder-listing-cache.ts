import { lstat, realpath, stat } from 'node:fs/promises';
import { fillEntries } from '../file-tree/entry-targets.js';
import type { EntryFacts, ListedEntry } from '../file-tree/folder-listing-cache.js';

// The cache itself lives in file-tree/, because the WebDAV share reads the same listings; the file
// browser's modules know it by this name.
export { FolderListingCache } from '../file-tree/folder-listing-cache.js';
export type { FolderListing, ListedEntry } from '../file-tree/folder-listing-cache.js';

/**
 * Stat the entries that have no facts yet (or whose link was broken when last looked at), a few at
 * a time. Links report their target.
 */
export async function statEntries(dir: string, entries: readonly ListedEntry[], concurrency = 32): Promise<void> {
  const todo = entries.filter((e) => e.facts === undefined || e.facts.broken);
  if (todo.length === 0) return;
  await fillEntries(await realpath(dir).catch(() => dir), todo, { concurrency });
}

export async function factsOf(file: string): Promise<EntryFacts> {
  try {
    const info = await stat(file);
    const isDirectory = info.isDirectory();
    return { isDirectory, size: isDirectory ? null : info.size, mtimeMs: info.mtimeMs, broken: false };
  } catch {
    // A link whose source is gone (or an entry removed since the listing): still listed.
    const info = await lstat(file).catch(() => null);
    return { isDirectory: false, size: null, mtimeMs: info?.mtimeMs ?? 0, broken: true };
  }
}
