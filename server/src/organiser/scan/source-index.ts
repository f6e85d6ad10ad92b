import path from 'node:path';
import type { AppDatabase } from '../../db/database.js';
import {
  SourceFilesRepository,
  type IndexedFile,
  type SourceFilesRepositoryOptions,
} from '../../db/repositories/source-files.repository.js';
import type { RootIndexView } from './source-roots.js';

export { UNPROCESSED, type IndexedFile, type IndexRow } from '../../db/repositories/source-files.repository.js';

interface SourceIndexOptions extends SourceFilesRepositoryOptions {
  /** Lower-case extensions with the dot (`.mkv`) that make a file media. */
  mediaExtensions: ReadonlySet<string>;
}

/**
 * The source-file index as the scanner and the monitor use it: the `source_files` repository plus
 * the one rule of the organiser's it needs, which files are media.
 */
export class SourceIndex extends SourceFilesRepository implements RootIndexView {
  readonly mediaExtensions: ReadonlySet<string>;

  constructor(database: AppDatabase, options: SourceIndexOptions) {
    super(database, options);
    this.mediaExtensions = new Set([...options.mediaExtensions].map(normaliseExtension));
  }

  /** True when the file's extension is in the media set. */
  isMedia(filePath: string): boolean {
    return this.mediaExtensions.has(path.extname(filePath).toLowerCase());
  }
}

/** Turn a configured extension (`mkv`, `.MKV`) into the form the index compares with (`.mkv`). */
function normaliseExtension(extension: string): string {
  const lower = extension.trim().toLowerCase();
  return lower.startsWith('.') ? lower : `.${lower}`;
}

/** True when a file on disk differs from its index row in a way that needs processing. */
export function differs(
  entry: IndexedFile,
  file: { size: number; mtimeMs: number; inode: number; device: number },
): boolean {
  if (entry.size !== file.size || entry.mtime_ms !== Math.floor(file.mtimeMs)) return true;
  // Inode numbers are only comparable on the same device: FUSE mounts hand out new ones (and a
  // new device id) on every remount, which is not a change of the file.
  return entry.device === file.device && entry.inode !== file.inode;
}
