import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { forEachWithConcurrency } from './for-each-with-concurrency.js';
import { WaitList } from '../../concurrency/wait-list.js';
import type { Dispatcher } from './dispatcher.js';
import { differs, UNPROCESSED, type IndexedFile, type IndexRow } from './source-index.js';
import { describeFsError, isIgnoredName } from './source-roots.js';
import { probeSourcePresence } from './source-presence.js';
import { WRITE_BATCH, type RootSummary, type ScanCounts, type ScanRunContext, type ScannedFile } from './scan-types.js';

/** An indexed file of the root, marked once the walk saw it on disk. */
export type WalkEntry = IndexedFile & { seen?: boolean };

/** What a root walk reports to and hands work to: the scan it is part of. */
interface WalkScan {
  readonly counts: ScanCounts;
  readonly dispatcher: Dispatcher;
  publishProgress(): void;
}

const FILE_CHUNK = 32;

/** How a directory entry is stat-ed: 0 a file, 1 a symlink (stat follows it), 2 type unknown (lstat first). */
type Kind = 0 | 1 | 2;
const FILE: Kind = 0;
const LINK: Kind = 1;
const UNKNOWN: Kind = 2;

type Task = { dir: string; names?: undefined } | { dir: string; names: string[]; kinds: Kind[] };

/** The walk of one healthy root. */
export class RootWalk {
  /** Set when the root itself could not be listed during the walk. */
  rootUnreadable: string | undefined;
  private readonly stack: Task[];
  private active = 0;
  /** Idle workers, woken after every task (it may have added folders or files) and when the walk ends. */
  private readonly moreWork = new WaitList();
  /** Folders that could not be listed: nothing below them is removed. */
  private readonly failedDirs: string[] = [];
  /** Files that could not be stat-ed (not because they are gone): kept. */
  private readonly uncertain = new Set<string>();
  /** Indexed (device:inode) → path, built on the first new file of a non-empty index. */
  private byInode: Map<string, string> | undefined;
  /** New path → indexed path with the same device and inode. */
  private readonly moveCandidates = new Map<string, string>();
  private readonly rootPrefix: string;
  /** Rows whose device/inode or media flag changed without the file changing (batched writes). */
  private refreshes: IndexRow[] = [];

  constructor(
    private readonly ctx: ScanRunContext,
    private readonly scan: WalkScan,
    private readonly root: string,
    private readonly indexed: Map<string, WalkEntry>,
    private readonly summary: RootSummary,
    private readonly intact?: (path: string) => Promise<boolean>,
  ) {
    this.stack = [{ dir: root }];
    this.rootPrefix = root.endsWith(path.sep) ? root : root + path.sep;
  }

  async run(): Promise<void> {
    await Promise.all(Array.from({ length: this.ctx.concurrency }, () => this.worker()));
    this.scan.dispatcher.commit();
    this.flushRefreshes();
  }

  private flushRefreshes(): void {
    if (this.refreshes.length === 0) return;
    const batch = this.refreshes;
    this.refreshes = [];
    this.ctx.index.refresh(batch, this.ctx.scanId);
  }

  private async worker(): Promise<void> {
    const { dispatcher } = this.scan;
    for (;;) {
      if (this.ctx.signal?.aborted) {
        this.stack.length = 0;
        this.moreWork.wakeAll();
        return;
      }
      if (dispatcher.backlog > 0) await dispatcher.waitForRoom();
      const task = this.stack.pop();
      if (task === undefined) {
        if (this.active === 0) {
          this.moreWork.wakeAll();
          return;
        }
        await this.moreWork.wait();
        continue;
      }
      this.active += 1;
      try {
        if (task.names === undefined) await this.readDir(task.dir);
        else await this.statFiles(task.dir, task.names, task.kinds);
      } finally {
        this.active -= 1;
      }
      dispatcher.maybeCommit();
      this.scan.publishProgress();
      this.moreWork.wakeAll();
    }
  }

  private async readDir(dir: string): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      this.failDir(dir, err);
      return;
    }
    let names: string[] = [];
    let kinds: Kind[] = [];
    for (const entry of entries) {
      const name = entry.name;
      if (isIgnoredName(name)) continue;
      let kind: Kind;
      if (entry.isDirectory()) {
        this.stack.push({ dir: join(dir, name) });
        continue;
      } else if (entry.isFile()) kind = FILE;
      else if (entry.isSymbolicLink()) kind = LINK;
      else if (entry.isFIFO() || entry.isSocket() || entry.isBlockDevice() || entry.isCharacterDevice()) continue;
      else kind = UNKNOWN; // some network/FUSE file systems don't report entry types
      names.push(name);
      kinds.push(kind);
      if (names.length === FILE_CHUNK) {
        this.stack.push({ dir, names, kinds });
        names = [];
        kinds = [];
      }
    }
    if (names.length > 0) this.stack.push({ dir, names, kinds });
  }

  private failDir(dir: string, err: unknown): void {
    const code = (err as NodeJS.ErrnoException).code;
    if (dir === this.root) {
      this.rootUnreadable = describeFsError(err, 'source folder cannot be listed');
    } else {
      this.ctx.log.warn({ dir, code }, 'source folder could not be listed; its files are kept as they are');
    }
    this.failedDirs.push(dir);
    this.scan.counts.errors += 1;
    this.summary.errors += 1;
  }

  private async statFiles(dir: string, names: string[], kinds: Kind[]): Promise<void> {
    for (let i = 0; i < names.length; i += 1) {
      if (this.ctx.signal?.aborted) return;
      const filePath = join(dir, names[i] as string);
      let info: Stats;
      try {
        if (kinds[i] === UNKNOWN) {
          const own = await lstat(filePath);
          if (own.isDirectory()) {
            this.stack.push({ dir: filePath });
            continue;
          }
          info = own.isSymbolicLink() ? await stat(filePath) : own;
        } else {
          info = await stat(filePath); // follows a symlinked file; one call either way
        }
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // A file gone since the listing is not there; a link whose target is missing is judged by
        // the target's folder (a link into a dropped mount is not a deleted file).
        if (
          code === 'ENOENT' &&
          (kinds[i] === FILE || (await probeSourcePresence(filePath, this.root)).state === 'gone')
        )
          continue;
        this.uncertain.add(filePath);
        this.scan.counts.errors += 1;
        this.summary.errors += 1;
        this.ctx.log.warn({ path: filePath, code }, 'source file could not be read; kept as it is');
        continue;
      }
      if (!info.isFile()) continue; // symlinked folders are never followed
      const quiet = this.visit(filePath, info);
      if (quiet && this.intact && !(await this.intact(filePath))) {
        this.scan.counts.repaired += 1;
        this.scan.dispatcher.enqueueCommitted(this.file(quiet.row, 'repair', quiet.entry));
      }
    }
  }

  /** Index one file; returns the row of an unchanged media file nothing else was done for. */
  private visit(filePath: string, info: Stats): { row: IndexRow; entry: WalkEntry } | undefined {
    const { counts } = this.scan;
    const { index, dispatcher } = { index: this.ctx.index, dispatcher: this.scan.dispatcher };
    counts.seen += 1;
    this.summary.seen += 1;
    let entry = this.indexed.get(filePath);
    if (entry) entry.seen = true;
    const isMedia = index.isMedia(filePath);
    let changed =
      entry === undefined ||
      differs(entry, { size: info.size, mtimeMs: info.mtimeMs, inode: info.ino, device: info.dev });
    if (changed && !this.ctx.dryRun && this.ctx.concurrentIndexing) {
      // The monitor may have indexed it since this scan loaded the root.
      const live = index.get(filePath);
      if (live && !differs(live, { size: info.size, mtimeMs: info.mtimeMs, inode: info.ino, device: info.dev })) {
        entry = live;
        changed = false;
      }
    }
    if (!changed && entry && isMedia && entry.is_media === 0) changed = true; // became media
    const row: IndexRow = {
      path: filePath,
      root: this.root,
      size: info.size,
      mtimeMs: info.mtimeMs,
      inode: info.ino,
      device: info.dev,
      isMedia,
    };
    if (!changed && entry) {
      counts.unchanged += 1;
      this.summary.unchanged += 1;
      if (entry.device !== info.dev || entry.inode !== info.ino || (entry.is_media === 1 && !isMedia)) {
        counts.refreshed += 1;
        if (!this.ctx.dryRun) {
          this.refreshes.push(row);
          if (this.refreshes.length >= WRITE_BATCH) this.flushRefreshes();
        }
      } else if (this.ctx.resume && isMedia && entry.status === UNPROCESSED && entry.last_processed_at === null) {
        counts.resumed += 1;
        dispatcher.enqueueCommitted(this.file(row, 'unfinished', entry));
      } else if (isMedia) {
        return { row, entry };
      }
      return undefined;
    }
    counts.changed += 1;
    this.summary.changed += 1;
    let deferred = false;
    if (entry === undefined && this.indexed.size > 0) {
      const from = this.inodeIndex().get(`${info.dev}:${info.ino}`);
      if (from !== undefined && from !== filePath) {
        this.moveCandidates.set(filePath, from);
        deferred = true;
      }
    }
    const file = isMedia ? this.file(row, entry ? 'modified' : 'new', entry) : null;
    dispatcher.stage({ row, file, deferred });
    return undefined;
  }

  private file(row: IndexRow, reason: ScannedFile['reason'], entry: WalkEntry | undefined): ScannedFile {
    const file: ScannedFile = {
      path: row.path,
      root: this.root,
      relativePath: row.path.slice(this.rootPrefix.length),
      size: row.size,
      mtimeMs: row.mtimeMs,
      inode: row.inode,
      device: row.device,
      isMedia: row.isMedia,
      reason,
    };
    if (entry && reason === 'modified') {
      file.previous = { size: entry.size, mtimeMs: entry.mtime_ms, inode: entry.inode };
    }
    return file;
  }

  private inodeIndex(): Map<string, string> {
    if (!this.byInode) {
      this.byInode = new Map();
      for (const [p, e] of this.indexed) this.byInode.set(`${e.device}:${e.inode}`, p);
    }
    return this.byInode;
  }

  /** After a complete walk of a healthy root: report and forget the files that are gone. */
  async removeMissing(): Promise<void> {
    const { ctx } = this;
    const { counts } = this.scan;
    const failed = this.failedDirs.map((d) => (d.endsWith(path.sep) ? d : d + path.sep));
    const gone: { path: string; isMedia: boolean }[] = [];
    for (const [p, entry] of this.indexed) {
      if (entry.seen) continue;
      if (this.uncertain.has(p) || failed.some((prefix) => p.startsWith(prefix))) {
        counts.held += 1;
        this.summary.held += 1;
        continue;
      }
      gone.push({ path: p, isMedia: entry.is_media === 1 });
    }
    const movedFrom = new Map<string, string>();
    if (gone.length > 0 && ctx.maxRemovalFraction !== undefined && this.indexed.size >= 10) {
      const fraction = gone.length / this.indexed.size;
      if (fraction > ctx.maxRemovalFraction) {
        counts.held += gone.length;
        this.summary.held += gone.length;
        const reason = `${gone.length} of ${this.indexed.size} indexed files are gone; removals held (cap ${ctx.maxRemovalFraction})`;
        ctx.log.warn({ root: this.root }, reason);
        ctx.bus.publish('error', { message: `Source folder ${this.root}: ${reason}` });
        await this.scan.dispatcher.releaseDeferred();
        return;
      }
    }
    const goneSet = new Set(gone.map((g) => g.path));
    for (const [to, from] of this.moveCandidates) if (goneSet.has(from)) movedFrom.set(to, from);

    const done: string[] = [];
    const flush = (): void => {
      if (done.length === 0) return;
      const batch = done.splice(0, done.length);
      if (!ctx.dryRun) ctx.index.remove(batch);
    };
    // Changed files of this root are handled first; moves wait for the removals below.
    await this.scan.dispatcher.drain();
    const removeOne = async (item: { path: string; isMedia: boolean }): Promise<void> => {
      if (item.isMedia) {
        try {
          await ctx.handlers.onRemoved({ path: item.path, root: this.root });
        } catch (err) {
          counts.errors += 1;
          this.summary.errors += 1;
          ctx.log.warn({ err, path: item.path }, 'removal handler failed; the file stays indexed');
          return;
        }
      }
      counts.removed += 1;
      this.summary.removed += 1;
      done.push(item.path);
      if (done.length >= WRITE_BATCH) flush();
    };
    await forEachWithConcurrency(gone, ctx.concurrency, removeOne, ctx.signal);
    flush();
    await this.scan.dispatcher.releaseDeferred(movedFrom);
  }
}

function join(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}
