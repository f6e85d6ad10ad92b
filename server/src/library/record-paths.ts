import type { AppDatabase } from '../db/database.js';
import type { FileDetailsRepository } from '../db/repositories/file-details.repository.js';
import type { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { movedBaseFolder } from '../file-tree/moved-base-folder.js';
import { toRelative } from '../file-tree/library-relative.js';

/** The store and the two repositories a path change rewrites. */
interface RecordPathsStore {
  database: Pick<AppDatabase, 'transaction'>;
  records: ProcessedFilesRepository;
  details: FileDetailsRepository;
}

interface PathChange {
  /** Library root (real path). */
  root: string;
  oldAbs: string;
  newAbs: string;
}

/**
 * After a rename or move in the library: every record whose link was the moved entry or below it
 * gets its new link path (and category folder), and the file-details records follow, in one
 * transaction. Paths are rewritten in code, not with SQL string functions, so names with `%`, `_`
 * or characters outside the BMP can't be mangled. Returns the records changed.
 */
export function rewriteRecordPaths(store: RecordPathsStore, change: PathChange, now: number): number {
  const { database, records, details } = store;
  const oldRel = toRelative(change.root, change.oldAbs);
  const newRel = toRelative(change.root, change.newAbs);
  return database.transaction(() => {
    const links = records.linksAtOrUnder(change.oldAbs);
    for (const link of links) {
      const destination = change.newAbs + link.destination_path.slice(change.oldAbs.length);
      records.setDestinationById(link.id, destination, movedBaseFolder(link.base_folder, oldRel, newRel), now);
    }
    details.move(oldRel, newRel, now);
    return links.length;
  });
}
