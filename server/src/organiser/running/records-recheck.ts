import { stat } from 'node:fs/promises';
import type { Organiser } from '../organiser.js';
import type { OrganiseContext } from '../organise-file.js';
import type { SourceFileRef } from '../organise-types.js';
import type { SourceIndex } from '../scan/source-index.js';
import { checkRootHealth } from '../scan/source-roots.js';
import { probeSourcePresence } from '../scan/source-presence.js';
import type { ActivityLog } from './activity-log.js';
import { LinkRepair } from './link-repair.js';

/** Progress of a records re-check (the database update job). */
export interface RecheckProgress {
  /** Linked records looked at so far, of `total`. */
  checked: number;
  total: number;
  /** Records whose link was followed to where it moved, or placed again. */
  repaired: number;
  /** Records and links removed because their source is gone (restorable from the trash). */
  removed: number;
  /** Records left as they are because their source or its folder could not be checked. */
  kept: number;
}

/** Progress is reported at most once per this many records, and at the end. */
const RECHECK_REPORT_EVERY = 100;

interface RecordsRecheckDeps {
  organiser: Organiser;
  activity: ActivityLog;
  index: SourceIndex;
  /** The run the re-check links and removes in (its removal holds what it takes away). */
  run: OrganiseContext;
  /** Take down a gone source's link and record. */
  removeSource: (file: Omit<SourceFileRef, 'size'>, run: OrganiseContext) => Promise<void>;
}

/**
 * Every linked record under `roots` checked against the disk: a gone source (on a healthy root) is
 * removed, a link that no longer leads to its source is followed or placed again, and a source
 * that can't be checked is kept as it is.
 */
export async function recheckLinkedRecords(
  deps: RecordsRecheckDeps,
  roots: readonly string[],
  onProgress: (progress: RecheckProgress) => void,
  signal?: AbortSignal,
): Promise<RecheckProgress> {
  const { organiser, activity, index, run } = deps;
  const repair = new LinkRepair(organiser.records, run.libraryRoot);
  const perRoot = roots.map((root) => ({ root, linked: organiser.records.linkedUnder(root) }));
  const state: RecheckProgress = { checked: 0, total: 0, repaired: 0, removed: 0, kept: 0 };
  for (const { linked } of perRoot) state.total += linked.size;
  onProgress({ ...state });
  for (const { root, linked } of perRoot) {
    const health = await checkRootHealth(root, index);
    const intact = await repair.intactCheck(root);
    for (const sourcePath of linked.keys()) {
      if (signal?.aborted) return state;
      state.checked += 1;
      const presence = await probeSourcePresence(sourcePath, root);
      if (presence.state !== 'present') {
        if (presence.state === 'gone' && health.healthy) {
          await deps.removeSource({ path: sourcePath, root }, run);
          index.remove([sourcePath]);
          state.removed += 1;
        } else {
          state.kept += 1;
        }
      } else if (!(await intact(sourcePath))) {
        const relocated = await repair.relocate(sourcePath);
        if (!relocated) {
          const size = await stat(sourcePath).then(
            (info) => info.size,
            () => 0,
          );
          await organiser.organise(run, { path: sourcePath, root, size });
        }
        activity.write('INFO', `Database update repaired the link of ${sourcePath}`);
        state.repaired += 1;
      }
      if (state.checked % RECHECK_REPORT_EVERY === 0) onProgress({ ...state });
    }
  }
  return state;
}
