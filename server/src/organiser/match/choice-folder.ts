// Which folder names a file's title: the folder a person's choice for the file is remembered for,
// and the one a show's episodes share a search by. One rule for the organiser and the API that
// tells a person, before a pick is saved, which folder it would apply to.

import path from 'node:path';

const SEASON_FOLDER = /^(season|series|staffel|saison|temporada)[\s._-]*\d+$|^s\d{1,2}$|^specials?$/i;

/** `Season 2`, `S02`, `Specials`: a folder that holds part of a show, not the show. */
export function isSeasonFolder(name: string): boolean {
  return SEASON_FOLDER.test(name);
}

/** A show folder above `Season N`, or the file's own release folder; for an extra, the folder above its own. */
export function choiceFolder(filePath: string, isExtra: boolean): string {
  let dir = path.dirname(filePath);
  if (isExtra) dir = path.dirname(dir);
  if (isSeasonFolder(path.basename(dir))) dir = path.dirname(dir);
  return dir;
}

/** How a person reads a folder in a sentence: its name and a slash (`Fight Club (1999)/`). */
export function folderLabel(folder: string): string {
  return `${path.basename(folder) || folder}/`;
}

/** The folders whose remembered choice a file may follow: its own; for an episode also its show folder and the folder above a season folder. */
export function choiceFolders(file: { sourcePath: string; showFolder?: string; kind: 'movie' | 'episode' }): string[] {
  const folder = path.dirname(file.sourcePath);
  const folders = [folder];
  if (file.showFolder) folders.push(file.showFolder);
  if (file.kind === 'episode') folders.push(path.dirname(folder));
  return folders;
}
