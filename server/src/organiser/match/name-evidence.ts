// What a release name says about the title it belongs to, in the form the scorer and the search use:
// the titles it carries (each with the year that goes with it), the year, the country tag of a remake
// (`The Office US`), and which kind of title the file is.

import type { MediaType } from '../match-types.js';
import type { ParsedRelease, SeasonSignalKind } from '../parse/parsed-release.js';
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
  /** `Top Gear Bolivia Special`: the show a special is of, searched first among shows. */
  showOfSpecial?: boolean;
  /**
   * `Blade Runner 2049`: the title with the name's year, in case the year is the title's. Searched only
   * when nothing was found without it, or when the year is too late to be a release's.
   */
  yearInTitle?: boolean;
}

export interface NameEvidence {
  /** Every spelling worth comparing, best first; never empty for a name that has a title. */
  titles: TitleVariant[];
  year: number | null;
  expectedType: MediaType;
  typeEvidence: TypeEvidence;
  /** ISO 3166-1 code of a country tag after the title (`US`, `UK` → `GB`), or null. */
  country: string | null;
  /** The name is a special's (`Top Gear Patagonia Special`): a show is as likely as a film. */
  special: boolean;
  /** `CD1`, `Movie 05`: the name says it is a film (or a film's part); no show is searched. */
  film: boolean;
}

/**
 * Season marks after which the show's own name is searched first: season words (`Season 2`, `2nd
 * Season`, `The Final Season`, `Staffel 3`, `Part 2`) and sequel marks (`Overlord IV`, `Konosuba 2`,
 * `Gintama'`). A sequel that is a title of its own (`Planet Earth II`) is among the rows of that search
 * (TMDB finds every title holding the words) and fits the whole name better. An arc's name is not: the
 * words may be a title of their own that the show's name does not find (`Naruto - Shippuden`).
 */
const SEASON_WORDS: ReadonlySet<SeasonSignalKind> = new Set(['number', 'ordinal', 'final', 'local', 'roman', 'sequel']);

/** `Detective Conan Movie 05`, `Pokemon the Movie 3`, `Hamlet CD1`: a series' numbered film, a film's part. */
const FILM_WORDS = /\b(?:(?:movie|film|gekijouban|gekijōban)\s*\d{1,2}|cd\s?[1-9])\b/i;

/** Country tags that tell a remake from its original; written in capitals or in brackets after the title. */
const COUNTRY_TAGS: Record<string, string> = { US: 'US', USA: 'US', UK: 'GB', GB: 'GB', AU: 'AU', NZ: 'NZ', CA: 'CA' };
const TRAILING_COUNTRY = /^(.*\S)\s+(?:\(([A-Za-z]{2,3})\)|([A-Z]{2,3}))$/;
const TRAILING_YEAR = /^(.*\S)\s+\(?((?:18|19|20)\d\d)\)?$/;
/** Unicode roman numerals and full-width letters, which a search may not fold (`Rocky Ⅲ`, `Ｓｈｏｗ`). */
const COMPATIBILITY_FORMS = /[\u2160-\u217f\uff01-\uff5e]/gu;
/** `ae`/`oe`/`ue` written for an umlaut (`Laemmer`, `Zurueck`); not `que`, not at a word's start. */
const UMLAUT_SPELLING = /(?<=\p{L})(?<![qQ])([aouAOU])e/gu;
const UMLAUTS: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü', A: 'Ä', O: 'Ö', U: 'Ü' };
const LATIN = /[A-Za-z]/;

/** `Zurueck in die Zukunft` → `Zurück in die Zukunft`: the spelling TMDB keeps a German title in. */
function withUmlauts(text: string): string {
  return text.replace(UMLAUT_SPELLING, (_, vowel: string) => UMLAUTS[vowel] ?? vowel);
}

interface EvidenceRequest {
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
    const text = raw
      .normalize('NFC')
      .replace(COMPATIBILITY_FORMS, (form) => form.normalize('NFKC'))
      .trim();
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
    if (withYear) secondary.push({ text, year: null, primary: false, yearInTitle: true });
  };

  // `A AKA B`, `おおかみこどもの雨と雪 Wolf Children`: each title the name carries is searched before the
  // two written together, the Latin-script one first.
  const parts = parsed.titles.filter((title) => title.trim() !== '' && title !== parsed.title);
  const split =
    parsed.titles.length > 2 && parsed.titles[0] === parsed.title && parts.every((part) => parsed.title.includes(part));
  if (split) {
    for (const part of [...parts].sort((a, b) => Number(LATIN.test(b)) - Number(LATIN.test(a)))) add(part, true);
    add(parsed.title, false);
  } else {
    add(parsed.title, true);
    for (const title of parsed.titles) add(title, false);
  }
  if (parsed.alternativeTitle) add(parsed.alternativeTitle, false);
  if (parsed.fullTitle !== parsed.title) add(parsed.fullTitle, false);
  // `Das Schweigen der Laemmer`: the title with its umlauts, first when the release says it is German.
  const umlauts = withUmlauts(parsed.title);
  if (umlauts !== parsed.title) {
    if (parsed.languages.includes('de')) primary.unshift({ text: umlauts, year, primary: true });
    else secondary.push({ text: umlauts, year, primary: false });
  }
  // `Show - Arc name - 05`, `Show S3 - 05`, `Mob Psycho 100 III - 02`: the show's name alone, in case
  // the rest names a season; `Top Gear Patagonia Special`: the show a special is of.
  // Words after a show's year (`Doctor.Who.2005.The.Christmas.Invasion`) name an episode as often as not.
  const special =
    kind === 'movie' &&
    (parsed.episodeTitle !== null || parsed.seasonSignals.some((signal) => signal.kind === 'special'));
  for (const signal of parsed.seasonSignals) {
    if (signal.from !== 'name' || signal.showTitle === null) continue;
    if (signal.kind === 'special') {
      secondary.push({
        text: signal.showTitle,
        year: null,
        primary: false,
        subtitle: signal.text,
        showOfSpecial: true,
      });
    } else if (kind === 'episode' && SEASON_WORDS.has(signal.kind)) {
      // `Spy x Family Season 2`: no show is called so; the show's name is searched first, once for
      // all its seasons, rather than one search per way of writing a season that finds nothing.
      primary.unshift({ text: signal.showTitle, year, primary: true, subtitle: signal.text });
    } else if (kind === 'episode') {
      secondary.push({ text: signal.showTitle, year, primary: false, subtitle: signal.text });
    }
  }
  // `Blade Runner 2049` read as `Blade Runner`, year 2049: the year may belong to the title.
  if (parsed.year !== null && parsed.title.trim() !== '') {
    secondary.push({ text: `${parsed.title.trim()} ${parsed.year}`, year: null, primary: false, yearInTitle: true });
  }

  const film = kind === 'movie' && (parsed.filePart !== null || FILM_WORDS.test(parsed.fullTitle));
  return { titles: dedupe([...primary, ...secondary]), year, expectedType, typeEvidence, country, special, film };
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
