// Rule: where a movie title ends and which number is its year. The title runs up to the year, or to the
// first thing that cannot be title (a tech word, `German.DL`, an edition, a bracket, `v2`). A year at the
// very start is the title (`1776.1979`, `2001.A.Space.Odyssey.1968`); of years written back to back the
// last is the release year (`Movie.Klasse.von.1999.1990`); a year in parentheses wins over a bare one.

import { readEdition, readNamedEdition, type EditionMatch } from './edition.js';
import { TITLE_STOP_LANGUAGE } from './languages.js';
import { isTechText } from './tech-words.js';
import { matches, pattern } from './matches.js';

interface MovieTitle {
  /** Where the title starts (after a leading `(1995) ` of a folder name). */
  titleStart: number;
  titleEnd: number;
  year: number | null;
  yearEnd: number;
  /** The year is written right after the title (`Title (2010)`), so it belongs to the full title. */
  yearAdjacent: boolean;
  /** The edition, read once here because it can end the title (`Movie.Title.Imax.2018`). */
  edition: EditionMatch | null;
  hasTech: boolean;
  /** Where what can be title ends: the first tech word, language, edition or bracket (or the end). */
  stop: number;
}

const YEAR_TOKEN = pattern(/(?<![0-9a-z])([([]?)((?:18[89]|19\d|20\d)\d)([)\]]?)(?![0-9a-z])/gi);
const YEAR_FIRST = /^\(((?:18[89]|19\d|20\d)\d)\)\s+(?=\S)/;
const MAYBE_LANGUAGE =
  /german|french|italian|spanish|english|russian|dutch|swedish|norwegian|danish|finnish|nordic|japanese|korean|hindi|tamil|telugu|malayalam|polish|turkish|castellano|latino/i;
const VERSION_TAG = /\sv\d(?![a-z0-9])/i;
const BRACKET = /[[【]/;
const TECH_PAREN = pattern(/[[(]([^\])[(]*)[\])]/g);
const SEPARATORS_ONLY = /^[\s._\-([]*$/;

interface YearToken {
  index: number;
  end: number;
  value: number;
  parenthesised: boolean;
}

function search(re: RegExp, text: string, from: number): number {
  const i = text.slice(from).search(re);
  return i < 0 ? -1 : i + from;
}

/** `tech` is the index of the first tech word after `titleStart` (-1 when none), found by the caller. */
export function findMovieTitle(text: string, titleStart: number, tech: number): MovieTitle {
  const folderYear = YEAR_FIRST.exec(text.slice(titleStart));
  if (folderYear) {
    // `(1995) Movie Name`: a folder named year first.
    const start = titleStart + folderYear[0].length;
    const rest = findMovieTitle(text, start, tech);
    return {
      ...rest,
      titleStart: start,
      year: rest.year ?? Number(folderYear[1]),
      titleEnd: Math.max(rest.titleEnd, start),
    };
  }
  const years: YearToken[] = [];
  for (const m of matches(YEAR_TOKEN, text)) {
    if (m.index <= titleStart) continue;
    years.push({ index: m.index, end: m.index + m[0].length, value: Number(m[2]), parenthesised: m[1] === '(' });
  }
  const from = titleStart + 1;
  const stops = [
    tech,
    MAYBE_LANGUAGE.test(text) ? search(TITLE_STOP_LANGUAGE, text, from) : -1,
    search(VERSION_TAG, text, from),
  ];
  const edition = readEdition(text, titleStart, -1);
  if (edition !== null && edition.start > titleStart) stops.push(edition.start);
  let bracket = search(BRACKET, text, from);
  while (bracket >= 0 && years.some((y) => y.index === bracket)) bracket = search(BRACKET, text, bracket + 1);
  stops.push(bracket);
  // `Title (BD)(640x480)`: a parenthesis of tech words ends the title too.
  for (const m of text.includes('(') || text.includes('[') ? matches(TECH_PAREN, text.slice(from)) : []) {
    if (isTechText(m[1]!)) {
      stops.push(from + m.index);
      break;
    }
  }
  const stop = Math.min(...stops.map((s) => (s < 0 ? text.length : s)));

  const before = years.filter((y) => y.index < stop);
  let chosen: YearToken | undefined = before.find((y) => y.parenthesised);
  if (chosen === undefined && before.length > 0) {
    let i = 0;
    while (i + 1 < before.length && SEPARATORS_ONLY.test(text.slice(before[i]!.end, before[i + 1]!.index))) i++;
    chosen = before[i];
  }
  let titleEnd = stop;
  if (chosen !== undefined && chosen.index < stop) titleEnd = chosen.index;
  else chosen = years[years.length - 1];
  const yearAdjacent =
    chosen !== undefined && chosen.index === titleEnd && SEPARATORS_ONLY.test(text.slice(titleEnd, chosen.index));
  return {
    titleStart,
    titleEnd,
    year: chosen?.value ?? null,
    yearEnd: chosen?.end ?? -1,
    yearAdjacent,
    stop,
    hasTech: tech >= 0,
    edition: edition ?? (chosen !== undefined ? readNamedEdition(text, chosen.end) : null),
  };
}
