// The media files a folder holds, by name: what a folder's files say about which title the folder is.
// Read from the disk, since the judgement must hold for files the organiser has not seen yet.

import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isSubtitleExtension } from '@cinesync/common';
import { isSeasonFolder } from './choice-folder.js';

/**
 * Enough names to tell a title's folder from a folder of many titles; a show of a thousand
 * episodes is judged by its first few hundred, and a huge downloads folder costs one listing.
 */
const FOLDER_NAMES_MAX = 400;

/**
 * The folder's media files (video, not subtitles), and those of its season folders, as paths from
 * the folder's parent (`Show/Season 1/S01E01.mkv`), so a parse reads them with their folders as the
 * organiser does. An unreadable folder has no names: it is judged by its own name alone.
 */
export async function folderMediaNames(folder: string, extensions: ReadonlySet<string>): Promise<string[]> {
  const base = path.basename(folder);
  const names: string[] = [];
  const add = (entries: Dirent[], under: string) => {
    for (const entry of entries) {
      if (names.length >= FOLDER_NAMES_MAX) return;
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      const extension = path.extname(entry.name).toLowerCase();
      if (!extensions.has(extension) || isSubtitleExtension(extension)) continue;
      names.push(path.join(under, entry.name));
    }
  };
  const top = await listing(folder);
  add(top, base);
  for (const entry of top) {
    if (names.length >= FOLDER_NAMES_MAX) break;
    if (entry.isDirectory() && isSeasonFolder(entry.name)) {
      add(await listing(path.join(folder, entry.name)), path.join(base, entry.name));
    }
  }
  return names;
}

async function listing(folder: string): Promise<Dirent[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}
