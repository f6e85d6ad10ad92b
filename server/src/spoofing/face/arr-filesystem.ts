import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * `GET /api/v3/filesystem` (contract §13): Bazarr's path-mapping browser. It lists folders inside
 * the allowed roots only; anything else (a parent, a symlink out, a relative trick) is refused.
 */

const KNOWN_PARAMS = ['allowFoldersWithoutTrailingSlashes', 'includeFiles', 'apikey', 'type'];

/**
 * The `path` value of a raw query string. Bazarr doesn't URL-encode it, so a `&` or `+` in a folder
 * name arrives bare: the value runs up to the next parameter Bazarr sends, not the next `&`.
 */
export function lenientPathParam(rawQuery: string): string {
  const start = rawQuery.startsWith('path=') ? 0 : rawQuery.indexOf('&path=') + 1;
  if (start === 0 && !rawQuery.startsWith('path=')) return '';
  const valueStart = start + 'path='.length;
  let end = rawQuery.length;
  for (const name of KNOWN_PARAMS) {
    const at = rawQuery.indexOf(`&${name}=`, valueStart);
    if (at !== -1 && at < end) end = at;
  }
  const raw = rawQuery.slice(valueStart, end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // A bare `%` in a name: take the text as it came.
  }
}

type FilesystemAnswer =
  | {
      ok: true;
      body: {
        parent: string | null;
        directories: { type: 'folder'; name: string; path: string; size: number }[];
        files: [];
      };
    }
  | { ok: false; status: 400 | 403 | 404; message: string };

function inside(child: string, root: string): boolean {
  return child === root || child.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

export async function listFilesystem(requested: string, roots: readonly string[]): Promise<FilesystemAnswer> {
  const folder = (p: string, name: string) => ({ type: 'folder' as const, name, path: p, size: 0 });
  if (requested.trim() === '') {
    return {
      ok: true,
      body: { parent: null, directories: roots.map((r) => folder(r, path.basename(r) || r)), files: [] },
    };
  }
  if (!path.isAbsolute(requested) || requested.includes('\0')) {
    return { ok: false, status: 400, message: 'path must be absolute' };
  }
  const wanted = path.resolve(requested);
  const root = roots.find((r) => inside(wanted, r));
  if (!root) return { ok: false, status: 403, message: 'path is outside the library' };
  let real: string;
  try {
    real = await realpath(wanted);
  } catch {
    return { ok: false, status: 404, message: 'no such folder' };
  }
  const realRoot = await realpath(root).catch(() => root);
  if (!inside(real, realRoot)) return { ok: false, status: 403, message: 'path is outside the library' };
  let entries;
  try {
    entries = await readdir(wanted, { withFileTypes: true });
  } catch {
    return { ok: false, status: 404, message: 'no such folder' };
  }
  const directories = entries
    .filter((e) => e.isDirectory())
    .map((e) => folder(path.join(wanted, e.name) + path.sep, e.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const parent = wanted === root ? null : path.dirname(wanted) + path.sep;
  return { ok: true, body: { parent, directories, files: [] } };
}
