// Which season signals of a name speak of a season of the show it matched. A title's season words may
// be the show's own name (`Babylon 5`, `Planet Earth II`, `Star Wars - The Clone Wars`); then they
// place nothing. Otherwise they are evidence the episode must agree with, as are a token's season, a
// season folder's, and a title that is, whole, the name of one of the show's seasons (`Tokyo Ghoul √A`).

import type { TmdbSeasonSummary } from '../../metadata/index.js';
import type { ParsedRelease, SeasonSignal } from '../parse/parsed-release.js';
import { normaliseTitle, titleSimilarity } from './title-similarity.js';

/** A spelling this close to one of the show's names is that name. */
const SAME_NAME = 0.9;
/** `Season 3`, `Series 1`, `Staffel 2`, `Specials`: names TMDB gives seasons that say only their number. */
const GENERIC_SEASON_NAME = /^(?:season|series|staffel|saison|temporada|stagione|specials?|сезон)\s*\d*$/i;

function bestFit(text: string, names: readonly string[]): number {
  let best = 0;
  for (const name of names) best = Math.max(best, titleSimilarity(text, name));
  return best;
}

/** The title the signal was read in: the show's part with the season words put back. */
function wholeTitle(signal: SeasonSignal & { showTitle: string }): string {
  return signal.kind === 'sequel' && signal.season === null
    ? `${signal.showTitle}${signal.text}`
    : `${signal.showTitle} ${signal.text}`;
}

/**
 * A title mark is the show's own name when the whole title is the show's name and the show is not
 * known by the title without the mark: `Babylon 5` is not a fifth season of something called Babylon.
 */
function isShowsOwnName(signal: SeasonSignal, primaryNames: readonly string[], allNames: readonly string[]): boolean {
  if (signal.showTitle === null) return false;
  const whole = wholeTitle({ ...signal, showTitle: signal.showTitle });
  if (normaliseTitle(whole) === normaliseTitle(signal.showTitle)) return false;
  if (primaryNames.some((name) => normaliseTitle(name) === normaliseTitle(whole))) return true;
  return bestFit(whole, allNames) >= SAME_NAME && bestFit(signal.showTitle, allNames) < SAME_NAME;
}

export interface ShowNames {
  /** TMDB's title and original title. */
  primary: readonly string[];
  /** Those, the alternative titles and the translations. */
  all: readonly string[];
}

/**
 * The signals that are evidence of a season: every token and folder signal, the title's marks that
 * are not the show's own name, and a season whose own (not generic) name the whole title carries.
 */
export function liveSeasonSignals(
  parsed: ParsedRelease,
  names: ShowNames,
  seasons: readonly TmdbSeasonSummary[],
): SeasonSignal[] {
  const live = parsed.seasonSignals.filter(
    (signal) => signal.kind !== 'special' && !isShowsOwnName(signal, names.primary, names.all),
  );
  // The title as written, and without the marks read in it (`Haikyuu!! To the Top` of `… Part 2`).
  const titles = [
    parsed.title,
    ...parsed.seasonSignals.map((signal) => (signal.from === 'name' ? signal.showTitle : null)),
  ].filter((title): title is string => title !== null && title.trim() !== '');
  if (titles.length === 0) return live;
  for (const season of seasons) {
    const name = season.name.trim();
    if (season.season_number <= 0 || name === '' || GENERIC_SEASON_NAME.test(name)) continue;
    const spellings = [name, ...names.all.map((show) => `${show} ${name}`)];
    if (Math.max(...titles.map((title) => bestFit(title, spellings))) < SAME_NAME) continue;
    // Already said by a named signal: the season's name is that signal's.
    if (live.some((signal) => signal.kind === 'named' && titleSimilarity(signal.text, season.name) >= SAME_NAME)) {
      continue;
    }
    live.push({ kind: 'named', season: null, text: season.name, part: null, from: 'name', showTitle: null });
  }
  return live;
}
