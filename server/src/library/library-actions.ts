import { stat } from 'node:fs/promises';
import path from 'node:path';
import type {
  DeletePreviewResponse,
  DeleteResponse,
  MoveResponse,
  RenameResponse,
  RestoreResponse,
} from '@cinesync/common';
import type { AppDatabase } from '../db/database.js';
import type { FileDetailsRepository } from '../db/repositories/file-details.repository.js';
import type { PendingChangesRepository } from '../db/repositories/pending-changes.repository.js';
import type { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { Removal } from '../db/repositories/trash.repository.js';
import { AppError, conflict, invalid, notFound } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import { refuseWholeSources } from '../config/whole-source-guard.js';
import { isInside } from '../file-tree/resolve-inside.js';
import { previewDelete } from './delete-preview.js';
import type { FolderListingCache } from './folder-listing-cache.js';
import type { LibraryEntry, LibraryPaths } from './library-paths.js';
import type { LibraryTrash } from './library-trash.js';
import { moveEntry, retargetRelativeLinks } from './move-entry.js';
import { rewriteRecordPaths } from './record-paths.js';
import { restoreFromTrash } from './restore-from-trash.js';

interface LibraryActionsDeps {
  paths: LibraryPaths;
  database: AppDatabase;
  bus: EventBus;
  log: Logger;
  trash: LibraryTrash;
  intents: PendingChangesRepository;
  records: ProcessedFilesRepository;
  details: FileDetailsRepository;
  cache: FolderListingCache;
  now: () => number;
  /** The configured source folders: a delete never names one, nor a folder holding one. */
  sourceRoots: () => string[];
}

const MAX_NAME_BYTES = 255;

/**
 * Rename, move and delete in the library. Each resolves every path first (refusing anything that
 * leaves the library), never replaces an existing entry unless asked, keeps the organiser's records
 * pointing at the links' new places, and announces the change on the bus.
 */
export class LibraryActions {
  constructor(private readonly deps: LibraryActionsDeps) {}

  async rename(oldPath: string, newName: string): Promise<RenameResponse> {
    if (Buffer.byteLength(newName, 'utf8') > MAX_NAME_BYTES) {
      throw invalid('The new name is longer than 255 bytes', { name: newName });
    }
    const entry = await this.existing(oldPath);
    if (path.basename(entry.abs) === newName) throw invalid('The new name is the same as the current name');
    const parentRel = path.posix.dirname(entry.rel);
    const target = await this.deps.paths.resolve(parentRel === '.' ? newName : `${parentRel}/${newName}`);
    if (target.info) throw conflict(`A file or folder named "${newName}" already exists in this folder`);
    const updatedRecords = await this.moveWithRecords(entry, target.abs);
    this.deps.log.info({ from: entry.rel, to: target.rel, updatedRecords }, 'renamed in the library');
    return { success: true, path: target.rel, name: newName, updatedRecords };
  }

  async move(sourcePath: string, targetPath: string, replace = false): Promise<MoveResponse> {
    const source = await this.existing(sourcePath);
    const folder = await this.deps.paths.resolve(targetPath, { allowRoot: true });
    const folderInfo = folder.info ? await stat(folder.abs).catch(() => null) : null;
    if (!folderInfo) throw notFound('Destination folder not found', { path: targetPath });
    if (!folderInfo.isDirectory()) throw invalid('The destination is not a folder', { path: targetPath });
    const name = path.basename(source.abs);
    if (path.dirname(source.abs) === folder.abs) throw invalid(`"${name}" is already in that folder`);
    if (source.info?.isDirectory() && isInside(source.abs, folder.abs)) {
      throw invalid('A folder cannot be moved into itself', { path: sourcePath });
    }
    const destination = await this.deps.paths.resolve(folder.rel === '' ? name : `${folder.rel}/${name}`);
    let replaced = false;
    if (destination.info) {
      if (!replace) {
        throw conflict(`A file or folder named "${name}" already exists in "${folder.rel || 'the library'}"`, {
          path: destination.rel,
        });
      }
      await this.deps.trash.remove(destination.root, destination.abs, new Removal('replace', [destination.rel]));
      replaced = true;
    }
    const updatedRecords = await this.moveWithRecords(source, destination.abs);
    this.deps.log.info({ from: source.rel, to: destination.rel, replaced, updatedRecords }, 'moved in the library');
    return { success: true, path: destination.rel, replaced, updatedRecords };
  }

  /**
   * Every path is resolved before anything is deleted, so one hostile path refuses the whole list.
   * Entries that are gone or fail are reported per path; the others are deleted.
   */
  async delete(userPaths: readonly string[]): Promise<DeleteResponse> {
    await this.refuseSourceFolders(userPaths);
    const entries: LibraryEntry[] = [];
    for (const p of userPaths) entries.push(await this.deps.paths.resolve(p));
    const failures: DeleteResponse['errors'] = [];
    let deletedCount = 0;
    let linksRemoved = 0;
    let filesTrashed = 0;
    const done: LibraryEntry[] = [];
    // One request is one removal: a restore of a folder it named brings back this request's entries.
    const removal = new Removal('delete', userPaths);
    for (const [i, entry] of entries.entries()) {
      const asked = userPaths[i] as string;
      // A folder deleted earlier in the list took this entry with it.
      if (done.some((d) => isInside(d.abs, entry.abs))) continue;
      if (!entry.info) {
        failures.push({ path: asked, error: 'not_found', message: 'File or directory not found' });
        continue;
      }
      try {
        const removed = await this.deps.trash.remove(entry.root, entry.abs, removal);
        deletedCount++;
        linksRemoved += removed.links;
        filesTrashed += removed.files;
        done.push(entry);
        await this.deps.cache.changed(entry.abs);
        this.deps.bus.publish('file_operation_update', {
          destinationPath: entry.abs,
          filePath: removed.sources[0],
          status: 'deleted',
          operation: 'delete',
        });
      } catch (err) {
        const kind = err instanceof AppError ? err.kind : 'internal';
        const message = err instanceof AppError ? err.message : `Could not delete: ${describe(err)}`;
        if (kind === 'internal') this.deps.log.error({ err, path: entry.rel }, 'delete failed');
        failures.push({ path: asked, error: kind, message });
      }
    }
    if (deletedCount > 0) {
      this.deps.bus.publish('stats_changed', {});
      this.deps.log.info({ deletedCount, linksRemoved, filesTrashed }, 'deleted from the library');
    }
    return {
      success: failures.length === 0,
      deletedCount,
      errors: failures,
      linksRemoved,
      filesTrashed,
    };
  }

  /** What `delete` would do to these paths, resolved with the same rules; changes nothing. */
  async deletePreview(userPaths: readonly string[]): Promise<DeletePreviewResponse> {
    const entries: LibraryEntry[] = [];
    for (const p of userPaths) entries.push(await this.deps.paths.resolve(p));
    return previewDelete(entries);
  }

  /** Puts deleted entries back from the trash (see {@link restoreFromTrash}). */
  restore(userPaths: readonly string[]): Promise<RestoreResponse> {
    return restoreFromTrash(this.deps, userPaths);
  }

  /**
   * A source folder, or a folder holding one (`/`, a source's parent, a library that a source sits
   * in), is never deleted, whatever else the list names. A path with `..` is left to the library's
   * own refusal: it never reaches the disk.
   */
  private async refuseSourceFolders(userPaths: readonly string[]): Promise<void> {
    const roots = this.deps.sourceRoots();
    if (roots.length === 0) return;
    const libraryRoot = await this.deps.paths.root();
    const targets = userPaths
      .map((userPath) => userPath.replace(/\\/g, '/'))
      .filter((slashed) => !slashed.split('/').includes('..'))
      .map((slashed) => path.resolve(libraryRoot, slashed));
    await refuseWholeSources(targets, roots, 'delete');
  }

  private async existing(userPath: string): Promise<LibraryEntry> {
    const entry = await this.deps.paths.resolve(userPath);
    if (!entry.info) throw notFound('File or directory not found', { path: userPath });
    return entry;
  }

  /**
   * Move an entry with its records following it, crash-safely: the intent is written first, the
   * disk changes, relative links are bent back, then records move and the intent goes in one
   * transaction. A crash anywhere leaves the intent for the next start to finish or drop.
   * The cached listings of both folders follow before the answer; listeners hear of it.
   */
  private async moveWithRecords(from: LibraryEntry, toAbs: string): Promise<number> {
    const { intents } = this.deps;
    const intent = intents.begin('move', { from: from.abs, to: toAbs, root: from.root });
    try {
      await moveEntry(from.abs, toAbs);
    } catch (err) {
      intents.forget(intent);
      throw err;
    }
    await retargetRelativeLinks(from.abs, toAbs);
    const updated = intents.complete(intent, () =>
      rewriteRecordPaths(
        { database: this.deps.database, records: this.deps.records, details: this.deps.details },
        { root: from.root, oldAbs: from.abs, newAbs: toAbs },
        this.deps.now(),
      ),
    );
    await this.deps.cache.changed(from.abs);
    await this.deps.cache.changed(toAbs);
    this.deps.bus.publish('file_operation_update', { destinationPath: toAbs });
    this.deps.bus.publish('stats_changed', {});
    return updated;
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
