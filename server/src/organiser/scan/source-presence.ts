import { constants as fsConstants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../../util/resolve-inside.js';

/**
 * What the file system can say about a source file:
 * - `present`: it is there;
 * - `gone`: it is not, and the folder that should hold it answered plainly;
 * - `unknown`: the question could not be answered (permission denied, I/O error, a stale or
 *   disconnected mount, a time-out, a link loop). "Can't tell" must never be taken for "gone":
 *   that is how a chmod or a flaky NAS empties a library.
 */
export type Presence = { state: 'present' } | { state: 'gone' } | { state: 'unknown'; code: string; reason: string };

/** The only answers that mean "not there"; everything else means "can't tell". */
const GONE_CODES = new Set(['ENOENT', 'ENOTDIR']);

/**
 * Whether `file` (followed through links, as a library link would be) still exists. It is `gone`
 * only on ENOENT/ENOTDIR, and only when the nearest existing folder above it, inside `root`, can be
 * read and searched: a folder we may not look into can't say what is missing from it.
 */
export async function probeSourcePresence(file: string, root: string): Promise<Presence> {
  try {
    await stat(file);
    return { state: 'present' };
  } catch (err) {
    const code = errorCode(err);
    if (!GONE_CODES.has(code)) return unknown(code, file);
  }
  let dir = path.dirname(file);
  for (;;) {
    if (!isInside(root, dir)) return unknown('EOUTSIDE', file);
    try {
      const info = await stat(dir);
      if (!info.isDirectory()) return { state: 'gone' }; // a file where a folder was: the path is gone
      await access(dir, fsConstants.R_OK | fsConstants.X_OK);
      return { state: 'gone' };
    } catch (err) {
      const code = errorCode(err);
      // The folder went too; its parent decides. The root itself missing is a dropped mount.
      if (!GONE_CODES.has(code) || dir === root) return unknown(code, dir);
      dir = path.dirname(dir);
    }
  }
}

function errorCode(err: unknown): string {
  return (err as NodeJS.ErrnoException | undefined)?.code ?? 'UNKNOWN';
}

function unknown(code: string, where: string): Presence {
  return { state: 'unknown', code, reason: `${where} can't be checked (${code})` };
}
