// TMDB, IMDb and TVDB ids written into a file or folder name the way Plex, Jellyfin, Emby and the
// original write them: `{tmdb-603}`, `[tmdbid-603]`, `{imdb-tt0133093}`, `[imdbid-tt0133093]`, a bare
// `tt0133093`, `{tvdb-81189}`, `tvdbid-81189`. The nearest name wins: the file's, then its folders'.

import path from 'node:path';

export interface IdsInPath {
  tmdbId: number | null;
  imdbId: string | null;
  tvdbId: number | null;
}

const TMDB = /(?:^|[^a-z0-9])tmdb(?:id)?[-=: ]?(\d{1,9})(?![0-9])/i;
const TVDB = /(?:^|[^a-z0-9])tvdb(?:id)?[-=: ]?(\d{1,9})(?![0-9])/i;
const IMDB = /(?:^|[^a-z0-9])(?:imdb(?:id)?[-=: ]?)?(tt\d{7,9})(?![0-9])/i;

/** Folders above the file looked at, besides a show folder named by the caller. */
const FOLDER_LEVELS = 2;

/**
 * Ids in the file name, then in its folder and the one above, then in `extraFolders` (a show
 * folder). Only the last path parts are read: a library root named with an id must not stamp
 * everything below it.
 */
export function idsInPath(filePath: string, extraFolders: readonly string[] = []): IdsInPath {
  const names: string[] = [];
  let current = filePath;
  for (let level = 0; level <= FOLDER_LEVELS; level++) {
    const name = path.basename(current);
    if (name === '' || name === current) break;
    names.push(name);
    current = path.dirname(current);
  }
  for (const folder of extraFolders) names.push(path.basename(folder));
  return idsInNames(names);
}

/** Ids in the given names, the first name that holds one of each kind winning. */
export function idsInNames(names: readonly string[]): IdsInPath {
  const ids: IdsInPath = { tmdbId: null, imdbId: null, tvdbId: null };
  for (const name of names) {
    ids.tmdbId ??= positive(TMDB.exec(name)?.[1]);
    ids.tvdbId ??= positive(TVDB.exec(name)?.[1]);
    ids.imdbId ??= IMDB.exec(name)?.[1]?.toLowerCase() ?? null;
  }
  return ids;
}

function positive(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
