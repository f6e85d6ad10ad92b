import { readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ReadlinkResponse } from '@cinesync/common';
import { notFound } from '../errors.js';
import type { LibraryPaths } from './library-paths.js';
import type { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { formatBytes } from '../byte-sizes/format-bytes.js';

/**
 * `POST /api/readlink`: where an entry really is (the source behind a link), whether the organiser
 * has a record of it, and its size. A link whose source is gone is reported, not an error.
 */
export async function describeEntry(
  paths: LibraryPaths,
  records: ProcessedFilesRepository,
  userPath: string,
): Promise<ReadlinkResponse> {
  const entry = await paths.resolve(userPath, { allowRoot: true });
  if (!entry.info) throw notFound('File or directory not found', { path: userPath });
  const isSymlink = entry.info.isSymbolicLink();
  let realPath = await realpath(entry.abs).catch(() => null);
  const exists = realPath !== null;
  if (realPath === null) realPath = path.resolve(path.dirname(entry.abs), await readlink(entry.abs));
  const info = exists ? await stat(realPath).catch(() => null) : null;
  const record = records.atDestination(entry.abs)[0] ?? records.bySource(realPath);
  const fileSize = info?.isFile() ? info.size : null;
  return {
    realPath,
    absPath: entry.abs,
    isSymlink,
    exists,
    foundInDB: record !== undefined,
    fileSize,
    formattedSize: fileSize === null ? (info?.isDirectory() ? '--' : 'Unknown size') : formatBytes(fileSize),
    tmdbId: record?.tmdb_id ?? null,
    seasonNumber: record?.season_number ?? null,
  };
}
