import type { SortOption } from '@cinesync/common';
import type { FolderListing, ListedEntry } from './folder-listing-cache.js';

/** The size and date orders read stats; the name orders never do. */
export function sortNeedsStats(sort: SortOption): boolean {
  return !sort.startsWith('name-');
}

/**
 * Folders before files, whatever the sort order. Under a name order an entry is a folder when
 * `readdir` says so; a link counts as a file there (knowing where it points would take a stat of
 * each of the 10,000). Under the size and date orders every entry has been statted, so a link to a
 * folder sorts with the folders.
 */
function isFolder(entry: ListedEntry, statted: boolean): boolean {
  if (statted && entry.facts) return entry.facts.isDirectory;
  return entry.kind === 'directory';
}

const byKey = (a: ListedEntry, b: ListedEntry) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** The listing in the given order, computed once per listing and order. */
export function orderedEntries(listing: FolderListing, sort: SortOption): ListedEntry[] {
  const memo = listing.orders.get(sort);
  if (memo) return memo;
  const statted = sortNeedsStats(sort);
  if (statted && !listing.statted)
    throw new Error(`listing of ${listing.dir} must be statted before sorting by ${sort}`);
  const folders: ListedEntry[] = [];
  const files: ListedEntry[] = [];
  for (const entry of listing.entries) (isFolder(entry, statted) ? folders : files).push(entry);

  const size = (e: ListedEntry) => e.facts?.size ?? -1;
  const modified = (e: ListedEntry) => e.facts?.mtimeMs ?? 0;
  let compare: (a: ListedEntry, b: ListedEntry) => number;
  switch (sort) {
    case 'name-asc':
      compare = byKey;
      break;
    case 'name-desc':
      compare = (a, b) => byKey(b, a);
      break;
    case 'modified-desc':
      compare = (a, b) => modified(b) - modified(a) || byKey(a, b);
      break;
    case 'modified-asc':
      compare = (a, b) => modified(a) - modified(b) || byKey(a, b);
      break;
    case 'size-desc':
      compare = (a, b) => size(b) - size(a) || byKey(a, b);
      break;
    case 'size-asc':
      compare = (a, b) => size(a) - size(b) || byKey(a, b);
      break;
  }
  // Folders have no size: under the size orders they keep the name order.
  const folderCompare = sort.startsWith('size-') ? byKey : compare;
  const ordered = [...folders.sort(folderCompare), ...files.sort(compare)];
  listing.orders.set(sort, ordered);
  return ordered;
}

/** Search (case- and accent-insensitive substring) and the alphabet index. */
export function filterEntries(
  entries: readonly ListedEntry[],
  filter: { search?: string | undefined; letter?: string | undefined },
): readonly ListedEntry[] {
  const needle = filter.search?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const letter = filter.letter ? filter.letter.toUpperCase() : '';
  if (!needle && !letter) return entries;
  return entries.filter((e) => (!needle || e.folded.includes(needle)) && (!letter || e.letter === letter));
}
