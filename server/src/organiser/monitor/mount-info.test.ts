import { describe, expect, it } from 'vitest';
import { isRemoteFilesystem, mountFor, parseMounts } from './mount-info.js';

const MOUNTS = [
  'overlay / overlay rw,relatime 0 0',
  'proc /proc proc rw 0 0',
  '/dev/sda1 /mnt ext4 rw 0 0',
  'gdrive: /mnt/cloud\\040drive fuse.rclone rw,nosuid 0 0',
  'server:/export /mnt/nas nfs4 rw 0 0',
  '//box/share /mnt/smb cifs rw 0 0',
].join('\n');

describe('mount info', () => {
  it('finds the mount of a folder by the longest mount point, decoding escapes', () => {
    const mounts = parseMounts(MOUNTS);
    expect(mountFor('/mnt/cloud drive/Movies', mounts)?.fsType).toBe('fuse.rclone');
    expect(mountFor('/mnt/cloud', mounts)?.fsType).toBe('ext4');
    expect(mountFor('/mnt/nas', mounts)?.fsType).toBe('nfs4');
    expect(mountFor('/srv/media', mounts)?.fsType).toBe('overlay');
  });

  it('polls FUSE, NFS and SMB file systems only', () => {
    for (const type of ['fuse.rclone', 'fuse.mergerfs', 'fuse', 'nfs', 'nfs4', 'cifs', 'smb3', 'smbfs']) {
      expect(isRemoteFilesystem(type), type).toBe(true);
    }
    for (const type of ['ext4', 'xfs', 'btrfs', 'overlay', 'tmpfs', 'zfs']) {
      expect(isRemoteFilesystem(type), type).toBe(false);
    }
  });
});
