// Rule: the release group. Read from the end of the name after taking off what reposters and indexers
// append (`-RP`, `-Obfuscated`, `-xpost`, `[eztv]`, ` English`): `…x264-GROUP`, `… - GROUP`, a final
// `[GROUP]`, the last word of a final encode note `(1080p BluRay x265 Tigole)`, or `.GROUP` after the codec.
// A fansub's leading `[Group]` wins over all of these.

import { isTechText } from './tech-words.js';

/** Groups whose names contain separators, so the generic rules would cut them. */
const MULTI_PART_GROUPS = [
  'D-Z0N3', 'Fight-BB', 'E.N.D', 'BEN THE MEN', 'Erai-raws', 'Eml HDTeam', 'DX-TV', 'FTW-HS', 'VH-PROD',
  'Blu-bits', 'Tenrai-Sensei', 'YTS.MX', 'YTS.LT', 'YTS.AG', 'YTS.AM', 'KRaLiMaRKo',
]; // prettier-ignore
const MULTI_PART = new RegExp(
  `(?:^|[\\s._\\-\\[(])(${MULTI_PART_GROUPS.map((g) => g.replace(/[.\- ]/g, '[.\\- ]')).join('|')})[\\])]?$`,
  'i',
);

/** Tags appended by reposters and indexers after the real group. */
const REPOST_SUFFIX =
  /(?:-(?:rp|obfuscated|obfuscation|scrambled|postbot|xpost|sample|repackpost|trailer|teaser|featurette|behindthescenes|deleted|interview|scene|short|other|extra|\d{1,2})|[\s._](?:english|sample))$/i;
/** Tags that are also group names: taken off only when another group comes before them. */
const REPOST_SUFFIX_AFTER_GROUP =
  /(-[\p{L}\p{N}]+)-(?:rakuv\w*|nzbgeek|whiterev|buymore|asrequested|alternativetorequested|gerov|z0ids3n|chamele0n|4p|4planet|altezachen|pre)$/iu;
/** The end of a name, where every group rule looks (the rest is title and tech). */
const TAIL_LENGTH = 120;
const SITE_TAG =
  /\s*-?\s*\[(?:eztv|ettv|rartv|rarbg(?:\.com)?|publichd|tjet|[^\]]*(?:www\.|\.com|\.org|\.net|\.to)[^\]]*)\]$/i;
const COMMENT_PAREN = /\s*\([^()]*,[^()]*\)$/;
const SOFTSUBS = /softsubs?\s*\(([^()[\]]{2,30})\)/i;

const FINAL_BRACKET = /\[([^[\]]+)\]\)?\s*$/;
const FINAL_PAREN = /\(([^()]+)\)\s*$/;
const WORD_AFTER_PAREN = /\)\s+([\p{L}\p{N}]{2,20})$/u;
const STRAY_PAREN = /[\s._]([\p{L}\p{N}]{2,20})\)$/u;
const SPACED_DASH = /\s-\s?([\p{L}\p{N}][\p{L}\p{N}.]{1,20})$/u;
const DASH_WRAPPED = /-([\p{L}\p{N}]{1,10})-$/u;
const TRAILING_DASH = /-([\p{L}\p{N}][\p{L}\p{N}._]{0,29})$/u;
const DOTTED_LAST = /\.([\p{L}][\p{L}\p{N}]{2,20})$/u;
const HASH = /^[0-9a-f]{8}$/i;
const VERSION = /^v\d$/i;
const LANGUAGE_WORD = /^(?:english|eng|ita|german|french|spanish|multi|dual|subs?|vostfr|rus|ukr|korean|japanese)$/i;
const YEAR = /^(?:19|20)\d{2}$/;
const TECH_INSIDE =
  /(?<![a-z0-9])(?:\d{3,4}[pi]|x26[45]|h\.?26[45]|hevc|avc|web-?dl|webrip|bluray|hdtv|dts|aac|ac3)(?![a-z0-9])/i;
const CODEC_OR_AUDIO =
  /^(?:[xh]26[456]|264|265|hevc|avc|xvid|divx|aac(?:\d\.\d)?|ac3|eac3|dts(?:-(?:hd|ma|x|es))?|ma|truehd|atmos|flac|[01]|remux|bluray|web-?dl)$/i;

function isGroupWord(value: string): boolean {
  if (value.length === 0 || value.length > 30) return false;
  if (HASH.test(value) || VERSION.test(value) || YEAR.test(value) || LANGUAGE_WORD.test(value)) return false;
  if (isTechText(value)) return false;
  if (value.includes('.') && /(?:^|\.)\d{1,2}(?:\.|$)/.test(value)) return false;
  // Dotted names are acronyms (`E.N.D`) or site tags (`YTS.MX`), not a letter and a word (`R.NTSC`).
  if (value.includes('.') && !/^(?:\p{L}\.)+\p{L}$|^[\p{L}\p{N}]{2,}(?:\.[\p{L}\p{N}]{2,})+$/u.test(value))
    return false;
  if (/^\d{1,3}$/.test(value)) return false;
  return value.split('.').every((part) => part.length > 0 && !isTechText(part));
}

/**
 * Runs an end-anchored pattern on the last `window` characters only (the engine would otherwise try it
 * at every position of the name); the match index is relative to the whole string.
 */
function atEnd(re: RegExp, s: string, window: number): RegExpExecArray | null {
  const offset = Math.max(0, s.length - window);
  const m = re.exec(offset > 0 ? s.slice(offset) : s);
  if (m !== null) m.index += offset;
  return m;
}

/** `s` without the end `re` matched; `keepGroup` keeps its first capture (the real group before a tag). */
function withoutEnd(re: RegExp, s: string, window: number, keepGroup = false): string {
  const m = atEnd(re, s, window);
  if (m === null) return s;
  return s.slice(0, m.index) + (keepGroup ? (m[1] ?? '') : '');
}

function stripAppendages(text: string): string {
  let s = text.trim();
  for (let i = 0; i < 6; i++) {
    let next = s;
    if (next.endsWith(']')) next = withoutEnd(SITE_TAG, next, 60);
    next = withoutEnd(REPOST_SUFFIX, next, 30);
    next = withoutEnd(REPOST_SUFFIX_AFTER_GROUP, next, 60, true);
    if (next.endsWith(')')) next = withoutEnd(COMMENT_PAREN, next, 80);
    next = next.trim();
    if (next === s) break;
    s = next;
  }
  return s;
}

function lastWord(text: string): string {
  const words = text.split(/[\s._-]+/).filter((w) => w.length > 0);
  return words[words.length - 1] ?? '';
}

/** `1080p BluRay x265 HEVC 10bit AAC 7.1 Tigole` → `Tigole`: the one non-tech word closing a tech note. */
function groupClosingTechNote(note: string): string | null {
  const word = lastWord(note);
  const rest = note.slice(0, note.lastIndexOf(word));
  if (!TECH_INSIDE.test(rest) || !isGroupWord(word)) return null;
  return word;
}

/** `….x264.GROUP`, `….5.1.Goki.GROUP`: the dotted name ends with a codec or audio word, maybe one name more. */
function afterCodec(before: string): boolean {
  const words = before.split('.');
  const last = words[words.length - 1] ?? '';
  if (CODEC_OR_AUDIO.test(last)) return true;
  const previous = words[words.length - 2] ?? '';
  return !isTechText(last) && /^[\p{L}]{2,}$/u.test(last) && CODEC_OR_AUDIO.test(previous);
}

/**
 * `titleEnd` is where the title stops (the episode token, the year or the first tech word): a group is
 * never read from inside the title (`Spider-Man`).
 */
export function readReleaseGroup(text: string, animeGroup: string | null, titleEnd: number): string | null {
  if (animeGroup !== null) return animeGroup;
  const softsubs = SOFTSUBS.exec(text);
  if (softsubs) return softsubs[1]!.trim();
  const cut = Math.max(0, text.length - TAIL_LENGTH);
  const s = stripAppendages(text.slice(cut));
  const from = Math.max(0, titleEnd - cut);
  const tail = (m: RegExpExecArray): boolean => m.index >= from;

  const known = atEnd(MULTI_PART, s, 24);
  if (known && known.index >= from - 1) return known[1]!;

  const last = s[s.length - 1];
  const bracket = last === ']' || last === ')' ? atEnd(FINAL_BRACKET, s, 80) : null;
  if (bracket && tail(bracket)) {
    const content = bracket[1]!.trim();
    if (isGroupWord(content) && !/\s/.test(content) && !TECH_INSIDE.test(content)) return content;
    const closing = groupClosingTechNote(content);
    if (closing !== null) return closing;
  }
  const paren = last === ')' ? atEnd(FINAL_PAREN, s, 100) : null;
  if (paren && tail(paren)) {
    const closing = groupClosingTechNote(paren[1]!);
    if (closing !== null) return closing;
  }
  const afterParen = atEnd(WORD_AFTER_PAREN, s, 25);
  if (afterParen && tail(afterParen) && TECH_INSIDE.test(s.slice(from)) && isGroupWord(afterParen[1]!)) {
    return afterParen[1]!;
  }
  const stray = last === ')' ? atEnd(STRAY_PAREN, s, 25) : null;
  if (stray && tail(stray) && !s.includes('(') && isGroupWord(stray[1]!)) return stray[1]!;

  const wrapped = last === '-' ? atEnd(DASH_WRAPPED, s, 14) : null;
  if (wrapped && tail(wrapped) && isGroupWord(wrapped[1]!)) return wrapped[1]!;
  const spaced = atEnd(SPACED_DASH, s, 26);
  if (spaced && tail(spaced) && TECH_INSIDE.test(s.slice(from, spaced.index)) && isGroupWord(spaced[1]!)) {
    return spaced[1]!;
  }
  const dash = atEnd(TRAILING_DASH, s, 33);
  if (dash && tail(dash) && isGroupWord(dash[1]!)) return dash[1]!;
  const dotted = atEnd(DOTTED_LAST, s, 24);
  if (dotted && tail(dotted) && isGroupWord(dotted[1]!) && afterCodec(s.slice(0, dotted.index))) return dotted[1]!;
  return null;
}
