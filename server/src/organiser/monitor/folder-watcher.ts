import { watch as fsWatch, type Dirent, type FSWatcher, type Stats } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { forEachWithConcurrency } from '../scan/for-each-with-concurrency.js';

/** What a watched tree reports, with absolute paths. */
export interface FolderWatcherHandlers {
  /** A file (or a link, or anything else that is not a folder) appeared or changed. */
  file(filePath: string): void;
  /** A folder appeared; it and everything below it is watched from now on. */
  folder(folderPath: string): void;
  fileGone(filePath: string): void;
  /** A folder is gone, the root too; nothing below it is watched any more. */
  folderGone(folderPath: string): void;
  error(err: Error): void;
}

interface FolderWatcherOptions {
  root: string;
  /** List folders every `pollIntervalMs` instead of hearing from the kernel (network and FUSE file systems). */
  polling: boolean;
  pollIntervalMs: number;
  /** Names never reported; a folder with such a name is not entered. */
  ignoredName: (name: string) => boolean;
  handlers: FolderWatcherHandlers;
}

/** What is held per folder, kept small: a source of 300,000 files has some 90,000 folders. */
interface WatchedFolder {
  /** Which folder this is: a folder removed and made again under the same name is another one. */
  inode: number;
  /** The kernel's watch of the folder (inotify on Linux); undefined while the folder is polled. */
  watch: FSWatcher | undefined;
  /** A polled folder's entries when last listed: `d` or `f` and the name, sorted, joined by NUL. */
  listing: string | undefined;
}

/** Folders listed at once while a tree is set up or polled. */
const LIST_CONCURRENCY = 8;
/** Errors that say the kernel has no watch left to give (inotify's per-user limit, open files). */
const OUT_OF_WATCHES = new Set(['ENOSPC', 'EMFILE']);

/**
 * Watches a folder tree with one kernel watch per folder and nothing per file. On Linux a folder's
 * inotify watch already reports every file created, written, moved or deleted in it, so the file
 * itself needs no watch of its own: chokidar's watch per file (with its closure, its last `Stats`
 * and a kernel watch each) made a monitor over 300,000 files hold about 700 MB of heap and ask
 * for more inotify watches than Linux allows a user by default.
 *
 * An event is looked at, not trusted: the path is stat-ed when its turn comes (one look per path
 * however many events it had meanwhile, one look at a time, in order), and what is there decides
 * what is reported. Folders that can't have a kernel watch (the polling mode, or the kernel's limit
 * reached) are listed every `pollIntervalMs` and compared with their previous listing instead: that
 * sees files and folders come and go, not a file rewritten in place under the same name, which the
 * monitor's periodic rescan of polled roots catches.
 */
export class FolderWatcher {
  private readonly folders = new Map<string, WatchedFolder>();
  /** The folder each kernel watch watches: one listener serves them all, rather than a closure each. */
  private readonly folderOfWatch = new Map<FSWatcher, string>();
  private readonly heard: (this: FSWatcher, event: string, name: string | null) => void;
  private readonly watchFailed: (err: Error) => void;
  /** Paths with an event not looked at yet. */
  private readonly queued = new Set<string>();
  private lane: Promise<void> = Promise.resolve();
  private pollTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private limitReported = false;
  /** Some folder is polled: the poll timer runs. */
  private anyPolled = false;
  private rootGoneReported = false;

  private constructor(private readonly options: FolderWatcherOptions) {
    const folderOf = (watch: FSWatcher) => this.folderOfWatch.get(watch);
    const lookSoon = (target: string) => this.lookSoon(target);
    this.heard = function (this: FSWatcher, _event, name) {
      const dir = folderOf(this);
      if (dir !== undefined && name !== null) lookSoon(join(dir, name));
    };
    this.watchFailed = (err) => options.handlers.error(withPath(err, options.root, 'a folder watch failed under'));
  }

  /** Watches `root` and every folder below it; resolves once all of them are watched. */
  static async open(options: FolderWatcherOptions): Promise<FolderWatcher> {
    const watcher = new FolderWatcher(options);
    await watcher.addTree(options.root);
    return watcher;
  }

  /** Folders watched by the kernel and folders polled. */
  counts(): { watched: number; polled: number } {
    let watched = 0;
    let polled = 0;
    for (const folder of this.folders.values()) {
      if (folder.watch) watched += 1;
      else polled += 1;
    }
    return { watched, polled };
  }

  /** Stops watching; waits for the look in progress. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.pollTimer);
    for (const folder of this.folders.values()) folder.watch?.close();
    this.folders.clear();
    this.folderOfWatch.clear();
    this.queued.clear();
    await this.lane;
  }

  // ---- setting up ------------------------------------------------------------------------------

  /** Watch `top` and the folders below it, a level at a time, a few folders at once. */
  private async addTree(top: string): Promise<void> {
    let level = [top];
    while (level.length > 0 && !this.closed) {
      const next: string[] = [];
      await forEachWithConcurrency(level, LIST_CONCURRENCY, async (dir) => {
        // Watched before it is listed: what lands in it meanwhile is either listed or heard.
        const info = await stat(dir).catch(() => undefined);
        const folder = info && !this.closed ? this.register(dir, info.ino) : undefined;
        if (!folder) return;
        const entries = await this.list(dir);
        if (!entries || this.closed) return;
        if (!folder.watch) {
          folder.listing = listingOf(entries);
          this.anyPolled = true;
        }
        for (const entry of entries) if (entry.isDirectory()) next.push(join(dir, entry.name));
      });
      level = next;
    }
    this.schedulePoll();
  }

  /** A folder's entries without the ignored ones; undefined when it can't be listed. */
  private async list(dir: string): Promise<Dirent[] | undefined> {
    try {
      const entries = await readdir(dir, { withFileTypes: true });
      return entries.filter((entry) => !this.options.ignoredName(entry.name));
    } catch (err) {
      if (!isGone(err)) this.options.handlers.error(withPath(err, dir, 'folder cannot be listed'));
      return undefined;
    }
  }

  /** Starts watching a folder not watched yet; undefined when it is watched already or gone. */
  private register(dir: string, inode: number): WatchedFolder | undefined {
    if (this.folders.has(dir)) return undefined;
    const folder: WatchedFolder = { inode, watch: undefined, listing: undefined };
    this.folders.set(dir, folder);
    if (this.options.polling) return folder;
    try {
      const watch = fsWatch(dir, this.heard);
      watch.on('error', this.watchFailed);
      this.folderOfWatch.set(watch, dir);
      folder.watch = watch;
    } catch (err) {
      if (isGone(err)) {
        this.folders.delete(dir);
        return undefined;
      }
      if (!OUT_OF_WATCHES.has(codeOf(err))) {
        this.options.handlers.error(withPath(err, dir, 'folder cannot be watched'));
      } else if (!this.limitReported) {
        this.limitReported = true;
        this.options.handlers.error(
          new Error(
            `no watch left from the kernel (${codeOf(err)}; on Linux see fs.inotify.max_user_watches): ` +
              `folders of ${this.options.root} from ${dir} on are listed every ${this.options.pollIntervalMs / 1000} s instead`,
          ),
        );
      }
    }
    return folder;
  }

  /** Stop watching `top` and every folder below it. */
  private forgetTree(top: string): void {
    const prefix = top.endsWith(path.sep) ? top : top + path.sep;
    for (const [dir, folder] of this.folders) {
      if (dir !== top && !dir.startsWith(prefix)) continue;
      if (folder.watch) {
        folder.watch.close();
        this.folderOfWatch.delete(folder.watch);
      }
      this.folders.delete(dir);
    }
  }

  // ---- events ----------------------------------------------------------------------------------

  private lookSoon(target: string): void {
    if (this.closed || this.queued.has(target)) return;
    this.queued.add(target);
    this.lane = this.lane
      .then(async () => {
        this.queued.delete(target);
        if (!this.closed) await this.look(target);
      })
      .catch((err: unknown) => this.options.handlers.error(withPath(err, target, 'change could not be looked at')));
  }

  /** What is at `target` now decides what is reported. */
  private async look(target: string): Promise<void> {
    if (this.options.ignoredName(path.basename(target))) return;
    const info = await lookAt(target);
    if (this.closed || info === undefined) return; // can't tell (not allowed, I/O error): nothing reported
    const { handlers } = this.options;
    const known = this.folders.get(target);
    if (info !== 'gone' && info.isDirectory()) {
      if (known?.inode === info.ino) return;
      if (known) {
        // Removed and made again under the same name: the old folder's watches watch nothing.
        this.forgetTree(target);
        handlers.folderGone(target);
      }
      await this.addTree(target);
      if (!this.closed) handlers.folder(target);
      return;
    }
    if (known) {
      this.forgetTree(target);
      handlers.folderGone(target);
      if (info === 'gone') return;
    }
    if (info !== 'gone') {
      handlers.file(target);
      return;
    }
    // Something that was no folder we watch is gone. Its folder's own event comes named after the
    // folder (libuv's naming), and its files' events may come after the folder itself went, which
    // the folder's parent reports: neither is a file gone. (A file named like its folder, which a
    // video file with its extension never is, is left to the next scan.)
    const parent = path.dirname(target);
    if (!this.folders.has(parent)) return;
    if ((await lookAt(parent)) === 'gone') {
      if (parent === this.options.root && !this.rootGoneReported) {
        this.rootGoneReported = true;
        handlers.folderGone(parent);
      }
      return;
    }
    if (path.basename(target) !== path.basename(parent)) handlers.fileGone(target);
  }

  // ---- polling ---------------------------------------------------------------------------------

  private schedulePoll(): void {
    if (this.pollTimer !== undefined || this.closed) return;
    if (!this.anyPolled) return;
    this.pollTimer = setTimeout(() => {
      void this.poll().finally(() => {
        this.pollTimer = undefined;
        this.schedulePoll();
      });
    }, this.options.pollIntervalMs);
    this.pollTimer.unref();
  }

  private async poll(): Promise<void> {
    const polled = [...this.folders].filter(([, folder]) => folder.listing !== undefined).map(([dir]) => dir);
    await forEachWithConcurrency(polled, LIST_CONCURRENCY, (dir) => this.pollFolder(dir));
  }

  /** List a polled folder again; what came or went since its last listing is looked at. */
  private async pollFolder(dir: string): Promise<void> {
    const folder = this.folders.get(dir);
    if (folder?.listing === undefined || this.closed) return;
    const entries = await this.list(dir);
    if (entries === undefined) {
      if (dir === this.options.root) this.lookSoon(join(dir, path.basename(dir)));
      return;
    }
    const listing = listingOf(entries);
    if (listing === folder.listing) return;
    const before = new Set(splitListing(folder.listing));
    folder.listing = listing;
    for (const entry of splitListing(listing)) {
      if (!before.delete(entry)) this.lookSoon(join(dir, entry.slice(1)));
    }
    for (const entry of before) this.lookSoon(join(dir, entry.slice(1)));
  }
}

/**
 * A child's path. Not `path.join`: its normalising leaves pieces of every path it builds behind,
 * which tens of thousands of folder paths, kept for as long as the watch lasts, carry into the old
 * generation (some 60 MB of garbage setting up 90,000 folders, against 13 MB this way).
 */
function join(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}

function listingOf(entries: readonly Dirent[]): string {
  return entries
    .map((entry) => (entry.isDirectory() ? 'd' : 'f') + entry.name)
    .sort()
    .join('\0');
}

function splitListing(listing: string): string[] {
  return listing === '' ? [] : listing.split('\0');
}

/** The entry's own `Stats` (a link is not followed), `gone`, or undefined when that can't be told. */
async function lookAt(target: string): Promise<Stats | 'gone' | undefined> {
  try {
    return await lstat(target);
  } catch (err) {
    return isGone(err) ? 'gone' : undefined;
  }
}

function codeOf(err: unknown): string {
  return (err as NodeJS.ErrnoException | undefined)?.code ?? '';
}

function isGone(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function withPath(err: unknown, where: string, what: string): Error {
  const reason = err instanceof Error ? err.message : String(err);
  return new Error(`${what}: ${where} (${reason})`, { cause: err });
}
