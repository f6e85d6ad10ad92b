import path from 'node:path';
import {
  FILE_OPERATION_OF_RECORD,
  type EventPayload,
  type FileOperationStatus,
  type RecordStatus,
  type RestoreResponse,
} from '@cinesync/common';
import type { TrashRow } from '../db/repositories/trash.repository.js';
import { AppError, invalid } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import { isInside } from '../file-tree/resolve-inside.js';
import type { FolderListingCache } from './folder-listing-cache.js';
import type { LibraryPaths } from './library-paths.js';
import type { LibraryTrash } from './library-trash.js';

interface RestoreDeps {
  paths: LibraryPaths;
  trash: LibraryTrash;
  cache: FolderListingCache;
  bus: EventBus;
  log: Logger;
}

/** The answer when none of the paths names anything in the trash, kept word for word. */
const NOTHING_TO_RESTORE = 'No valid paths found for restoration';

/**
 * Puts deleted entries back, so no delete is final. A library path restores what was deleted
 * there, or under it; an absolute path outside the library is taken as a source file or folder and
 * restores the links and records that belonged to it. Each path restores what one removal took:
 * the newest removal (a delete request, a skip, a sweep) that took something there, never every
 * removal ever made under it, so what was deleted on purpose before stays deleted; asking again
 * goes one removal further back. Paths are only looked up in the trash table, never opened, and
 * each restore checks again that its place is inside the library and free.
 */
export async function restoreFromTrash(deps: RestoreDeps, userPaths: readonly string[]): Promise<RestoreResponse> {
  const root = await deps.paths.root();
  const wanted: { asked: string; abs: string }[] = [];
  for (const asked of userPaths) {
    const isSource = path.isAbsolute(asked) && !isInside(root, path.resolve(asked));
    wanted.push({ asked, abs: isSource ? path.resolve(asked) : (await deps.paths.resolve(asked)).abs });
  }
  const errors: RestoreResponse['errors'] = [];
  const seen = new Set<number>();
  let restoredCount = 0;
  let matched = 0;
  for (const { asked, abs } of wanted) {
    const rows = newestRemoval(deps.trash.matching(abs).filter((row) => !seen.has(row.id)));
    if (rows.length === 0) {
      errors.push({ path: asked, error: 'not_found', message: 'Nothing in the trash for that path' });
      continue;
    }
    matched += rows.length;
    for (const row of rows) {
      seen.add(row.id);
      try {
        await deps.trash.restore(row.id, root);
        restoredCount++;
        await deps.cache.changed(row.original_path);
        deps.bus.publish('file_operation_update', restoredEvent(row));
      } catch (err) {
        if (!(err instanceof AppError)) deps.log.error({ err, path: row.original_path }, 'restore failed');
        const message = err instanceof AppError ? err.message : `Could not restore: ${String(err)}`;
        errors.push({ path: row.original_path, error: err instanceof AppError ? err.kind : 'internal', message });
      }
    }
  }
  if (matched === 0) throw invalid(NOTHING_TO_RESTORE);
  if (restoredCount > 0) {
    deps.bus.publish('stats_changed', {});
    deps.log.info({ restoredCount, failed: errors.length }, 'restored from the trash');
  }
  return {
    success: errors.length === 0,
    restoredCount,
    message: `Successfully restored ${restoredCount} file(s)`,
    errors,
  };
}

/**
 * The rows of the newest removal among `rows` (ids grow with time). Rows from before removals were
 * kept apart belong to none and come back together, as they always did, once no newer one is left.
 */
function newestRemoval(rows: readonly TrashRow[]): TrashRow[] {
  const newest = Math.max(...rows.map((row) => row.removal_id ?? -1));
  return rows.filter((row) => (row.removal_id ?? -1) === newest);
}

/** What the File Operations list hears of a restored entry: keyed by its source file when it has one. */
function restoredEvent(row: TrashRow): EventPayload<'file_operation_update'> {
  if (row.kind === 'record') {
    // A record a skip replaced: back to what it was (waiting for review: the Failed tab).
    const status = recordStatusOf(row.record);
    return { filePath: row.original_path, ...(status ? { status } : {}) };
  }
  const source = row.kind === 'link' ? (row.source_path ?? row.link_target) : null;
  return { destinationPath: row.original_path, ...(source ? { filePath: source } : {}), status: 'created' };
}

function recordStatusOf(json: string | null): FileOperationStatus | undefined {
  try {
    const [first] = (json ? JSON.parse(json) : []) as { status?: RecordStatus }[];
    return first?.status ? FILE_OPERATION_OF_RECORD[first.status] : undefined;
  } catch {
    return undefined;
  }
}
