import { lstat, readlink, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Removal, RemovalKind, TrashRepository } from '../../db/repositories/trash.repository.js';
import type { ProcessedFile } from '../../db/schema.js';
import { isInside } from '../../file-tree/resolve-inside.js';
import { pruneEmptyFolders } from './broken-link-sweep.js';

/**
 * Remove the library link a source owns: only a symlink, only inside the library, only when it
 * still points at that source. Returns the removed link's text, or null when nothing was removed.
 * Never touches the source.
 */
export async function removeOwnLink(
  libraryRoot: string,
  sourcePath: string,
  destination: string | null,
): Promise<string | null> {
  if (!destination || !isInside(libraryRoot, destination)) return null;
  try {
    const info = await lstat(destination);
    if (!info.isSymbolicLink()) return null;
    const text = await readlink(destination);
    if (path.resolve(path.dirname(destination), text) !== path.resolve(sourcePath)) return null;
    await unlink(destination);
    return text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Take a linked record's link out of the library and write the removal to the ledger with the
 * record, so a restore can put both back. When the ledger can't be written the link
 * is put back: disk and records keep agreeing. The link's folders are pruned when they emptied.
 */
export async function removeRecordedLink(
  ledger: TrashRepository,
  libraryRoot: string,
  record: ProcessedFile,
  kind: RemovalKind,
  removal: Removal,
): Promise<void> {
  const destination = record.destination_path as string;
  const text = await removeOwnLink(libraryRoot, record.source_path, destination);
  try {
    // A link that was already missing is remembered as the record promised it, so restore makes it.
    ledger.recordRemoval(
      { originalPath: destination, trashPath: '', kind: 'link', linkTarget: text ?? record.source_path },
      [record],
      kind,
      removal,
    );
  } catch (err) {
    if (text !== null) await symlink(text, destination).catch(() => undefined);
    throw err;
  }
  if (text !== null) await pruneEmptyFolders(libraryRoot, path.dirname(destination));
}
