import { lstat, type Stats } from 'node:fs';
import { joinReal, LinkResolver } from './link-resolver.js';
import type { EntryFacts, EntryTarget, ListedEntry } from './listing-types.js';

const GONE = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG']);

/** Failures that mean "nothing (servable) there", as opposed to a sick file system. */
export function isGone(err: unknown): boolean {
  return GONE.has((err as NodeJS.ErrnoException | undefined)?.code ?? '');
}

/** A file-system failure other than "gone", met while filling a listing in: the caller reports it. */
export interface EntryProblem {
  path: string;
  code: string;
}

interface FillOptions {
  /** Parallel file-system calls: hides network-mount latency without flooding the pool. */
  concurrency?: number;
  onProblem?: (problem: EntryProblem) => void;
  /** Called as each entry is done with, so a caller can pass it on before the others are. */
  onFilled?: (entry: ListedEntry) => void;
}

function targetFromStats(real: string, stats: Stats): EntryTarget {
  return {
    real,
    isDirectory: stats.isDirectory(),
    isFile: stats.isFile(),
    size: stats.size,
    mtimeMs: stats.mtimeMs,
    birthtimeMs: stats.birthtimeMs,
    ino: stats.ino,
  };
}

export function factsFromTarget(target: EntryTarget): EntryFacts {
  return {
    isDirectory: target.isDirectory,
    size: target.isDirectory ? null : target.size,
    mtimeMs: target.mtimeMs,
    broken: false,
  };
}

/**
 * Give each entry its `target` (the real path and stats it leads to; links followed) and the
 * `facts` the file browser shows, `concurrency` at a time. An entry that leads nowhere (a broken
 * link) gets broken facts and no target; one that can't be read for another reason (EACCES, EIO:
 * maybe a mount that is down) gets no target either, and is reported, so the next request tries
 * again rather than a cache remembering the failure. Never rejects.
 *
 * Callback-style and without a promise per entry: this runs over ten thousand links at a time.
 */
export function fillEntries(
  folderReal: string,
  entries: readonly ListedEntry[],
  options: FillOptions = {},
): Promise<void> {
  const concurrency = options.concurrency ?? 32;
  const resolver = new LinkResolver();
  return new Promise((resolve) => {
    let next = 0;
    let running = 0;
    let finished = 0;
    let pumping = false;
    // A bounded pool; the guard keeps synchronous answers from recursing.
    const pump = () => {
      if (pumping) return;
      pumping = true;
      while (running < concurrency && next < entries.length) {
        running++;
        const entry = entries[next++] as ListedEntry;
        fillOne(resolver, folderReal, entry, options.onProblem, () => {
          running--;
          options.onFilled?.(entry);
          if (++finished === entries.length) resolve();
          else pump();
        });
      }
      pumping = false;
    };
    if (entries.length === 0) resolve();
    else pump();
  });
}

function fillOne(
  resolver: LinkResolver,
  folderReal: string,
  entry: ListedEntry,
  onProblem: FillOptions['onProblem'],
  done: () => void,
): void {
  const childPath = joinReal(folderReal, entry.name);
  const accept = (real: string, stats: Stats) => {
    // The file browser's facts follow from the target when it asks for them.
    entry.target = targetFromStats(real, stats);
    done();
  };
  const fail = (err: NodeJS.ErrnoException) => {
    if (!isGone(err)) onProblem?.({ path: childPath, code: err.code ?? String(err) });
    entry.target = undefined;
    // A broken link still shows in the file browser, with its own date.
    lstat(childPath, (lstatErr, own) => {
      entry.facts = { isDirectory: false, size: null, mtimeMs: lstatErr ? 0 : own.mtimeMs, broken: true };
      done();
    });
  };
  const follow = () =>
    resolver.follow(childPath, folderReal, (err, followed) => {
      if (err || !followed) return fail(err ?? Object.assign(new Error('not followed'), { code: 'ENOENT' }));
      accept(followed.real, followed.stats);
    });
  if (entry.kind === 'link') return follow();
  lstat(childPath, (err, stats) => {
    if (err) return fail(err);
    // Replaced by a link since the folder was read.
    if (stats.isSymbolicLink()) return follow();
    accept(childPath, stats);
  });
}
