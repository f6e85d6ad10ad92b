import { lstat, mkdir, mkdtemp, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveEntry, retargetRelativeLinks } from './move-entry.js';

describe('moving a library entry', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'move-entry-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('moves a link as a link and never touches its target', async () => {
    await writeFile(path.join(dir, 'target.mkv'), 'source bytes');
    await symlink(path.join(dir, 'target.mkv'), path.join(dir, 'a.mkv'));
    await moveEntry(path.join(dir, 'a.mkv'), path.join(dir, 'b.mkv'));
    expect((await lstat(path.join(dir, 'b.mkv'))).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(dir, 'b.mkv'))).toBe(path.join(dir, 'target.mkv'));
    expect(await lstat(path.join(dir, 'a.mkv')).catch(() => null)).toBeNull();
    expect(await readFile(path.join(dir, 'target.mkv'), 'utf8')).toBe('source bytes');
  });

  it('refuses to replace an existing file, link or folder', async () => {
    await writeFile(path.join(dir, 'a.txt'), 'a');
    await writeFile(path.join(dir, 'b.txt'), 'b');
    await expect(moveEntry(path.join(dir, 'a.txt'), path.join(dir, 'b.txt'))).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await readFile(path.join(dir, 'b.txt'), 'utf8')).toBe('b');
    expect(await readFile(path.join(dir, 'a.txt'), 'utf8')).toBe('a');
    await mkdir(path.join(dir, 'x'));
    await mkdir(path.join(dir, 'y'));
    await expect(moveEntry(path.join(dir, 'x'), path.join(dir, 'y'))).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('moves a folder with everything in it', async () => {
    await mkdir(path.join(dir, 'Show', 'Season 01'), { recursive: true });
    await writeFile(path.join(dir, 'Show', 'Season 01', 'e1.nfo'), 'nfo');
    await mkdir(path.join(dir, 'Shows'));
    await moveEntry(path.join(dir, 'Show'), path.join(dir, 'Shows', 'Show'));
    expect(await readFile(path.join(dir, 'Shows', 'Show', 'Season 01', 'e1.nfo'), 'utf8')).toBe('nfo');
  });

  it('rewrites relative links that would point elsewhere from their new depth', async () => {
    await mkdir(path.join(dir, 'source'));
    await writeFile(path.join(dir, 'source', 'x.mkv'), 'x');
    await mkdir(path.join(dir, 'lib', 'Movies', 'X (2000)'), { recursive: true });
    const link = path.join(dir, 'lib', 'Movies', 'X (2000)', 'x.mkv');
    await symlink(path.relative(path.dirname(link), path.join(dir, 'source', 'x.mkv')), link);
    await symlink('/abs/elsewhere.mkv', path.join(dir, 'lib', 'Movies', 'X (2000)', 'abs.mkv'));
    await mkdir(path.join(dir, 'lib', 'Deep', 'Er'), { recursive: true });
    const from = path.join(dir, 'lib', 'Movies', 'X (2000)');
    const to = path.join(dir, 'lib', 'Deep', 'Er', 'X (2000)');
    await moveEntry(from, to);
    expect(await retargetRelativeLinks(from, to)).toBe(1);
    expect(await readFile(path.join(to, 'x.mkv'), 'utf8')).toBe('x');
    expect(await readlink(path.join(to, 'x.mkv'))).toBe('../../../../source/x.mkv');
    expect(await readlink(path.join(to, 'abs.mkv'))).toBe('/abs/elsewhere.mkv');
    // A single link moved on its own is fixed the same way.
    const single = path.join(dir, 'lib', 'x.mkv');
    await moveEntry(path.join(to, 'x.mkv'), single);
    expect(await retargetRelativeLinks(path.join(to, 'x.mkv'), single)).toBe(1);
    expect(await readFile(single, 'utf8')).toBe('x');
  });
});
