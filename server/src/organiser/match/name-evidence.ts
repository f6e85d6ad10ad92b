// What a release name says about the title it belongs to, in the form the scorer and the search use:
// the titles it carries (each with the year that goes with it), the year, the country tag of a remake
// (`The Office US`), and which kind of title the file is.

import type { MediaType } from '../match-types.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { normaliseTitle } from './title-similarity.js';

/** How sure the name is of the media type. */
export type TypeEvidence = 'forced' | 'episode-markers' | 'no-markers';

/** One title the name carries, as it should be searched and compared. */
export interface TitleVariant {
  text: string;
  /** The year that goes with this spelling: null when the year is part of the title (`Blade Runner 2049`). */
  year: number | null;
  /** Primary titles are searched first; the others only when those find nothing good. */
  primary: boolean;
  /**
   * For an episode named `Show - Subtitle - 05`: the subtitle this spelling leaves out, which may
   * name a season (`The Final Season`, `Swordsmith Village Arc`). Such a spelling is a partial
   * reading of the name and scores a little lower than a whole one.
   */
  subtitle?: string;
}

export interface NameEvidence {
  /** Every spelling worth comparing, best first; never empty for a name that has a title. */
  titles: TitleVariant[];
  year: number | null;
  expectedType: MediaType;
  typeEvidence: TypeEvidence;
  /** ISO 3166-1 code of a country tag after the title (`US`, `UK` → `GB`), or null. */
  country: string | null;
}

/** Country tags that tell a remake from its original; written in capitals or in brackets after the title. */
const COUNTRY_TAGS: Record<string, string> = { US: 'US', USA: 'US', UK: 'GB', GB: 'GB', AU: 'AU', NZ: 'NZ', CA: 'CA' };
const TRAILING_COUNTRY = /^(.*\S)\s+(?:\(([A-Za-z]{2,3})\)|([A-Z]{2,3}))$/;
const TRAILING_YEAR = /^(.*\S)\s+\(?((?:18|19|20)\d\d)\)?$/;
/** `Kimetsu no Yaiba - Katanakaji no Sato-hen`: a show's name, then a subtitle after a spaced dash. */
const SUBTITLED = /^(.+?\S)\s+-\s+(\S.*)$/;
/** `Kimetsu no Yaiba S3`, `Title 2nd Season`: fansub releases write the season into the title. */
const TRAILING_SEASON = /^(.+?\S)\s+(S\d{1,2}|Season\s*\d{1,2}|\d{1,2}(?:st|nd|rd|th)\s+Season)$/i;
/** `Shingeki no Kyojin (The Final Season)`: a subtitle in brackets (words, not a year or a country tag). */
const BRACKETED_SUBTITLE = /^(.+?\S)\s+\((?=[^()]*\p{L}{2})([^()]{4,})\)$/u;

export interface EvidenceRequest {
  parsed: ParsedRelease;
  kind: 'movie' | 'episode';
  forcedType?: MediaType | undefined;
}

export function nameEvidence({ parsed, kind, forcedType }: EvidenceRequest): NameEvidence {
  const expectedType: MediaType = forcedType ?? (kind === 'episode' ? 'tv' : 'movie');
  const typeEvidence: TypeEvidence = forcedType ? 'forced' : kind === 'episode' ? 'episode-markers' : 'no-markers';
  const year = nameYear(parsed, expectedType);

  const primary: TitleVariant[] = [];
  const secondary: TitleVariant[] = [];
  let country: string | null = null;
  const add = (raw: string, isPrimary: boolean) => {
    const text = raw.trim();
    if (text === '') return;
    const withYear = TRAILING_YEAR.exec(text);
    const base = withYear?.[1] ?? text;
    const baseYear = withYear ? (year ?? Number(withYear[2])) : year;
    const tagged = TRAILING_COUNTRY.exec(base);
    const code = tagged ? COUNTRY_TAGS[(tagged[2] ?? tagged[3] ?? '').toUpperCase()] : undefined;
    if (tagged?.[1] && code) {
      country ??= code;
      (isPrimary ? primary : secondary).push({ text: tagged[1], year: baseYear, primary: isPrimary });
      secondary.push({ text: base, year: baseYear, primary: false });
    } else {
      (isPrimary ? primary : secondary).push({ text: base, year: baseYear, primary: isPrimary });
    }
    // The whole spelling, year included, in case the number is part of the title.
    if (withYear) secondary.push({ text, year: null, primary: false });
  };

  add(parsed.title, true);
  for (const title of parsed.titles) add(title, false);
  if (parsed.alternativeTitle) add(parsed.alternativeTitle, false);
  if (parsed.fullTitle !== parsed.title) add(parsed.fullTitle, false);
  // `Show - Arc name - 05`, `Show S3 - 05`, `Show (Arc name) - 05`: the show's name alone, in case
  // the rest names a season.
  if (kind === 'episode') {
    const title = parsed.title.trim();
    const subtitled = SUBTITLED.exec(title) ?? TRAILING_SEASON.exec(title) ?? BRACKETED_SUBTITLE.exec(title);
    if (subtitled?.[1] && subtitled[2]) {
      secondary.push({ text: subtitled[1], year, primary: false, subtitle: subtitled[2] });
    }
  }
  // `Blade Runner 2049` read as `Blade Runner`, year 2049: the year may belong to the title.
  if (parsed.year !== null && parsed.title.trim() !== '') {
    secondary.push({ text: `${parsed.title.trim()} ${parsed.year}`, year: null, primary: false });
  }

  return { titles: dedupe([...primary, ...secondary]), year, expectedType, typeEvidence, country };
}

/** A daily show's year is the air date's, not the show's: it says nothing of which show. */
function nameYear(parsed: ParsedRelease, expectedType: MediaType): number | null {
  if (parsed.year === null) return null;
  if (expectedType === 'tv' && parsed.airDate?.startsWith(String(parsed.year))) return null;
  return parsed.year;
}

function dedupe(variants: readonly TitleVariant[]): TitleVariant[] {
  const seen = new Set<string>();
  const out: TitleVariant[] = [];
  for (const variant of variants) {
    const normalised = normaliseTitle(variant.text);
    const key = `${normalised}|${variant.year ?? ''}`;
    if (normalised === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(variant);
  }
  return out;
}
