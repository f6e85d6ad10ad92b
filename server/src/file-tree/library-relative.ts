import path from 'node:path';

/**
 * `abs` relative to `root`, written with `/`: how the API names a library path. Most paths lie
 * below the root, and cutting the prefix spares `path.relative`'s resolving of both, which a
 * re-organise preview pays once per link.
 */
export function toRelative(root: string, abs: string): string {
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  if (path.sep === '/' && abs.startsWith(prefix) && !abs.includes('/.') && !abs.includes('//'))
    return abs.slice(prefix.length);
  return path.relative(root, abs).split(path.sep).join('/');
}
