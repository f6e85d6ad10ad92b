import { lstat, type Dirent, type Stats } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { configuredDestination } from '../config/config-status.js';
import type { ConfigStore } from '../config/config-store.js';
import { usableSourceRoots } from '../config/source-dirs.js';
import { TEMPORARY_LINK_PREFIX } from '../util/temporary-link-name.js';
import { davChildHref, davHref } from './dav-path.js';
import { entryFromStats, type DavEntry } from './dav-entry.js';
import { LinkResolver, RootSet, joinReal } from './link-resolver.js';

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
 */
export class LibraryView {
  /** File-system failures other than "gone" met while listing: the caller logs them. */
  readonly problems: { path: string; code: string }[] = [];

  private constructor(
    readonly root: string,
    private readonly resolver: LinkResolver,
  ) {}

  static async open(config: ConfigStore): Promise<LibraryView> {
    const folder = configuredDestination(config);
    if (folder === undefined) {
      throw new LibraryUnavailableError('unconfigured', 'The library folder (DESTINATION_DIR) is not configured', '');
    }
    let root: string;
    try {
      root = await realpath(path.resolve(folder));
      if (!(await stat(root)).isDirectory()) {
        throw new LibraryUnavailableError('unavailable', 'The library folder is not a folder', folder);
      }
    } catch (err) {
      if (err instanceof LibraryUnavailableError) throw err;
      throw new LibraryUnavailableError(
        'unavailable',
        `The library folder can't be read (${(err as NodeJS.ErrnoException).code})`,
        folder,
      );
    }
    const sources = usableSourceRoots(config);
    const realSources = await Promise.all(sources.map((s) => realpath(s).catch(() => undefined)));
    const seeds = new Map<string, string>([[root, root]]);
    sources.forEach((s, k) => {
      const real = realSources[k];
      if (real !== undefined) seeds.set(s, real);
    });
    // The data folder (configuration, password hash, token secret) is never served, whatever links to it.
    const dataDir = await realpath(config.dataDir).catch(() => path.resolve(config.dataDir));
    const allowed = new RootSet([root, ...realSources.filter((r): r is string => r !== undefined)], [dataDir]);
    return new LibraryView(root, new LinkResolver(allowed, seeds));
  }

  /** The entry at `segments` (already validated by `parseDavPath`), or undefined when not served. */
  async resolve(segments: readonly string[]): Promise<DavEntry | undefined> {
    if (segments.some(isInternalName)) return undefined;
    const lexical = segments.length === 0 ? this.root : joinReal(this.root, segments.join('/'));
    try {
      const real = await realpath(lexical);
      if (!this.resolver.allowed.contains(real)) return undefined;
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

  /** A collection's raw directory entries; a failure here comes before any answer is under way. */
  async readFolder(collection: DavEntry): Promise<Dirent[]> {
    return readdir(collection.realPath, { withFileTypes: true }).catch((err: unknown) => {
      throw withPath(err, collection.realPath);
    });
  }

  /**
   * Hand each served member to `onMember` as soon as it is known (completion order, not directory
   * order), so a caller can write it out while the file system is still answering for the rest.
   * Never rejects: a member that can't be read is left out and noted in `problems`.
   */
  describeMembers(
    collection: DavEntry,
    dirents: readonly Dirent[],
    onMember: (entry: DavEntry) => void,
  ): Promise<void> {
    return new Promise((resolve) => {
      let next = 0;
      let running = 0;
      let finished = 0;
      let pumping = false;
      // A bounded pool without a promise per entry; the guard keeps synchronous answers from recursing.
      const pump = () => {
        if (pumping) return;
        pumping = true;
        while (running < LIST_CONCURRENCY && next < dirents.length) {
          running++;
          this.member(collection, dirents[next++] as Dirent, (entry) => {
            running--;
            if (entry) this.deliver(entry, onMember);
            if (++finished === dirents.length) resolve();
            else pump();
          });
        }
        pumping = false;
      };
      if (dirents.length === 0) resolve();
      else pump();
    });
  }

  /** Runs inside file-system callbacks, where a throw would take the process down: contain it. */
  private deliver(entry: DavEntry, onMember: (entry: DavEntry) => void): void {
    try {
      onMember(entry);
    } catch (err) {
      this.problems.push({ path: entry.realPath, code: err instanceof Error ? err.message : String(err) });
    }
  }

  private member(collection: DavEntry, dirent: Dirent, done: (entry: DavEntry | undefined) => void): void {
    const name = dirent.name;
    if (isInternalName(name)) return done(undefined);
    const childPath = joinReal(collection.realPath, name);
    const fail = (err: NodeJS.ErrnoException) => {
      if (!isGone(err)) this.problems.push({ path: childPath, code: err.code ?? String(err) });
      done(undefined);
    };
    const accept = (real: string, stats: Stats) => {
      if (!stats.isFile() && !stats.isDirectory()) return done(undefined);
      let href: string;
      try {
        href = davChildHref(collection.href, name, stats.isDirectory());
      } catch {
        // A name that is not valid Unicode can't be addressed by a URL, so it isn't listed.
        return done(undefined);
      }
      done(entryFromStats(name, href, real, stats));
    };
    const followLink = () =>
      this.resolver.follow(childPath, collection.realPath, (err, followed) => {
        if (err) return fail(err);
        if (!followed) return done(undefined);
        accept(followed.real, followed.stats);
      });
    if (dirent.isSymbolicLink()) return followLink();
    if (!dirent.isFile() && !dirent.isDirectory()) return done(undefined);
    // A real member of a real folder that is itself inside the allowed roots: no check needed.
    lstat(childPath, (err, stats) => {
      if (err) return fail(err);
      if (stats.isSymbolicLink()) return followLink();
      accept(childPath, stats);
    });
  }
}

function isInternalName(name: string): boolean {
  return name.startsWith(TEMPORARY_LINK_PREFIX);
}

const GONE = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG']);

/** Failures that mean "nothing (servable) there", as opposed to a sick file system. */
export function isGone(err: unknown): boolean {
  return GONE.has((err as NodeJS.ErrnoException | undefined)?.code ?? '');
}

function withPath(err: unknown, at: string): Error {
  const e = err as NodeJS.ErrnoException;
  return Object.assign(new Error(`${e.message ?? String(err)} (path: ${at})`), { code: e.code, path: at, cause: err });
}
