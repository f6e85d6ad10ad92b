import type { AppDatabase } from './database.js';

interface GroupCommitOptions {
  /** Writes that make a full group: the group commits as soon as it holds this many. */
  maxWrites?: number;
  /** The longest a write waits for its group when nobody waits for it. */
  maxDelayMs?: number;
}

/** Writes of one kind that a store can make as one statement (PostgreSQL: `unnest` over arrays). */
export interface BulkWriter<T> {
  writeMany(items: readonly T[]): void;
}

/** One write: a closure, or an item for a bulk writer (queued neighbours of one writer go together). */
type GroupWork = (() => void) | { writer: BulkWriter<never>; item: unknown };

interface QueuedWrite {
  keys: readonly string[];
  work: GroupWork;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Writes committed in groups: many small writes (one file's record, its operation entry, its
 * index status) share one transaction. A transaction per file rewrites the same index pages to
 * the SQLite WAL on every commit (about thirty page writes per organised file) and is a round
 * trip of its own on PostgreSQL; a group of a hundred files writes most of those pages once.
 *
 * Writes commit in the order they were queued. A write nobody waits for commits with its group
 * (full, or `maxDelayMs` after its first write); `urgent` commits on the next turn of the event
 * loop. Each write's promise settles when its own write committed or failed: a group whose
 * transaction fails is run again one write per transaction, so only the failing write fails.
 *
 * Reads that must see a queued write ask `holds(key)` and `flush()` first: each write names the
 * keys (paths) it writes.
 */
export class GroupCommit {
  private queue: QueuedWrite[] = [];
  private readonly queuedKeys = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private readonly maxWrites: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly database: Pick<AppDatabase, 'transaction'>,
    options: GroupCommitOptions = {},
  ) {
    this.maxWrites = options.maxWrites ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 100;
  }

  /** Queues `work` (synchronous repository writes); resolves once it committed. */
  write(keys: readonly string[], work: GroupWork, urgent = false): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ keys, work, resolve, reject });
      for (const key of keys) this.queuedKeys.add(key);
      if (this.queue.length >= this.maxWrites) this.flush();
      else if (urgent) this.immediate ??= setImmediate(() => this.flush());
      else this.timer ??= setTimeout(() => this.flush(), this.maxDelayMs);
    });
  }

  /** True while a queued write names `key`. */
  holds(key: string): boolean {
    return this.queuedKeys.has(key);
  }

  /** Commits every queued write now (synchronously); their promises settle on the next microtask. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.immediate) clearImmediate(this.immediate);
    this.immediate = undefined;
    const group = this.queue;
    if (group.length === 0) return;
    this.queue = [];
    this.queuedKeys.clear();
    try {
      this.database.transaction(() => {
        for (const run of runsOf(group)) run();
      });
      for (const write of group) write.resolve();
    } catch {
      // One bad write must not take its group down: run each alone so only it fails.
      for (const write of group) {
        try {
          this.database.transaction(runsOf([write])[0]!);
          write.resolve();
        } catch (err) {
          write.reject(err);
        }
      }
    }
  }
}

/**
 * The group as calls, in queue order: closures one by one, neighbouring items of one bulk writer
 * as one `writeMany`, split where a key comes again (one statement can't write a row twice).
 */
function runsOf(group: readonly QueuedWrite[]): (() => void)[] {
  const runs: (() => void)[] = [];
  let bulk: { writer: BulkWriter<never>; items: unknown[]; keys: Set<string> } | undefined;
  for (const { work, keys } of group) {
    if (typeof work === 'function') {
      bulk = undefined;
      runs.push(work);
      continue;
    }
    if (!bulk || bulk.writer !== work.writer || keys.some((k) => bulk!.keys.has(k))) {
      const next: { writer: BulkWriter<never>; items: unknown[]; keys: Set<string> } = {
        writer: work.writer,
        items: [],
        keys: new Set(),
      };
      bulk = next;
      runs.push(() => next.writer.writeMany(next.items as never[]));
    }
    bulk.items.push(work.item);
    for (const k of keys) bulk.keys.add(k);
  }
  return runs;
}
