import path from 'node:path';

/**
 * The category folder of a record after its link (or a folder above it) moved:
 * - the category folder itself (or a folder above it) moved: the same move applies to it;
 * - a title folder moved out of its category folder into another: the new parent is the category;
 * - anything deeper moved: the category stays.
 */
export function movedBaseFolder(base: string | null, oldRel: string, newRel: string): string | null {
  if (base === null) return null;
  if (base === oldRel || base.startsWith(`${oldRel}/`)) return newRel + base.slice(oldRel.length);
  const oldParent = path.posix.dirname(oldRel) === '.' ? '' : path.posix.dirname(oldRel);
  if (base === oldParent) return path.posix.dirname(newRel) === '.' ? '' : path.posix.dirname(newRel);
  return base;
}
