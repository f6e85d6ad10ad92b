import { constants as fsConstants } from 'node:fs';
import { access, opendir, stat } from 'node:fs/promises';

/** Folder names the walk and the monitor never enter (NAS metadata and recycle bins). */
const IGNORED_FOLDER_NAMES = new Set(['@eaDir', '#recycle', '#snapshot', '@Recycle', '$RECYCLE.BIN', 'lost+found']);

/** True for a name the scanner and the monitor skip: hidden entries and NAS housekeeping folders. */
export function isIgnoredName(name: string): boolean {
  return name.startsWith('.') || IGNORED_FOLDER_NAMES.has(name);
}

/** What the source index knows about a root, for the health check. */
export interface RootIndexView {
  /** Number of indexed files under the root. */
  countForRoot(root: string): number;
  /** Device ids of the indexed files under the root. */
  devicesForRoot(root: string): ReadonlySet<number>;
  /** A few indexed file paths of the root (for a remount check). */
  samplePathsForRoot(root: string, limit: number): string[];
}

export interface RootHealth {
  healthy: boolean;
  reason?: string;
  /** Device id of the root folder, when it could be read. */
  device?: number;
  /** Indexed files under the root at the time of the check. */
  indexed?: number;
}

const REMOUNT_SAMPLE = 8;

/**
 * Whether a source folder can be trusted to say which files are gone (a missing mount
 * is not an empty library). Healthy only when the folder
 * - exists and is a directory (following a symlinked root),
 * - can be listed,
 * - is not suddenly empty while the index holds files for it,
 * - is on a device the index knows for it. A dropped mount shows the underlying folder, on another
 *   device. FUSE mounts get a fresh device id on every remount, so a device the index doesn't know
 *   is accepted when indexed files are still there (a sample of them is stat-ed).
 *
 * Read-only: it stats and lists, nothing else.
 */
export async function checkRootHealth(root: string, index?: RootIndexView): Promise<RootHealth> {
  let device: number;
  try {
    const info = await stat(root);
    if (!info.isDirectory()) return { healthy: false, reason: 'source folder is not a directory' };
    device = info.dev;
  } catch (err) {
    return { healthy: false, reason: describeFsError(err, 'source folder is missing') };
  }
  try {
    await access(root, fsConstants.R_OK | fsConstants.X_OK);
  } catch (err) {
    return { healthy: false, reason: describeFsError(err, 'source folder is not readable'), device };
  }
  let hasEntries: boolean;
  try {
    hasEntries = await hasVisibleEntry(root);
  } catch (err) {
    return { healthy: false, reason: describeFsError(err, 'source folder cannot be listed'), device };
  }
  const indexed = index ? index.countForRoot(root) : 0;
  if (!hasEntries && indexed > 0) {
    return {
      healthy: false,
      reason: `source folder is empty but ${indexed} indexed file(s) belong to it (mount not ready?)`,
      device,
      indexed,
    };
  }
  if (index && indexed > 0) {
    const devices = index.devicesForRoot(root);
    if (devices.size > 0 && !devices.has(device)) {
      const samples = index.samplePathsForRoot(root, REMOUNT_SAMPLE);
      let present = 0;
      for (const sample of samples) {
        try {
          await stat(sample);
          present += 1;
        } catch {
          // Missing: counts against a remount.
        }
      }
      if (samples.length === 0 || present * 2 < samples.length) {
        return {
          healthy: false,
          reason: `source folder is on device ${device}, not the indexed device(s) ${[...devices].join(', ')} (mount dropped?)`,
          device,
          indexed,
        };
      }
    }
  }
  return { healthy: true, device, indexed };
}

/** True when the folder lists at least one entry the scanner would look at (reads one entry, not the whole folder). */
export async function hasVisibleEntry(dir: string): Promise<boolean> {
  const handle = await opendir(dir, { bufferSize: 32 });
  try {
    for (;;) {
      const entry = await handle.read();
      if (entry === null) return false;
      if (!isIgnoredName(entry.name)) return true;
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
}

export function describeFsError(err: unknown, fallback: string): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'source folder is missing';
    case 'EACCES':
    case 'EPERM':
      return 'source folder is not readable (permission denied)';
    case 'ENOTDIR':
      return 'source folder is not a directory';
    case 'ENOTCONN':
    case 'EIO':
    case 'ESTALE':
      return `source folder is unavailable (${code}: mount disconnected?)`;
    default:
      return code ? `${fallback} (${code})` : fallback;
  }
}
