import type { ProcessedFile } from './schema.js';

/** Every episode a record covers, in order (`episode_numbers` is a JSON array); null when it names none. */
export function episodesOf(record: Pick<ProcessedFile, 'episode_numbers'> | undefined): number[] | null {
  if (!record?.episode_numbers) return null;
  try {
    const episodes = JSON.parse(record.episode_numbers) as unknown;
    if (!Array.isArray(episodes)) return null;
    const numbers = episodes.filter((n): n is number => typeof n === 'number');
    return numbers.length === 0 ? null : numbers;
  } catch {
    return null;
  }
}

/** The first episode number of a record, or null. */
export function firstEpisodeOf(record: Pick<ProcessedFile, 'episode_numbers'> | undefined): number | null {
  if (!record?.episode_numbers) return null;
  try {
    const episodes = JSON.parse(record.episode_numbers) as unknown;
    return Array.isArray(episodes) && typeof episodes[0] === 'number' ? episodes[0] : null;
  } catch {
    return null;
  }
}
