import path from 'node:path';
import { FILE_OPERATION_OF_RECORD, SOURCE_STATUS_OF_RECORD, type UndoPickResponse } from '@cinesync/common';
import { readConfigStatus } from '../../config/config-status.js';
import type { ConfigStore } from '../../config/config-store.js';
import { Removal } from '../../db/repositories/trash.repository.js';
import type { ProcessedFile } from '../../db/schema.js';
import { conflict, invalid, unavailable } from '../../errors.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Logger } from '../../log.js';
import { removeRecordedLink } from '../link/remove-own-link.js';
import type { FolderOverrides } from '../match/folder-overrides.js';
import type { Organiser } from '../organiser.js';

interface UndoPickDeps {
  organiser: Pick<Organiser, 'records' | 'ledger'>;
  config: ConfigStore;
  /** The process's shared choices: the organiser's next file sees a forgotten one gone. */
  folderOverrides: FolderOverrides;
  bus: EventBus;
  log: Logger;
  now: () => number;
}

const UNDONE_REASON = 'Pick undone';

/**
 * Undo a person's pick of a file that was waiting for review: the link the pick made goes (kept in
 * the removal ledger like any removal, so a restore of the file can make it again), the review
 * record the pick replaced comes back as it was (reason, candidates; the entry returns to its tab),
 * and the choice the pick kept for `folder`, if it kept this title there, is forgotten so the
 * folder's other files are not filed under it. The link goes first: a crash between the two leaves
 * a file with neither link nor record, which disk and records agree on and a restore repairs.
 */
export async function undoPick(
  deps: UndoPickDeps,
  request: { sourcePath: string; folder?: string | undefined },
): Promise<UndoPickResponse> {
  if (!path.isAbsolute(request.sourcePath)) throw invalid('sourcePath is the absolute path of a source file');
  const sourcePath = path.resolve(request.sourcePath);
  const name = path.basename(sourcePath);
  const { records, ledger } = deps.organiser;
  const picked = ledger.pickedOf(sourcePath);
  if (!picked) throw conflict(`There is no pick of ${name} to undo`, { path: sourcePath });
  const linked = records.bySource(sourcePath);
  if (linked?.status !== 'linked' || !linked.destination_path) {
    throw conflict(`${name} is not linked any more; there is no pick to undo`, { path: sourcePath });
  }
  const [review] = JSON.parse(picked.record ?? '[]') as ProcessedFile[];
  if (!review) throw conflict(`The pick of ${name} kept nothing to go back to`, { path: sourcePath });

  const status = await readConfigStatus(deps.config);
  if (status.needsConfiguration) throw unavailable('DESTINATION_DIR is not set to an existing folder');
  const destination = linked.destination_path;
  await removeRecordedLink(
    ledger,
    status.effectiveRootDir,
    linked,
    { records: 'delete', reason: UNDONE_REASON },
    new Removal('undo pick', [sourcePath]),
  );
  ledger.restored(picked);
  const forgotten =
    request.folder !== undefined &&
    linked.tmdb_id !== null &&
    linked.media_type !== null &&
    deps.folderOverrides.removeIfChosen(request.folder, linked.tmdb_id, linked.media_type, review.updated_at);

  const entryStatus = FILE_OPERATION_OF_RECORD[review.status] ?? 'failed';
  deps.log.info({ path: sourcePath, destination, tmdbId: linked.tmdb_id, forgotten }, 'pick undone');
  // The link's folder listing follows a File Operations update naming the link; the entry itself
  // is announced apart, so the list doesn't show the removed link as the entry's destination.
  deps.bus.publish('file_operation_update', { destinationPath: destination });
  deps.bus.publish('file_operation_update', {
    filePath: sourcePath,
    fileName: name,
    status: entryStatus,
    operation: 'process',
    reason: review.reason ?? undefined,
    timestamp: new Date(deps.now()).toISOString(),
    type: review.media_type ?? 'other',
  });
  deps.bus.publish('source_file_updated', {
    file_path: sourcePath,
    processing_status: SOURCE_STATUS_OF_RECORD[review.status],
    tmdb_id: null,
    season_number: null,
    timestamp: deps.now(),
  });
  deps.bus.publish('stats_changed', {});
  return {
    success: true,
    sourcePath,
    status: entryStatus,
    reason: review.reason,
    folderChoiceForgotten: forgotten,
  };
}
