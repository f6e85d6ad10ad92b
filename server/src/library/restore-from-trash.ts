import path from 'node:path';
import type { RestoreResponse } from '@cinesync/common';
import { AppError, invalid } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import { isInside } from '../util/resolve-inside.js';
import type { FolderListingCache } from './folder-listing-cache.js';
import type { LibraryPaths } from './library-paths.js';
import type { LibraryTrash } from './library-trash.js';

export interface RestoreDeps {
  paths: LibraryPaths;
  trash: LibraryTrash;
  cache: FolderListingCache;
  bus: EventBus;
  log: Logger;
}

/** The answer when none of the paths names anything in the trash, kept word for word. */
export const NOTHING_TO_RESTORE = 'No valid paths found for restoration';

/**
 * Puts deleted entries back, so no delete is final. A library path restores what was deleted
 * there, or under it; an absolute path outside the library is taken as a source file and restores
 * the links that pointed at it. Paths are only looked up in the trash table, never opened, and each
 * restore checks again that its place is inside the library and free.
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
    const rows = deps.trash.matching(abs).filter((row) => !seen.has(row.id));
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
        deps.bus.publish('file_operation_update', {
          destinationPath: row.original_path,
          // A link names its source file, the list's key for an entry; a trashed real file has none.
          ...(row.kind === 'link' && row.link_target ? { filePath: row.link_target } : {}),
          status: 'created',
        });
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
