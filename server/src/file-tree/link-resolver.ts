import { lstat, readlink, realpath, stat, type Stats } from 'node:fs';
import path from 'node:path';

/** `parent/name` for a real, normalised parent and a single name (cheaper than path.join per entry). */
export function joinReal(parent: string, name: string): string {
  return parent === '/' ? `/${name}` : `${parent}/${name}`;
}

/**
 * The folders whose contents may be served. Members are real paths, so "inside" is a prefix test
 * on separator boundaries; it agrees with `isInside` for such paths (see the unit test) and costs
 * a fraction of `path.relative`, which matters ten thousand times per listing.
 */
export class RootSet {
  private readonly roots: readonly { exact: string; prefix: string }[];
  private readonly excluded: readonly { exact: string; prefix: string }[];

  /** `excludedRoots` are never served even when inside a root (the data folder). */
  constructor(realRoots: readonly string[], excludedRoots: readonly string[] = []) {
    const bounds = (r: string) => ({ exact: r, prefix: r === '/' ? '/' : `${r}/` });
    this.roots = realRoots.map(bounds);
    this.excluded = excludedRoots.map(bounds);
  }

  contains(realPath: string): boolean {
    const within = (r: { exact: string; prefix: string }) => realPath === r.exact || realPath.startsWith(r.prefix);
    return this.roots.some(within) && !this.excluded.some(within);
  }
}

export interface Followed {
  real: string;
  stats: Stats;
}

type Done<T> = (err: NodeJS.ErrnoException | null, value?: T) => void;

/**
 * Follows library links to their real targets, cheaply: the link text is read, the target's folder
 * is resolved through a cache of real folders (a season of episodes shares one), and the target
 * itself is lstat-ed, which also gives its size and times. Whatever the fast path can't vouch for
 * (a `..` in the link text, a link to a link) goes through a full realpath. The answer is the real
 * path; whether it may be served is the caller's question (see {@link RootSet}), asked afresh for
 * every request, so an answer kept in a listing cache never outlives a configuration change.
 *
 * One resolver per batch of links: the folder cache trusts the file system not to change under it.
 * Callback-style on purpose: a listing follows thousands of links, and two promises per file
 * system call cost more than the calls themselves.
 */
export class LinkResolver {
  private readonly realFolders = new Map<string, string>();
  private readonly failedFolders = new Map<string, NodeJS.ErrnoException>();
  private readonly resolving = new Map<string, Done<string>[]>();

  /** `seeds` maps folders to their real paths when the caller already knows them. */
  constructor(seeds: ReadonlyMap<string, string> = new Map()) {
    for (const [lexical, real] of seeds) this.realFolders.set(lexical, real);
  }

  /** The link's real target and its stats; an error when the link is broken. */
  follow(linkPath: string, linkFolderReal: string, done: Done<Followed>): void {
    readlink(linkPath, (err, text) => {
      if (err) return done(err);
      const target = fastTarget(text, linkFolderReal);
      if (target === undefined) return this.followSlowly(linkPath, done);
      const slash = target.lastIndexOf('/');
      this.realFolder(slash === 0 ? '/' : target.slice(0, slash), (folderErr, folderReal) => {
        if (folderErr) return done(folderErr);
        const candidate = joinReal(folderReal as string, target.slice(slash + 1));
        lstat(candidate, (statErr, stats) => {
          if (statErr) return done(statErr);
          if (stats.isSymbolicLink()) return this.followSlowly(linkPath, done);
          done(null, { real: candidate, stats });
        });
      });
    });
  }

  /** The same answer through the kernel's own resolution, for what the fast path declines. */
  followSlowly(linkPath: string, done: Done<Followed>): void {
    realpath(linkPath, (err, real) => {
      if (err) return done(err);
      stat(real, (statErr, stats) => {
        if (statErr) return done(statErr);
        done(null, { real, stats });
      });
    });
  }

  private realFolder(folder: string, done: Done<string>): void {
    const known = this.realFolders.get(folder);
    if (known !== undefined) return done(null, known);
    const failed = this.failedFolders.get(folder);
    if (failed) return done(failed);
    const waiting = this.resolving.get(folder);
    if (waiting) {
      waiting.push(done);
      return;
    }
    const callbacks = [done];
    this.resolving.set(folder, callbacks);
    const settle: Done<string> = (err, real) => {
      this.resolving.delete(folder);
      if (err) this.failedFolders.set(folder, err);
      else this.realFolders.set(folder, real as string);
      for (const callback of callbacks) callback(err, real);
    };
    const parent = path.dirname(folder);
    if (parent === folder) return settle(null, folder);
    this.realFolder(parent, (err, parentReal) => {
      if (err) return settle(err);
      const candidate = joinReal(parentReal as string, path.basename(folder));
      lstat(candidate, (statErr, stats) => {
        if (statErr) return settle(statErr);
        if (stats.isSymbolicLink()) return realpath(candidate, settle);
        if (!stats.isDirectory())
          return settle(Object.assign(new Error(`not a folder: ${candidate}`), { code: 'ENOTDIR' }));
        settle(null, candidate);
      });
    });
  }
}

/**
 * The absolute, normalised target a link's text names, or undefined when only the kernel can say:
 * `..` must be resolved after the links before it, not lexically.
 */
function fastTarget(text: string, linkFolderReal: string): string | undefined {
  if (text === '' || text === '..' || text.startsWith('../') || text.includes('/../') || text.endsWith('/..')) {
    return undefined;
  }
  let target = text.startsWith('/') ? text : joinReal(linkFolderReal, text);
  if (target.includes('//') || target.includes('/./') || target.endsWith('/.') || target.endsWith('/')) {
    target = path.normalize(target);
    if (target.length > 1 && target.endsWith('/')) target = target.slice(0, -1);
  }
  return target;
}
