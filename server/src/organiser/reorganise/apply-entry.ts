import path from 'node:path';
import type { AppDatabase } from '../../db/database.js';
import type { ServiceRepositories } from '../../db/repositories/repositories.js';
import type { ReorganiseEntry } from '../../db/repositories/reorganise.repository.js';
import { linkTextAt, moveLink, moveSideFiles, taken } from '../../file-tree/relink.js';
import { resolveInside } from '../../file-tree/resolve-inside.js';
import type { Logger } from '../../log.js';

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
async function staleReason(deps: ApplyDeps, entry: ReorganiseEntry): Promise<string | null> {
  const record = deps.repositories.records.byId(entry.record_id);
  if (!record || record.status !== 'linked' || record.source_path !== entry.source_path) {
    return 'Its record changed since the preview';
  }
  if (record.destination_path !== entry.from_path) return 'Its link was moved since the preview';
  if ((await linkTextAt(entry.from_path)) !== entry.from_text) return 'Its link changed on disk since the preview';
  if (entry.to_path !== entry.from_path) {
    if (await taken(entry.to_path)) return 'Something is at its new path now';
    await resolveInside(deps.libraryRoot, path.relative(deps.libraryRoot, entry.to_path));
  }
  return null;
}

/**
 * Move one entry's link, crash-safely: the intent is written first; the link is made at its new
 * place (never replacing anything) and the old one removed; subtitles and NFOs named after it
 * follow; then the record, the file details and the entry change together with the intent's end.
 * A crash in between is settled at the next start by what the disk shows (library/reconcile).
 */
export async function applyEntry(deps: ApplyDeps, entry: ReorganiseEntry): Promise<'moved' | 'skipped'> {
  const { reorganise, pendingChanges } = deps.repositories;
  let reason: string | null;
  try {
    reason = await staleReason(deps, entry);
  } catch (err) {
    reason = err instanceof Error ? err.message : String(err);
  }
  if (reason !== null) {
    reorganise.settleEntry(entry, 'skipped', reason);
    return 'skipped';
  }
  const intent = pendingChanges.begin('relink', {
    from: entry.from_path,
    to: entry.to_path,
    root: deps.libraryRoot,
    detail: relinkDetail(entry),
  });
  try {
    await moveLink({ from: entry.from_path, fromText: entry.from_text, to: entry.to_path, toText: entry.to_text });
  } catch (err) {
    pendingChanges.abandon(intent);
    reorganise.settleEntry(entry, 'skipped', err instanceof Error ? err.message : String(err));
    return 'skipped';
  }
  await moveSideFiles(entry.from_path, entry.to_path).catch((err: unknown) =>
    deps.log.warn({ err, path: entry.from_path }, 'side files stayed at the old name'),
  );
  pendingChanges.complete(intent, () => recordRelink(deps, relinkDetail(entry), deps.now()));
  return 'moved';
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

/** The records' side of a finished relink: its record, its file details and its entry. */
export function recordRelink(
  deps: Pick<ApplyDeps, 'repositories' | 'libraryRoot'>,
  detail: RelinkDetail,
  now: number,
): void {
  const { records, fileDetails, reorganise } = deps.repositories;
  const rel = (abs: string) => path.relative(deps.libraryRoot, abs).split(path.sep).join('/');
  records.setDestinationById(detail.recordId, detail.to, detail.toBaseFolder, now);
  if (detail.to !== detail.from) fileDetails.move(rel(detail.from), rel(detail.to), now);
  reorganise.settleEntry({ operation_id: detail.operationId, seq: detail.seq }, 'moved', null);
}
