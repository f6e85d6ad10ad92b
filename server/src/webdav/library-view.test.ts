import { mkdir, mkdtemp, realpath, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfigStore } from '../config/config-store.js';
import { FolderListingCache } from '../file-tree/folder-listing-cache.js';
import { temporaryLinkName } from '../file-tree/temporary-link-name.js';
import { LibraryView } from './library-view.js';

describe('LibraryView', () => {
  let base: string;
  let values: Record<string, string>;
  let config: ConfigStore;
  beforeEach(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'cinesync-view-')));
    await mkdir(path.join(base, 'lib'));
    await mkdir(path.join(base, 'src'));
    values = { DESTINATION_DIR: path.join(base, 'lib'), SOURCE_DIR: '' };
    config = { get: (k: string) => values[k] ?? '', dataDir: path.join(base, 'data') } as never;
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  const names = async (view: LibraryView) => {
    const root = await view.resolve([]);
    expect(root).toBeDefined();
    return (await view.list(root!)).map((e) => e.name).sort();
  };

  it('hides the links the organiser is still placing', async () => {
    await writeFile(path.join(base, 'lib', 'a.mkv'), 'a');
    const temp = temporaryLinkName(path.join(base, 'lib', 'b.mkv'));
    await symlink(path.join(base, 'lib', 'a.mkv'), temp);
    const view = await LibraryView.open(config, new FolderListingCache());
    expect(await names(view)).toEqual(['a.mkv']);
    expect(await view.resolve([path.basename(temp)])).toBeUndefined();
  });

  it('asks the current configuration about every cached member, so a cached link is never served once refused', async () => {
    await writeFile(path.join(base, 'src', 'movie.mkv'), 'movie');
    await symlink(path.join(base, 'src', 'movie.mkv'), path.join(base, 'lib', 'movie.mkv'));
    await writeFile(path.join(base, 'lib', 'notes.nfo'), 'notes');
    // Settled, so the listing (with where its link leads) is kept.
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(base, 'lib'), past, past);
    const listings = new FolderListingCache();
    values.SOURCE_DIR = path.join(base, 'src');
    expect(await names(await LibraryView.open(config, listings))).toEqual(['movie.mkv', 'notes.nfo']);
    expect(listings.size.folders).toBe(1);
    // The source folder is no longer configured: the link leads outside what may be served.
    values.SOURCE_DIR = '';
    expect(await names(await LibraryView.open(config, listings))).toEqual(['notes.nfo']);
    expect(listings.size.folders).toBe(1);
  });
});
