import type { AppDatabase } from '../../db/database.js';
import type { ServiceRepositories } from '../../db/repositories/repositories.js';
import { linkTextAt, moveSideFiles, unlinkIfText } from '../../file-tree/relink.js';
import type { Logger } from '../../log.js';
import { recordRelink, type RelinkDetail } from './apply-entry.js';

interface ReconcileRelinksDeps {
  database: Pick<AppDatabase, 'transaction'>;
  repositories: Pick<ServiceRepositories, 'reorganise' | 'records' | 'pendingChanges' | 'fileDetails'>;
  log: Logger;
  now: () => number;
}

/**
 * At start: each link move of a re-organise that a crash cut short is finished or dropped by what
 * the disk shows. The new link with its new text is there: the move happened, so the old link
 * goes (if still there) and the record follows. It is not: nothing happened, the old link and its
 * record stand. Either way the link and its record agree, and the apply, marked interrupted, is
 * resumed by applying its preview again.
 */
export async function reconcileRelinks(deps: ReconcileRelinksDeps): Promise<number> {
  const { pendingChanges, reorganise } = deps.repositories;
  let settled = 0;
  for (const change of pendingChanges.all()) {
    if (change.kind !== 'relink' || change.detail === null) continue;
    try {
      const detail = JSON.parse(change.detail) as RelinkDetail;
      if (linkTextAt(detail.to) === detail.toText) {
        if (detail.to !== detail.from) {
          unlinkIfText(detail.from, detail.fromText);
          moveSideFiles(detail.from, detail.to);
        }
        pendingChanges.complete(change.id, () =>
          recordRelink({ ...deps, libraryRoot: change.root }, detail, deps.now()),
        );
      } else {
        pendingChanges.forget(change.id);
      }
      settled++;
    } catch (err) {
      deps.log.error({ err, path: change.fromPath }, 'an interrupted link move could not be settled yet');
    }
  }
  const interrupted = reorganise.interruptRunning(deps.now());
  if (interrupted > 0)
    deps.log.warn({ operations: interrupted }, 're-organise operations left running marked interrupted');
  return settled;
}
