// Two shows of one name (an anime and its live-action remake, a 1980 and a 2024 miniseries) score
// alike on the title; the file itself often settles which it is. In order of strength: an episode
// that exists in one of them only, an episode title that one of them gives that episode, and the
// marks of a fansub release, which are evidence for the animation. Nothing decides unless exactly one
// candidate is left standing: otherwise the file stays a question for a person.

import { isTmdbError, type TmdbClient, type TmdbEpisode, type TmdbSeasonSummary } from '../../metadata/index.js';
import type { ParsedRelease } from '../parse/parsed-release.js';
import { matchedTitle, seasonsOf, type TitleDetails } from './tmdb-facts.js';
import { titleSimilarity } from './title-similarity.js';

interface NamesakeDecision {
  found: TitleDetails;
  /** In words, for the log and the record: why this one and not the other. */
  why: string;
}

/** An episode title this close to TMDB's name for the episode is that episode. */
const SAME_EPISODE_TITLE = 0.85;
/** `[A6314337]`: the CRC32 fansub groups put in their file names. */
const CRC32 = /\[[0-9A-F]{8}\]/i;

/** Whether the name looks like a fansub release: a group in brackets first, a CRC32, or `Title - 045` numbering. */
export function hasFansubMarks(parsed: ParsedRelease): boolean {
  if (parsed.animeGroup !== null || parsed.hash !== null || CRC32.test(parsed.releaseTitle)) return true;
  return parsed.season === null && parsed.absoluteEpisodes.length > 0 && parsed.airDate === null;
}

/**
 * Whether the show has the episode the name gives: `no` when its seasons rule it out (a season it
 * does not have, an episode past the season's count, an absolute number past its total), `yes` when
 * they allow it, `unknown` when the name gives nothing to check (an air date, no numbers).
 */
export function episodeExists(parsed: ParsedRelease, seasons: readonly TmdbSeasonSummary[]): 'yes' | 'no' | 'unknown' {
  if (parsed.airDate !== null) return 'unknown';
  if (parsed.season !== null && parsed.episodes.length > 0) {
    const season = seasons.find((s) => s.season_number === parsed.season);
    if (!season) return 'no';
    // TMDB sometimes lists a season before its episodes: a count of 0 rules nothing out.
    if (season.episode_count > 0 && Math.max(...parsed.episodes) > season.episode_count) return 'no';
    return 'yes';
  }
  if (parsed.season === null && parsed.absoluteEpisodes.length > 0) {
    const total = seasons.filter((s) => s.season_number > 0).reduce((sum, s) => sum + s.episode_count, 0);
    if (total > 0 && Math.max(...parsed.absoluteEpisodes) > total) return 'no';
    return 'yes';
  }
  return 'unknown';
}

interface NamesakeRequest {
  /** The candidates that tie on the title, with their details. */
  tied: readonly TitleDetails[];
  parsed: ParsedRelease;
  /** Season lists; appended to the details call, so usually answered from the cache. */
  tmdb: Pick<TmdbClient, 'season'>;
}

/** The one namesake the file's own evidence leaves standing, or null when it doesn't settle it. */
export async function decideNamesake({ tied, parsed, tmdb }: NamesakeRequest): Promise<NamesakeDecision | null> {
  const shows = tied.filter((found) => found.mediaType === 'tv');
  if (shows.length < 2 || shows.length !== tied.length) return null;

  const standing = shows.filter((found) => episodeExists(parsed, seasonsOf(found)) !== 'no');
  if (standing.length === 1) {
    return { found: standing[0]!, why: `only ${describe(standing[0]!)} has ${episodeLabel(parsed)}` };
  }
  if (standing.length === 0) return null;

  if (parsed.episodeTitle !== null && parsed.season !== null && parsed.episodes.length > 0) {
    const named: TitleDetails[] = [];
    for (const found of standing) {
      if (await namesEpisode(tmdb, found, parsed.season, parsed.episodes, parsed.episodeTitle)) named.push(found);
    }
    if (named.length === 1) {
      return { found: named[0]!, why: `"${parsed.episodeTitle}" is an episode of ${describe(named[0]!)}` };
    }
  }

  if (hasFansubMarks(parsed)) {
    const animated = standing.filter((found) => isAnimated(found));
    if (animated.length === 1) {
      return { found: animated[0]!, why: `a fansub release is of the animation, ${describe(animated[0]!)}` };
    }
  }
  return null;
}

/** Whether the show names the episode so: the episode at that number, or failing that any of the season's. */
async function namesEpisode(
  tmdb: Pick<TmdbClient, 'season'>,
  found: TitleDetails,
  season: number,
  episodes: readonly number[],
  episodeTitle: string,
): Promise<boolean> {
  const listed = await seasonEpisodes(tmdb, found.details.id, season);
  const named = (episode: TmdbEpisode) => titleSimilarity(episodeTitle, episode.name) >= SAME_EPISODE_TITLE;
  const atNumber = listed.filter((episode) => episodes.includes(episode.episode_number));
  return atNumber.some(named) || listed.some(named);
}

async function seasonEpisodes(
  tmdb: Pick<TmdbClient, 'season'>,
  showId: number,
  season: number,
): Promise<TmdbEpisode[]> {
  try {
    return (await tmdb.season(showId, season)).episodes;
  } catch (error) {
    if (isTmdbError(error, 'not_found')) return [];
    throw error;
  }
}

function isAnimated(found: TitleDetails): boolean {
  const title = matchedTitle(found);
  return title.isAnime || title.genres.includes('Animation');
}

function describe(found: TitleDetails): string {
  const title = matchedTitle(found);
  return `"${title.title}" (${title.year ?? 'no year'}, show ${title.tmdbId})`;
}

function episodeLabel(parsed: ParsedRelease): string {
  if (parsed.season !== null && parsed.episodes.length > 0) {
    return `season ${parsed.season} episode ${parsed.episodes.join('-')}`;
  }
  return `episode ${parsed.absoluteEpisodes.join('-')}`;
}
