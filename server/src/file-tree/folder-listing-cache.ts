import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isGone } from './entry-targets.js';
import {
  checkRealFiles,
  isTemporaryName,
  kindOf,
  listedEntry,
  readListingEntries,
  sameNames,
} from './folder-listing-entries.js';
import type { FolderListing, ListedEntry } from './listing-types.js';

export type { EntryFacts, FolderListing, ListedEntry } from './listing-types.js';

interface FolderListingCacheOptions {
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
 * Folder listings keyed by (path, folder mtime), least recently used first out: one cache behind
 * both the file browser (`/api/files`) and the WebDAV share. Reading a 10,000-entry folder costs a
 * readdir, and following its links 20,000 more calls: both are paid once per change of the folder,
 * not once per page or PROPFIND.
 *
 * How it stays exact: CineSync's own changes (the organiser's links, rename, move, delete, restore)
 * arrive through {@link changed} and are applied to the cached listings, including the dates of the
 * parent folders they show in; changes made by anything else move the folder's mtime, which every
 * read checks; real files in a folder (not links) are re-checked with an lstat each, because
 * rewriting one in place leaves the folder's mtime alone. What no cheap check sees: a link's target
 * rewritten in place in a source folder; that shows after `maxAgeMs`.
 */
export class FolderListingCache {
  private readonly folders = new Map<string, FolderListing>();
  private entryCount = 0;
  private readonly maxFolders: number;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly settleMs: number;
  private readonly now: () => number;
  /** Own changes are applied one at a time, in order; reads wait for those already announced. */
  private updates: Promise<void> = Promise.resolve();

  constructor(options: FolderListingCacheOptions = {}) {
    this.maxFolders = options.maxFolders ?? 64;
    this.maxEntries = options.maxEntries ?? 250_000;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.settleMs = options.settleMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  async read(dir: string): Promise<FolderListing> {
    await this.updates;
    const info = await stat(dir);
    const now = this.now();
    const cached = this.folders.get(dir);
    if (cached) {
      this.drop(dir);
      const current =
        cached.mtimeMs === info.mtimeMs && now - cached.loadedAt < this.maxAgeMs
          ? await this.revalidate(cached, now)
          : undefined;
      if (current) {
        this.keep(current);
        return current;
      }
    }
    const { entries, dotEntries } = await readListingEntries(dir);
    const listing: FolderListing = {
      dir,
      mtimeMs: info.mtimeMs,
      loadedAt: now,
      entries,
      dotEntries,
      orders: new Map(),
      statted: false,
      verifyNames: false,
    };
    if (now - info.mtimeMs >= this.settleMs) this.keep(listing);
    return listing;
  }

  /** Forget a folder (after our own change to it, not waiting for its mtime). */
  invalidate(dir: string): void {
    this.drop(dir);
  }

  /**
   * CineSync itself created, replaced, renamed or removed `entryPath` (a link or a folder in the
   * library): bring every cached listing it shows in up to date. The folder holding it gets the
   * entry added, refreshed or taken out; each folder above gets the new date of the one below.
   * Resolves once applied; a read started afterwards sees the change. Never rejects: a listing that
   * can't be brought up to date is dropped, to be read afresh.
   */
  changed(entryPath: string): Promise<void> {
    const applied = this.updates.then(() =>
      this.apply(entryPath).catch(() => {
        // Whatever failed, nothing stale stays: every folder is read afresh.
        for (const dir of [...this.folders.keys()]) this.drop(dir);
      }),
    );
    this.updates = applied;
    return applied;
  }

  get size(): { folders: number; entries: number } {
    return { folders: this.folders.size, entries: this.entryCount };
  }

  /** The cached listing when it still holds, a corrected copy when only some real files changed, else undefined. */
  private async revalidate(cached: FolderListing, now: number): Promise<FolderListing | undefined> {
    let listing = cached;
    if (cached.verifyNames || now - cached.mtimeMs < this.settleMs) {
      if (!sameNames(cached, await readdir(cached.dir))) return undefined;
      if (now - cached.mtimeMs >= this.settleMs) listing = { ...cached, verifyNames: false };
    }
    const changedFiles = await checkRealFiles(listing);
    if (changedFiles.size === 0) return listing;
    // Rewritten in place: those entries are statted again, the others keep what they know.
    const fresh = (e: ListedEntry) => (changedFiles.has(e) ? listedEntry(e.name, e.kind) : e);
    return {
      ...listing,
      entries: listing.entries.map(fresh),
      dotEntries: listing.dotEntries.map(fresh),
      orders: new Map(),
      statted: false,
    };
  }

  private async apply(entryPath: string): Promise<void> {
    // Nothing cached, nothing to correct: a scan linking thousands of files costs no look-ups then.
    if (this.folders.size === 0) return;
    // The organiser names paths under the library folder as configured; listings are kept by real path.
    let child = path.join(await realPathOfExisting(path.dirname(entryPath)), path.basename(entryPath));
    // What was at the path (a folder moved or deleted) is no longer what its listings say.
    this.dropUnder(child);
    for (;;) {
      const dir = path.dirname(child);
      const listing = this.folders.get(dir);
      if (listing) await this.refreshMember(listing, path.basename(child));
      if (dir === child) return;
      child = dir;
    }
  }

  /** Re-read one member of a cached listing (added, replaced, gone, or only its date changed). */
  private async refreshMember(listing: FolderListing, name: string): Promise<void> {
    const [folder, member] = await Promise.all([
      stat(listing.dir).catch((err: unknown) => {
        if (isGone(err)) return null;
        throw err;
      }),
      lstat(path.join(listing.dir, name)).catch((err: unknown) => {
        if (isGone(err)) return null;
        throw err;
      }),
    ]);
    if (this.folders.get(listing.dir) !== listing) return;
    this.drop(listing.dir);
    if (!folder) return;
    const others = (list: ListedEntry[]) => list.filter((e) => e.name !== name);
    const entries = others(listing.entries);
    const dotEntries = others(listing.dotEntries);
    const added = member && !isTemporaryName(name) ? listedEntry(name, kindOf(member)) : undefined;
    if (added) (name.startsWith('.') ? dotEntries : entries).push(added);
    this.keep({
      ...listing,
      entries,
      dotEntries,
      mtimeMs: folder.mtimeMs,
      orders: new Map(),
      statted: listing.statted && !added,
      verifyNames: listing.verifyNames || folder.mtimeMs !== listing.mtimeMs,
    });
  }

  /** Drop the listing of `dir` and of every folder under it. */
  private dropUnder(dir: string): void {
    const prefix = dir.endsWith('/') ? dir : `${dir}/`;
    for (const key of [...this.folders.keys()]) {
      if (key === dir || key.startsWith(prefix)) this.drop(key);
    }
  }

  private keep(listing: FolderListing): void {
    const count = listing.entries.length + listing.dotEntries.length;
    if (count > this.maxEntries) return;
    this.folders.set(listing.dir, listing);
    this.entryCount += count;
    for (const [dir] of this.folders) {
      if (this.folders.size <= this.maxFolders && this.entryCount <= this.maxEntries) break;
      this.drop(dir);
    }
  }

  private drop(dir: string): void {
    const listing = this.folders.get(dir);
    if (!listing) return;
    this.folders.delete(dir);
    this.entryCount -= listing.entries.length + listing.dotEntries.length;
  }
}

/** The real path of `p`, or of its nearest existing ancestor with the rest appended (a folder just removed). */
async function realPathOfExisting(p: string): Promise<string> {
  try {
    return await realpath(p);
  } catch (err) {
    const parent = path.dirname(p);
    if (!isGone(err) || parent === p) throw err;
    return path.join(await realPathOfExisting(parent), path.basename(p));
  }
}
