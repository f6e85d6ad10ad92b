import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { hasControlCharacter, isPathTooLong, MAX_PATH_BYTES } from '@cinesync/common';
import { forbidden, invalid } from '../errors.js';

/**
 * Turn a user-supplied relative path into an absolute one that is provably inside `root`: no NUL or
 * control characters, no absolute paths, no `..` escape after decoding, and no symlinked folder on
 * the way that leads outside (the deepest existing ancestor is resolved with realpath). The last
 * segment itself may be a symlink (library entries are links to sources); it is not followed.
 */
export async function resolveInside(root: string, userPath: string): Promise<string> {
  if (hasControlCharacter(userPath)) throw invalid('Path contains control characters', { path: userPath });
  const cleaned = userPath.replace(/\\/g, '/');
  if (path.isAbsolute(cleaned) || /^[A-Za-z]:/.test(cleaned)) {
    throw forbidden('Absolute paths are not accepted; give a path inside the library', { path: userPath });
  }
  if (isPathTooLong(cleaned)) {
    throw invalid(`The path is longer than the file system allows (${MAX_PATH_BYTES} bytes)`, {
      path: `${cleaned.slice(0, 80)}…`,
    });
  }
  const segments = cleaned.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) throw forbidden('Path leaves the library', { path: userPath });
  for (const s of segments) {
    if (Buffer.byteLength(s, 'utf8') > 255) throw invalid('A name is longer than 255 bytes', { path: userPath });
  }
  const realRoot = await realpath(root);
  const candidate = path.join(realRoot, ...segments);
  if (segments.length === 0) return realRoot;
  // Walk up to the deepest ancestor that exists and make sure it resolves inside the root.
  let probe = path.dirname(candidate);
  for (;;) {
    try {
      const real = await realpath(probe);
      if (!isInside(realRoot, real)) throw forbidden('Path leaves the library through a link', { path: userPath });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      if (probe === realRoot || probe === path.dirname(probe)) break;
      probe = path.dirname(probe);
    }
  }
  return candidate;
}

/** True when `child` is `parent` or below it (separator-aware: `/lib2` is not inside `/lib`). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
