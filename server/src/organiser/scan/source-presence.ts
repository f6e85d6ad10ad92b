import { constants as fsConstants } from 'node:fs';
import { access, readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../../file-tree/resolve-inside.js';

/**
 * What the file system can say about a source file:
 * - `present`: it is there;
 * - `gone`: it is not, and the folder that should hold it answered plainly;
 * - `unknown`: the question could not be answered (permission denied, I/O error, a stale or
 *   disconnected mount, a time-out, a link loop). "Can't tell" must never be taken for "gone":
 *   that is how a chmod or a flaky NAS empties a library.
 */
type Presence = { state: 'present' } | { state: 'gone' } | { state: 'unknown'; code: string; reason: string };

/** The only answers that mean "not there"; everything else means "can't tell". */
const GONE_CODES = new Set(['ENOENT', 'ENOTDIR']);

/**
 * Whether `file` (followed through links, as a library link would be) still exists. It is `gone`
 * only on ENOENT/ENOTDIR, and only when the nearest existing folder above it, inside `root`, can be
 * read and searched: a folder we may not look into can't say what is missing from it. A source
 * that is itself a link with a missing target is gone only when the target's own folder is there
 * and readable.
 */
export async function probeSourcePresence(file: string, root: string): Promise<Presence> {
  try {
    await stat(file);
    return { state: 'present' };
  } catch (err) {
    const code = errorCode(err);
    if (!GONE_CODES.has(code)) return unknown(code, file);
  }
  const ownText = await readlink(file).catch(() => null);
  if (ownText !== null) {
    // A link in the source whose target is missing: often a link into another mount that dropped.
    // Only the target's own folder, there and readable, can say the target is gone.
    return readableFolder(path.dirname(path.resolve(path.dirname(file), ownText)), file);
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

async function readableFolder(dir: string, file: string): Promise<Presence> {
  try {
    if (!(await stat(dir)).isDirectory()) return { state: 'gone' };
    await access(dir, fsConstants.R_OK | fsConstants.X_OK);
    return { state: 'gone' };
  } catch (err) {
    return unknown(errorCode(err), `${file} (its target's folder ${dir})`);
  }
}

function errorCode(err: unknown): string {
  return (err as NodeJS.ErrnoException | undefined)?.code ?? 'UNKNOWN';
}

function unknown(code: string, where: string): Presence {
  return { state: 'unknown', code, reason: `${where} can't be checked (${code})` };
}
