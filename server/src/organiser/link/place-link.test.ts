import { lstat, mkdir, mkdtemp, readdir, readlink, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { temporaryLinkName } from '../../file-tree/temporary-link-name.js';
import { placeLink } from './place-link.js';

describe('placeLink', () => {
  let library: string;
  let source: string;
  let movie: string;
  beforeEach(async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'link-'));
    library = path.join(base, 'library');
    source = path.join(base, 'source');
    await mkdir(library);
    await mkdir(source);
    movie = path.join(source, 'Dune.2021.2160p.mkv');
    await writeFile(movie, 'video bytes');
  });

  it('creates an absolute link and leaves the source untouched', async () => {
    const before = await stat(movie);
    const result = await placeLink({
      libraryRoot: library,
      relativePath: 'Movies/Dune (2021)/Dune (2021).mkv',
      target: movie,
      relative: false,
    });
    expect(result.status).toBe('created');
    expect(await readlink(result.destinationPath)).toBe(movie);
    expect(await readFile(result.destinationPath, 'utf8')).toBe('video bytes');
    const after = await stat(movie);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(movie, 'utf8')).toBe('video bytes');
    expect(await readdir(path.dirname(result.destinationPath))).toEqual(['Dune (2021).mkv']);
  });

  it('creates a relative link that still resolves', async () => {
    const result = await placeLink({
      libraryRoot: library,
      relativePath: 'Movies/D/D.mkv',
      target: movie,
      relative: true,
    });
    expect(await readlink(result.destinationPath)).toBe(path.relative(path.dirname(result.destinationPath), movie));
    expect(await readFile(result.destinationPath, 'utf8')).toBe('video bytes');
  });

  it('is idempotent for the same source', async () => {
    const req = { libraryRoot: library, relativePath: 'Movies/D/D.mkv', target: movie, relative: false };
    await placeLink(req);
    const again = await placeLink(req);
    expect(again.status).toBe('unchanged');
  });

  it('gives a second, different source a version suffix instead of overwriting', async () => {
    const other = path.join(source, 'Dune.2021.1080p.mkv');
    await writeFile(other, 'other');
    const first = await placeLink({
      libraryRoot: library,
      relativePath: 'Movies/D/D.mkv',
      target: movie,
      relative: false,
    });
    const second = await placeLink({
      libraryRoot: library,
      relativePath: 'Movies/D/D.mkv',
      target: other,
      relative: false,
    });
    expect(second.destinationPath).toBe(path.join(library, 'Movies/D/D - v2.mkv'));
    expect(await readlink(first.destinationPath)).toBe(movie);
    expect(await readlink(second.destinationPath)).toBe(other);
  });

  it('never replaces a real file in the library', async () => {
    await mkdir(path.join(library, 'Movies/D'), { recursive: true });
    await writeFile(path.join(library, 'Movies/D/D.mkv'), 'precious');
    const result = await placeLink({
      libraryRoot: library,
      relativePath: 'Movies/D/D.mkv',
      target: movie,
      relative: false,
    });
    expect(result.destinationPath).toBe(path.join(library, 'Movies/D/D - v2.mkv'));
    expect(await readFile(path.join(library, 'Movies/D/D.mkv'), 'utf8')).toBe('precious');
  });

  it('is not stopped by a temporary link a crash left (the broken-link sweep removes those)', async () => {
    const dest = path.join(library, 'Movies/D/D.mkv');
    await mkdir(path.dirname(dest), { recursive: true });
    await symlink('/half/made', temporaryLinkName(dest));
    const placed = await placeLink({
      libraryRoot: library,
      relativePath: 'Movies/D/D.mkv',
      target: movie,
      relative: false,
    });
    expect(placed).toEqual({ status: 'created', destinationPath: dest });
    expect(await readlink(dest)).toBe(movie);
  });

  it('re-points a link of its own through a temporary name, replacing one a crash left', async () => {
    const dest = path.join(library, 'Movies/D/D.mkv');
    await placeLink({ libraryRoot: library, relativePath: 'Movies/D/D.mkv', target: movie, relative: false });
    await symlink('/half/made', temporaryLinkName(dest));
    const placed = await placeLink({
      libraryRoot: library,
      relativePath: 'Movies/D/D.mkv',
      target: movie,
      relative: true,
    });
    expect(placed).toEqual({ status: 'unchanged', destinationPath: dest });
    expect(await readlink(dest)).toBe(path.relative(path.dirname(dest), movie));
    expect(await readdir(path.dirname(dest))).toEqual(['D.mkv']);
  });

  it('refuses to place a link outside the library', async () => {
    await expect(
      placeLink({ libraryRoot: library, relativePath: '../escape.mkv', target: movie, relative: false }),
    ).rejects.toThrow();
    await symlink(source, path.join(library, 'sneaky'));
    await expect(
      placeLink({ libraryRoot: library, relativePath: 'sneaky/x.mkv', target: movie, relative: false }),
    ).rejects.toThrow();
    expect(await readdir(source)).toEqual(['Dune.2021.2160p.mkv']);
  });
});

/** A library and a folder beside it (outside it), and a run's memory of checked folders. */
async function libraryBesideOutside(target: string) {
  const base = await mkdtemp(path.join(os.tmpdir(), 'place-checked-'));
  const root = path.join(base, 'library');
  const outside = path.join(base, 'outside');
  await mkdir(outside);
  await mkdir(root);
  const checkedDirs = new Set<string>();
  return { base, root, outside, checkedDirs, request: { libraryRoot: root, target, relative: false, checkedDirs } };
}

describe('placeLink with a run memory of checked folders', () => {
  it('makes the folder again when it was pruned after being checked', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'place-checked-'));
    const checkedDirs = new Set<string>();
    const request = { libraryRoot: root, target: '/src/a.mkv', relative: false, checkedDirs };
    await placeLink({ ...request, relativePath: 'Movies/A (2000)/a.mkv' });
    expect(checkedDirs.has(path.join(root, 'Movies/A (2000)'))).toBe(true);
    await rm(path.join(root, 'Movies/A (2000)'), { recursive: true });
    const again = await placeLink({ ...request, relativePath: 'Movies/A (2000)/a.mkv' });
    expect(await readlink(again.destinationPath)).toBe('/src/a.mkv');
    await rm(root, { recursive: true, force: true });
  });

  it('makes a new title folder under a checked one with one mkdir, and never follows a link put in its place', async () => {
    const { base, root, outside, checkedDirs, request } = await libraryBesideOutside('/src/a.mkv');
    await placeLink({ ...request, relativePath: 'Movies/A (2000)/a.mkv' });
    expect(checkedDirs.has(path.join(root, 'Movies'))).toBe(true);

    const next = await placeLink({ ...request, relativePath: 'Movies/B (2001)/b.mkv' });
    expect(await readlink(next.destinationPath)).toBe('/src/a.mkv');
    expect(checkedDirs.has(path.join(root, 'Movies/B (2001)'))).toBe(true);

    // A link to elsewhere where the next title folder goes: the fresh-folder shortcut must not trust it.
    await symlink(outside, path.join(root, 'Movies/C (2002)'));
    await expect(placeLink({ ...request, relativePath: 'Movies/C (2002)/c.mkv' })).rejects.toThrow(
      /leaves the library/,
    );
    expect(await readdir(outside)).toEqual([]);
    expect(checkedDirs.has(path.join(root, 'Movies/C (2002)'))).toBe(false);
    await rm(base, { recursive: true, force: true });
  });

  it("makes a new show's title and season folders one by one under a checked folder, and never follows a link put in their place", async () => {
    const { base, root, outside, checkedDirs, request } = await libraryBesideOutside('/src/e.mkv');
    await placeLink({ ...request, relativePath: 'Shows/A (2000)/Season 01/e1.mkv' });

    const next = await placeLink({ ...request, relativePath: 'Shows/B (2001)/Season 02/e2.mkv' });
    expect(await readlink(next.destinationPath)).toBe('/src/e.mkv');
    expect((await lstat(path.join(root, 'Shows/B (2001)'))).isDirectory()).toBe(true);
    expect(checkedDirs.has(path.join(root, 'Shows/B (2001)'))).toBe(true);
    expect(checkedDirs.has(path.join(root, 'Shows/B (2001)/Season 02'))).toBe(true);

    // A link to elsewhere where the next show's folder goes, then one where a season folder goes.
    await symlink(outside, path.join(root, 'Shows/C (2002)'));
    await expect(placeLink({ ...request, relativePath: 'Shows/C (2002)/Season 01/e3.mkv' })).rejects.toThrow(
      /leaves the library/,
    );
    await symlink(outside, path.join(root, 'Shows/B (2001)/Season 03'));
    await expect(placeLink({ ...request, relativePath: 'Shows/B (2001)/Season 03/e4.mkv' })).rejects.toThrow(
      /leaves the library/,
    );
    expect(await readdir(outside)).toEqual([]);
    expect(checkedDirs.has(path.join(root, 'Shows/C (2002)/Season 01'))).toBe(false);
    await rm(base, { recursive: true, force: true });
  });
});
