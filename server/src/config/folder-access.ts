import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import os from 'node:os';

/** What the server does with a folder: reads a source, writes the library. */
type FolderUse = 'read' | 'write';

/** Radarr's words for a root folder that isn't there; people who come from it know them. */
const FOLDER_DOES_NOT_EXIST = 'Folder does not exist';

/**
 * Why this server can't use `folder` as it must, or null when it can: it must exist, be a folder,
 * and be readable (a source) or writable (the library) by the user the server runs as. Judged as
 * that user, so a container started with `--user` hears about the folder it can't write.
 */
export async function folderAccessProblem(folder: string, use: FolderUse): Promise<string | null> {
  try {
    const info = await stat(folder);
    if (!info.isDirectory()) return 'Not a folder';
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return FOLDER_DOES_NOT_EXIST;
    if (code === 'EACCES') return `Folder can't be reached by ${serverUser()}: a folder above it is closed`;
    return `Folder can't be read (${code ?? 'error'})`;
  }
  const mode = use === 'read' ? constants.R_OK | constants.X_OK : constants.W_OK | constants.X_OK;
  try {
    await access(folder, mode);
  } catch {
    return use === 'read' ? `Folder is not readable by ${serverUser()}` : `Folder is not writable by ${serverUser()}`;
  }
  return null;
}

/** "user cinesync (uid 1000)"; a container user may have no name, only its number. */
function serverUser(): string {
  const uid = process.getuid?.();
  let name: string | undefined;
  try {
    name = os.userInfo().username;
  } catch {
    name = undefined;
  }
  if (uid === undefined) return name ? `user ${name}` : 'the server';
  return name ? `user ${name} (uid ${uid})` : `uid ${uid}`;
}
