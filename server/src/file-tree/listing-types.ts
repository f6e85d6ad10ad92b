// The shapes of a cached folder listing, below the cache and the modules that fill its entries,
// so that neither has to import the other for them.
import type { SortOption } from '@cinesync/common';

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

/**
 * Where an entry leads and what is there: for a link, its followed target. Whether it may be served
 * is not part of it: WebDAV asks that of the current configuration on every request.
 */
export interface EntryTarget {
  /** The real path (every link on the way followed). */
  real: string;
  isDirectory: boolean;
  isFile: boolean;
  size: number;
  mtimeMs: number;
  birthtimeMs: number;
  ino: number;
}

export interface ListedEntry {
  readonly name: string;
  readonly kind: DirentKind;
  /** Natural, case- and accent-folded sort key. */
  readonly key: string;
  /** Folded name for search. */
  readonly folded: string;
  /** `A`–`Z` or `#`. */
  readonly letter: string;
  /** Filled by `statEntries` (or `fillEntries`), kept with the cached listing. */
  facts?: EntryFacts;
  /** Filled with the facts when the entry leads somewhere; absent for broken or unreadable entries. */
  target?: EntryTarget | undefined;
}

export interface FolderListing {
  dir: string;
  mtimeMs: number;
  loadedAt: number;
  /** Hidden entries (dot names: temporary links, NAS housekeeping) left out. */
  entries: ListedEntry[];
  /**
   * The dot names the file browser hides and WebDAV shows; the organiser's half-made links are in
   * neither.
   */
  dotEntries: ListedEntry[];
  /** Sorted copies, made once per sort order. */
  orders: Map<SortOption, ListedEntry[]>;
  /** True once every entry has facts (the size and date sorts need them). */
  statted: boolean;
  /**
   * Set when CineSync's own change moved `mtimeMs` forward without a re-read: the next read compares
   * the folder's names with the listing's once, in case someone else changed it in the same moment.
   */
  verifyNames: boolean;
}
