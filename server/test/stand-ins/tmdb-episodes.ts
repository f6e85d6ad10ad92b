import { imagePath, stableHash } from './tmdb-dataset-build.js';
import type { StandInSeason, StandInShow } from './tmdb-dataset-types.js';

/** An episode as the stand-in serves it inside a season (TMDB v3 field names). */
export interface StandInEpisode {
  id: number;
  show_id: number;
  season_number: number;
  episode_number: number;
  episode_type: 'standard' | 'finale';
  name: string;
  overview: string;
  air_date: string | null;
  runtime: number | null;
  still_path: string | null;
  vote_average: number;
  vote_count: number;
  production_code: string;
}

const DAY_MS = 86_400_000;

/** Air date of the n-th (0-based) episode after `first`, following the show's cadence. */
function cadenceDate(first: string, index: number, cadence: StandInShow['cadence']): string {
  let time = Date.parse(`${first}T00:00:00Z`);
  if (cadence === 'weekly') time += index * 7 * DAY_MS;
  if (cadence === 'daily') {
    // Monday to Thursday, like a late-night talk show.
    for (let left = index; left > 0;) {
      time += DAY_MS;
      const weekday = new Date(time).getUTCDay();
      if (weekday >= 1 && weekday <= 4) left--;
    }
  }
  return new Date(time).toISOString().slice(0, 10);
}

export function findSeason(show: StandInShow, seasonNumber: number): StandInSeason | undefined {
  return show.seasons.find((season) => season.season_number === seasonNumber);
}

/** The episodes of one season, generated the same way every time; undefined for an unknown season. */
export function seasonEpisodes(show: StandInShow, seasonNumber: number): StandInEpisode[] | undefined {
  const season = findSeason(show, seasonNumber);
  if (!season) return undefined;
  const names = show.episode_names[seasonNumber] ?? [];
  const dates = show.episode_air_dates[seasonNumber] ?? [];
  const runtime = show.episode_run_time[0] ?? null;
  const seasonLabel = seasonNumber === 0 ? 'the specials' : season.name;
  const episodes: StandInEpisode[] = [];
  for (let number = 1; number <= season.episode_count; number++) {
    const seed = stableHash(`${show.id}/${seasonNumber}/${number}`);
    const airDate =
      dates[number - 1] ?? (season.air_date ? cadenceDate(season.air_date, number - 1, show.cadence) : null);
    episodes.push({
      id: show.id * 100_000 + seasonNumber * 1_000 + number,
      show_id: show.id,
      season_number: seasonNumber,
      episode_number: number,
      episode_type: number === season.episode_count && seasonNumber > 0 ? 'finale' : 'standard',
      name: names[number - 1] ?? `Episode ${number}`,
      overview: `Episode ${number} of ${seasonLabel} of ${show.name}.`,
      air_date: airDate,
      runtime,
      still_path: imagePath('still', show.id, seasonNumber, number),
      vote_average: Math.round((6 + (seed % 300) / 100) * 10) / 10,
      vote_count: 5 + (seed % 400),
      production_code: '',
    });
  }
  return episodes;
}

/** The last episode of the highest regular season (what TMDB calls `last_episode_to_air`). */
export function lastEpisode(show: StandInShow): StandInEpisode | null {
  const regular = show.seasons.filter((season) => season.season_number > 0 && season.episode_count > 0);
  const last = regular.reduce<StandInSeason | undefined>(
    (best, season) => (!best || season.season_number > best.season_number ? season : best),
    undefined,
  );
  if (!last) return null;
  return seasonEpisodes(show, last.season_number)?.at(-1) ?? null;
}
