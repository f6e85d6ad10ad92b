import path from 'node:path';
import { isInside } from '../file-tree/resolve-inside.js';

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
