// Rules for daily shows: the air date in its many spellings (2011.04.18, 18-04-2011, 04.28.2014, 20110418,
// 110418, 5th Mar 2025), and the `Part N` of a daily episode. A date that cannot be an air date (before
// 1951, after tomorrow, day and month both ≤ 12 in a day-month-year spelling) is reported as invalid so the
// name is rejected rather than read as something else.

import { type EpisodeMarker } from './marker.js';
import { matches, pattern } from './matches.js';

const YMD = pattern(/(?<![0-9a-z])((?:19|20)\d{2})([-._ ])(\d{2})\2(\d{2})(?![0-9])/gi);
const DMY = pattern(/(?<![0-9a-z])(\d{2})([-._ ])(\d{2})\2((?:19|20)\d{2})(?![0-9])/gi);
const COMPACT_YMD = pattern(/(?<![0-9a-z])((?:19|20)\d{2})(\d{2})(\d{2})(?![0-9a-z])/gi);
const COMPACT_YYMMDD = pattern(
  /(?<![0-9a-z])(?<!e\d{1,4}[ ._])(\d{2})(\d{2})(\d{2})(?=[ ._-](?:\d{3,4}[pi]|hdtv|web|pdtv)(?![a-z0-9]))/gi,
);
const MONTH_NAME = pattern(
  /(?<![0-9a-z])(\d{1,2})(?:st|nd|rd|th)?[ ._-](jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[ ._-]((?:19|20)\d{2})(?![0-9])/gi,
);
const DAILY_PART = /^[ ._-]part[ ._]?(\d{1,2})(?!\d)/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FIRST_AIR_YEAR = 1951;

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** `YYYY-MM-DD` when the date exists and lies between 1951 and tomorrow (UTC), else null. */
export function validAirDate(year: number, month: number, day: number, now: Date): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < FIRST_AIR_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  if (date.getTime() > tomorrow) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function push(
  out: EpisodeMarker[],
  rule: string,
  text: string,
  start: number,
  length: number,
  date: string | null,
): void {
  const end = start + length;
  const marker: EpisodeMarker = { rule, tier: 1, start, end, episodes: [] };
  if (date === null) marker.invalidDate = true;
  else marker.airDate = date;
  const part = DAILY_PART.exec(text.slice(end));
  if (part) {
    marker.dailyPart = Number(part[1]);
    marker.end += part[0].length;
  }
  out.push(marker);
}

/** Every numeric spelling has six digits in at most three groups: one test rules most names out. */
const NUMERIC_DATE = /\d\d\D?\d\d\D?\d\d/;

export function findAirDates(text: string, now: Date, out: EpisodeMarker[]): void {
  if (NUMERIC_DATE.test(text)) findNumericDates(text, now, out);
  for (const m of matches(MONTH_NAME, text)) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    push(out, '5th Mar 2025', text, m.index, m[0].length, validAirDate(Number(m[3]), month, Number(m[1]), now));
  }
}

function findNumericDates(text: string, now: Date, out: EpisodeMarker[]): void {
  for (const m of matches(YMD, text)) {
    const year = Number(m[1]);
    let month = Number(m[3]);
    let day = Number(m[4]);
    if (month > 12 && day <= 12) [month, day] = [day, month];
    push(out, 'YYYY.MM.DD', text, m.index, m[0].length, validAirDate(year, month, day, now));
  }
  for (const m of matches(DMY, text)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const year = Number(m[4]);
    let date: string | null = null;
    if (a > 12 && b <= 12) date = validAirDate(year, b, a, now);
    else if (b > 12 && a <= 12) date = validAirDate(year, a, b, now);
    else if (a === b) date = validAirDate(year, a, a, now);
    push(out, 'DD.MM.YYYY', text, m.index, m[0].length, date);
  }
  for (const m of matches(COMPACT_YMD, text)) {
    const date = validAirDate(Number(m[1]), Number(m[2]), Number(m[3]), now);
    if (date !== null) push(out, 'YYYYMMDD', text, m.index, m[0].length, date);
  }
  for (const m of matches(COMPACT_YYMMDD, text)) {
    const date = validAirDate(2000 + Number(m[1]), Number(m[2]), Number(m[3]), now);
    if (date !== null) push(out, 'YYMMDD', text, m.index, m[0].length, date);
  }
}

/** `YYMMDD` written right after an episode number (`E56.190121`): the air date of that episode. */
export function compactDateAfter(text: string, pos: number, now: Date): string | null {
  const m = /^[ ._](\d{2})(\d{2})(\d{2})(?![0-9])/.exec(text.slice(pos));
  if (!m) return null;
  return validAirDate(2000 + Number(m[1]), Number(m[2]), Number(m[3]), now);
}
