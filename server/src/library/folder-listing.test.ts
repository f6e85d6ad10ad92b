import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderListingCache, statEntries } from './folder-listing-cache.js';
import { filterEntries, orderedEntries } from './folder-order.js';

describe('folder listings', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'listing-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Make the folder look settled: last changed a minute ago. */
  const settle = async (folder = dir) => {
    const past = new Date(Date.now() - 60_000);
    await utimes(folder, past, past);
  };

  it('puts folders first, orders names naturally, and hides dot entries', async () => {
    await mkdir(path.join(dir, 'Season 10'));
    await mkdir(path.join(dir, 'Season 2'));
    await writeFile(path.join(dir, 'b.mkv'), '');
    await writeFile(path.join(dir, 'A.mkv'), '');
    await writeFile(path.join(dir, '.cinesync-tmp-1'), '');
    const listing = await new FolderListingCache().read(dir);
    expect(orderedEntries(listing, 'name-asc').map((e) => e.name)).toEqual(['Season 2', 'Season 10', 'A.mkv', 'b.mkv']);
    expect(orderedEntries(listing, 'name-desc').map((e) => e.name)).toEqual([
      'Season 10',
      'Season 2',
      'b.mkv',
      'A.mkv',
    ]);
    // Name orders need no stat.
    expect(listing.entries.every((e) => e.facts === undefined)).toBe(true);
  });

  it('orders by size and date once every entry is statted, links by their target', async () => {
    await writeFile(path.join(dir, 'small.mkv'), 'x');
    await writeFile(path.join(dir, 'big.mkv'), 'x'.repeat(100));
    await writeFile(path.join(dir, 'middle.mkv'), 'x'.repeat(10));
    await symlink(path.join(dir, 'big.mkv'), path.join(dir, 'link-to-big.mkv'));
    await symlink(path.join(dir, 'gone.mkv'), path.join(dir, 'broken.mkv'));
    await utimes(path.join(dir, 'small.mkv'), new Date(3000), new Date(3000));
    await utimes(path.join(dir, 'middle.mkv'), new Date(1000), new Date(1000));
    await utimes(path.join(dir, 'big.mkv'), new Date(2000), new Date(2000));
    const listing = await new FolderListingCache().read(dir);
    expect(() => orderedEntries(listing, 'size-desc')).toThrow(/statted/);
    await statEntries(dir, listing.entries);
    listing.statted = true;
    expect(orderedEntries(listing, 'size-desc').map((e) => e.name)).toEqual([
      'big.mkv',
      'link-to-big.mkv',
      'middle.mkv',
      'small.mkv',
      'broken.mkv',
    ]);
    // A broken link shows its own date (just now); a working one its target's.
    expect(orderedEntries(listing, 'modified-asc').map((e) => e.name)).toEqual([
      'middle.mkv',
      'big.mkv',
      'link-to-big.mkv',
      'small.mkv',
      'broken.mkv',
    ]);
    expect(listing.entries.find((e) => e.name === 'broken.mkv')?.facts).toMatchObject({ broken: true, size: null });
  });

  it('searches without case or accents and filters by index letter', async () => {
    for (const name of ['Amélie (2001)', 'Alien (1979)', '2001 A Space Odyssey (1968)', 'Blade Runner (1982)']) {
      await mkdir(path.join(dir, name));
    }
    const listing = await new FolderListingCache().read(dir);
    const all = orderedEntries(listing, 'name-asc');
    expect(filterEntries(all, { search: 'AMELIE' }).map((e) => e.name)).toEqual(['Amélie (2001)']);
    expect(filterEntries(all, { letter: 'a' }).map((e) => e.name)).toEqual(['Alien (1979)', 'Amélie (2001)']);
    expect(filterEntries(all, { letter: '#' }).map((e) => e.name)).toEqual(['2001 A Space Odyssey (1968)']);
    expect(filterEntries(all, { search: '19', letter: 'B' }).map((e) => e.name)).toEqual(['Blade Runner (1982)']);
  });

  it('reuses a settled listing until the folder changes', async () => {
    await writeFile(path.join(dir, 'a.mkv'), '');
    await settle();
    const cache = new FolderListingCache();
    const first = await cache.read(dir);
    expect(await cache.read(dir)).toBe(first);
    await writeFile(path.join(dir, 'b.mkv'), '');
    const second = await cache.read(dir);
    expect(second).not.toBe(first);
    expect(second.entries.map((e) => e.name).sort()).toEqual(['a.mkv', 'b.mkv']);
  });

  it('does not keep a listing of a folder changed within the last second (coarse timestamps)', async () => {
    await writeFile(path.join(dir, 'a.mkv'), '');
    const cache = new FolderListingCache();
    const first = await cache.read(dir);
    expect(await cache.read(dir)).not.toBe(first);
    expect(cache.size.folders).toBe(0);
  });

  it('stays within its folder and entry bounds, least recently used out first', async () => {
    const folders = ['a', 'b', 'c'].map((n) => path.join(dir, n));
    for (const f of folders) {
      await mkdir(f);
      for (let i = 0; i < 5; i++) await writeFile(path.join(f, `${i}.mkv`), '');
      await settle(f);
    }
    const cache = new FolderListingCache({ maxFolders: 2, maxEntries: 1000 });
    const a = await cache.read(folders[0] as string);
    await cache.read(folders[1] as string);
    await cache.read(folders[0] as string);
    await cache.read(folders[2] as string); // pushes out b, the least recently used
    expect(cache.size).toEqual({ folders: 2, entries: 10 });
    expect(await cache.read(folders[0] as string)).toBe(a);
    const small = new FolderListingCache({ maxEntries: 7 });
    await small.read(folders[0] as string);
    await small.read(folders[1] as string);
    expect(small.size.entries).toBeLessThanOrEqual(7);
  });

  it('re-reads after its maximum age even when the folder did not change', async () => {
    await writeFile(path.join(dir, 'a.mkv'), '');
    await settle();
    let now = Date.now();
    const cache = new FolderListingCache({ maxAgeMs: 1000, now: () => now });
    const first = await cache.read(dir);
    now += 2000;
    expect(await cache.read(dir)).not.toBe(first);
  });
});
