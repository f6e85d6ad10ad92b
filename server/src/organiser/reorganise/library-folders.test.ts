import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LibraryFolders } from './library-folders.js';

describe('the library folders a preview would put links in', () => {
  let base: string;
  let library: string;
  let outside: string;
  beforeEach(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'library-folders-')));
    library = path.join(base, 'library');
    outside = path.join(base, 'outside');
    await mkdir(path.join(library, 'Movies', 'Film (1999)'), { recursive: true });
    await mkdir(outside);
    await writeFile(path.join(outside, 'passwd'), 'root:x:0:0');
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  const at = (...parts: string[]) => path.join(library, ...parts);

  it('tells a free name, one of our links and anything else apart, in a folder that is there', async () => {
    await symlink('/src/film.mkv', at('Movies', 'Film (1999)', 'Film (1999).mkv'));
    await writeFile(at('Movies', 'Film (1999)', 'poster.jpg'), 'jpg');
    const folders = new LibraryFolders(library);
    expect(() => folders.check(at('Movies', 'Film (1999)'))).not.toThrow();
    expect(folders.entryAt(at('Movies', 'Film (1999)', 'Film (1999).mkv'))).toBe('link');
    expect(folders.entryAt(at('Movies', 'Film (1999)', 'poster.jpg'))).toBe('other');
    expect(folders.entryAt(at('Movies', 'Film (1999)', 'Film (1999) - 2160p.mkv'))).toBe('free');
  });

  it('takes every name in a folder not made yet as free, however deep', () => {
    const folders = new LibraryFolders(library);
    expect(() => folders.check(at('Shows', 'Show (2020)', 'Season 01'))).not.toThrow();
    expect(folders.entryAt(at('Shows', 'Show (2020)', 'Season 01', 'S01E01.mkv'))).toBe('free');
  });

  it('refuses a folder that leads out of the library through a link, and everything below it', async () => {
    await symlink(outside, at('Movies', 'Escape'));
    const folders = new LibraryFolders(library);
    expect(() => folders.check(at('Movies', 'Escape'))).toThrow(/leaves the library through a link/);
    expect(() => folders.check(at('Movies', 'Escape', 'Deeper'))).toThrow(/leaves the library through a link/);
    // What is out there is never reported as free: a move there would be a write outside the library.
    expect(folders.entryAt(at('Movies', 'Escape', 'passwd'))).toBe('other');
    expect(folders.entryAt(at('Movies', 'Escape', 'new.mkv'))).toBe('other');
  });

  it('refuses a link to nothing where a folder should be, and a path outside the library', async () => {
    await symlink(path.join(base, 'gone'), at('Movies', 'Dangling'));
    const folders = new LibraryFolders(library);
    expect(() => folders.check(at('Movies', 'Dangling'))).toThrow(/leaves the library/);
    expect(() => folders.check(path.join(base, 'library2', 'Movies'))).toThrow(/leaves the library/);
    expect(() => folders.check(outside)).toThrow(/leaves the library/);
  });

  it('accepts a linked folder that stays inside the library, and treats a file in a folder’s place as taken', async () => {
    await symlink(at('Movies', 'Film (1999)'), at('Movies', 'Alias'));
    await writeFile(at('Movies', 'NotAFolder'), 'file');
    const folders = new LibraryFolders(library);
    expect(() => folders.check(at('Movies', 'Alias'))).not.toThrow();
    expect(folders.entryAt(at('Movies', 'Alias', 'free.mkv'))).toBe('free');
    expect(() => folders.check(at('Movies', 'NotAFolder'))).not.toThrow();
    expect(folders.entryAt(at('Movies', 'NotAFolder', 'Film.mkv'))).toBe('other');
  });
});
