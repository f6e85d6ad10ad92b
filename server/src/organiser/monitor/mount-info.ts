import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';

interface MountEntry {
  mountPoint: string;
  fsType: string;
}

/** Parse `/proc/mounts` text (octal escapes such as `\040` for a space are decoded). */
export function parseMounts(text: string): MountEntry[] {
  const mounts: MountEntry[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split(' ');
    const mountPoint = fields[1];
    const fsType = fields[2];
    if (mountPoint === undefined || fsType === undefined) continue;
    mounts.push({ mountPoint: decodeOctal(mountPoint), fsType });
  }
  return mounts;
}

function decodeOctal(value: string): string {
  return value.replace(/\\([0-7]{3})/g, (_m, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
}

/** The mount a path lives on: the longest mount point that is the path or one of its parents. */
export function mountFor(target: string, mounts: readonly MountEntry[]): MountEntry | undefined {
  let best: MountEntry | undefined;
  for (const mount of mounts) {
    const point = mount.mountPoint;
    const inside =
      target === point || point === path.sep || target.startsWith(point.endsWith(path.sep) ? point : point + path.sep);
    // Later lines win on ties: a mount stacked on the same point hides the earlier one.
    if (inside && (!best || point.length >= best.mountPoint.length)) best = mount;
  }
  return best;
}

/**
 * File systems that emit no inotify events for changes made elsewhere (rclone and other FUSE
 * mounts, NFS, SMB/CIFS…): they are watched by polling.
 */
export function isRemoteFilesystem(fsType: string): boolean {
  return /^(fuse(\..+)?|fuseblk|nfs\d?|cifs|smb.*|9p|ceph|glusterfs|davfs|afs|sshfs)$/i.test(fsType);
}

/** The mount of a folder as the kernel reports it; undefined when `/proc/mounts` can't be read (not Linux). */
export async function filesystemOf(folder: string, mountsFile = '/proc/mounts'): Promise<MountEntry | undefined> {
  let text: string;
  try {
    text = await readFile(mountsFile, 'utf8');
  } catch {
    return undefined;
  }
  const real = await realpath(folder).catch(() => path.resolve(folder));
  return mountFor(real, parseMounts(text));
}
