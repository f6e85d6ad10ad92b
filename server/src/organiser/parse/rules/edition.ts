// Rule: the edition of a movie (Director's Cut, Extended, IMAX, Special Edition Remastered, 50th Anniversary
// Edition, Open Matte…), as written. Edition words at the very start of a name are its title
// (`Directors.Cut.German.2006`, `Uncut.Movie.2019`); `X Edition` counts only after the year, so
// `The.Christmas.Edition.1941` keeps its title.

import { matches, pattern } from './matches.js';

export interface EditionMatch {
  edition: string;
  start: number;
  end: number;
}

const S = '[ ._]+';
const STRONG = [
  "director'?s", 'directors', 'extended', 'theatrical', 'uncut', 'unrated', 'uncensored', 'remastered', 'restored',
  'despecialized', 'imax', '2in1', 'recut', 'redux', 'criterion', `open${S}matte`, `fan${S}?edit`, `final${S}cut`,
  `assembly${S}cut`, `rogue${S}cut`, `special${S}edition`, `collector'?s${S}edition`, `ultimate${S}edition`,
  `\\d+(?:st|nd|rd|th)${S}anniversary`,
]; // prettier-ignore
const CONTINUE = [...STRONG, 'cut', 'edition', 'version', 'fanedit', `fan${S}edit`];
const RUN = pattern(
  new RegExp(`(?:^|[^a-z0-9])((?:${STRONG.join('|')})(?:${S}(?:${CONTINUE.join('|')}))*)(?![a-z0-9])`, 'gi'),
);
const RUN_ONE = new RegExp(RUN.all.source, 'i');
/** `Ultimate Hunter Edition`, `The Imperial Edition` after the year. */
const NAMED_EDITION = pattern(/(?<![a-z0-9])(?:[Tt]he[ ._]+)?((?:[A-Z][a-z]+[ ._]+){1,2}Edition)(?![a-z0-9])/g);
const NAMED_EDITION_ONE = new RegExp(NAMED_EDITION.all.source);
/** A bracket or parenthesis that holds only edition words: `(Special.Edition.Remastered)`. */
const GROUPED = pattern(/[([]([^()[\]]+)[)\]]/g);

function asWritten(text: string): string {
  return text.replace(/[._]+/g, ' ').trim();
}

/**
 * Finds the edition. `titleStart` is where the title begins (an edition there is the title itself);
 * `yearEnd` is where the release year ends (-1 when there is none).
 */
export function readEdition(text: string, titleStart: number, yearEnd: number): EditionMatch | null {
  for (const m of text.includes('(') || text.includes('[') ? matches(GROUPED, text) : []) {
    const inner = m[1]!;
    const run = RUN_ONE.exec(inner);
    if (run && run[1]!.length >= inner.replace(/[ ._]+$/, '').length - 1) {
      return { edition: asWritten(inner), start: m.index, end: m.index + m[0].length };
    }
  }
  for (const m of matches(RUN, text)) {
    const start = m.index + m[0].length - m[1]!.length;
    if (start <= titleStart) continue;
    return { edition: asWritten(m[1]!), start, end: m.index + m[0].length };
  }
  return yearEnd >= 0 ? readNamedEdition(text, yearEnd) : null;
}

/** Only the `Ultimate Hunter Edition` form, after the year (`yearEnd`). */
export function readNamedEdition(text: string, yearEnd: number): EditionMatch | null {
  const m = NAMED_EDITION_ONE.exec(text.slice(yearEnd));
  if (m === null) return null;
  const start = yearEnd + m.index + (m[0].length - m[1]!.length);
  return { edition: asWritten(m[1]!), start, end: yearEnd + m.index + m[0].length };
}
