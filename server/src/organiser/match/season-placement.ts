// An episode number placed in the season the name's signals chose: the season's own numbering, the
// numbering of one of its parts (`2nd Season Part 2 - 01` is the first episode after the break in
// its air dates), or an absolute number that lands in that season (`Show (The Final Season) - 75`).
// A number that fits none of these is a question for a person.

import { byAbsoluteNumber } from './absolute-numbers.js';
import { type EpisodeRequest, type EpisodeResult, named, seasonEpisodes } from './episode-lookup.js';
import type { SeasonChoice } from './season-choice.js';
import { seasonPart } from './season-parts.js';

type Chosen = Extract<SeasonChoice, { kind: 'season' }>;

function range(numbers: readonly number[]): string {
  return numbers.length === 1 ? String(numbers[0]) : `${numbers[0]}–${numbers[numbers.length - 1]}`;
}

/** Part `n` of the season: its numbers are the season's own, or the part's counted from 1 again. */
async function inPart(request: EpisodeRequest, choice: Chosen, numbers: readonly number[]): Promise<EpisodeResult> {
  const number = choice.season.season_number;
  const partNumber = choice.part ?? 1;
  const listed = (await seasonEpisodes(request, number)) ?? [];
  const part = seasonPart(listed, partNumber);
  if (part === null) {
    return {
      ok: false,
      reason: `The name says part ${partNumber} of season ${number} of ${request.showTitle} ("${choice.said}"), but TMDB's air dates show no part ${partNumber}`,
    };
  }
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const seasonNumbering = low > part.before && high <= part.before + part.length;
  const partNumbering = high <= part.length;
  if (seasonNumbering && partNumbering) {
    return {
      ok: false,
      reason: `Episode ${range(numbers)} of part ${partNumber} of season ${number} of ${request.showTitle} may be counted in the season or in the part`,
    };
  }
  if (seasonNumbering) return named(request, number, numbers, []);
  if (partNumbering) {
    return named(
      request,
      number,
      numbers.map((n) => part.before + n),
      [],
    );
  }
  return {
    ok: false,
    reason: `Episode ${range(numbers)} is not in part ${partNumber} of season ${number} of ${request.showTitle} (episodes ${part.before + 1}–${part.before + part.length})`,
  };
}

/** Numbers placed in the chosen season, counted in the season, in its part, or absolutely into it. */
export async function placeInSeason(
  request: EpisodeRequest,
  choice: Chosen,
  numbers: readonly number[],
): Promise<EpisodeResult> {
  const { season } = choice;
  if (choice.part !== null && choice.part > 1) return inPart(request, choice, numbers);
  const count = season.episode_count;
  if (count === 0 || Math.max(...numbers) <= count) {
    return named(request, season.season_number, numbers, request.parsed.absoluteEpisodes);
  }
  // `Show (The Final Season) - 75`: a number past the season's own count is an absolute one; it is
  // taken only when counting it through the seasons lands in the season the name says.
  const absolute = await byAbsoluteNumber(request, numbers);
  if (absolute.ok && absolute.target.season === season.season_number) return absolute;
  return {
    ok: false,
    reason: `Episode ${range(numbers)} is not in "${choice.said}" (season ${season.season_number} of ${request.showTitle}, ${count} episodes)`,
  };
}
