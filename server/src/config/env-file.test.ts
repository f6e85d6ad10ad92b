import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  envProblems,
  envToMap,
  formatValue,
  parseEnv,
  readEnvFile,
  serialiseEnv,
  writeFileAtomic,
} from './env-file.js';

const SAMPLE = `# CineSync settings
# edited by hand

SOURCE_DIR="/mnt/media/Movies, TV"   # where files come from
DESTINATION_DIR='/srv/library'
export LOG_LEVEL=DEBUG # inline comment
EMPTY=
HASH_IN_VALUE="a # not a comment"
MULTI="line one
line two"
ESCAPED="say \\"hi\\"\\n"
`;

describe('.env reading', () => {
  it('reads double, single and unquoted values with comments', () => {
    const map = envToMap(parseEnv(SAMPLE));
    expect(map.get('SOURCE_DIR')).toBe('/mnt/media/Movies, TV');
    expect(map.get('DESTINATION_DIR')).toBe('/srv/library');
    expect(map.get('LOG_LEVEL')).toBe('DEBUG');
    expect(map.get('EMPTY')).toBe('');
    expect(map.get('HASH_IN_VALUE')).toBe('a # not a comment');
    expect(map.get('MULTI')).toBe('line one\nline two');
    expect(map.get('ESCAPED')).toBe('say "hi"\n');
  });

  it('round-trips a file untouched when nothing changes', () => {
    expect(serialiseEnv(parseEnv(SAMPLE))).toBe(SAMPLE);
  });
});

describe('.env writing', () => {
  it('changes a key in place and keeps comments, blank lines and order', () => {
    const next = serialiseEnv(applyChanges(parseEnv(SAMPLE), new Map([['DESTINATION_DIR', '/data/lib']])));
    expect(next).toBe(SAMPLE.replace(`DESTINATION_DIR='/srv/library'`, 'DESTINATION_DIR=/data/lib'));
  });

  it('appends a new key at the end', () => {
    const next = serialiseEnv(applyChanges(parseEnv(SAMPLE), new Map([['RENAME_ENABLED', 'true']])));
    expect(next).toBe(SAMPLE + 'RENAME_ENABLED=true\n');
  });

  it('removes the line when a value is cleared', () => {
    const next = serialiseEnv(applyChanges(parseEnv(SAMPLE), new Map([['LOG_LEVEL', null]])));
    expect(next).not.toContain('LOG_LEVEL');
    expect(next).toContain('# edited by hand');
    expect(envToMap(parseEnv(next)).has('LOG_LEVEL')).toBe(false);
  });

  it('quotes values that need it so they read back the same', () => {
    for (const value of [
      'plain',
      'with space',
      'a#b',
      'quote"inside',
      'back\\slash',
      "it's",
      '$argon2id$v=19$m=1',
      'line\nbreak',
    ]) {
      const text = serialiseEnv(applyChanges([], new Map([['K', value]])));
      expect(envToMap(parseEnv(text)).get('K'), text).toBe(value);
    }
    expect(formatValue('/plain/path')).toBe('/plain/path');
  });

  it('writes atomically through a temp file and leaves no temp behind', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'envfile-'));
    const file = path.join(dir, '.env');
    await writeFile(file, SAMPLE);
    const before = await stat(file);
    await writeFileAtomic(file, 'A=1\n');
    const after = await stat(file);
    // A rename puts a new inode in place; an in-place rewrite would keep the old one.
    expect(after.ino).not.toBe(before.ino);
    expect(after.mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe('A=1\n');
    expect(await readdir(dir)).toEqual(['.env']);
  });

  it('leaves the target as it was and no temp file when the rename fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'envfile-'));
    const target = path.join(dir, '.env');
    // A non-empty directory where the file should go makes the final rename fail.
    await mkdir(path.join(target, 'keep'), { recursive: true });
    await expect(writeFileAtomic(target, 'X=1\n')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['.env']);
    expect(await readdir(target)).toEqual(['keep']);
  });

  it('reads a missing file as empty', async () => {
    expect(await readEnvFile(path.join(os.tmpdir(), 'does-not-exist', '.env'))).toEqual([]);
  });
});

describe('.env lines the reader cannot parse', () => {
  const BROKEN = `# settings
DESTINATION_DIR /srv/library
SOURCE_DIR="/mnt/media
LOG_LEVEL=DEBUG
just some words
`;

  it('reports each with its line number and key, never its value, and reads the rest', () => {
    const lines = parseEnv(BROKEN);
    expect(envProblems(lines)).toEqual([
      { line: 2, key: 'DESTINATION_DIR', problem: 'no "=" after the key' },
      { line: 3, key: 'SOURCE_DIR', problem: 'a quote that is never closed' },
      { line: 5, key: null, problem: 'not a KEY=VALUE line' },
    ]);
    const map = envToMap(lines);
    // An unclosed quote swallows nothing after it.
    expect(map.get('LOG_LEVEL')).toBe('DEBUG');
    expect(map.has('DESTINATION_DIR')).toBe(false);
    expect(map.has('SOURCE_DIR')).toBe(false);
    expect(serialiseEnv(lines)).toBe(BROKEN);
  });

  it('replaces a broken line of a key when that key is written, instead of adding a second', () => {
    const next = serialiseEnv(
      applyChanges(
        parseEnv(BROKEN),
        new Map([
          ['DESTINATION_DIR', '/data/lib'],
          ['SOURCE_DIR', '/mnt/media'],
        ]),
      ),
    );
    expect(next).toBe(`# settings
DESTINATION_DIR=/data/lib
SOURCE_DIR=/mnt/media
LOG_LEVEL=DEBUG
just some words
`);
    expect(envProblems(parseEnv(next))).toEqual([{ line: 5, key: null, problem: 'not a KEY=VALUE line' }]);
  });

  it('drops the broken lines of a key that is cleared', () => {
    const next = serialiseEnv(applyChanges(parseEnv(BROKEN), new Map([['DESTINATION_DIR', null]])));
    expect(next).not.toContain('DESTINATION_DIR');
  });
});
