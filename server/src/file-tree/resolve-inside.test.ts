import { mkdir, mkdtemp, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { isInside, resolveInside } from './resolve-inside.js';

describe('resolveInside', () => {
  let root: string;
  let outside: string;
  beforeAll(async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'resolve-'));
    root = path.join(base, 'lib');
    outside = path.join(base, 'lib2');
    await mkdir(path.join(root, 'Movies'), { recursive: true });
    await mkdir(outside);
    await symlink(outside, path.join(root, 'escape'));
    await symlink(path.join(root, 'Movies'), path.join(root, 'alias'));
  });

  it('resolves ordinary paths, including ones that do not exist yet', async () => {
    expect(await resolveInside(root, 'Movies/Dune (2021)/Dune.mkv')).toBe(
      path.join(root, 'Movies/Dune (2021)/Dune.mkv'),
    );
    expect(await resolveInside(root, './Movies//x')).toBe(path.join(root, 'Movies/x'));
    expect(await resolveInside(root, '')).toBe(root);
  });

  it('allows a link inside the library that stays inside', async () => {
    expect(await resolveInside(root, 'alias/new.mkv')).toBe(path.join(root, 'alias/new.mkv'));
  });

  const hostile: [string, string][] = [
    ['parent traversal', '../lib2/x'],
    ['deep traversal', 'Movies/../../lib2'],
    ['backslash traversal', 'Movies\\..\\..\\etc'],
    ['absolute path', '/etc/passwd'],
    ['Windows drive', 'C:/Windows'],
    ['NUL byte', 'Movies/a\u0000b'],
    ['newline', 'Movies/a\nb'],
    ['symlinked folder leaving the library', 'escape/file.mkv'],
    ['symlinked folder deeper', 'escape/sub/dir/file.mkv'],
    ['overlong name', 'x'.repeat(256)],
  ];
  for (const [name, input] of hostile) {
    it(`refuses ${name}`, async () => {
      await expect(resolveInside(root, input)).rejects.toBeInstanceOf(AppError);
    });
  }

  it('compares folders by segment, not by prefix', () => {
    expect(isInside('/media/lib', '/media/lib2/x')).toBe(false);
    expect(isInside('/media/lib', '/media/lib/x')).toBe(true);
    expect(isInside('/media/lib', '/media/lib')).toBe(true);
  });
});
