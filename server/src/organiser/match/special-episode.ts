// A special named by its title or its year (`Doctor.Who.2005.The.Christmas.Invasion`, `Show.Name.The.
// Holiday.Special.2016`): found among the show's season 0 by the episode's name, as Sonarr finds one,
// or by the year it aired when only one special aired that year. A special is linked with its episode
// or not at all: the show alone is no place for a file.

import type { TmdbEpisode } from '../../metadata/index.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { type EpisodeRequest, type EpisodeResult, seasonEpisodes, target } from './episode-lookup.js';
import { normaliseTitle, titleSimilarity } from './title-similarity.js';
import { yearOf } from './tmdb-facts.js';

/** Names TMDB gives specials that say nothing of which one it is. */
const GENERIC_NAME = /^(?:episode|special|specials|ova|extra|bonus|pilot)?\s*\d*$/;
/** A special's name this close to the words of the release is that special. */
const SAME_TITLE = 0.85;
/** Festival airings and premieres a few days into January: a year either side still agrees. */
const YEAR_SLACK = 1;

interface SpecialRequest extends Pick<EpisodeRequest, 'tmdb' | 'showId' | 'showTitle' | 'seasons' | 'parsed'> {
  /** The show's first-air year: a name's year equal to it names the show, not the special. */
  showYear: number | null;
}

/** The words that may be the special's title: a special's phrase, the words after the show's year. */
function titlePhrases(parsed: ParsedRelease): string[] {
  const phrases = parsed.seasonSignals.filter((signal) => signal.kind === 'special').map((signal) => signal.text);
  if (parsed.episodeTitle !== null) phrases.push(parsed.episodeTitle);
  return phrases.filter((phrase) => normaliseTitle(phrase) !== '');
}

/** Whether the release names this special: its whole name among the release's words, or a phrase alike. */
function names(parsed: ParsedRelease, episode: TmdbEpisode, phrases: readonly string[]): boolean {
  const name = normaliseTitle(episode.name);
  if (name.length < 3 || GENERIC_NAME.test(name)) return false;
  const release = ` ${normaliseTitle(parsed.releaseTitle)} `;
  if (release.includes(` ${name} `)) return true;
  return phrases.some((phrase) => titleSimilarity(phrase, episode.name) >= SAME_TITLE);
}

function airedIn(episode: TmdbEpisode, year: number, slack: number): boolean {
  const aired = yearOf(episode.air_date);
  return aired !== null && Math.abs(aired - year) <= slack;
}

export async function specialTarget(request: SpecialRequest): Promise<EpisodeResult> {
  const { parsed, showTitle } = request;
  const listed = request.seasons.some((season) => season.season_number === 0)
    ? ((await seasonEpisodes(request, 0)) ?? [])
    : [];
  if (listed.length === 0) {
    return { ok: false, reason: `The name gives no episode, and TMDB lists no specials of ${showTitle}` };
  }
  const phrases = titlePhrases(parsed);
  // The year is the special's unless it is the show's own (`Doctor.Who.2005.…`).
  const year = parsed.year !== null && parsed.year !== request.showYear ? parsed.year : null;
  let named = listed.filter((episode) => names(parsed, episode, phrases));
  if (named.length > 0) {
    if (year !== null) named = named.filter((episode) => airedIn(episode, year, YEAR_SLACK));
    if (named.length === 0) {
      return {
        ok: false,
        reason: `The special the name gives is one of ${showTitle}'s, but it did not air in ${year ?? ''}`,
      };
    }
    const longest = Math.max(...named.map((episode) => normaliseTitle(episode.name).length));
    const chosen = named.filter((episode) => normaliseTitle(episode.name).length === longest);
    if (chosen.length === 1) return { ok: true, target: target(0, [chosen[0]!.episode_number], listed, [], null) };
    return { ok: false, reason: `The name fits ${chosen.length} specials of ${showTitle} alike` };
  }
  const saysSpecial = parsed.seasonSignals.some((signal) => signal.kind === 'special');
  if (year !== null && saysSpecial) {
    const aired = listed.filter((episode) => airedIn(episode, year, 0));
    if (aired.length === 1) return { ok: true, target: target(0, [aired[0]!.episode_number], listed, [], null) };
    return {
      ok: false,
      reason: `${aired.length === 0 ? 'No special' : `${aired.length} specials`} of ${showTitle} aired in ${year}; the name gives no title TMDB lists`,
    };
  }
  const words = phrases[0] ?? parsed.title;
  return { ok: false, reason: `The name gives no episode of ${showTitle}, and no special of it is called "${words}"` };
}
