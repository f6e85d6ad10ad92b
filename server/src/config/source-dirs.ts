import path from 'node:path';
import { isInside } from '../util/resolve-inside.js';
import { lexicalProblem } from './directory-policy.js';

/** The value the example `.env` ships with; never a real folder. */
export const PLACEHOLDER_SOURCE_DIR = '/path/to/files';

/**
 * The configured source folders from a `SOURCE_DIR` value: comma or semicolon separated, trimmed,
 * without empties, the placeholder, or duplicates, each resolved to an absolute path without a
 * trailing separator. A folder nested in another configured folder is dropped (its files are
 * already walked through the outer one, and a file must belong to exactly one root).
 */
export function parseSourceRoots(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/[,;]/) : value;
  const roots: string[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    if (trimmed === '' || trimmed === PLACEHOLDER_SOURCE_DIR) continue;
    const resolved = path.resolve(trimmed);
    if (!roots.includes(resolved)) roots.push(resolved);
  }
  return roots.filter((root) => !roots.some((other) => other !== root && isInside(other, root)));
}

/**
 * The source folders the organiser, the library and WebDAV may use: `SOURCE_DIR` without those the
 * directory rules refuse (a system folder, the data folder), which a hand-edited `.env` or the
 * process environment could still hold. Each refused one is passed to `onRefused`.
 */
export function usableSourceRoots(
  config: { get(key: 'SOURCE_DIR'): string; readonly dataDir: string },
  onRefused?: (root: string, problem: string) => void,
): string[] {
  return parseSourceRoots(config.get('SOURCE_DIR')).filter((root) => {
    const problem = lexicalProblem(root, config.dataDir);
    if (problem !== null) onRefused?.(root, problem);
    return problem === null;
  });
}
