import { mkdir, mkdtemp, realpath, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillEntries } from './entry-targets.js';
import { FolderListingCache, type FolderListing } from './folder-listing-cache.js';

describe('FolderListingCache, kept current by CineSync’s own changes', () => {
  let base: string;
  let lib: string;
  let src: string;
  beforeEach(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'listing-cache-')));
    lib = path.join(base, 'lib');
    src = path.join(base, 'src');
    await mkdir(path.join(lib, 'Show', 'Season 01'), { recursive: true });
    await mkdir(src);
    for (const n of [1, 2, 3]) {
      await writeFile(path.join(src, `e${n}.mkv`), 'x'.repeat(n));
      if (n < 3) await symlink(path.join(src, `e${n}.mkv`), path.join(lib, 'Show', 'Season 01', `E0${n}.mkv`));
    }
    await settle(path.join(lib, 'Show', 'Season 01'), path.join(lib, 'Show'));
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  const season = () => path.join(lib, 'Show', 'Season 01');
  const names = (listing: FolderListing) => listing.entries.map((e) => e.name).sort();
  const filled = async (cache: FolderListingCache, dir: string) => {
    const listing = await cache.read(dir);
    await fillEntries(dir, listing.entries);
    return listing;
  };

  it('adds a new link to the kept listing without reading the rest again', async () => {
    const cache = new FolderListingCache();
    const first = await filled(cache, season());
    const e01 = first.entries.find((e) => e.name === 'E01.mkv');
    await symlink(path.join(src, 'e3.mkv'), path.join(season(), 'E03.mkv'));
    await cache.changed(path.join(season(), 'E03.mkv'));
    const second = await cache.read(season());
    expect(names(second)).toEqual(['E01.mkv', 'E02.mkv', 'E03.mkv']);
    // The entries it already knew, with where they lead, are the same objects: no second look.
    expect(second.entries.find((e) => e.name === 'E01.mkv')).toBe(e01);
    expect(e01?.target?.size).toBe(1);
    expect(second.entries.find((e) => e.name === 'E03.mkv')?.target).toBeUndefined();
    expect(cache.size.folders).toBe(1);
  });

  it('gives the folder above the new date of the folder that changed', async () => {
    const cache = new FolderListingCache();
    const show = await filled(cache, path.join(lib, 'Show'));
    const before = show.entries[0]?.target?.mtimeMs;
    await symlink(path.join(src, 'e3.mkv'), path.join(season(), 'E03.mkv'));
    await cache.changed(path.join(season(), 'E03.mkv'));
    const after = await filled(cache, path.join(lib, 'Show'));
    expect(after.entries[0]?.target?.mtimeMs).not.toBe(before);
    expect(after.entries[0]?.target?.mtimeMs).toBe((await stat(season())).mtimeMs);
  });

  it('still sees what someone else added in the same moment as its own change', async () => {
    // A clock a minute ahead: the folder counts as settled at once, so only the cache's own
    // distrust of the mtime it recorded can find the second change.
    const cache = new FolderListingCache({ now: () => Date.now() + 60_000 });
    await filled(cache, season());
    await symlink(path.join(src, 'e3.mkv'), path.join(season(), 'E03.mkv'));
    await writeFile(path.join(season(), 'someone-else.srt'), 'sub');
    // Only the link is announced; the folder's mtime now covers both changes.
    await cache.changed(path.join(season(), 'E03.mkv'));
    expect(names(await cache.read(season()))).toEqual(['E01.mkv', 'E02.mkv', 'E03.mkv', 'someone-else.srt']);
  });

  it('drops the listings of a folder that is gone, and takes it out of the one above', async () => {
    const cache = new FolderListingCache();
    await filled(cache, season());
    await filled(cache, path.join(lib, 'Show'));
    await rm(season(), { recursive: true });
    await cache.changed(season());
    expect(cache.size.folders).toBe(1);
    expect((await cache.read(path.join(lib, 'Show'))).entries).toEqual([]);
  });
});

/** Make folders look settled: last changed a minute ago, so the cache keeps their listings. */
async function settle(...folders: string[]): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  for (const folder of folders) await utimes(folder, past, past);
}
