import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveLink, moveSideFiles } from './relink.js';

describe('moving a link and its side files', () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'relink-'));
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  it('moves a link to a new folder with a new text, and never replaces what is at the new name', async () => {
    const from = path.join(base, 'Movies', 'Film', 'Film.mkv');
    await mkdir(path.dirname(from), { recursive: true });
    await symlink('/src/film.mkv', from);
    const to = path.join(base, 'Movies', 'Film (1999)', 'Film (1999).mkv');
    moveLink({ from, fromText: '/src/film.mkv', to, toText: '../../../src/film.mkv' });
    expect(await readlink(to)).toBe('../../../src/film.mkv');
    expect(await lstat(from).catch(() => null)).toBeNull();

    const other = path.join(base, 'Movies', 'Other.mkv');
    await writeFile(other, 'not ours');
    expect(() => moveLink({ from: to, fromText: '../../../src/film.mkv', to: other, toText: '/src/film.mkv' })).toThrow(
      /already exists/,
    );
    expect(await readFile(other, 'utf8')).toBe('not ours');
    expect(await readlink(to)).toBe('../../../src/film.mkv');
  });

  it('gives a link a new text in place, and leaves a link someone changed since', async () => {
    const at = path.join(base, 'Film.mkv');
    await symlink('/src/film.mkv', at);
    moveLink({ from: at, fromText: '/src/film.mkv', to: at, toText: 'src/film.mkv' });
    expect(await readlink(at)).toBe('src/film.mkv');
    expect(await readdir(base)).toEqual(['Film.mkv']);

    // The old link was pointed elsewhere meanwhile: the new one is made, the other is not taken.
    const moved = path.join(base, 'New.mkv');
    moveLink({ from: at, fromText: '/src/film.mkv', to: moved, toText: '/src/film.mkv' });
    expect(await readlink(at)).toBe('src/film.mkv');
  });

  it("moves a video's subtitles and NFO with it, and never a longer-named neighbour's", async () => {
    const folder = path.join(base, 'Movies', 'Film');
    await mkdir(folder, { recursive: true });
    for (const name of ['Film.mkv', 'Film.Part2.mkv']) await symlink(`/src/${name}`, path.join(folder, name));
    for (const name of ['Film.en.srt', 'Film.forced.en.ass', 'Film.nfo', 'Film.Part2.en.srt', 'Film.jpg']) {
      await writeFile(path.join(folder, name), name);
    }
    const to = path.join(base, 'Movies', 'Film (1999)', 'Film (1999).mkv');
    moveLink({ from: path.join(folder, 'Film.mkv'), fromText: '/src/Film.mkv', to, toText: '/src/Film.mkv' });
    expect(moveSideFiles(path.join(folder, 'Film.mkv'), to)).toBe(3);
    expect((await readdir(path.dirname(to))).sort()).toEqual([
      'Film (1999).en.srt',
      'Film (1999).forced.en.ass',
      'Film (1999).mkv',
      'Film (1999).nfo',
    ]);
    expect(await readFile(path.join(path.dirname(to), 'Film (1999).en.srt'), 'utf8')).toBe('Film.en.srt');
    expect((await readdir(folder)).sort()).toEqual(['Film.Part2.en.srt', 'Film.Part2.mkv', 'Film.jpg']);

    // Moved first, the neighbour's own name still claims its subtitle when named among the batch.
    const part2 = path.join(folder, 'Film.Part2.mkv');
    await writeFile(path.join(folder, 'Film.en.srt'), 'again');
    const part2To = path.join(base, 'Movies', 'Film (1999)', 'Film (1999) Part 2.mkv');
    moveLink({ from: part2, fromText: '/src/Film.Part2.mkv', to: part2To, toText: '/src/Film.Part2.mkv' });
    expect(moveSideFiles(path.join(folder, 'Film.mkv'), to, [part2])).toBe(0);
    expect(await readFile(path.join(path.dirname(to), 'Film (1999).en.srt'), 'utf8')).toBe('Film.en.srt');
    expect((await readdir(folder)).sort()).toEqual(['Film.Part2.en.srt', 'Film.en.srt', 'Film.jpg']);
  });
});
