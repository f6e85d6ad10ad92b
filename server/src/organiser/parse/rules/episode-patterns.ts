// Rules for season/episode tokens: S01E02 (and its multi-episode forms), 1x02, Season N Episode M,
// season packs (S02, Season 2, Saison 3, S01-S05), the Spanish [Cap.102], and bare 102 = 1x02.

import { episodeRange, type EpisodeMarker } from './marker.js';
import { matches, pattern } from './matches.js';

// ── S01E02 family ────────────────────────────────────────────────────────────────────────────────────

const SXXEYY = pattern(/(?<![0-9])s(\d{1,4})(?:[ ._-]{0,2}|\s-\s(?=e\d))e(?:p(?:isode)?)?[ ._]?(\d{1,5})(?!\d)/gi);
/** Cheap test before the season-word patterns (`Season`, `Saison`, `Stagione`, `Temporada`, `Se.1`). */
const SEASON_WORDS_PRESENT = /sea|sai|sta|tem|sei|se\W?\d/i;
const SEASON_EPISODE_WORDS = pattern(
  /(?<![a-z])(?:season|saison|stagione|temporada|seizoen|se)[ ._-]?(\d{1,4})[ ._-]{0,3}(?:episode|episodio|ep|e|afl|aflevering)[ ._-]?(\d{1,4})(?!\d)/gi,
);
/** `s06.01.` — season and episode separated by a dot. */
const SEASON_DOT_EPISODE = pattern(/(?<![a-z0-9])s(\d{1,2})\.(\d{2})(?=\.)/gi);

const CONT_FULL = /^\s?-?\s?[._]?s(\d{1,4})[ ._-]?e(\d{1,5})(?!\d)/i;
const CONT_E = /^(?:[ ._]?-[ ._]?|[ ._]|)(?:e|ep)[ ._]?(\d{1,5})(?!\d)/i;
const CONT_DASH = /^-(\d{1,5})(?![0-9a-z])/i;
const CONT_AND = /^ (?:en|&|and|\+) (\d{1,4})(?!\d)/i;
const OF_TOTAL = /^[ ._]?of[ ._]?(\d{1,4}|xx)(?![a-z0-9])/i;
const VERSION = /^[ ]?v(\d{1,2})(?![a-z0-9])/i;
const SPLIT = /^[ab](?![a-z0-9])/;
const HALF = /^\.5(?!\d)/;

/** Runs a `^`-anchored pattern at `pos`. */
function at(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  return re.exec(pos === 0 ? text : text.slice(pos));
}

interface Continuation {
  numbers: number[];
  end: number;
  total: number | null;
  version?: number;
  split?: boolean;
  special?: boolean;
}

/** Reads `E03`, `-E03`, `-03`, `.S01E03`, ` - S01E03`, `en 4` after the first episode, then `of 8`, `v2`, `b`, `.5`. */
function readContinuation(text: string, pos: number, season: number, first: number): Continuation {
  const numbers = [first];
  let end = pos;
  for (;;) {
    const last = numbers[numbers.length - 1]!;
    let m = at(CONT_FULL, text, end);
    if (m && Number(m[1]) === season && Number(m[2]) > last) {
      numbers.push(Number(m[2]));
      end += m[0].length;
      continue;
    }
    m = at(CONT_E, text, end) ?? at(CONT_DASH, text, end) ?? at(CONT_AND, text, end);
    if (m && Number(m[1]) > last) {
      numbers.push(Number(m[1]));
      end += m[0].length;
      continue;
    }
    break;
  }
  const result: Continuation = { numbers, end, total: null };
  const of = at(OF_TOTAL, text, end);
  if (of) {
    result.end += of[0].length;
    if (/^\d+$/.test(of[1]!)) result.total = Number(of[1]);
  }
  const version = at(VERSION, text, result.end);
  if (version) {
    result.version = Number(version[1]);
    result.end += version[0].length;
  } else if (at(SPLIT, text, result.end)) {
    result.split = true;
    result.end += 1;
  } else if (at(HALF, text, result.end)) {
    result.special = true;
    result.end += 2;
  }
  return result;
}

function seasonEpisodeMarker(rule: string, text: string, m: RegExpMatchArray): EpisodeMarker {
  const season = Number(m[1]);
  const first = Number(m[2]);
  const start = m.index!;
  const cont = readContinuation(text, start + m[0].length, season, first);
  const episodes = episodeRange(cont.numbers);
  const marker: EpisodeMarker = { rule, tier: 1, start, end: cont.end, season, episodes };
  // `S1E1-8 of 8` is the whole season.
  if (cont.total !== null && episodes[0] === 1 && episodes.length > 1 && episodes.length === cont.total) {
    marker.episodes = [];
    marker.fullSeason = true;
  }
  if (cont.version !== undefined) marker.version = cont.version;
  if (cont.split) marker.splitEpisode = true;
  if (cont.special) marker.special = true;
  return marker;
}

export function findSeasonEpisode(text: string, out: EpisodeMarker[]): void {
  for (const m of matches(SXXEYY, text)) out.push(seasonEpisodeMarker('S01E02', text, m));
  if (SEASON_WORDS_PRESENT.test(text)) {
    for (const m of matches(SEASON_EPISODE_WORDS, text)) out.push(seasonEpisodeMarker('Season 1 Episode 2', text, m));
  }
  for (const m of matches(SEASON_DOT_EPISODE, text)) out.push(seasonEpisodeMarker('S01.02', text, m));
}

// ── 1x02 family ──────────────────────────────────────────────────────────────────────────────────────

const NXNN = pattern(/(?<![0-9a-z])(\d{1,4})x(\d{1,4})(?![0-9]|p\b)/gi);
const X_CONT = [
  /^-?x(\d{1,4})(?!\d)/i, // 2x04x05, 1x01-x03
  /^(?:-|[ .]|\s-\s)(\d{1,4})x(\d{1,4})(?!\d)/i, // 2x9-2x10, 2x04.2x05, 2010x15 - 2010x16
  /^-(\d{1,4})(?![\dpix])/i, // 1x01-02-03
  /^_(\d{2})(?![\d])/i, // 8x01_02
];

/** `1920x1080`, `848x480`: a frame size, not a season and episode. */
function isFrameSize(a: number, b: number): boolean {
  return a >= 240 && b >= 240 && a / b >= 1.2 && a / b <= 2.6;
}

export function findNxNN(text: string, out: EpisodeMarker[]): void {
  for (const m of matches(NXNN, text)) {
    const season = Number(m[1]);
    const first = Number(m[2]);
    if (isFrameSize(season, first)) continue;
    const numbers = [first];
    let end = m.index + m[0].length;
    for (;;) {
      let progressed = false;
      for (const re of X_CONT) {
        const c = at(re, text, end);
        if (!c) continue;
        if (c.length === 3) {
          if (Number(c[1]) !== season) continue;
          numbers.push(Number(c[2]));
        } else {
          numbers.push(Number(c[1]));
        }
        end += c[0].length;
        progressed = true;
        break;
      }
      if (!progressed) break;
    }
    const marker: EpisodeMarker = {
      rule: '1x02',
      tier: 1,
      start: m.index,
      end,
      season,
      episodes: episodeRange(numbers),
    };
    const version = at(VERSION, text, end);
    if (version) marker.version = Number(version[1]);
    out.push(marker);
  }
}

// ── Season packs ─────────────────────────────────────────────────────────────────────────────────────

const SEASON_WORD = pattern(/(?<![a-z0-9])(?:season|saison|stagione|temporada|seizoen)[ ._-]?(\d{1,4})(?!\d)/gi);
/** `Season 01-07`, `Season 01 - Season 07`; a spaced `Season 2 - 05` is a season and its episode. */
const SEASON_WORD_CONT =
  /^(?:[._]?-[._]?|[ ._]?-[ ._]?(?=season|saison|stagione|temporada))(?:(?:season|saison|stagione|temporada)[ ._-]?)?(\d{1,4})(?!\d)/i;
const S_ONLY = pattern(/(?<![a-z0-9])s ?(\d{1,4})(?![0-9])(?![ ._-]{0,3}e(?:p)?[ ._]?\d)/gi);
const S_ONLY_CONT = [
  /^-(\d{1,4})(?!\d)/i, // S01-05
  /^[ ._]?-[ ._]?s(\d{1,4})(?!\d)/i, // S01-S09, S01 - S07
  /^[ ._]s(\d{1,4})(?!\d)/i, // S01 S04
  /^ (\d{2})(?= *(?:\(|\[|$))/i, // S01 04 (1080p …)
];
const SERIES_N = pattern(/ - series (\d{1,2})(?!\d)/gi);
const PART = /^[ ._](?:part|vol|volume|p)[ ._]?(\d{1,2})(?![0-9a-z])/i;
const EXTRAS = /^[ ._](?:extras?|subpack|bonus)(?![a-z])/i;

function seasonPack(
  rule: string,
  text: string,
  start: number,
  end: number,
  first: number,
  last: number,
): EpisodeMarker {
  const marker: EpisodeMarker = { rule, tier: 1, start, end, season: first, episodes: [], fullSeason: true };
  if (last > first) marker.multiSeason = true;
  const part = at(PART, text, end);
  if (part && !marker.multiSeason) {
    marker.fullSeason = false;
    marker.seasonPart = Number(part[1]);
    marker.end += part[0].length;
  } else if (at(EXTRAS, text, end)) {
    marker.seasonExtra = true;
  }
  return marker;
}

export function findSeasonPacks(text: string, out: EpisodeMarker[]): void {
  for (const m of SEASON_WORDS_PRESENT.test(text) ? matches(SEASON_WORD, text) : []) {
    const first = Number(m[1]);
    let end = m.index + m[0].length;
    let last = first;
    const c = at(SEASON_WORD_CONT, text, end);
    if (c && Number(c[1]) > first) {
      last = Number(c[1]);
      end += c[0].length;
    }
    out.push(seasonPack('Season 2', text, m.index, end, first, last));
  }
  for (const m of matches(S_ONLY, text)) {
    const first = Number(m[1]);
    if (m[0].includes(' ') && m[1]!.length !== 2) continue;
    let end = m.index + m[0].length;
    let last = first;
    for (const re of S_ONLY_CONT) {
      const c = at(re, text, end);
      if (c && Number(c[1]) > first) {
        last = Number(c[1]);
        end += c[0].length;
        break;
      }
    }
    const marker = seasonPack('S02', text, m.index, end, first, last);
    if (last === first && m[1]!.length <= 2) marker.shortSeasonToken = true;
    out.push(marker);
  }
  for (const m of text.includes(' - ') ? matches(SERIES_N, text) : []) {
    const season = Number(m[1]);
    out.push(seasonPack('Series 2', text, m.index + 3, m.index + m[0].length, season, season));
  }
}

// ── [Cap.102] ────────────────────────────────────────────────────────────────────────────────────────

const CAP = pattern(/\[cap\.?\s?(\d{3,4})(?:_(\d{3,4}))?\]/gi);

export function findCap(text: string, out: EpisodeMarker[]): void {
  for (const m of text.includes('[') ? matches(CAP, text) : []) {
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    const season = Math.floor(a / 100);
    out.push({
      rule: '[Cap.102]',
      tier: 1,
      start: m.index,
      end: m.index + m[0].length,
      season,
      episodes: episodeRange([a % 100, b % 100]),
    });
  }
}

// ── bare 102 / 1013 / 10708 ──────────────────────────────────────────────────────────────────────────

const BARE = pattern(/(?<![0-9a-z])(\d{3,6})(?![0-9a-z])/gi);
const BARE_CONT = /^[._ ](\d{3,4})(?![0-9a-z])/;
const NOT_EPISODE_NUMBERS = new Set(['360', '480', '540', '576', '720', '1080', '1440', '2160', '264', '265']);
const YEAR = /^(?:18[89]\d|19\d\d|20\d\d)$/;
const YEAR_AFTER = /(?<![0-9a-z])(?:19|20)\d{2}(?![0-9a-z])/i;

function splitBare(digits: string): { season: number; episodes: number[] } | null {
  switch (digits.length) {
    case 3:
      return { season: Number(digits[0]), episodes: [Number(digits.slice(1))] };
    case 4:
      return { season: Number(digits.slice(0, 2)), episodes: [Number(digits.slice(2))] };
    case 5:
      return { season: Number(digits[0]), episodes: [Number(digits.slice(1, 3)), Number(digits.slice(3))] };
    case 6:
      return { season: Number(digits.slice(0, 2)), episodes: [Number(digits.slice(2, 4)), Number(digits.slice(4))] };
    default:
      return null;
  }
}

/**
 * `Title.103.720p` = 1x03, `Title.1013` = 10x13, `Title.10708` = 1x07-1x08. Only after some title, never a
 * year or a resolution, and not when a year follows (then the number belongs to a movie title).
 */
export function findBareNumbers(text: string, titleStart: number, out: EpisodeMarker[]): void {
  for (const m of matches(BARE, text)) {
    const digits = m[1]!;
    const start = m.index;
    if (start <= titleStart || NOT_EPISODE_NUMBERS.has(digits) || YEAR.test(digits)) continue;
    const before = text.slice(Math.max(0, start - 2), start);
    if (/[hx]\.?$/i.test(before) || /[([{]$/.test(before)) continue;
    if (YEAR_AFTER.test(text.slice(start + digits.length))) continue;
    const split = splitBare(digits);
    if (split === null || split.episodes[0] === 0) continue;
    let end = start + digits.length;
    const episodes = [...split.episodes];
    const c = at(BARE_CONT, text, end);
    if (c) {
      const next = splitBare(c[1]!);
      if (next && next.season === split.season) {
        episodes.push(...next.episodes);
        end += c[0].length;
      }
    }
    out.push({ rule: '103', tier: 3, start, end, season: split.season, episodes: episodeRange(episodes) });
  }
}
