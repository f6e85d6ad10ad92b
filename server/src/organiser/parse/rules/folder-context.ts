// Rule: a file name that says too little borrows from its folders. `Show (2019)/Season 1/01 - Pilot.mkv`
// is S01E01 of Show (2019); `Show/S02/E05.mkv` is S02E05; `Movie.2018.1080p.BluRay-GRP/abc123.mkv` is that
// movie; a file named only `S03E05 - Title` takes the show's title from the folder above its season folder.

import { type NameParse } from '../parse-name.js';
import { type EpisodeMarker } from './marker.js';

const SEASON_FOLDER =
  /^(?:(?:season|saison|staffel|temporada|stagione)[ ._-]*(\d{1,4})(?:$|[ ._-]+\D)|(?:series|s)[ ._-]?(\d{1,4})$)/i;
const SPECIALS_FOLDER = /^specials?$/i;
const LEADING_NUMBER = /^(\d{1,4})(?=$|[ ._-])/;
/** Folders that hold a release's files without naming it. */
const GENERIC_FOLDER =
  /^(?:mkv|mp4|avi|sample|samples|subs?|subtitles|extras?|featurettes|proof|cd ?\d|dis[ck] ?\d|video_ts|bdmv|stream|unpack|_unpack)$/i;
/** Episode rules that do not name a season (the folder may). */
const SEASONLESS_RULES = new Set(['E07', 'Part 2', '5of9', '#957']);

export function seasonOfFolder(folder: string): number | null {
  const name = folder.trim();
  if (SPECIALS_FOLDER.test(name)) return 0;
  const m = SEASON_FOLDER.exec(name);
  return m ? Number(m[1] ?? m[2]) : null;
}

export type FolderField = 'title' | 'year' | 'season' | 'episodes' | 'quality' | 'releaseGroup';

export interface FolderResolution {
  /** The parse the record is built from (the file's, or a folder's when the file says too little). */
  base: NameParse | null;
  /** The file's own parse, for fields a folder does not replace (quality, extension). */
  file: NameParse | null;
  marker: EpisodeMarker | null;
  title: { title: string; fullTitle: string; titles: string[]; year: number | null } | null;
  fromFolder: FolderField[];
}

function isWeak(file: NameParse | null): boolean {
  if (file === null || file.kind === 'plain') return true;
  return file.marker !== null && file.marker.tier === 3 && !file.hasTech;
}

function titleFields(p: NameParse): FolderResolution['title'] {
  return { title: p.title, fullTitle: p.fullTitle, titles: p.titles, year: p.year };
}

/**
 * `fileName` is the file name without extension; `folders` nearest first; `parse` reads a folder name.
 */
export function resolveWithFolders(
  fileName: string,
  file: NameParse | null,
  folders: readonly string[],
  parse: (name: string) => NameParse | null,
): FolderResolution {
  const result: FolderResolution = { base: file, file, marker: file?.marker ?? null, title: null, fromFolder: [] };
  if (folders.length === 0) return result;
  const seasonIndex = folders.findIndex((f, i) => i < 2 && seasonOfFolder(f) !== null);
  const folderSeason = seasonIndex >= 0 ? seasonOfFolder(folders[seasonIndex]!) : null;
  const showName = seasonIndex >= 0 ? folders[seasonIndex + 1] : undefined;
  const show = showName !== undefined ? parse(showName) : null;
  const leading = LEADING_NUMBER.exec(fileName.trim());

  // 1. `Season 1/01 - Pilot.mkv`: the season from the folder, the episode from the leading number.
  if (folderSeason !== null && leading && (file === null || file.marker === null || file.marker.tier > 1)) {
    result.marker = {
      rule: 'Season folder/01',
      tier: 1,
      start: 0,
      end: 0,
      season: folderSeason,
      episodes: [Number(leading[1])],
    };
    result.fromFolder.push('season');
    if (show !== null) {
      result.title = titleFields(show);
      result.fromFolder.push('title');
    }
    return result;
  }

  // 2. A release folder speaks for a file named `abc123.mkv` or `0e895c37….mkv`.
  if (isWeak(file)) {
    const releaseName = folders.find((f, i) => i < 3 && seasonOfFolder(f) === null && !GENERIC_FOLDER.test(f.trim()));
    const folder = releaseName !== undefined ? parse(releaseName) : null;
    if (folder !== null && folder.kind !== 'plain') {
      result.base = folder;
      result.marker = folder.marker;
      result.fromFolder.push('title', 'year', 'releaseGroup');
      if (folder.marker !== null) result.fromFolder.push('season', 'episodes');
      if (file === null || (file.quality.source === null && file.quality.resolution === null)) {
        result.fromFolder.push('quality');
      }
      // `Show 921-928/921.mkv`: one episode of the folder's batch.
      if (leading && folder.marker?.absolute && folder.marker.absolute.length > 1) {
        result.marker = { ...folder.marker, absolute: [Number(leading[1])] };
      }
      return result;
    }
  }

  // 3. `Show/S02/E05.mkv`: a numbering without season takes the season folder's.
  const marker = result.marker;
  if (marker !== null && folderSeason !== null && SEASONLESS_RULES.has(marker.rule)) {
    const episodes = (marker.episodes?.length ?? 0) > 0 ? marker.episodes! : (marker.absolute ?? []);
    if (episodes.length > 0) {
      result.marker = { ...marker, season: folderSeason, episodes, absolute: [] };
      result.fromFolder.push('season');
    }
  }

  // 4. `Season 3/S03E05 - Title.mkv`: the show's title from the folder above the season folder.
  if (file !== null && file.title.length === 0 && show !== null && show.title.length > 0) {
    result.title = titleFields(show);
    result.fromFolder.push('title');
    if (show.year !== null) result.fromFolder.push('year');
  }
  return result;
}
