import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Names the bin `withDiscardBin` keeps for one whole bench run. */
const BIN_VARIABLE = 'CINESYNC_BENCH_BIN';

/**
 * A bench is done with a temporary folder. During `npm run bench` the folder is moved into the
 * run's bin, which is emptied after the last bench: on ext4 without a journal (this machine's
 * disk) every new inode is checked against those freed in the last minutes (`recently_deleted`),
 * so deleting tens of thousands of files before a timed run put the kernel's inode allocator in
 * that run's figure (a warm organise measured 12 s of system time instead of 2). Alone (no bin,
 * or the bin on another file system) the folder is deleted at once.
 */
export async function discard(folder: string): Promise<void> {
  const bin = process.env[BIN_VARIABLE];
  if (bin) {
    try {
      await rename(folder, path.join(bin, `${path.basename(folder)}-${process.hrtime.bigint()}`));
      return;
    } catch {
      // Missing already, or on another file system: removed below.
    }
  }
  await rm(folder, { recursive: true, force: true });
}

/** Runs the benches with one bin for their finished folders, emptied when they are all done. */
export async function withDiscardBin<T>(work: () => Promise<T>): Promise<T> {
  const bin = await mkdtemp(path.join(os.tmpdir(), 'cinesync-bench-bin-'));
  process.env[BIN_VARIABLE] = bin;
  try {
    return await work();
  } finally {
    delete process.env[BIN_VARIABLE];
    await rm(bin, { recursive: true, force: true });
  }
}
