// Which season of a show a name's season signals agree on. Each signal names the seasons it can
// mean: by number (`S02`, `Season 2`, `2nd Season`, `III`, `Staffel 2`), by TMDB's season name or the
// season's name in another language (`Stardust Crusaders`, `The Final Season`), or the last season of
// an ended show for a "final season" TMDB does not name. The episode is placed only when all of them
// agree on one season; a signal that names none, or two that disagree, send the file to a person with
// the reason in words. Never season 1 by default.

import type { TmdbSeasonSummary } from '../../metadata/index.js';
import type { SeasonSignal } from '../parse/parsed-release.js';
import { normalisedSimilarity, normaliseTitle } from './title-similarity.js';

interface SeasonChoiceRequest {
  signals: readonly SeasonSignal[];
  seasons: readonly TmdbSeasonSummary[];
  showTitle: string;
  /** The show has ended: its last season is its final one. */
  showEnded: boolean;
  /** A season's names in other languages (TMDB's translations); asked only when no season's own name fits. */
  otherNames?: (seasonNumber: number) => Promise<string[]>;
  /**
   * Whether a name in Latin letters may be another language's (a German or Spanish release); a fansub
   * release writes English or romanised Japanese, which TMDB's translations do not hold.
   */
  latinMayBeTranslated?: boolean;
}

export type SeasonChoice =
  | { kind: 'none' }
  | { kind: 'season'; season: TmdbSeasonSummary; part: number | null; said: string }
  | { kind: 'review'; reason: string };

/** Words that only say "this is a season" in a season's or arc's name; `-hen` is Japanese for an arc. */
const SEASON_WORDS = /\b(?:arc|hen|season|series|saga|part|cour|the|staffel|saison|temporada|stagione|sezon)\b|сезон/g;
const LETTER = /\p{L}/u;
/** A name this close to a season's name is that season. */
const SAME_SEASON_NAME = 0.8;
/** Seasons whose translations are read at most, so a show of forty seasons never costs forty calls. */
const TRANSLATED_SEASONS_READ = 8;

/** `Part 2`, `2nd Cour`: which part of a season, not the season's name. */
const PART_WORDS = /\b(?:(?:part|cour)\s+(?:\d+|ii|iii|iv|two|three)|\d(?:st|nd|rd|th)\s+(?:part|cour))\b/g;
const NOT_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

function core(text: string): string {
  return normaliseTitle(text).replace(PART_WORDS, ' ').replace(SEASON_WORDS, ' ').replace(/\s+/g, ' ').trim();
}

function namesFit(wanted: string, name: string): boolean {
  const a = core(wanted);
  const b = core(name);
  return a !== '' && b !== '' && (a === b || normalisedSimilarity(a, b) >= SAME_SEASON_NAME);
}

/** The regular seasons a name fits, by TMDB's own season names, then (when asked) by their translations. */
async function seasonsNamed(
  wanted: string,
  request: SeasonChoiceRequest,
  withTranslations = true,
): Promise<TmdbSeasonSummary[]> {
  const regular = request.seasons.filter((season) => season.season_number > 0);
  const own = regular.filter((season) => namesFit(wanted, season.name));
  const translatable = request.latinMayBeTranslated !== false || NOT_LATIN_LETTER.test(wanted);
  if (own.length > 0 || !withTranslations || !translatable || !request.otherNames) return own;
  if (regular.length > TRANSLATED_SEASONS_READ) return own;
  const translated: TmdbSeasonSummary[] = [];
  for (const season of regular) {
    const names = await request.otherNames(season.season_number);
    if (names.some((name) => namesFit(wanted, name))) translated.push(season);
  }
  return translated;
}

function quoted(signal: SeasonSignal): string {
  const words =
    signal.kind === 'sequel' && signal.season === null ? `${signal.showTitle ?? ''}${signal.text}` : signal.text;
  return `${signal.from === 'folder' ? 'the folder' : 'the name'} says "${words}"`;
}

/** The seasons one signal can mean, or why it can mean none. */
async function candidates(
  signal: SeasonSignal,
  request: SeasonChoiceRequest,
): Promise<{ seasons: TmdbSeasonSummary[]; reason: string }> {
  const { seasons, showTitle } = request;
  const regular = seasons.filter((season) => season.season_number > 0);
  if (signal.season !== null) {
    // `2nd Season`, `Second Season`: a season TMDB calls so is that one, whatever its number.
    if (signal.showTitle !== null && LETTER.test(core(signal.text))) {
      const named = await seasonsNamed(signal.text, request, false);
      if (named.length > 0) return { seasons: named, reason: '' };
    }
    const numbered = seasons.filter((season) => season.season_number === signal.season);
    return {
      seasons: numbered,
      reason: `${quoted(signal)} (season ${signal.season}), but TMDB lists no season ${signal.season} of ${showTitle}`,
    };
  }
  const none = `${quoted(signal)}, which matches no season of ${showTitle}`;
  if (signal.kind === 'named' || signal.kind === 'final') {
    const named = await seasonsNamed(signal.text, request);
    if (named.length > 0 || signal.kind === 'named') return { seasons: named, reason: none };
    // `The Final Season` of a show whose last season TMDB does not call so: the last one, once it has ended.
    const last = regular.reduce<TmdbSeasonSummary | undefined>(
      (best, season) => (!best || season.season_number > best.season_number ? season : best),
      undefined,
    );
    return {
      seasons: request.showEnded && last ? [last] : [],
      reason: `${quoted(signal)}, but TMDB names no season of ${showTitle} so and the show has not ended`,
    };
  }
  if (signal.kind === 'sequel') {
    // `Gintama'`: only a season named so, apostrophes and all (`Gintama°` reads the same once folded).
    const written = `${signal.showTitle ?? ''}${signal.text}`.replace(/’/g, "'").toLowerCase();
    const exact = regular.filter((season) => season.name.trim().replace(/’/g, "'").toLowerCase() === written);
    return { seasons: exact, reason: none };
  }
  // A part alone (`Title Part 2 - 05`) says which season only when the show has one.
  return {
    seasons: regular.length === 1 ? regular : [],
    reason: `${quoted(signal)} but not of which season of ${showTitle}`,
  };
}

/** The one season every signal agrees on, `none` without signals, or why they place nothing. */
export async function chooseSeason(request: SeasonChoiceRequest): Promise<SeasonChoice> {
  const signals = request.signals.filter((signal) => signal.kind !== 'special');
  if (signals.length === 0) return { kind: 'none' };
  // `To the Top Part 2`: a part alone gives the part of the season another signal names.
  const partOnly = (signal: SeasonSignal) => signal.kind === 'number' && signal.season === null;
  const placing = signals.some((signal) => !partOnly(signal)) ? signals.filter((signal) => !partOnly(signal)) : signals;
  let agreed: TmdbSeasonSummary[] | null = null;
  let agreedBy: SeasonSignal | null = null;
  for (const signal of placing) {
    const { seasons, reason } = await candidates(signal, request);
    if (seasons.length === 0) return { kind: 'review', reason: capitalised(reason) };
    if (agreed === null) {
      agreed = seasons;
      agreedBy = signal;
      continue;
    }
    const both: TmdbSeasonSummary[] = agreed.filter((season) =>
      seasons.some((other) => other.season_number === season.season_number),
    );
    if (both.length === 0) {
      const first = agreed.map((season) => season.season_number).join(' or ');
      const second = seasons.map((season) => season.season_number).join(' or ');
      return {
        kind: 'review',
        reason: capitalised(
          `${quoted(agreedBy!)} (season ${first}) and ${quoted(signal).replace(/^the /, '')} (season ${second}): they disagree`,
        ),
      };
    }
    agreed = both;
  }
  if (agreed === null || agreed.length !== 1) {
    const which = (agreed ?? []).map((season) => season.season_number).join(', ');
    return { kind: 'review', reason: `The name fits seasons ${which} of ${request.showTitle} alike` };
  }
  const part = signals.reduce<number | null>((found, signal) => signal.part ?? found, null);
  return { kind: 'season', season: agreed[0]!, part, said: signals.map((signal) => signal.text).join(', ') };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
