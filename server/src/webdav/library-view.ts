import { realpath, stat } from 'node:fs/promises';
import type { ConfigStore } from '../config/config-store.js';
import { resolveUsableFolders } from '../config/usable-folders.js';
import { fillEntries, isGone, type EntryProblem } from '../file-tree/entry-targets.js';
import type { FolderListing, FolderListingCache, ListedEntry } from '../file-tree/folder-listing-cache.js';
import { isTemporaryName } from '../file-tree/folder-listing-entries.js';
import { joinReal, RootSet } from '../file-tree/link-resolver.js';
import { davChildHref, davHref } from './dav-path.js';
import { entryFromStats, type DavEntry } from './dav-entry.js';

/**
 * The library can't be served: not configured (nothing to retry until someone sets it), or
 * configured but missing or unreadable (a mount not up yet: worth retrying).
 */
export class LibraryUnavailableError extends Error {
  constructor(
    readonly reason: 'unconfigured' | 'unavailable',
    message: string,
    readonly destination: string,
  ) {
    super(destination === '' ? message : `${message}: ${destination}`);
    this.name = 'LibraryUnavailableError';
  }
}

/** Parallel file-system calls per listing: hides network-mount latency without flooding the pool. */
const LIST_CONCURRENCY = 32;

/**
 * The library as one request sees it. Built per request from the live configuration, so a new
 * `DESTINATION_DIR` or `SOURCE_DIR` applies to the next request without a restart. What it
 * serves: the library folder, following links, but only where the real path lands inside the
 * library or a configured source folder. Everything else (links out of those, broken links,
 * devices, the organiser's half-made links) is neither listed nor reachable.
 *
 * Folder contents come from the shared listing cache, which knows where each entry leads; whether
 * that may be served is decided here, for every member of every answer, against this request's
 * configuration. A cached entry is therefore never served where a fresh look would refuse it.
 */
export class LibraryView {
  /** File-system failures other than "gone" met while listing: the caller logs them. */
  readonly problems: EntryProblem[] = [];

  private constructor(
    readonly root: string,
    private readonly allowed: RootSet,
    private readonly listings: FolderListingCache,
  ) {}

  static async open(config: ConfigStore, listings: FolderListingCache): Promise<LibraryView> {
    // Judged now, on real paths: a library or source folder that became a link into a refused
    // folder since it was saved serves nothing.
    const folders = await resolveUsableFolders(config);
    if (folders.library === undefined) {
      if (folders.libraryValue === '' || folders.libraryProblem !== undefined) {
        throw new LibraryUnavailableError(
          'unconfigured',
          folders.libraryProblem === undefined
            ? 'The library folder (DESTINATION_DIR) is not configured'
            : `The library folder (DESTINATION_DIR) can't be used: ${folders.libraryProblem}`,
          '',
        );
      }
      throw new LibraryUnavailableError('unavailable', "The library folder can't be read", folders.libraryValue);
    }
    const root = folders.library.real;
    // The data folder (configuration, password hash, token secret) is never served, whatever links to it.
    const allowed = new RootSet([root, ...folders.sources.map((s) => s.real)], [folders.dataDir]);
    return new LibraryView(root, allowed, listings);
  }

  /** The entry at `segments` (already validated by `parseDavPath`), or undefined when not served. */
  async resolve(segments: readonly string[]): Promise<DavEntry | undefined> {
    if (segments.some(isTemporaryName)) return undefined;
    const lexical = segments.length === 0 ? this.root : joinReal(this.root, segments.join('/'));
    try {
      const real = await realpath(lexical);
      if (!this.allowed.contains(real)) return undefined;
      const stats = await stat(real);
      if (!stats.isFile() && !stats.isDirectory()) return undefined;
      return entryFromStats(segments.at(-1) ?? '', davHref(segments, stats.isDirectory()), real, stats);
    } catch (err) {
      if (isGone(err)) return undefined;
      throw withPath(err, lexical);
    }
  }

  /** The members of a collection; entries that are not served are left out. */
  async list(collection: DavEntry): Promise<DavEntry[]> {
    const members: DavEntry[] = [];
    await this.describeMembers(collection, await this.readFolder(collection), (m) => members.push(m));
    return members;
  }

  /** A collection's listing; a failure here comes before any answer is under way. */
  async readFolder(collection: DavEntry): Promise<FolderListing> {
    return this.listings.read(collection.realPath).catch((err: unknown) => {
      throw withPath(err, collection.realPath);
    });
  }

  /**
   * Hand each served member to `onMember`: those whose target the listing already knows at once,
   * the others as they are resolved (completion order), so a caller can write them out while the
   * file system is still answering for the rest. Never rejects: a member that can't be read is
   * left out and noted in `problems`.
   */
  async describeMembers(
    collection: DavEntry,
    listing: FolderListing,
    onMember: (entry: DavEntry) => void,
  ): Promise<void> {
    const unknown: ListedEntry[] = [];
    const offer = (e: ListedEntry) => {
      if (e.target) this.deliver(collection, e, onMember);
      else unknown.push(e);
    };
    for (const e of listing.entries) offer(e);
    for (const e of listing.dotEntries) offer(e);
    await fillEntries(collection.realPath, unknown, {
      concurrency: LIST_CONCURRENCY,
      onProblem: (problem) => this.problems.push(problem),
      onFilled: (e) => this.deliver(collection, e, onMember),
    });
  }

  /**
   * Serve a member only where its real path is allowed now. Runs inside file-system callbacks,
   * where a throw would take the process down: contained.
   */
  private deliver(collection: DavEntry, e: ListedEntry, onMember: (entry: DavEntry) => void): void {
    const t = e.target;
    if (!t || (!t.isFile && !t.isDirectory) || !this.allowed.contains(t.real)) return;
    let href: string;
    try {
      href = davChildHref(collection.href, e.name, t.isDirectory);
    } catch {
      // A name that is not valid Unicode can't be addressed by a URL, so it isn't listed.
      return;
    }
    try {
      onMember({
        name: e.name,
        href,
        isCollection: t.isDirectory,
        realPath: t.real,
        size: t.size,
        mtimeMs: t.mtimeMs,
        birthtimeMs: t.birthtimeMs,
        ino: t.ino,
      });
    } catch (err) {
      this.problems.push({ path: t.real, code: err instanceof Error ? err.message : String(err) });
    }
  }
}

function withPath(err: unknown, at: string): Error {
  const e = err as NodeJS.ErrnoException;
  return Object.assign(new Error(`${e.message ?? String(err)} (path: ${at})`), { code: e.code, path: at, cause: err });
}
