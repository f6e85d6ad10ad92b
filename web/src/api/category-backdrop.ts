import { posterPathPattern } from '@cinesync/common';
import type { CategoryContent } from './api-client';

/** The backdrop is picked from the first 10 titles of the category. */
const BACKDROP_POOL = 10;

/**
 * A random backdrop among the first titles that have one, or null. `random` is in [0, 1), as
 * Math.random gives.
 */
export function pickCategoryBackdrop(results: CategoryContent['results'], random: number): string | null {
  // Raw TMDB entries: a path the image cache would refuse is as good as none.
  const paths = results
    .map((entry) => entry['backdrop_path'])
    .filter((path): path is string => typeof path === 'string' && posterPathPattern.test(path))
    .slice(0, BACKDROP_POOL);
  if (paths.length === 0) return null;
  return paths[Math.min(Math.floor(random * paths.length), paths.length - 1)] ?? null;
}
