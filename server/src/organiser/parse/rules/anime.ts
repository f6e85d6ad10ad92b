// Rules for fansub releases: the leading `[Group]`, the CRC hash, and the all-brackets layout of Chinese
// fansub names (`[Group][Title][07][1080p]`).

import { isTechText } from './tech-words.js';
import { matches, pattern } from './matches.js';

interface LeadingGroup {
  group: string | null;
  /** Where the group's bracket is, to keep its name out of quality words (`[TMS-Remux]`). */
  span: [number, number] | null;
  /** Index where the rest of the name (the title) starts. */
  end: number;
}

const CLOSE: Record<string, string> = { '[': ']', '【': '】', '(': ')' };
const LEADING_JUNK = /^[\s._-]+/;
const YEAR_ONLY = /^(?:19|20)\d{2}$/;
/** A short ASCII tag right after the group (`[F-B]`): a second group, not a title. */
const SUB_TAG = /^[A-Za-z0-9-]{1,6}$/;

function closingIndex(text: string, open: number): number {
  const close = CLOSE[text[open]!];
  return close === undefined ? -1 : text.indexOf(close, open + 1);
}

/**
 * Reads `[Group]` or `【Group】` at the start of a name. Brackets that hold only tech words (`[1080p]`,
 * `[Dolby Vision]`) or a year are skipped without being taken as the group.
 */
export function readLeadingGroup(text: string, from: number): LeadingGroup {
  let i = from;
  let group: string | null = null;
  let span: [number, number] | null = null;
  for (;;) {
    while (i < text.length && (text[i] === ' ' || text[i] === '_' || text[i] === '.')) i++;
    const ch = text[i];
    if (ch !== '[' && ch !== '【') break;
    const close = closingIndex(text, i);
    if (close < 0) break;
    const content = text.slice(i + 1, close).trim();
    const after = text[close + 1];
    const nextIsBracket = after === '[' || after === '【';
    if (content.length === 0 || isTechText(content) || YEAR_ONLY.test(content)) {
      i = close + 1;
      continue;
    }
    if (group === null) {
      group = content;
      span = [i, close + 1];
      i = close + 1;
      continue;
    }
    if (SUB_TAG.test(content) && !nextIsBracket) {
      i = close + 1;
      continue;
    }
    break;
  }
  const rest = text.slice(i);
  const junk = LEADING_JUNK.exec(rest);
  return { group, span, end: i + (junk ? junk[0].length : 0) };
}

/** What may follow a title that is a bracket: a year, or a sequel number and a year (`[REC] 2 (2009)`). */
const YEAR_NEXT = /^(?:[\d²³⁴]{1,2}[\s._]*)?[([]?(?:19|20)\d{2}[)\]]?(?:$|[\s._\-[(])/;
/** A word in brackets, as a film may be called (`[REC]`), not a fansub group's name with its spaces. */
const BRACKET_WORD = /^[\p{L}\p{N}'&!+#.-]{1,16}$/u;

/**
 * `[REC].2007.1080p`, `[REC] 2 (2009)`: a leading bracket followed by a year is the film's title, not a
 * fansub group, which is always followed by the title it subtitled.
 */
export function isBracketTitle(text: string, group: LeadingGroup): boolean {
  if (group.span === null || group.group === null) return false;
  return BRACKET_WORD.test(group.group) && YEAR_NEXT.test(text.slice(group.end));
}

/** `[ABCD1234]` or `(abcd1234)`: a CRC32 in a bracket. All-digit values count only on fansub releases. */
const HASH = pattern(/[[(]([0-9A-Fa-f]{8})[\])]/g);

export function readHash(text: string, isFansub: boolean): { hash: string; start: number } | null {
  let found: { hash: string; start: number } | null = null;
  if (!text.includes(']') && !text.includes(')')) return found;
  for (const m of matches(HASH, text)) {
    const value = m[1]!;
    if (/^\d+$/.test(value) && !isFansub) continue;
    found = { hash: value, start: m.index };
  }
  return found;
}

interface BracketListParse {
  title: string;
  absolute: number[];
  /** Index of the episode block: the title ends there. */
  episodeStart: number;
  /** A `[2019]` block before the episode. */
  year: number | null;
}

interface Block {
  content: string;
  start: number;
  end: number;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const LATIN = /[A-Za-z]/;
const BLOCK_EPISODE = /^(?:第\s*)?(\d{1,4})(?:\s*[-~]\s*(\d{1,4}))?(?:v\d)?\s*(?:集|话|話|END|Fin|完|完结)?$/i;
const CATEGORY = /新番|国漫|國漫|月|合集|字幕|招募/;
const LATIN_PART_SPLIT = /\s*[/|·_]\s*/;
const LATIN_PART_SPLIT_NO_UNDERSCORE = /\s*[/|·]\s*/;
const TRAILING_CJK = /[\s\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+$/;
const EDGE_PUNCT = /^[\s\-.]+|[\s\-.]+$/g;

function readBlocks(text: string, from: number): Block[] {
  const blocks: Block[] = [];
  let i = from;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '[' || ch === '【') {
      const close = closingIndex(text, i);
      if (close < 0) break;
      blocks.push({ content: text.slice(i + 1, close).trim(), start: i, end: close + 1 });
      i = close + 1;
    } else if (ch === ' ' || ch === '★' || ch === '☆') {
      i++;
    } else {
      const next = text.slice(i).search(/[[【]/);
      if (next < 0) break;
      i += next;
    }
  }
  return blocks;
}

/** The Latin part of a mixed title block: `后宫之乌/Series Title` → `Series Title`, `ANIME SERIES 海賊王` → `ANIME SERIES`. */
function latinTitlePart(text: string): string {
  const parts = text
    .split(CJK.test(text) ? LATIN_PART_SPLIT : LATIN_PART_SPLIT_NO_UNDERSCORE)
    .filter((p) => p.trim().length > 0);
  let chosen = text;
  for (const p of parts) if (LATIN.test(p)) chosen = p;
  if (LATIN.test(chosen[0] ?? '')) chosen = chosen.replace(TRAILING_CJK, '');
  return chosen.replace(/_/g, ' ').replace(EDGE_PUNCT, '');
}

/**
 * `[Group][Title][07][1080p]`: every field in its own bracket. The title is the first block with Latin
 * letters (else the first plain block), the episode the first block that is a number or a `第N話`.
 */
export function parseBracketList(text: string, from: number): BracketListParse | null {
  const first = text[from];
  if (first !== '[' && first !== '【' && first !== '★') return null;
  const blocks = readBlocks(text, from);
  let episodeIndex = -1;
  let absolute: number[] = [];
  for (let b = 0; b < blocks.length; b++) {
    const m = BLOCK_EPISODE.exec(blocks[b]!.content);
    if (!m) continue;
    const a = Number(m[1]);
    const z = m[2] === undefined ? a : Number(m[2]);
    if (YEAR_ONLY.test(m[1]!) && m[2] === undefined) continue;
    absolute = z > a ? Array.from({ length: z - a + 1 }, (_, k) => a + k) : [a];
    episodeIndex = b;
    break;
  }
  if (episodeIndex <= 0) return null;
  let latinBlock: Block | null = null;
  let mixedBlock: Block | null = null;
  let plainBlock: Block | null = null;
  let year: number | null = null;
  for (let b = 0; b < episodeIndex; b++) {
    const block = blocks[b]!;
    if (YEAR_ONLY.test(block.content)) {
      year = Number(block.content);
      continue;
    }
    if (block.content.length === 0 || isTechText(block.content) || CATEGORY.test(block.content)) continue;
    const latin = LATIN.test(block.content);
    const cjk = CJK.test(block.content);
    if (latin && !cjk) {
      latinBlock = block;
      break;
    }
    if (latin && mixedBlock === null) mixedBlock = block;
    if (!latin && cjk && plainBlock === null) plainBlock = block;
  }
  const chosen = latinBlock ?? mixedBlock ?? plainBlock;
  if (chosen === null) return null;
  return {
    title: latinTitlePart(chosen.content),
    absolute,
    episodeStart: blocks[episodeIndex]!.start,
    year,
  };
}
