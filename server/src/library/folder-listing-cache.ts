import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SortOption } from '@cinesync/common';
import { foldedName, indexLetter, naturalKey } from './entry-names.js';

/** What the folder entry is, as `readdir` says (no stat): a link is a link until it is statted. */
export type DirentKind = 'directory' | 'file' | 'link' | 'other';

/** What a stat says; for a link, about its target. */
export interface EntryFacts {
  isDirectory: boolean;
  /** Null for folders and for links whose target is gone. */
  size: number | null;
  mtimeMs: number;
  broken: boolean;
}

export interface ListedEntry {
  name: string;
  kind: DirentKind;
  /** Natural, case- and accent-folded sort key. */
  key: string;
  /** Folded name for search. */
  folded: string;
  /** `A`–`Z` or `#`. */
  letter: string;
  /** Filled by `statEntries`, kept with the cached listing. */
  facts?: EntryFacts;
}

export interface FolderListing {
  dir: string;
  mtimeMs: number;
  loadedAt: number;
  /** Hidden entries (dot names: temporary links, NAS housekeeping) left out. */
  entries: ListedEntry[];
  /** Sorted copies, made once per sort order. */
  orders: Map<SortOption, ListedEntry[]>;
  /** True once every entry has facts (the size and date sorts need them). */
  statted: boolean;
}

export interface FolderListingCacheOptions {
  /** Folders kept. Default 64. */
  maxFolders?: number;
  /** Entries kept over all folders. Default 250,000. */
  maxEntries?: number;
  /** A listing is re-read after this long even when the folder's mtime has not moved (link targets change). */
  maxAgeMs?: number;
  /**
   * A folder changed less than this long ago is not cached: file-system timestamps are coarse
   * (a few ms), so two changes within one tick would leave the same mtime on a stale listing.
   */
  settleMs?: number;
  now?: () => number;
}

/**
 * Folder listings keyed by (path, folder mtime), least recently used first out. Reading a
 * 10,000-entry folder costs a readdir; sorting it by size or date costs 10,000 stats: both are paid
 * once per change of the folder, not once per page.
 */
export class FolderListingCache {
  private readonly folders = new Map<string, FolderListing>();
  private entryCount = 0;
  private readonly maxFolders: number;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly settleMs: number;
  private readonly now: () => number;

  constructor(options: FolderListingCacheOptions = {}) {
    this.maxFolders = options.maxFolders ?? 64;
    this.maxEntries = options.maxEntries ?? 250_000;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.settleMs = options.settleMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  async read(dir: string): Promise<FolderListing> {
    const info = await stat(dir);
    const now = this.now();
    const cached = this.folders.get(dir);
    if (cached) {
      this.drop(dir);
      if (cached.mtimeMs === info.mtimeMs && now - cached.loadedAt < this.maxAgeMs) {
        this.keep(cached);
        return cached;
      }
    }
    const dirents = await readdir(dir, { withFileTypes: true });
    const entries: ListedEntry[] = [];
    for (const d of dirents) {
      if (d.name.startsWith('.')) continue;
      const kind: DirentKind = d.isSymbolicLink()
        ? 'link'
        : d.isDirectory()
          ? 'directory'
          : d.isFile()
            ? 'file'
            : 'other';
      entries.push({
        name: d.name,
        kind,
        key: naturalKey(d.name),
        folded: foldedName(d.name),
        letter: indexLetter(d.name),
      });
    }
    const listing: FolderListing = {
      dir,
      mtimeMs: info.mtimeMs,
      loadedAt: now,
      entries,
      orders: new Map(),
      statted: false,
    };
    if (now - info.mtimeMs >= this.settleMs) this.keep(listing);
    return listing;
  }

  /** Forget a folder (after our own change to it, not waiting for its mtime). */
  invalidate(dir: string): void {
    this.drop(dir);
  }

  get size(): { folders: number; entries: number } {
    return { folders: this.folders.size, entries: this.entryCount };
  }

  private keep(listing: FolderListing): void {
    if (listing.entries.length > this.maxEntries) return;
    this.folders.set(listing.dir, listing);
    this.entryCount += listing.entries.length;
    for (const [dir] of this.folders) {
      if (this.folders.size <= this.maxFolders && this.entryCount <= this.maxEntries) break;
      this.drop(dir);
    }
  }

  private drop(dir: string): void {
    const listing = this.folders.get(dir);
    if (!listing) return;
    this.folders.delete(dir);
    this.entryCount -= listing.entries.length;
  }
}

/** Stat the entries that have no facts yet, a few at a time. Links report their target. */
export async function statEntries(dir: string, entries: readonly ListedEntry[], concurrency = 32): Promise<void> {
  const todo = entries.filter((e) => e.facts === undefined);
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const entry = todo[next++] as ListedEntry;
      entry.facts = await factsOf(path.join(dir, entry.name));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
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
