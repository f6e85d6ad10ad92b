import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeMappingFolder, type MappingLibrary } from './mapping-folder.js';

describe('judgeMappingFolder', () => {
  let base: string;
  let library: MappingLibrary;
  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'mapping-folder-')));
    const root = path.join(base, 'library');
    await mkdir(path.join(root, 'Movies', 'FullHD'), { recursive: true });
    await mkdir(path.join(root, 'state'), { recursive: true });
    await mkdir(path.join(base, 'outside'));
    await writeFile(path.join(root, 'Movies', 'note.txt'), 'x');
    await symlink(path.join(root, 'Movies'), path.join(root, 'Films'));
    await symlink(path.join(base, 'outside'), path.join(root, 'escape'));
    await symlink(path.join(root, 'loop'), path.join(root, 'loop'));
    // A library reached through a link, and a data folder inside it (only a hand-made setup does that).
    await symlink(root, path.join(base, 'library-link'));
    library = { root, configured: path.join(base, 'library-link'), dataDir: path.join(root, 'state') };
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('names a folder by its real path relative to the library', async () => {
    expect(await judgeMappingFolder(library, 'Movies/FullHD')).toMatchObject({
      kind: 'folder',
      folderPath: 'Movies/FullHD',
    });
    expect(await judgeMappingFolder(library, './Movies//FullHD/')).toMatchObject({ folderPath: 'Movies/FullHD' });
    expect(await judgeMappingFolder(library, 'Films/FullHD')).toMatchObject({ folderPath: 'Movies/FullHD' });
    expect(await judgeMappingFolder(library, path.join(base, 'library-link', 'Movies'))).toMatchObject({
      folderPath: 'Movies',
    });
  });

  it('reports a folder that is not there as missing', async () => {
    expect(await judgeMappingFolder(library, 'Shows')).toEqual({ kind: 'missing' });
    expect(await judgeMappingFolder(library, 'Movies/note.txt/x')).toEqual({ kind: 'missing' });
  });

  const refusals: [string, () => string, RegExp][] = [
    ['parent segments', () => 'Movies/../..', /climbs out/],
    ['an absolute path outside', () => path.join(base, 'outside'), /outside the library/],
    ['a link out', () => 'escape', /through a link/],
    ['a link loop', () => 'loop', /loop of links/],
    ['the data folder inside the library', () => 'state', /data folder/],
    ['a file', () => 'Movies/note.txt', /not a folder/],
    ['the file-system root', () => '/', /outside the library/],
    ['a drive path', () => 'C:/Movies', /outside the library/],
    ['the library by its link', () => path.join(base, 'library-link'), /the library itself/],
  ];
  for (const [name, input, problem] of refusals) {
    it(`refuses ${name}`, async () => {
      const folder = await judgeMappingFolder(library, input());
      expect(folder.kind).toBe('refused');
      expect(folder.kind === 'refused' && folder.problem).toMatch(problem);
    });
  }
});
