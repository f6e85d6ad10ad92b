import path from 'node:path';
import type { AppDatabase } from '../db/database.js';
import { movedBaseFolder } from '../util/moved-base-folder.js';
import { underRange } from './library-records.js';

export interface PathChange {
  /** Library root (real path). */
  root: string;
  oldAbs: string;
  newAbs: string;
}

function rel(root: string, abs: string): string {
  return path.relative(root, abs).split(path.sep).join('/');
}

/**
 * After a rename or move in the library: every record whose link was the moved entry or below it
 * gets its new link path (and category folder), and the file-details records follow, in one
 * transaction. Paths are rewritten in code, not with SQL string functions, so names with `%`, `_`
 * or characters outside the BMP can't be mangled. Returns the records changed.
 */
export function rewriteRecordPaths(database: AppDatabase, change: PathChange, now: number): number {
  const { sqlite } = database;
  const oldRel = rel(change.root, change.oldAbs);
  const newRel = rel(change.root, change.newAbs);
  const [from, to] = underRange(change.oldAbs);
  const select = sqlite.prepare(
    `SELECT id, destination_path, base_folder FROM processed_files
      WHERE destination_path = ? OR (destination_path >= ? AND destination_path < ?)`,
  );
  const update = sqlite.prepare(
    'UPDATE processed_files SET destination_path = ?, base_folder = ?, updated_at = ? WHERE id = ?',
  );
  const [detailsFrom, detailsTo] = underRange(oldRel);
  const selectDetails = sqlite.prepare('SELECT path FROM file_details WHERE path = ? OR (path >= ? AND path < ?)');
  const moveDetails = sqlite.prepare('UPDATE OR REPLACE file_details SET path = ?, updated_at = ? WHERE path = ?');
  return sqlite.transaction(() => {
    const rows = select.all(change.oldAbs, from, to) as {
      id: number;
      destination_path: string;
      base_folder: string | null;
    }[];
    for (const row of rows) {
      const destination = change.newAbs + row.destination_path.slice(change.oldAbs.length);
      update.run(destination, movedBaseFolder(row.base_folder, oldRel, newRel), now, row.id);
    }
    for (const { path: p } of selectDetails.all(oldRel, detailsFrom, detailsTo) as { path: string }[]) {
      moveDetails.run(newRel + p.slice(oldRel.length), now, p);
    }
    return rows.length;
  })();
}
