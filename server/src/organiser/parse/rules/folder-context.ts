// Rule: a file name that says too little borrows from its folders. `Show (2019)/Season 1/01 - Pilot.mkv`
// is S01E01 of Show (2019); `Show/S02/E05.mkv` is S02E05; `Movie.2018.1080p.BluRay-GRP/abc123.mkv` is that
// movie; a file named only `S03E05 - Title` takes the show's title from the folder above its season folder.

import { type NameParse } from '../parse-name.js';
import { isGroupTagName } from './group-tag-name.js';
import { LOCAL_EPISODE_RULE } from './local-episodes.js';
import { type EpisodeMarker } from './marker.js';
import { hanNumber, titleSeasonSignals, type SeasonSignal } from './season-signals.js';

const SEASON_FOLDER =
  /^(?:(?:season|saison|staffel|temporada|stagione|сезон|sezon|sæson|säsong)[ ._-]*(\d{1,4})(?:$|[ ._-]+\D)|(?:series|s)[ ._-]?(\d{1,4})$)/iu;
/** `2 сезон`, `第2季`, `シーズン2`, `시즌 2`: season folders in other scripts. */
const LOCAL_SEASON_FOLDER =
  /^(?:(\d{1,2})(?:-?(?:й|ый|ой))?\s*сезон|第\s*(\d{1,2}|[一二三四五六七八九十]{1,2})\s*[季期部]|(?:シーズン|시즌)\s*(\d{1,2}))$/iu;
const ENGLISH_SEASON_FOLDER = /^(?:season|series|s)[ ._-]*\d/i;
const SPECIALS_FOLDER = /^specials?$/i;
const LEADING_NUMBER = /^(\d{1,4})(?=$|[ ._-])/;
/** Folders that hold a release's files without naming it. */
const GENERIC_FOLDER =
  /^(?:mkv|mp4|avi|sample|samples|subs?|subtitles|extras?|featurettes|proof|cd ?\d|dis[ck] ?\d|video_ts|bdmv|stream|unpack|_unpack)$/i;
/** Episode rules that do not name a season (the folder may). */
const SEASONLESS_RULES = new Set(['E07', 'Part 2', '5of9', '#957', LOCAL_EPISODE_RULE]);

function seasonOfFolder(folder: string): number | null {
  const name = folder.trim();
  if (SPECIALS_FOLDER.test(name)) return 0;
  const m = SEASON_FOLDER.exec(name);
  if (m) return Number(m[1] ?? m[2]);
  const local = LOCAL_SEASON_FOLDER.exec(name);
  return local ? hanNumber(local[1] ?? local[2] ?? local[3] ?? '') : null;
}

/**
 * The season marks of the folders a file sits in: a season folder (`Season 2/`, `Staffel 2/`,
 * `第2季/`), and the release folder's season (`Show.S02.1080p/`) or title marks (`Mob Psycho 100 III
 * [BD]/`) when that folder is named for the file's show.
 */
export function folderSeasonSignals(
  file: NameParse | null,
  folders: readonly string[],
  parse: (name: string) => NameParse | null,
): SeasonSignal[] {
  const signals: SeasonSignal[] = [];
  const folderSignal = (season: number, text: string, kind: SeasonSignal['kind']): SeasonSignal => ({
    kind,
    season,
    text,
    part: null,
    from: 'folder',
    showTitle: null,
  });
  for (const folder of folders.slice(0, 2)) {
    const season = seasonOfFolder(folder);
    if (season === null) continue;
    const kind = ENGLISH_SEASON_FOLDER.test(folder.trim()) || season === 0 ? 'number' : 'local';
    signals.push(folderSignal(season, folder.trim(), kind));
    return signals;
  }
  const name = folders.find((f, i) => i < 2 && !GENERIC_FOLDER.test(f.trim()));
  const folder = name !== undefined ? parse(name) : null;
  if (folder === null || folder.title === '' || (file !== null && file.title !== '' && !sameShow(file, folder))) {
    return signals;
  }
  const marker = folder.marker;
  if (marker !== null && marker.fullSeason === true && marker.multiSeason !== true && marker.season !== undefined) {
    signals.push(folderSignal(marker.season, folder.text.slice(marker.start, marker.end).trim(), 'number'));
  }
  for (const signal of titleSeasonSignals(folder.title)) signals.push({ ...signal, from: 'folder' });
  return signals;
}

/** The file's title and the folder's share their words, one way or the other (a season mark aside). */
function sameShow(file: NameParse, folder: NameParse): boolean {
  return namesTitleOf(file, folder) || namesTitleOf(folder, file);
}

type FolderField = 'title' | 'year' | 'season' | 'episodes' | 'quality' | 'releaseGroup';

interface FolderResolution {
  /** The parse the record is built from (the file's, or a folder's when the file says too little). */
  base: NameParse | null;
  /** The file's own parse, for fields a folder does not replace (quality, extension). */
  file: NameParse | null;
  marker: EpisodeMarker | null;
  title: { title: string; fullTitle: string; titles: string[]; year: number | null } | null;
  /** The release folder the file sits in, for the quality words and group its own name leaves out. */
  release: NameParse | null;
  fromFolder: FolderField[];
}

function isWeak(file: NameParse | null): boolean {
  if (file === null || file.kind === 'plain') return true;
  return file.marker !== null && file.marker.tier === 3 && !file.hasTech;
}

/**
 * A folder named like one release: a title with a year (`Movie.2018.1080p.BluRay-GRP`, `Show (2019)`) or
 * an episode or season token (`Show.S01.1080p.WEB-DL-GRP`). A folder of several releases names neither.
 */
function isReleaseName(folder: NameParse | null): folder is NameParse {
  return (
    folder !== null &&
    folder.kind !== 'plain' &&
    folder.title !== '' &&
    (folder.year !== null || folder.marker !== null)
  );
}

/**
 * `grp-mt-1080p.mkv` in a release folder (see group-tag-name.ts). A fansub name (`[Group] Title - 05`) and
 * an episode that already names the folder's title (`Show.S01E05`) have nothing to borrow.
 */
function isTaggedName(file: NameParse, folder: NameParse | null, folderSeason: number | null): boolean {
  if (!isReleaseName(folder) || file.animeGroup !== null) return false;
  const own = file.marker;
  if (own !== null && namesTitleOf(file, folder)) return false;
  const season = folderSeason ?? folder.marker?.season ?? null;
  const episodeAgrees =
    own !== null &&
    (own.episodes?.length ?? 0) > 0 &&
    !SEASONLESS_RULES.has(own.rule) &&
    season !== null &&
    (own.season === season || folder.marker?.multiSeason === true);
  return isGroupTagName(file, folder, { episodeAgrees });
}

/**
 * `grp-mt-1080p.mkv` (see group-tag-name.ts) in a movie release folder is the movie, its numbers noise
 * (`flux-33x2160`), unless it spells out `S01E02`; in an episode or season folder (or below a show's folder)
 * it keeps its own episode, numbered in the folder's season when its token names none (`grp-tgot-e05`).
 */
function taggedMarker(file: NameParse, folder: NameParse, folderSeason: number | null): EpisodeMarker | null {
  const own = file.marker;
  if (own === null) return folder.marker;
  const episodic = folder.marker !== null || folderSeason !== null || !folder.hasTech;
  if (!episodic && own.rule !== 'S01E02') return null;
  const season = folderSeason ?? folder.marker?.season ?? null;
  if (SEASONLESS_RULES.has(own.rule) && season !== null) {
    const episodes = (own.episodes?.length ?? 0) > 0 ? own.episodes! : (own.absolute ?? []);
    if (episodes.length > 0) return { ...own, season, episodes, absolute: [] };
  }
  return own;
}

/** Every word of the file's title is a word of the folder's title. */
function namesTitleOf(file: NameParse, folder: NameParse): boolean {
  const words = (t: string): string[] =>
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== '');
  const titleWords = new Set(folder.titles.flatMap(words));
  const own = words(file.title);
  return own.length > 0 && own.every((w) => titleWords.has(w));
}

type TitleFields = NonNullable<FolderResolution['title']>;

function titleFields(p: NameParse): TitleFields {
  return { title: p.title, fullTitle: p.fullTitle, titles: p.titles, year: p.year };
}

function sameTitle(a: string, b: string): boolean {
  const clean = (t: string): string => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return clean(a) === clean(b) && clean(a).length > 0;
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
  const result: FolderResolution = {
    base: file,
    file,
    marker: file?.marker ?? null,
    title: null,
    release: null,
    fromFolder: [],
  };
  if (folders.length === 0) return result;
  const seasonIndex = folders.findIndex((f, i) => i < 2 && seasonOfFolder(f) !== null);
  const folderSeason = seasonIndex >= 0 ? seasonOfFolder(folders[seasonIndex]!) : null;
  const showName = seasonIndex >= 0 ? folders[seasonIndex + 1] : undefined;
  const show = showName !== undefined ? parse(showName) : null;
  const leading = LEADING_NUMBER.exec(fileName.trim());
  let release: NameParse | null | undefined;
  /** The nearest folder named like a release (not a season folder, not `Sample/` or `Subs/`), read once. */
  const releaseFolder = (): NameParse | null => {
    if (release === undefined) {
      const name = folders.find((f, i) => i < 3 && seasonOfFolder(f) === null && !GENERIC_FOLDER.test(f.trim()));
      release = name !== undefined ? parse(name) : null;
    }
    return release;
  };

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
    } else if (/^\d+$/.test(fileName.trim())) {
      // `Season 1/01.mkv` with no show folder above: the number is not a title.
      result.title = { title: '', fullTitle: '', titles: [], year: null };
    }
    return result;
  }

  // 2. A release folder speaks for a file named `abc123.mkv`, `0e895c37….mkv`, `grp-up-1080p.mkv` or
  //    `grp-mt-1080p.mkv`.
  const weak = isWeak(file);
  const tagged = !weak && file !== null && isTaggedName(file, releaseFolder(), folderSeason);
  const folder = weak || tagged ? releaseFolder() : null;
  if (folder !== null && folder.kind !== 'plain') {
    const marker = tagged ? taggedMarker(file!, folder, folderSeason) : folder.marker;
    if (marker === null || marker === folder.marker) {
      result.base = folder;
      result.marker = marker;
      result.fromFolder.push('title', 'year', 'releaseGroup');
      if (marker !== null) result.fromFolder.push('season', 'episodes');
      if (file === null || (file.quality.source === null && file.quality.resolution === null)) {
        result.fromFolder.push('quality');
      }
      // `Show 921-928/921.mkv`: one episode of the folder's batch.
      if (!tagged && leading && folder.marker?.absolute && folder.marker.absolute.length > 1) {
        result.marker = { ...folder.marker, absolute: [Number(leading[1])] };
      }
      return result;
    }
    // `ntb-tgot-s01e01.mkv`: the folder's title and year; the episode, and the rest, are the file's own.
    result.marker = marker;
    result.title = titleFields(folder);
    result.fromFolder.push('title', 'year');
    if (marker !== file!.marker) result.fromFolder.push('season');
  }

  // 3. `Show/S02/E05.mkv`, `Show.S02.1080p-GRP/e05.mkv`: a numbering without season takes the folder's.
  const marker = result.marker;
  if (!tagged && marker !== null && SEASONLESS_RULES.has(marker.rule)) {
    const pack = folderSeason === null && file?.title === '' ? releaseFolder() : null;
    const season = folderSeason ?? (pack?.marker?.fullSeason === true ? (pack.marker.season ?? null) : null);
    const episodes = (marker.episodes?.length ?? 0) > 0 ? marker.episodes! : (marker.absolute ?? []);
    if (season !== null && episodes.length > 0) {
      result.marker = { ...marker, season, episodes, absolute: [] };
      result.fromFolder.push('season');
      if (pack !== null && folderSeason === null) {
        result.title = titleFields(pack);
        result.fromFolder.push('title');
      }
    }
  }

  // 4. `Season 3/S03E05 - Title.mkv`: the show's title from the folder above the season folder; a file
  //    that names the show without its year takes the year from there too.
  if (file !== null && show !== null && show.title.length > 0 && result.title === null) {
    if (file.title.length === 0) {
      result.title = titleFields(show);
      result.fromFolder.push('title');
      if (show.year !== null) result.fromFolder.push('year');
    } else if (file.year === null && show.year !== null && sameTitle(file.title, show.title)) {
      result.title = { ...titleFields(file), year: show.year };
      result.fromFolder.push('year');
    }
  }
  // 5. Quality words and group the file name leaves out come from its release folder.
  if (
    file !== null &&
    (file.quality.source === null || file.quality.resolution === null || file.releaseGroup === null)
  ) {
    const folder = releaseFolder();
    if (folder !== null && folder.kind !== 'plain' && folder.hasTech) {
      result.release = folder;
      if (file.quality.source === null || file.quality.resolution === null) result.fromFolder.push('quality');
      if (file.releaseGroup === null && folder.releaseGroup !== null) result.fromFolder.push('releaseGroup');
    }
  }
  return result;
}
