import { safeName, splitExtension } from './safe-name.js';

/**
 * The name for the N-th file wanting the same link name (N ≥ 2): `Title (2010) [Version 2].mkv`,
 * as CineSync names them; `extension` when it is compound (`.en.srt`). Stays within 255 bytes.
 */
export function versionedFileName(fileName: string, version: number, extension?: string): string {
  const ext = extension !== undefined && fileName.endsWith(extension) ? extension : splitExtension(fileName).extension;
  const stem = fileName.slice(0, fileName.length - ext.length);
  return safeName(stem, { suffix: ` [Version ${version}]${ext}` });
}
