import { lstat, unlink } from 'node:fs/promises';
import type { AppDatabase } from '../db/database.js';
import type { Repositories } from '../db/repositories/repositories.js';
import type { PendingChange } from '../db/repositories/pending-changes.repository.js';
import type { Logger } from '../log.js';
import { LibraryTrash } from './library-trash.js';
import { retargetRelativeLinks } from './move-entry.js';
import { rewriteRecordPaths } from './record-paths.js';

interface ReconcileDeps {
  database: AppDatabase;
  repositories: Pick<Repositories, 'pendingChanges' | 'trash' | 'records' | 'fileDetails'>;
  dataDir: string;
  log: Logger;
  now: () => number;
}

interface ReconcileReport {
  completed: number;
  dropped: number;
  failed: number;
}

/**
 * At start, before anything else touches the library: every change a crash cut short is finished
 * or dropped according to what the disk shows, so records and disk agree again. A
 * change that can't be settled now (its folder unreadable, say) stays for the next start.
 */
export async function reconcilePendingChanges(deps: ReconcileDeps): Promise<ReconcileReport> {
  const { pendingChanges: intents, trash: ledger } = deps.repositories;
  const trash = new LibraryTrash({ ledger, dataDir: deps.dataDir, intents, now: deps.now });
  const report: ReconcileReport = { completed: 0, dropped: 0, failed: 0 };
  for (const change of intents.all()) {
    // A re-organise's link move is settled by the organiser, which made it (reconcileRelinks).
    if (change.kind === 'relink') continue;
    try {
      const outcome =
        change.kind === 'move' ? await reconcileMove(deps, intents, change) : await trash.reconcile(change);
      report[outcome] += 1;
      deps.log.warn(
        { kind: change.kind, path: change.fromPath, to: change.toPath, outcome },
        'interrupted change settled',
      );
    } catch (err) {
      report.failed += 1;
      deps.log.error({ err, kind: change.kind, path: change.fromPath }, 'interrupted change could not be settled yet');
    }
  }
  return report;
}

/**
 * A move happened when the entry is at its new place and not at its old one (the new place was
 * free when it began). A file moved by hard link may be at both: the old name is the one left to go.
 */
async function reconcileMove(
  deps: ReconcileDeps,
  intents: ReconcileDeps['repositories']['pendingChanges'],
  change: PendingChange,
): Promise<'completed' | 'dropped'> {
  const from = await lstat(change.fromPath).catch(() => null);
  const to = change.toPath ? await lstat(change.toPath).catch(() => null) : null;
  const toPath = change.toPath as string;
  const sameFile = from && to && !from.isDirectory() && from.ino === to.ino && from.dev === to.dev;
  if (!to || (from && !sameFile)) {
    intents.forget(change.id);
    return 'dropped';
  }
  if (sameFile) await unlink(change.fromPath);
  await retargetRelativeLinks(change.fromPath, toPath);
  intents.complete(change.id, () =>
    rewriteRecordPaths(
      { database: deps.database, records: deps.repositories.records, details: deps.repositories.fileDetails },
      { root: change.root, oldAbs: change.fromPath, newAbs: toPath },
      deps.now(),
    ),
  );
  return 'completed';
}
