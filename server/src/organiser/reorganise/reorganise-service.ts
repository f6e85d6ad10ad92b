import type { ReorganiseOperationDetail, ReorganiseOperationView, ReorganisePreviewLine } from '@cinesync/common';
import path from 'node:path';
import type { AppDatabase } from '../../db/database.js';
import type { ServiceRepositories } from '../../db/repositories/repositories.js';
import type { ReorganiseEntry, ReorganiseOperation } from '../../db/repositories/reorganise.repository.js';
import type { LinkedRecord } from '../../db/repositories/processed-files.repository.js';
import { AppError, conflict, notFound } from '../../errors.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { resolveInside } from '../../file-tree/resolve-inside.js';
import { replanLink, ReplanMemo, type Replan, type ReplanSettings } from './replan-link.js';
import { applyEntries } from './apply-entry.js';
import { pruneEmptyFolders } from '../link/broken-link-sweep.js';
import { toRelative } from '../../file-tree/library-relative.js';

/** One line of a preview's stream (paths relative to the library). */
type PreviewLine = ReorganisePreviewLine;

/** What a preview covers: the whole library, one title's links, or the links below a library folder (relative). */
export type PreviewScope = { tmdbId: number; mediaType: 'movie' | 'tv' } | { path: string } | null;

/** An apply or undo as the API shows it. */
type OperationView = ReorganiseOperationView;

interface ReorganiseDeps {
  database: Pick<AppDatabase, 'transaction'>;
  repositories: Pick<ServiceRepositories, 'reorganise' | 'records' | 'pendingChanges' | 'fileDetails'>;
  /** Today's settings, read at the start of each preview. */
  settings: () => Promise<ReplanSettings>;
  /** DESTINATION_DIR as configured: what the paths the API shows are relative to. */
  libraryRoot: () => string;
  bus: EventBus;
  log: Logger;
  now: () => number;
}

/** Records read per page, and entries written per batch, while previewing. */
const PAGE = 500;
/** Previews kept besides the newest: one a person reviews while Settings' check makes another. */
const KEPT_PREVIEWS = 2;
/** Titles (and their seasons) asked of TMDB at once while previewing. */
const TMDB_PARALLEL = 8;

/**
 * Re-organising the library after its naming or layout settings changed: a preview of every link
 * that would move, kept so that exactly it can be applied; the apply as one operation that moves
 * link after link, each crash-safe; and an undo that moves them back.
 */
export class ReorganiseService {
  /** The apply or undo this process runs, so a test (or a stop) can wait for it. */
  private work: Promise<void> | undefined;

  constructor(private readonly deps: ReorganiseDeps) {}

  /**
   * Lay every linked record out again and say what would change, line by line, keeping the preview
   * for `apply`. Nothing on disk changes. Pages of records are read one after another, so memory
   * holds one page and the paths already claimed. A scope that can't be previewed (a folder outside
   * the library) is refused here, before the first line; the lines come as they are read.
   */
  async preview(scope: PreviewScope): Promise<AsyncGenerator<PreviewLine>> {
    const settings = await this.deps.settings();
    // A folder is checked like every path a person gives: inside the library, whatever links it holds.
    const narrowed = scope !== null && 'path' in scope ? { folder: await this.folderOf(settings, scope.path) } : scope;
    return this.previewLines(settings, scope, narrowed);
  }

  /**
   * The library folder a preview is narrowed to. A name inside it is checked, so that the folder
   * itself, not only its parents, may not be a link leading out of the library.
   */
  private async folderOf(settings: ReplanSettings, folder: string): Promise<string> {
    const inside = await resolveInside(settings.libraryRoot, `${folder.replace(/[\\/]+$/, '')}/_`);
    return path.dirname(inside);
  }

  private async *previewLines(
    settings: ReplanSettings,
    scope: PreviewScope,
    narrowed: { tmdbId: number; mediaType: string } | { folder: string } | null,
  ): AsyncGenerator<PreviewLine> {
    const { reorganise, records } = this.deps.repositories;
    const memo = new ReplanMemo(settings.tmdb.forOnePass(), settings.libraryRoot);
    const previewId = reorganise.create(
      { kind: 'preview', state: 'running', scope: scope ? JSON.stringify(scope) : null },
      this.deps.now(),
    );
    reorganise.forgetOldPreviews(KEPT_PREVIEWS, this.deps.now());
    const rel = (abs: string) => toRelative(settings.libraryRoot, abs);
    // Paths taken by earlier changes, as 53-bit digests: 100,000 of them hold a few MB. Two paths
    // sharing a digest (one chance in billions) make a false conflict, which is left alone: safe.
    const claimed = new Set<number>();
    const kinds = { renamed: 0, moved: 0, relinked: 0 };
    let seq = 0;
    let conflicts = 0;
    let unplanned = 0;
    let after: { destination: string; id: number } | null = null;
    try {
      for (;;) {
        const page = records.linkedPage(after, PAGE, narrowed);
        if (page.length === 0) break;
        const last = page[page.length - 1] as LinkedRecord;
        after = { destination: last.destination_path as string, id: last.id };
        const plans = await planAll(page, (record) => this.replanSafely(settings, memo, record));
        const entries: ReorganiseEntry[] = [];
        const lines: PreviewLine[] = [];
        page.forEach((record, i) => {
          const plan = plans[i] as Replan | { status: 'conflict'; title: string; to: string; reason: string };
          if (plan.status === 'same') return;
          if (plan.status === 'unplanned') {
            unplanned++;
            return;
          }
          const from = record.destination_path as string;
          seq++;
          if (plan.status === 'conflict') {
            conflicts++;
            lines.push({ type: 'conflict', from: rel(from), to: rel(plan.to), title: plan.title, reason: plan.reason });
            return;
          }
          const digest = pathDigest(plan.to);
          const reason =
            plan.to !== from && claimed.has(digest) ? 'Another link of this preview goes to this path' : null;
          if (plan.to !== from) claimed.add(digest);
          entries.push({
            operation_id: previewId,
            seq,
            record_id: record.id,
            source_path: record.source_path,
            title: plan.title,
            change_kind: plan.kind,
            from_path: from,
            from_text: plan.fromText,
            to_path: plan.to,
            to_text: plan.toText,
            from_base_folder: record.base_folder,
            to_base_folder: plan.toBaseFolder,
            state: reason ? 'conflict' : 'planned',
            reason,
          });
          if (reason) {
            conflicts++;
            lines.push({ type: 'conflict', from: rel(from), to: rel(plan.to), title: plan.title, reason });
          } else {
            kinds[plan.kind]++;
            lines.push({ type: 'change', from: rel(from), to: rel(plan.to), title: plan.title, kind: plan.kind });
          }
        });
        reorganise.addEntries(entries);
        yield* lines;
      }
      const changes = kinds.renamed + kinds.moved + kinds.relinked;
      reorganise.setTotal(previewId, changes);
      reorganise.setState(previewId, 'ready', this.deps.now());
      yield { type: 'summary', previewId, changes, conflicts, kinds, unplanned };
    } finally {
      // A preview stopped half way (the reader went away) can't be applied.
      if (reorganise.operation(previewId)?.state === 'running') {
        reorganise.setState(previewId, 'failed', this.deps.now(), 'The preview was stopped before it finished');
      }
    }
  }

  /** A plan, or the conflict of a path the library can't take (it would leave the library). */
  private async replanSafely(
    settings: ReplanSettings,
    memo: ReplanMemo,
    record: LinkedRecord,
  ): Promise<Replan | { status: 'conflict'; title: string; to: string; reason: string }> {
    try {
      const plan = await replanLink(settings, memo, record);
      if (plan.status !== 'change' || plan.to === record.destination_path) return plan;
      const taken = memo.folders.entryAt(plan.to);
      if (taken === 'link')
        return { status: 'conflict', title: plan.title, to: plan.to, reason: 'Another link is at this path' };
      if (taken === 'other') {
        return {
          status: 'conflict',
          title: plan.title,
          to: plan.to,
          reason: 'A file CineSync did not make is at this path',
        };
      }
      return plan;
    } catch (err) {
      if (err instanceof AppError && err.kind === 'forbidden') {
        return {
          status: 'conflict',
          title: record.title ?? '',
          to: record.destination_path ?? '',
          reason: err.message,
        };
      }
      this.deps.log.warn({ err, path: record.source_path }, 'a link could not be laid out again');
      return { status: 'unplanned', reason: err instanceof Error ? err.message : String(err) };
    }
  }

  /**
   * Apply a preview: answers at once with the operation, which moves the links in the background.
   * An apply a stop cut short is resumed by applying its preview again.
   */
  apply(previewId: number): { operationId: number } {
    const { reorganise } = this.deps.repositories;
    const preview = reorganise.operation(previewId);
    if (!preview || preview.kind !== 'preview') throw notFound(`No preview ${previewId}`, { previewId });
    this.refuseWhileRunning();
    const earlier = reorganise.applyOf(previewId);
    if (earlier && earlier.state === 'interrupted') {
      reorganise.setState(earlier.id, 'running', null);
      this.start(earlier.id);
      return { operationId: earlier.id };
    }
    if (preview.state !== 'ready') {
      throw conflict(
        preview.state === 'applied'
          ? `Preview ${previewId} was applied already; preview again for what is left`
          : `Preview ${previewId} ${preview.error ? `can't be applied (${preview.error})` : 'did not finish'}; preview again`,
        { previewId },
      );
    }
    const operationId = this.deps.database.transaction(() => {
      const id = reorganise.create({ kind: 'apply', state: 'running', previewId }, this.deps.now());
      reorganise.setTotal(id, reorganise.copyPlanned(previewId, id));
      reorganise.setState(previewId, 'applied', preview.finished_at);
      reorganise.dropEntries(previewId);
      return id;
    });
    this.start(operationId);
    return { operationId };
  }

  /** Move every link an apply (or undo) moved back to where it was, as a new operation. */
  undo(operationId: number): { operationId: number } {
    const { reorganise } = this.deps.repositories;
    const undone = reorganise.operation(operationId);
    if (!undone || undone.kind === 'preview') throw notFound(`No operation ${operationId}`, { operationId });
    this.refuseWhileRunning();
    if (undone.state === 'running') throw conflict(`Operation ${operationId} is still running`, { operationId });
    const earlier = reorganise.undoOf(operationId);
    if (earlier && earlier.state === 'interrupted') {
      reorganise.setState(earlier.id, 'running', null);
      this.start(earlier.id);
      return { operationId: earlier.id };
    }
    if (earlier)
      throw conflict(`Operation ${operationId} was undone already (operation ${earlier.id})`, { operationId });
    const id = this.deps.database.transaction(() => {
      const created = reorganise.create({ kind: 'undo', state: 'running', undoes: operationId }, this.deps.now());
      reorganise.setTotal(created, reorganise.copyReversed(operationId, created));
      return created;
    });
    this.start(id);
    return { operationId: id };
  }

  operations(limit = 50): OperationView[] {
    return this.deps.repositories.reorganise.operations(limit).map((row) => this.view(row, row.undone_by));
  }

  operation(id: number): ReorganiseOperationDetail {
    const { reorganise } = this.deps.repositories;
    const row = reorganise.operation(id);
    if (!row || row.kind === 'preview') throw notFound(`No operation ${id}`, { operationId: id });
    const skippedEntries = reorganise
      .entries(id, 0, 1000, 'skipped')
      .map((e) => ({ from: this.shown(e.from_path), to: this.shown(e.to_path), reason: e.reason ?? '' }));
    return { ...this.view(row, reorganise.undoOf(row.id)?.id ?? null), skippedEntries };
  }

  /** Waits for the apply or undo this process runs (tests, a clean stop). */
  async settled(): Promise<void> {
    await this.work;
  }

  /** A path as the API shows it: relative to the library, `/`-separated. */
  private shown(abs: string): string {
    return toRelative(this.deps.libraryRoot(), abs);
  }

  private view(row: ReorganiseOperation, undoneBy: number | null): OperationView {
    return {
      id: row.id,
      kind: row.kind === 'undo' ? 'undo' : 'apply',
      // An apply or undo is only ever running, done, failed or interrupted.
      state: row.state as OperationView['state'],
      total: row.total,
      moved: row.moved,
      skipped: row.skipped,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      previewId: row.preview_id,
      undoes: row.undoes,
      undoneBy,
      error: row.error,
    };
  }

  private refuseWhileRunning(): void {
    const running = this.deps.repositories.reorganise.running();
    if (running)
      throw conflict(`Operation ${running.id} is running; wait for it to finish`, { operationId: running.id });
  }

  private start(operationId: number): void {
    this.work = this.run(operationId).catch((err: unknown) => {
      this.deps.log.error({ err, operationId }, 're-organise operation failed');
      const message = err instanceof Error ? err.message : String(err);
      this.deps.repositories.reorganise.setState(operationId, 'failed', this.deps.now(), message);
    });
  }

  private async run(operationId: number): Promise<void> {
    const { reorganise } = this.deps.repositories;
    const settings = await this.deps.settings();
    /** A moved link in each folder that gained one. */
    const changedFolders = new Map<string, string>();
    const leftFolders = new Set<string>();
    const checked = new Set<string>();
    for (let after = 0; ;) {
      const page = reorganise.entries(operationId, after, PAGE, 'planned');
      if (page.length === 0) break;
      after = (page[page.length - 1] as ReorganiseEntry).seq;
      const moved = await applyEntries({ ...this.deps, libraryRoot: settings.libraryRoot }, page, checked);
      for (const entry of moved) {
        if (entry.from_path === entry.to_path) continue;
        changedFolders.set(path.dirname(entry.to_path), entry.to_path);
        leftFolders.add(path.dirname(entry.from_path));
      }
    }
    for (const folder of leftFolders) await pruneEmptyFolders(settings.libraryRoot, folder);
    reorganise.setState(operationId, 'done', this.deps.now());
    // Media servers hear once per folder that changed, not once per link.
    for (const [folder, link] of changedFolders) {
      this.deps.bus.publish('symlink_created', {
        destination_file: link,
        media_name: path.basename(folder),
        new_folder_name: path.basename(folder),
        tmdb_id: null,
      });
    }
    this.deps.bus.publish('stats_changed', {});
  }
}

/** `plan` for each record, a few at a time: TMDB answers (or its cache) for titles not seen yet. */
async function planAll<T, R>(items: readonly T[], plan: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await plan(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(TMDB_PARALLEL, items.length) }, worker));
  return results;
}

/**
 * A 53-bit digest of a path from two unrelated 32-bit hashes of its UTF-16 units: FNV-1a, and a
 * multiply-and-shift mix with Murmur's constant. A cryptographic hash (and its Buffer) per link
 * was a tenth of a preview's time; nothing here is secret, only a false match must be rare.
 */
function pathDigest(at: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < at.length; i++) {
    const unit = at.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0) * 0x200000 + (b >>> 11);
}
