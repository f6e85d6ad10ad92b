import path from 'node:path';
import { episodeFromName, iconFor, isVideoName } from './entry-names.js';

/**
 * What a library file's name says that tells it apart from its neighbours: episode range and title,
 * quality, edition, and for a side file (subtitle, nfo…) what it is and its language. Read from the
 * name alone, with regular expressions (no parser run, no query), so a page of a 10,000-link folder
 * stays within the listing's budget; the organiser's records fill in what they know first.
 */
interface NameFacts {
  episodeNumbers: number[] | null;
  episodeTitle: string | null;
  quality: string | null;
  edition: string | null;
  sideFile: 'subtitle' | 'other' | null;
  language: string | null;
}

/** `S01E01E02`, `S01E01-E02`, `S01E01-02`: every episode the name covers; a range is filled in. */
export function episodeNumbersFromName(name: string): number[] | null {
  const first = episodeFromName(name);
  if (!first) return null;
  const multi = /(?:^|[^a-z0-9])s\d{1,3}[ ._-]?e(\d{1,4})((?:[ ._-]?-?[ ._-]?e?\d{1,4}(?![0-9p]))*)/i.exec(name);
  const rest = multi?.[2] ?? '';
  const more = [...rest.matchAll(/e?(\d{1,4})/gi)].map((m) => Number(m[1]));
  const all = [first.episode, ...more].filter((n, i, list) => list.indexOf(n) === i && n >= first.episode);
  if (all.length < 2) return [first.episode];
  const last = Math.max(...all);
  // A dash between two numbers is a range (E01-E03 is three episodes); listed numbers stay as written.
  if (/-/.test(rest) && last - first.episode < 50) {
    return Array.from({ length: last - first.episode + 1 }, (_, i) => first.episode + i);
  }
  return all.sort((a, b) => a - b);
}

/** The episode title the organiser writes after the code: `Show - S01E01 - Pilot [WEBDL-1080p].mkv` → `Pilot`. */
export function episodeTitleFromName(name: string): string | null {
  const stem = stemOf(name);
  const m = /(?:^|[^a-z0-9])(?:s\d{1,3}[ ._-]?e\d{1,4}(?:-?e?\d{1,4})*|\d{1,2}x\d{2,3})\s+-\s+(.+)$/i.exec(stem);
  if (!m?.[1]) return null;
  const title = m[1]
    .replace(/\s*[[{(].*$/, '')
    .replace(/\s+(?:2160p|1080p|720p|576p|480p|4k)\b.*$/i, '')
    .trim();
  return title === '' ? null : title;
}

const RESOLUTIONS: [RegExp, string][] = [
  [/\b(?:2160p|4k|uhd)\b/i, '2160p'],
  [/\b1080[pi]\b/i, '1080p'],
  [/\b720p\b/i, '720p'],
  [/\b576p\b/i, '576p'],
  [/\b480p\b/i, '480p'],
];

const SOURCES: [RegExp, string][] = [
  [/\bremux\b/i, 'Remux'],
  [/\bblu-?ray\b|\bbdrip\b|\bbrrip\b/i, 'Blu-ray'],
  [/\bweb[ ._-]?dl\b/i, 'WEB-DL'],
  [/\bweb-?rip\b/i, 'WEBRip'],
  [/\bhdtv\b/i, 'HDTV'],
  [/\bdvd(?:rip)?\b/i, 'DVD'],
];

/** Resolution and source as a person reads them: `2160p Remux`, `1080p WEB-DL`; the record's resolution when the name has none. */
export function qualityFromName(name: string, recordResolution?: string | null): string | null {
  const text = stemOf(name).replace(/[._]/g, ' ');
  const resolution = RESOLUTIONS.find(([re]) => re.test(text))?.[1] ?? normalisedResolution(recordResolution);
  const source = SOURCES.find(([re]) => re.test(text))?.[1] ?? null;
  const parts = [resolution, source].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : parts.join(' ');
}

function normalisedResolution(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = /(\d{3,4})/.exec(value)?.[1];
  if (digits) return `${digits}p`;
  return /4k|uhd/i.test(value) ? '2160p' : null;
}

const EDITIONS: [RegExp, string][] = [
  [/\bdirector'?s[ ._-]?cut\b/i, "Director's Cut"],
  [/\bextended(?:[ ._-]?(?:cut|edition))?\b/i, 'Extended'],
  [/\btheatrical(?:[ ._-]?cut)?\b/i, 'Theatrical'],
  [/\bunrated\b/i, 'Unrated'],
  [/\buncut\b/i, 'Uncut'],
  [/\bfinal[ ._-]?cut\b/i, 'Final Cut'],
  [/\bimax\b/i, 'IMAX'],
  [/\bremastered\b/i, 'Remastered'],
  [/\bcriterion\b/i, 'Criterion'],
];

/** The edition: Plex's `{edition-…}` tag first, else a known edition word in the name. */
export function editionFromName(name: string): string | null {
  const tagged = /\{edition-([^}]+)\}/i.exec(name)?.[1]?.trim();
  if (tagged) return tagged;
  const text = stemOf(name);
  return EDITIONS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** A file beside the video: a subtitle, or anything else that is not a video (nfo, image, text). */
export function sideFileOf(name: string): 'subtitle' | 'other' | null {
  if (isVideoName(name)) return null;
  return iconFor(name, false) === 'subtitle' ? 'subtitle' : 'other';
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const FLAGS = new Set(['forced', 'sdh', 'cc', 'hi', 'default', 'full']);

/**
 * The language a side file names before its extension: `Inception (2010).en.srt`,
 * `….eng.forced.srt`, `….English.srt`, `….pt-BR.srt` → `English`, `Brazilian Portuguese`.
 */
export function languageFromName(name: string): string | null {
  const parts = stemOf(name).split('.').slice(1).reverse();
  for (const part of parts) {
    const token = part.trim();
    if (FLAGS.has(token.toLowerCase())) continue;
    return languageName(token);
  }
  return null;
}

function languageName(token: string): string | null {
  if (/^[a-z]{2,3}(?:[-_][a-z]{2})?$/i.test(token)) {
    try {
      const named = LANGUAGE_NAMES.of(token.replace('_', '-'));
      if (named) return named;
    } catch {
      return null;
    }
  }
  // A word such as "English" or "Français": accepted when it names itself as a language.
  if (/^\p{L}{4,}$/u.test(token)) {
    const lower = token.toLowerCase();
    for (const code of [
      'en',
      'fr',
      'de',
      'es',
      'it',
      'pt',
      'nl',
      'sv',
      'da',
      'no',
      'fi',
      'pl',
      'ru',
      'ja',
      'ko',
      'zh',
    ]) {
      if (LANGUAGE_NAMES.of(code)?.toLowerCase() === lower) return LANGUAGE_NAMES.of(code) ?? null;
    }
  }
  return null;
}

function stemOf(name: string): string {
  return name.slice(0, name.length - path.extname(name).length);
}

/** Every fact of a file's name; episode facts only for videos (a subtitle of an episode is a side file). */
export function nameFacts(name: string, recordResolution?: string | null): NameFacts {
  const sideFile = sideFileOf(name);
  if (sideFile) {
    return {
      episodeNumbers: null,
      episodeTitle: null,
      quality: null,
      edition: null,
      sideFile,
      language: languageFromName(name),
    };
  }
  return {
    episodeNumbers: episodeNumbersFromName(name),
    episodeTitle: episodeTitleFromName(name),
    quality: qualityFromName(name, recordResolution),
    edition: editionFromName(name),
    sideFile: null,
    language: null,
  };
}

/** How many episodes a season folder's videos hold: each episode once (two versions of one count once). */
export function episodeCountOf(names: readonly string[]): number {
  const episodes = new Set<number>();
  let unnumbered = 0;
  for (const name of names) {
    if (!isVideoName(name)) continue;
    const numbers = episodeNumbersFromName(name);
    if (numbers) numbers.forEach((n) => episodes.add(n));
    else unnumbered += 1;
  }
  return episodes.size + unnumbered;
}
