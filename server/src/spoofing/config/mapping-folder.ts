import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { hasControlCharacter } from '@cinesync/common';
import { readConfigStatus } from '../../config/config-status.js';
import type { ConfigStore } from '../../config/config-store.js';
import { isInside } from '../../file-tree/resolve-inside.js';

/** Where mapping folders may be: the library, judged on real paths, minus the data folder. */
export interface MappingLibrary {
  /** The library folder's real path. */
  root: string;
  /** DESTINATION_DIR as configured (absolute), which may itself be a link to `root`. */
  configured: string;
  /** The data folder's real path. */
  dataDir: string;
}

/** The library to judge mapping folders against, or null while DESTINATION_DIR is unset or missing. */
export async function mappingLibrary(config: ConfigStore): Promise<MappingLibrary | null> {
  const status = await readConfigStatus(config);
  if (status.needsConfiguration) return null;
  const root = await realpath(status.effectiveRootDir).catch(() => null);
  if (root === null) return null;
  const dataDir = await realpath(config.dataDir).catch(() => path.resolve(config.dataDir));
  return { root, configured: status.effectiveRootDir, dataDir };
}

type MappingFolder =
  /** `folderPath` is the library-relative real path, `/`-separated. */
  | { kind: 'folder'; folderPath: string; real: string }
  /** Nothing is there (yet, or any more). */
  | { kind: 'missing' }
  | { kind: 'refused'; problem: string };

/**
 * Judge a mapping's folder: a folder inside the library, named relative to it (`Movies`) or by an
 * absolute path inside it, whose real path stays inside the library and out of the data folder.
 * The folder is named by its real path relative to the library, so the face, which reports the
 * organiser's link paths, finds its items under it whatever link the person picked.
 */
export async function judgeMappingFolder(library: MappingLibrary, input: string): Promise<MappingFolder> {
  if (hasControlCharacter(input)) return refused('holds control characters');
  const slashed = input.replace(/\\/g, '/');
  if (slashed.split('/').includes('..')) return refused('climbs out with ".."; give a folder inside the library');
  let relative = slashed;
  if (path.isAbsolute(slashed) || /^[A-Za-z]:/.test(slashed)) {
    const absolute = path.resolve(slashed);
    const base = [library.root, library.configured].find((folder) => isInside(folder, absolute));
    if (base === undefined) return refused(`is outside the library (${library.configured})`);
    relative = path.relative(base, absolute);
  }
  const segments = relative.split(/[/\\]/).filter((s) => s !== '' && s !== '.');
  if (segments.length === 0) return refused('is the library itself; choose a folder inside it');
  let real: string;
  try {
    real = await realpath(path.join(library.root, ...segments));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    if (code === 'ELOOP') return refused('is a loop of links');
    return refused(`can't be read (${code ?? 'error'})`);
  }
  if (!isInside(library.root, real)) return refused('leads outside the library through a link');
  if (real === library.root) return refused('is the library itself; choose a folder inside it');
  if (isInside(library.dataDir, real) || isInside(real, library.dataDir)) {
    return refused('is the data folder or holds it, which is never served');
  }
  const info = await stat(real).catch(() => null);
  if (!info?.isDirectory()) return refused('is not a folder');
  return { kind: 'folder', folderPath: path.relative(library.root, real).split(path.sep).join('/'), real };
}

function refused(problem: string): MappingFolder {
  return { kind: 'refused', problem };
}
