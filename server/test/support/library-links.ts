import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every symlink below `dir`, sorted: relative to `dir`, or absolute with `{ absolute: true }`. */
export async function linksBelow(dir: string, options: { absolute?: boolean } = {}): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isSymbolicLink())
    .map((e) => path.join(e.parentPath, e.name))
    .map((full) => (options.absolute ? full : path.relative(dir, full)))
    .sort();
}
