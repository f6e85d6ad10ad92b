import path from 'node:path';
import type { AppDatabase } from '../../db/database.js';
import type { ServiceRepositories } from '../../db/repositories/repositories.js';
import type { ReorganiseEntry } from '../../db/repositories/reorganise.repository.js';
import type { ProcessedFile } from '../../db/schema.js';
import { entryAt, linkTextAt, moveLink, moveSideFiles } from '../../file-tree/relink.js';
import { resolveInside } from '../../file-tree/resolve-inside.js';
import type { Logger } from '../../log.js';
import { toRelative } from '../../file-tree/library-relative.js';

interface ApplyDeps {
  database: Pick<AppDatabase, 'transaction'>;
  repositories: Pick<ServiceRepositories, 'reorganise' | 'records' | 'pendingChanges' | 'fileDetails'>;
  libraryRoot: string;
  log: Logger;
  now: () => number;
}

/**
 * Why an entry can't be moved now: its record or link changed since the preview, or its new place
 * was taken meanwhile. Such an entry is skipped and listed, never forced.
 */
async function staleReason(
  deps: ApplyDeps,
  entry: ReorganiseEntry,
  record: Pick<ProcessedFile, 'status' | 'source_path' | 'destination_path'> | undefined,
  folders: Set<string>,
): Promise<string | null> {
  if (!record || record.status !== 'linked' || record.source_path !== entry.source_path) {
    return 'Its record changed since the preview';
  }
  if (record.destination_path !== entry.from_path) return 'Its link was moved since the preview';
  if (linkTextAt(entry.from_path) !== entry.from_text) return 'Its link changed on disk since the preview';
  if (entry.to_path !== entry.from_path) {
    if (entryAt(entry.to_path) !== 'free') return 'Something is at its new path now';
    const dir = path.dirname(entry.to_path);
    if (!folders.has(dir)) {
      // The new folder stays inside the library, whatever links its folders hold.
      await resolveInside(deps.libraryRoot, path.join(path.relative(deps.libraryRoot, dir), '_'));
      folders.add(dir);
    }
  }
  return null;
}

/** Entries moved per batch: their intents are written in one transaction, their records in another. */
const BATCH = 100;

/**
 * Move a batch of entries' links, crash-safely. Each move's intent is written before the disk
 * changes (all the batch's in one transaction); each link is made at its new place, never
 * replacing anything, and the old one removed; subtitles and NFOs named after it follow; then the
 * records, file details and entries change together with the intents' end, in one transaction. A
 * crash in between is settled at the next start by what the disk shows (reconcile-relinks.ts).
 * `folders` are the folders this run has checked stay inside the library.
 */
export async function applyEntries(
  deps: ApplyDeps,
  entries: readonly ReorganiseEntry[],
  folders: Set<string>,
): Promise<ReorganiseEntry[]> {
  const moved: ReorganiseEntry[] = [];
  for (let i = 0; i < entries.length; i += BATCH) {
    moved.push(...(await applyBatch(deps, entries.slice(i, i + BATCH), folders)));
    // The disk work is synchronous (relink.ts): let requests waiting meanwhile be answered.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return moved;
}

async function applyBatch(
  deps: ApplyDeps,
  batch: readonly ReorganiseEntry[],
  folders: Set<string>,
): Promise<ReorganiseEntry[]> {
  const { reorganise, pendingChanges } = deps.repositories;
  const ready: ReorganiseEntry[] = [];
  const skipped: { entry: ReorganiseEntry; reason: string }[] = [];
  const records = deps.repositories.records.standings(batch.map((entry) => entry.record_id));
  for (const entry of batch) {
    const record = records.get(entry.record_id);
    const reason = await staleReason(deps, entry, record, folders).catch((err: unknown) => messageOf(err));
    if (reason === null) ready.push(entry);
    else skipped.push({ entry, reason });
  }
  const intents = deps.database.transaction(() => {
    for (const { entry, reason } of skipped) reorganise.settleEntry(entry, 'skipped', reason);
    return ready.map((entry) =>
      pendingChanges.begin('relink', {
        from: entry.from_path,
        to: entry.to_path,
        root: deps.libraryRoot,
        detail: relinkDetail(entry),
      }),
    );
  });
  const outcomes: (string | null)[] = ready.map((entry) => {
    try {
      moveLink({ from: entry.from_path, fromText: entry.from_text, to: entry.to_path, toText: entry.to_text });
      return null;
    } catch (err) {
      return messageOf(err);
    }
  });
  // After the batch's links moved, so a side file is never taken by a video whose longer-named
  // neighbour (`Film.Part2.mkv` beside `Film.mkv`) moved first.
  const oldNames = ready.map((entry) => entry.from_path);
  ready.forEach((entry, k) => {
    if (outcomes[k] !== null) return;
    try {
      moveSideFiles(entry.from_path, entry.to_path, oldNames);
    } catch (err) {
      deps.log.warn({ err, path: entry.from_path }, 'side files stayed at the old name');
    }
  });
  const now = deps.now();
  deps.database.transaction(() => {
    ready.forEach((entry, k) => {
      const failure = outcomes[k] ?? null;
      const intent = intents[k] as number;
      // The batch's one transaction holds these; a savepoint per entry (complete()) would make
      // SQLite's trigram index write out for each.
      if (failure === null) {
        recordRelink(deps, relinkDetail(entry), now);
        pendingChanges.forget(intent);
      } else {
        pendingChanges.forget(intent);
        reorganise.settleEntry(entry, 'skipped', failure);
      }
    });
  });
  return ready.filter((_, k) => outcomes[k] === null);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** What a `relink` intent carries, so the start-up reconcile can finish it like the apply would. */
export interface RelinkDetail {
  operationId: number;
  seq: number;
  recordId: number;
  from: string;
  fromText: string;
  to: string;
  toText: string;
  toBaseFolder: string | null;
}

function relinkDetail(entry: ReorganiseEntry): RelinkDetail {
  return {
    operationId: entry.operation_id,
    seq: entry.seq,
    recordId: entry.record_id,
    from: entry.from_path,
    fromText: entry.from_text,
    to: entry.to_path,
    toText: entry.to_text,
    toBaseFolder: entry.to_base_folder,
  };
}

/** The records' side of a finished relink: its record, its file details and its entry. Inside a transaction. */
export function recordRelink(
  deps: Pick<ApplyDeps, 'repositories' | 'libraryRoot'>,
  detail: RelinkDetail,
  now: number,
): void {
  const { records, fileDetails, reorganise } = deps.repositories;
  records.setDestinationById(detail.recordId, detail.to, detail.toBaseFolder, now);
  if (detail.to !== detail.from)
    fileDetails.moveFile(toRelative(deps.libraryRoot, detail.from), toRelative(deps.libraryRoot, detail.to), now);
  reorganise.settleEntry({ operation_id: detail.operationId, seq: detail.seq }, 'moved', null);
}
