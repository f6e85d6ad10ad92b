// Rules for episodes numbered without a season: anime `Title - 05`, `Title 214`, `[05]`, `Ep01`, `#957`,
// the Turkish `69. Bölüm`, mini-series `Part 2` / `E07` / `5of9`, and specials (`OVA`, `NCOP`, `- 12.5`).

import { compactDateAfter } from './air-date.js';
import { episodeRange, type EpisodeMarker } from './marker.js';
import { matches, pattern } from './matches.js';

interface AbsoluteContext {
  /** The name starts with a fansub `[Group]`. */
  fansub: boolean;
  /** A `221208 ` broadcast-date prefix (Japanese variety shows): numbered episodes are season 1. */
  broadcastPrefix: boolean;
  /** The name has `Batch` or `Complete`: `01 - 119` is then a range. */
  batch: boolean;
  titleStart: number;
  now: Date;
}

const YEAR = /^(?:19|20)\d{2}$/;
const NOT_EPISODE = new Set(['360', '480', '540', '576', '720', '1080', '1440', '2160', '264', '265']);
const RANGE_CONT = /^(?:-|~| ~ )(\d{1,4})(?![0-9a-z])/i;
const SPECIAL_AFTER = /^[ _.]*-[ _.]*(?:special|ova|ovd|oad)(?![a-z])/i;

/**
 * `104` = 1×04, `1012` = 10×12: how Sonarr reads three and four digits when the show has that season.
 * A leading zero (`045`) is an absolute number only; so is a number whose last two digits are `00`.
 */
function compactReading(digits: string): { season: number; episodes: number[] } | undefined {
  if (digits.startsWith('0') || (digits.length !== 3 && digits.length !== 4)) return undefined;
  const season = Number(digits.slice(0, digits.length - 2));
  const episode = Number(digits.slice(-2));
  return episode > 0 ? { season, episodes: [episode] } : undefined;
}

/** `Crayon Shin-chan Movie 05`: the number of a film in a series, not an episode. */
const FILM_NUMBER_BEFORE = /(?:movie|film|gekijouban|gekijōban)[ _.]*$/i;

function isEpisodeNumber(digits: string): boolean {
  return !YEAR.test(digits) && !NOT_EPISODE.has(digits) && !/^0+$/.test(digits);
}

/** Reads `-12`, `~10`, ` ~ 10` after a first number; the list becomes a range. */
function readRange(text: string, pos: number, first: number): { numbers: number[]; end: number } {
  const numbers = [first];
  let end = pos;
  for (;;) {
    const m = RANGE_CONT.exec(text.slice(end));
    if (!m || Number(m[1]) <= numbers[numbers.length - 1]!) break;
    numbers.push(Number(m[1]));
    end += m[0].length;
  }
  return { numbers: episodeRange(numbers), end };
}

// ── Title - 05 ───────────────────────────────────────────────────────────────────────────────────────

const DASH_NUMBER = pattern(/(?<=[ _.]|^)-[ _.]{1,3}(\d{1,4})(?:\.(\d))?(?:\.\d)?(?:[ ]?v(\d))?(?=$|[ _.[(]|-\d|~)/gi);
/** `[Group]Title-01[720p]`: a fansub number glued to the title by a dash. */
const GLUED_DASH_NUMBER = pattern(/(?<=[a-z])-(\d{2,3})(?:v(\d))?(?=$|[ _.[(])/gi);
const WORD_AFTER = /^[ _.]+\p{L}/u;

function findDashNumbers(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  const found = [...matches(DASH_NUMBER, text)];
  if (ctx.fansub) found.push(...matches(GLUED_DASH_NUMBER, text));
  for (const [i, m] of found.entries()) {
    const digits = m[1]!;
    if (m.index < ctx.titleStart || !isEpisodeNumber(digits)) continue;
    // `Title - 100 Years Quest - 01`: a number followed by words, with another `- NN` later, is title.
    if (WORD_AFTER.test(text.slice(m.index + m[0].length)) && found.slice(i + 1).some((n) => n.index > m.index)) {
      continue;
    }
    const start = m.index;
    let end = start + m[0].length;
    const marker: EpisodeMarker = { rule: 'Title - 05', tier: 2, start, end, absolute: [] };
    if (m[2] !== undefined) {
      marker.specialAbsolute = [Number(`${digits}.${m[2]}`)];
    } else {
      const range = readRange(text, end, Number(digits));
      marker.absolute = range.numbers;
      end = range.end;
      const compact = range.numbers.length === 1 ? compactReading(digits) : undefined;
      if (compact) marker.compact = compact;
    }
    if (m[3] !== undefined) marker.version = Number(m[3]);
    if (SPECIAL_AFTER.test(text.slice(end))) marker.special = true;
    marker.end = end;
    out.push(marker);
  }
}

// ── E07 / Ep01 / Episode 5 / #957 / 69. Bölüm ────────────────────────────────────────────────────────

const EPISODE_WORD = pattern(
  /(?<![a-z0-9])(?<!(?:^|[^a-z0-9])[a-z]\.)(e|ep|episode|episodio|épisode)[ ._]?(\d{1,4})(?:v(\d))?(?:[ ]?-[ ]?(?:e|ep)?(\d{1,4}))?(?![0-9a-z])/gi,
);
const HASH_NUMBER = pattern(/(?<![a-z0-9&])#(\d{1,4})(?![0-9])/gi);
const TURKISH = pattern(/(?<![0-9])(\d{1,4})\.?\s?(?:blm|bolum|bölüm)(?![a-z])/gi);

function findEpisodeWords(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  for (const m of matches(EPISODE_WORD, text)) {
    if (m.index < ctx.titleStart) continue;
    const word = m[1]!.toLowerCase();
    if (word === 'e' && YEAR.test(m[2]!)) continue;
    const first = Number(m[2]);
    const numbers = episodeRange(m[4] === undefined ? [first] : [first, Number(m[4])]);
    const end = m.index + m[0].length;
    const marker: EpisodeMarker = { rule: 'E07', tier: 2, start: m.index, end };
    const korean = compactDateAfter(text, end, ctx.now);
    if (ctx.broadcastPrefix || korean !== null || (word === 'e' && m[2]!.length <= 2)) {
      marker.season = 1;
      marker.episodes = numbers;
    } else {
      marker.absolute = numbers;
    }
    if (m[3] !== undefined) marker.version = Number(m[3]);
    out.push(marker);
  }
  for (const m of text.includes('#') ? matches(HASH_NUMBER, text) : []) {
    const n = [Number(m[1])];
    const base = { rule: '#957', tier: 2 as const, start: m.index, end: m.index + m[0].length };
    out.push(ctx.broadcastPrefix ? { ...base, season: 1, episodes: n } : { ...base, absolute: n });
  }
  for (const m of /b[lo]|bö/i.test(text) ? matches(TURKISH, text) : []) {
    if (m.index <= ctx.titleStart) continue;
    out.push({ rule: '69. Bölüm', tier: 2, start: m.index, end: m.index + m[0].length, absolute: [Number(m[1])] });
  }
}

// ── Part 2 / 5of9 (mini-series) ──────────────────────────────────────────────────────────────────────

const YEAR_AFTER = /(?<![0-9a-z])(?:19|20)\d{2}(?![0-9a-z])/i;
const WORD_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const PART = pattern(
  /(?<![a-z])(?:part|pt)[ ._]?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?![0-9a-z])/gi,
);
const PART_THEN_NUMBER = /^[ _.]*-[ _.]*\d/;
const N_OF_M = pattern(/(?<![0-9a-z])(\d{1,2})of(\d{1,2})(?![0-9a-z])/gi);

function findMiniSeries(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  for (const m of matches(PART, text)) {
    // `Dune.Part.Two.2024`: a part followed by a year belongs to a movie title; `2nd Season Part 2 - 01`:
    // a part followed by its episode number is a part of a season.
    const after = text.slice(m.index + m[0].length);
    if (m.index <= ctx.titleStart || YEAR_AFTER.test(after) || PART_THEN_NUMBER.test(after)) continue;
    const word = m[1]!.toLowerCase();
    const n = /^\d+$/.test(word) ? Number(word) : WORD_NUMBERS.indexOf(word) + 1;
    out.push({ rule: 'Part 2', tier: 2, start: m.index, end: m.index + m[0].length, season: 1, episodes: [n] });
  }
  for (const m of matches(N_OF_M, text)) {
    if (m.index <= ctx.titleStart) continue;
    const n = Number(m[1]);
    out.push({ rule: '5of9', tier: 2, start: m.index, end: m.index + m[0].length, season: 1, episodes: [n] });
  }
}

// ── [05] / (01-25) ───────────────────────────────────────────────────────────────────────────────────

const BRACKET_NUMBER = pattern(/[[【({](\d{2,4})(?:v\d)?(?:\s?(?:END|Fin))?(?:\s?-\s?(\d{2,4}))?[\]】)}]/gi);

function findBracketNumbers(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  for (const m of matches(BRACKET_NUMBER, text)) {
    const digits = m[1]!;
    if (m.index <= ctx.titleStart || (m[2] === undefined && !isEpisodeNumber(digits))) continue;
    if (m[0].startsWith('(') && m[2] === undefined) continue;
    const numbers = episodeRange(m[2] === undefined ? [Number(digits)] : [Number(digits), Number(m[2])]);
    out.push({ rule: '[05]', tier: 2, start: m.index, end: m.index + m[0].length, absolute: numbers });
  }
}

// ── Title 214 ────────────────────────────────────────────────────────────────────────────────────────

const BARE_NUMBER = pattern(/[ _.](?<![\s_.]\d{1,2}\.)(\d{2,4})(?:v(\d))?(?=$|[ _.[(])/g);
const BARE_RANGE = pattern(/[ _.](\d{1,4})(?:-| - )(\d{2,4})(?=$|[ _.[(])/g);
const AFTER_BARE_CUE = /^[ _.]+(?:\d{3,4}[pi]|vostfr|vf|x26[45]|hevc|\[|\()/i;
const YEAR_BEFORE = /(?:19|20)\d{2}[ _.]+$/;
/** `Anime Title S21 999`: a number right after a short season token ends the name. */
const SEASON_TOKEN_BEFORE = /(?<![a-z0-9])s\d{1,2} $/i;

function findBareAbsolute(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  // Both patterns consume the separator before the number (faster than looking behind): `start` skips it.
  for (const m of matches(BARE_RANGE, text)) {
    const start = m.index + 1;
    if (start <= ctx.titleStart) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (b <= a || (m[0].includes(' - ') && !ctx.batch)) continue;
    if (!ctx.fansub && !ctx.batch && !AFTER_BARE_CUE.test(text.slice(m.index + m[0].length))) continue;
    out.push({
      rule: 'Title 01-12',
      tier: 2,
      start,
      end: m.index + m[0].length,
      absolute: episodeRange([a, b]),
    });
  }
  for (const m of matches(BARE_NUMBER, text)) {
    const digits = m[1]!;
    const start = m.index + 1;
    if (start <= ctx.titleStart || !isEpisodeNumber(digits)) continue;
    const end = m.index + m[0].length;
    let tier: 2 | 3 = 3;
    if (!ctx.fansub) {
      // Outside fansub names a bare number is an episode only when written like one: spaced, followed by
      // a tech word, and padded, long, or after a year (`Title 2018 06 720p`, `Title 484 VOSTFR`).
      const before = text.slice(0, start);
      const afterSeason = SEASON_TOKEN_BEFORE.test(before) && end === text.length;
      if (text[m.index] !== ' ' || (!AFTER_BARE_CUE.test(text.slice(end)) && !afterSeason)) continue;
      const padded = digits.startsWith('0') || digits.length >= 3;
      if (!padded && !YEAR_BEFORE.test(before)) continue;
      tier = 2;
    }
    if (FILM_NUMBER_BEFORE.test(text.slice(0, start))) continue;
    const marker: EpisodeMarker = { rule: 'Title 214', tier, start, end, absolute: [Number(digits)] };
    if (m[2] !== undefined) marker.version = Number(m[2]);
    const compact = compactReading(digits);
    if (compact) marker.compact = compact;
    out.push(marker);
  }
}

// ── OVA / NCOP ───────────────────────────────────────────────────────────────────────────────────────

const SPECIAL_WORD = pattern(/(?<=[ _.])(?:ova|ovd|oad|ona|ncop|nced)(?:[ _.]?(\d{1,2}))?(?![a-z0-9])/gi);

function findSpecialWords(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  if (!ctx.fansub) return;
  for (const m of matches(SPECIAL_WORD, text)) {
    if (m.index <= ctx.titleStart) continue;
    out.push({ rule: 'OVA', tier: 2, start: m.index, end: m.index + m[0].length, absolute: [], special: true });
  }
}

/** Only `(001-002)` after an explicit token: the absolute numbers a non-fansub name writes with it. */
export function findParenthesisedAbsolute(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  if (text.includes('(')) findBracketNumbers(text, ctx, out);
}

const ANY_BRACKET = /[[【({]/;
const ANY_MINI = /part|pt|\dof\d/i;

export function findAbsoluteEpisodes(text: string, ctx: AbsoluteContext, out: EpisodeMarker[]): void {
  if (text.includes('-')) findDashNumbers(text, ctx, out);
  findEpisodeWords(text, ctx, out);
  if (ANY_MINI.test(text)) findMiniSeries(text, ctx, out);
  if (ANY_BRACKET.test(text)) findBracketNumbers(text, ctx, out);
  findBareAbsolute(text, ctx, out);
  findSpecialWords(text, ctx, out);
}
