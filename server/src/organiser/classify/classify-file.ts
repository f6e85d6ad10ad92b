import path from 'node:path';
import type { ParsedRelease } from '../parse/parsed-release.js';
import type { ClassifySettings } from '../../config/classify-settings.js';
import { firstTechWord } from '../parse/rules/tech-words.js';

export type FileKind = 'movie' | 'episode' | 'extra' | 'sample' | 'skip';

interface Classification {
  kind: FileKind;
  /** Why, in words a person reads in File Operations. */
  reason: string;
}

/** Download managers' names for files still being written. */
const PARTIAL_SUFFIXES = ['.part', '.!qb', '.crdownload', '.partial', '.tmp', '.!ut', '.download'];

/** Folders whose files are bonus material, named as Plex, Jellyfin and disc rips name them. */
const EXTRA_FOLDERS = new Map<string, string>([
  ['extras', 'extras'],
  ['extra', 'extras'],
  ['featurettes', 'featurette'],
  ['featurette', 'featurette'],
  ['behind the scenes', 'behind the scenes'],
  ['behindthescenes', 'behind the scenes'],
  ['bonus', 'bonus'],
  ['bonus features', 'bonus'],
  ['trailers', 'trailer'],
  ['trailer', 'trailer'],
  ['deleted scenes', 'deleted scene'],
  ['deletedscenes', 'deleted scene'],
  ['interviews', 'interview'],
  ['shorts', 'short'],
  ['scenes', 'scene'],
  ['other', 'other'],
]);
const SAMPLE_FOLDERS = new Set(['sample', 'samples']);

/**
 * Words that mark adult releases. Matched as whole words between separators only, so that titles
 * containing these letters (or short all-capital titles like RRR) are never caught.
 */
const ADULT_WORDS = [
  'xxx',
  'porn',
  'porno',
  'hentai',
  'brazzers',
  'bangbros',
  'realitykings',
  'naughtyamerica',
  'onlyfans',
];
const ADULT = new RegExp(`(?:^|[\\s._\\-\\[\\]()])(?:${ADULT_WORDS.join('|')})(?=$|[\\s._\\-\\[\\]()])`, 'i');
/**
 * `xXx (2002)`, `xXx.State.of.the.Union.2005`: the films are called xXx. The letters mark an adult
 * release only after a title (`Site.20.01.01.Name.XXX.1080p`), so a leading `xxx` word is the title.
 */
const LEADING_XXX = /^xxx(?=$|[\s._\-[\]():])/i;

function isAdultName(name: string): boolean {
  return ADULT.test(name.replace(LEADING_XXX, ''));
}

/**
 * A disc's menu ripped beside its feature (`[Menu].mkv`, `Disc Menu.mkv`, `Movie - Menu.mkv`, a DVD's
 * `VIDEO_TS.VOB` and `VTS_01_0.VOB`): it would take the folder's title and be linked as the film.
 */
const MENU_NAME =
  /^[\s._\-[(]*(?:(?:dvd|bd|blu-?ray|disc|disk|main|root|title|top)[\s._-]*)?menus?(?:[\s._-]*\d{1,2})?[\s._\-\])]*$/i;
const MENU_SUFFIX = /(?:\s-\s*|[\s._-])(?:\[menu\]|\(menu\))$|\s-\s*menu$/i;
const DVD_MENU = /^(?:video_ts|vts_\d\d_0)$/i;

function isMenu(stem: string): boolean {
  return MENU_NAME.test(stem) || MENU_SUFFIX.test(stem) || DVD_MENU.test(stem);
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * Whether size may make a file an extra: only when nothing says it is a feature. Size says nothing of a
 * `.strm` (a few bytes of URL), and a low bitrate or a test encode is still the feature when its name
 * carries a year or its own quality words (`Up.720p.WEB.x264-GRP`), is its release folder's file
 * (`Up.2009.1080p-GRP/grp-up-1080p.mkv`) or names the folder it sits in (`Inception/Inception.mkv`).
 */
function mayBeSizedAsExtra(parsed: ParsedRelease, name: string, extension: string, folders: string[]): boolean {
  if (extension === '.strm' || folders.length === 0 || parsed.year !== null) return false;
  if (parsed.fromFolder.includes('title')) return false;
  if (firstTechWord(name.slice(0, name.length - extension.length)) >= 0) return false;
  return !startsWithTitle(folders[folders.length - 1]!, parsed.title);
}

/** `Inception` in `Inception/`, `Up` in `Up.1080p.BluRay-GRP/`: the folder's words begin with the title's. */
function startsWithTitle(folder: string, title: string): boolean {
  const words = (t: string): string[] =>
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== '');
  const own = words(title);
  const theirs = words(folder);
  return own.length > 0 && own.every((w, i) => theirs[i] === w);
}

/**
 * Decide what a source file is before any lookup: skip what must not be linked, tell extras and
 * samples from the main feature by their folder and name (size only as the last hint), then movie
 * or episode from what the name and its folders say.
 */
export function classifyFile(
  filePath: string,
  size: number,
  parsed: ParsedRelease | null,
  settings: ClassifySettings,
): Classification {
  const name = path.basename(filePath);
  const lower = name.toLowerCase();
  const folders = path
    .dirname(filePath)
    .split(/[\\/]/)
    .filter((s) => s !== '' && s !== '.');

  if (name.startsWith('.') || folders.some((f) => f.startsWith('.') || f === '@eaDir' || f === '#recycle')) {
    return { kind: 'skip', reason: 'Hidden file or system folder' };
  }
  const partial = PARTIAL_SUFFIXES.find((s) => lower.endsWith(s));
  if (partial) return { kind: 'skip', reason: `Partial download (${partial})` };
  const extension = path.extname(lower);
  if (!settings.allowedExtensions.has(extension)) {
    return { kind: 'skip', reason: `Extension ${extension || '(none)'} is not in ALLOWED_EXTENSIONS` };
  }
  if (settings.skipAdultPatterns && (isAdultName(name) || folders.slice(-2).some(isAdultName))) {
    return { kind: 'skip', reason: 'Adult content (SKIP_ADULT_PATTERNS)' };
  }

  if (isMenu(name.slice(0, name.length - extension.length))) {
    return { kind: 'skip', reason: 'A disc menu, not the feature' };
  }

  // The nearest folders decide: `Movie (2020)/Featurettes/x.mkv`, `Show/Season 1/Extras/x.mkv`.
  for (const folder of folders.slice(-2).reverse()) {
    const key = folder.toLowerCase().trim();
    if (SAMPLE_FOLDERS.has(key)) return { kind: 'sample', reason: `Inside a "${folder}" folder` };
    const extra = EXTRA_FOLDERS.get(key);
    if (extra) return { kind: 'extra', reason: `Inside a "${folder}" folder (${extra})` };
  }
  if (parsed?.isSample) return { kind: 'sample', reason: 'Named as a sample' };
  if (parsed?.isExtra) return { kind: 'extra', reason: `Named as ${parsed.extraKind ?? 'an extra'}` };

  const episodic =
    parsed !== null &&
    (parsed.season !== null ||
      parsed.episodes.length > 0 ||
      parsed.absoluteEpisodes.length > 0 ||
      parsed.airDate !== null ||
      parsed.mediaKind === 'episode');

  // Size only as the last hint, for a clip beside the feature whose name says nothing of what it is.
  if (!episodic && parsed !== null && mayBeSizedAsExtra(parsed, name, extension, folders)) {
    const limit =
      (folders.some((f) => /^season\s*\d+$/i.test(f)) ? settings.showExtrasLimitMb : settings.movieExtrasLimitMb) *
      BYTES_PER_MB;
    if (limit > 0 && size > 0 && size < limit) {
      return {
        kind: 'extra',
        reason: `Smaller than ${Math.round(limit / BYTES_PER_MB)} MB with no episode, year or release name`,
      };
    }
  }
  if (episodic) return { kind: 'episode', reason: 'Season, episode or air date in the name or folders' };
  if (parsed === null || parsed.title.trim() === '')
    return { kind: 'skip', reason: 'No title could be read from the name' };
  return { kind: 'movie', reason: 'A title without episode numbers' };
}
