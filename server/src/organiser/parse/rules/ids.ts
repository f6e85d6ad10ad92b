// Rules for ids written in names (`{tmdb-43074}`, `[tmdbid-43074]`, `[tt1234567]`) and for burned-in
// subtitles (`KORSUB`, `HC`, `SUBBED`).

const TMDB = /[{[]tmdb(?:id)?[-=](\d{1,9})[}\]]/i;
const IMDB = /(?<![a-z0-9])(tt\d{7,8})(?![0-9])/i;

const ID_TAG = /[{[](?:tmdb|imdb|tvdb)(?:id)?[-=][^}\]]{1,12}[}\]]|[{[]tt\d{7,8}[}\]]/gi;

/** The name with its id tags replaced by spaces (positions stay the same). */
export function blankIdTags(text: string): string {
  return text.replace(ID_TAG, (tag) => ' '.repeat(tag.length));
}

export function readTmdbId(text: string): number | null {
  const m = text.includes('mdb') ? TMDB.exec(text) : null;
  return m ? Number(m[1]) : null;
}

export function readImdbId(text: string): string | null {
  const m = IMDB.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}

/** `123` → `tt0000123`, `tt12345678` stays; anything else is not an IMDb id. */
export function normalizeImdbId(value: string): string | null {
  const m = /^(?:tt)?(\d{1,8})$/i.exec(value.trim());
  if (!m) return null;
  const digits = m[1]!;
  return `tt${digits.length >= 7 ? digits : digits.padStart(7, '0')}`;
}

const LANGUAGE_SUBS =
  /(?<![a-z0-9])((?:kor|chi|chs|cht|eng|ita|swe|dan|nor|fin|heb|ara|rus|spa|fre|ger|dut|vie|tha|por|jap|pl|nl)subs?)(?![a-z0-9])/i;
const MAYBE_HARDCODED = /sub|HC/i;
const GENERIC_HARDCODED = /(?<![A-Za-z0-9])(?:HC|SUBBED)(?![A-Za-z0-9])/;

/** Burned-in subtitles: the language tag as written, or `Generic Hardcoded Subs` for `HC` / `SUBBED`. */
export function readHardcodedSubs(text: string, from: number): string | null {
  const tail = text.slice(from);
  if (!MAYBE_HARDCODED.test(tail)) return null;
  const lang = LANGUAGE_SUBS.exec(tail);
  if (lang) return lang[1]!;
  return GENERIC_HARDCODED.test(tail) ? 'Generic Hardcoded Subs' : null;
}
