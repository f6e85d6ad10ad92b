import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { probeSourcePresence } from './source-presence.js';

describe('probeSourcePresence: only a plain "not there" is gone', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'presence-'));
    await mkdir(path.join(root, 'Movies'));
    await writeFile(path.join(root, 'Movies', 'film.mkv'), 'x');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('finds a file that is there', async () => {
    expect(await probeSourcePresence(path.join(root, 'Movies', 'film.mkv'), root)).toEqual({ state: 'present' });
  });

  it('calls a file gone when its readable folder lacks it', async () => {
    expect(await probeSourcePresence(path.join(root, 'Movies', 'other.mkv'), root)).toEqual({ state: 'gone' });
  });

  it('calls a file gone when its whole folder went, under a readable root', async () => {
    expect(await probeSourcePresence(path.join(root, 'Shows', 'S01', 'e1.mkv'), root)).toEqual({ state: 'gone' });
  });

  it('calls a file gone when a file now stands where its folder was (ENOTDIR)', async () => {
    expect(await probeSourcePresence(path.join(root, 'Movies', 'film.mkv', 'inner.mkv'), root)).toEqual({
      state: 'gone',
    });
  });

  it("can't tell when the source folder itself is missing (a dropped mount)", async () => {
    const missingRoot = path.join(root, 'mount');
    const presence = await probeSourcePresence(path.join(missingRoot, 'film.mkv'), missingRoot);
    expect(presence).toMatchObject({ state: 'unknown', code: 'ENOENT' });
  });

  it("can't tell through a link loop", async () => {
    await symlink('loop-b', path.join(root, 'loop-a'));
    await symlink('loop-a', path.join(root, 'loop-b'));
    expect(await probeSourcePresence(path.join(root, 'loop-a'), root)).toMatchObject({
      state: 'unknown',
      code: 'ELOOP',
    });
  });

  it("judges a source that is a link by its target's folder", async () => {
    await mkdir(path.join(root, 'cloud'));
    await symlink(path.join(root, 'cloud', 'gone.mkv'), path.join(root, 'Movies', 'deleted.mkv'));
    expect(await probeSourcePresence(path.join(root, 'Movies', 'deleted.mkv'), root)).toEqual({ state: 'gone' });
    // The target's folder itself is missing: a link into a mount that dropped, not a deleted file.
    await symlink(path.join(root, 'mount', 'film.mkv'), path.join(root, 'Movies', 'mounted.mkv'));
    expect(await probeSourcePresence(path.join(root, 'Movies', 'mounted.mkv'), root)).toMatchObject({
      state: 'unknown',
      code: 'ENOENT',
    });
  });

  it("can't tell outside the source folder it is judged against", async () => {
    const presence = await probeSourcePresence(path.join(os.tmpdir(), 'nowhere-xyz', 'f.mkv'), root);
    expect(presence.state).toBe('unknown');
  });
});
