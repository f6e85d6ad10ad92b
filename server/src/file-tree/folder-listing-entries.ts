import { lstat, type Dirent, type Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { factsFromTarget } from './entry-targets.js';
import { foldedName, indexLetter, naturalKey } from './name-keys.js';
import { TEMPORARY_LINK_PREFIX } from './temporary-link-name.js';
import type { DirentKind, EntryFacts, EntryTarget, FolderListing, ListedEntry } from './listing-types.js';
import { joinReal } from './link-resolver.js';

/** Links the organiser is still placing: no reader of the library shows them. */
export function isTemporaryName(name: string): boolean {
  return name.startsWith(TEMPORARY_LINK_PREFIX);
}

export function kindOf(entry: Dirent | Stats): DirentKind {
  if (entry.isSymbolicLink()) return 'link';
  if (entry.isDirectory()) return 'directory';
  if (entry.isFile()) return 'file';
  return 'other';
}

/**
 * The sort key, folded name and index letter are worked out when first asked for: the file browser
 * needs them, a WebDAV listing of 10,000 links never does, and folding 10,000 names costs more than
 * reading the folder.
 */
class NamedEntry implements ListedEntry {
  private known: EntryTarget | undefined;
  private shownFacts: EntryFacts | undefined;
  private sortKey: string | undefined;
  private foldedForm: string | undefined;
  private indexForm: string | undefined;

  constructor(
    readonly name: string,
    readonly kind: DirentKind,
  ) {}

  get target(): EntryTarget | undefined {
    return this.known;
  }

  set target(value: EntryTarget | undefined) {
    this.known = value;
    this.shownFacts = undefined;
  }

  /**
   * Derived from the target when first asked for: a listing kept in the cache is promoted to the
   * old generation object by object, and a WebDAV listing never asks for these.
   */
  get facts(): EntryFacts | undefined {
    if (this.shownFacts === undefined && this.known) this.shownFacts = factsFromTarget(this.known);
    return this.shownFacts;
  }

  set facts(value: EntryFacts | undefined) {
    this.shownFacts = value;
  }

  get key(): string {
    this.sortKey ??= naturalKey(this.name);
    return this.sortKey;
  }

  get folded(): string {
    this.foldedForm ??= foldedName(this.name);
    return this.foldedForm;
  }

  get letter(): string {
    this.indexForm ??= indexLetter(this.name);
    return this.indexForm;
  }
}

/** A fresh entry: nothing statted yet. */
export function listedEntry(name: string, kind: DirentKind): ListedEntry {
  return new NamedEntry(name, kind);
}

/** A folder's entries as readdir gives them: visible ones, and dot names apart. */
export async function readListingEntries(dir: string): Promise<{ entries: ListedEntry[]; dotEntries: ListedEntry[] }> {
  const entries: ListedEntry[] = [];
  const dotEntries: ListedEntry[] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    if (!d.name.startsWith('.')) entries.push(listedEntry(d.name, kindOf(d)));
    else if (!isTemporaryName(d.name)) dotEntries.push(listedEntry(d.name, kindOf(d)));
  }
  return { entries, dotEntries };
}

/** Whether `names` (a fresh readdir) are exactly the listing's entries. */
export function sameNames(listing: FolderListing, names: readonly string[]): boolean {
  const listed = new Set<string>();
  for (const e of listing.entries) listed.add(e.name);
  for (const e of listing.dotEntries) listed.add(e.name);
  let count = 0;
  for (const name of names) {
    if (isTemporaryName(name)) continue;
    if (!listed.has(name)) return false;
    count++;
  }
  return count === listed.size;
}

/**
 * The real files (not links, not folders) of a listing whose size, date or inode moved since they
 * were statted: a file rewritten in place leaves its folder's mtime alone. Links are not checked:
 * their targets live in source folders, and checking ten thousand of them is what the cache saves.
 */
export function checkRealFiles(listing: FolderListing): Promise<Set<ListedEntry>> {
  const files: ListedEntry[] = [];
  for (const list of [listing.entries, listing.dotEntries]) {
    for (const e of list) if (e.kind === 'file' && e.target) files.push(e);
  }
  const changed = new Set<ListedEntry>();
  if (files.length === 0) return Promise.resolve(changed);
  return new Promise((resolve) => {
    let left = files.length;
    for (const e of files) {
      lstat(joinReal(listing.dir, e.name), (err, stats) => {
        const t = e.target;
        if (err || !t || stats.size !== t.size || stats.mtimeMs !== t.mtimeMs || stats.ino !== t.ino) changed.add(e);
        if (--left === 0) resolve(changed);
      });
    }
  });
}
