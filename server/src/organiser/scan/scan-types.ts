// What a source scan takes and gives: the files handed to the handlers, the handlers themselves, the
// options of one scan, its counts and its summary; and the context the scanner's parts share in a run.
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import type { SourceIndex } from './source-index.js';

/** A new, modified or unfinished file handed to `onChanged`. */
export interface ScannedFile {
  path: string;
  root: string;
  /** Path below the root, with the platform separator. */
  relativePath: string;
  size: number;
  mtimeMs: number;
  inode: number;
  device: number;
  isMedia: boolean;
  /** What the index held before, for a modified file. */
  previous?: { size: number; mtimeMs: number; inode: number };
  /**
   * `new`: not indexed; `modified`: size, mtime or inode differ (or it just became media);
   * `unfinished`: unchanged on disk but never handled (an earlier run stopped before its handler
   * recorded an outcome); `repair`: unchanged on disk, but what was made of it is not there any
   * more (its library link is missing or moved, see `ScanHandlers.intactCheck`).
   */
  reason: 'new' | 'modified' | 'unfinished' | 'repair';
  /** The indexed path this file was moved or renamed from (same device and inode); already passed to `onRemoved`. */
  movedFrom?: string;
}

export interface RemovedFile {
  path: string;
  root: string;
}

export interface ScanHandlers {
  /** Called for each new, modified or unfinished media file, after its index row is written. */
  onChanged(file: ScannedFile): Promise<void>;
  /**
   * Told of the next files (at most `LOOK_AHEAD`) just before the first of them goes to
   * `onChanged`, so a handler can read what it needs for all of them at once (on PostgreSQL a read
   * per file is a round trip). A failure here is logged and the files are handled all the same.
   */
  lookAhead?(files: readonly ScannedFile[]): void;
  /** Called for each indexed media file that is gone from a healthy root, before its row is deleted. */
  onRemoved(file: RemovedFile): Promise<void>;
  /**
   * Called once per healthy root before its walk. The check it returns is asked about every
   * unchanged media file; `false` (its link is missing or moved) hands the file to `onChanged`
   * with reason `repair`, so an unchanged file never hides a library that drifted from its records.
   */
  intactCheck?(root: string): Promise<(path: string) => Promise<boolean>>;
  /**
   * Called when the handlers' calls are done, before the scan reports its end: handlers that
   * finish their work after returning (decisions committed in groups) finish it here.
   */
  settle?(): Promise<void>;
  /**
   * What the handlers made of the files so far, by outcome (`linked`, `review`, `pending`…). The
   * scan adds them to its progress events and its summary counts, so a person watching sees
   * links made, not only files stat-ed.
   */
  outcomes?(): Readonly<Record<string, number>>;
  /**
   * Asked once the handlers settled, when every folder was walked: why the scan failed all the
   * same (every lookup failed, say), or undefined. An answer makes the scan `failed` with it.
   */
  verdict?(): string | undefined;
}

export interface ScanOptions {
  /** Walk and report, but write nothing to the index or the scans table. Handlers are still called. */
  dryRun?: boolean;
  /** Recorded in `scans.kind` (`manual`, `startup`, `job`, `monitor`…); default `manual`. */
  kind?: string;
  signal?: AbortSignal;
  /** Offer unchanged media files that were never handled again (default true). */
  resumeUnfinished?: boolean;
  /**
   * Whether something else (the monitor) may index files while the scan walks (default true):
   * then a file that looks changed is read again from the index before it is handled. With
   * nothing else indexing, that read is skipped: on PostgreSQL it is a round trip per new file.
   */
  concurrentIndexing?: boolean;
}

export interface ScanCounts {
  /** Files stat-ed. */
  seen: number;
  /** New or modified files (media or not), each written to the index. */
  changed: number;
  /** Files that matched the index (no write, no handler). */
  unchanged: number;
  /** Indexed files gone from a healthy root, their rows deleted. */
  removed: number;
  /** Unreadable folders or files and failing handlers. */
  errors: number;
  /** Media files handed to onChanged (changed + resumed). */
  handled: number;
  /** Unchanged files whose handler never finished, offered again. */
  resumed: number;
  /** Unchanged files whose device/inode or media flag was refreshed (remount). */
  refreshed: number;
  /** Files that look gone but were kept: unreadable sub-folders, a failed check. */
  held: number;
  /** Renames/moves recognised by device and inode. */
  moved: number;
  /** Unchanged files whose library link was missing or moved, handed back for repair. */
  repaired: number;
  [key: string]: number;
}

export interface RootSummary {
  root: string;
  healthy: boolean;
  reason?: string;
  seen: number;
  changed: number;
  unchanged: number;
  removed: number;
  held: number;
  errors: number;
}

export type ScanStatus = 'completed' | 'partial' | 'failed' | 'cancelled';

export interface ScanSummary {
  /** The `scans` row id; null in a dry run. */
  scanId: number | null;
  kind: string;
  status: ScanStatus;
  dryRun: boolean;
  counts: ScanCounts;
  roots: RootSummary[];
  startedAt: number;
  finishedAt: number;
  message?: string;
}

/** Rows per index write (changed rows, refreshed rows, removals). */
export const WRITE_BATCH = 500;
/** Files announced to `ScanHandlers.lookAhead` at a time: enough to spare round trips, few enough to start soon. */
export const LOOK_AHEAD = 100;

/** One scan's settings and collaborators, shared by the dispatcher and the root walks. */
export interface ScanRunContext {
  index: SourceIndex;
  log: Logger;
  bus: EventBus;
  now: () => number;
  concurrency: number;
  handlers: ScanHandlers;
  dryRun: boolean;
  scanId: number | null;
  eventId: string;
  signal: AbortSignal | undefined;
  resume: boolean;
  concurrentIndexing: boolean;
  progressEvery: number;
  progressIntervalMs: number;
  maxRemovalFraction: number | undefined;
}
