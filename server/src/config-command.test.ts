import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configCommand } from './config-command.js';

async function run(args: string[], env: Record<string, string>) {
  let out = '';
  const code = await configCommand(args, env, (t) => (out += t));
  return { code, out };
}

describe('cinesync config', () => {
  it('sets, gets and clears keys with the same validation as Settings', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cli-config-'));
    const env = { CINESYNC_DATA_DIR: dataDir };
    expect(await run(['set', 'LOG_LEVEL=debug', 'SLEEP_TIME=30'], env)).toEqual({
      code: 0,
      out: 'updated LOG_LEVEL, SLEEP_TIME\n',
    });
    expect(await run(['get', 'LOG_LEVEL'], env)).toEqual({ code: 0, out: 'DEBUG\n' });
    expect((await run(['set', 'SLEEP_TIME=soon'], env)).code).toBe(2);
    expect(await run(['set', 'LOG_LEVEL='], env)).toMatchObject({ code: 0 });
    expect(await readFile(path.join(dataDir, '.env'), 'utf8')).toBe('SLEEP_TIME=30\n');
    const list = await run(['list', '--json'], { ...env, TMDB_API_KEY: 'k' });
    expect(JSON.parse(list.out)).toContainEqual({ key: 'TMDB_API_KEY', value: '********', locked: true });
  });

  it('refuses the overlap and relative folders through `cinesync config set`', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'cli-config-'));
    const library = path.join(base, 'library');
    await mkdir(library, { recursive: true });
    const env = { CINESYNC_DATA_DIR: path.join(base, 'data') };
    let out = '';
    const run = (args: string[]) => configCommand(args, env, (text) => (out += text));
    expect(await run(['set', `DESTINATION_DIR=${library}`])).toBe(0);
    expect(await run(['set', `SOURCE_DIR=${library}`])).toBe(2);
    expect(out).toContain('is the library folder');
    expect(await run(['set', 'SOURCE_DIR=downloads'])).toBe(2);
    expect(out).toContain('SOURCE_DIR must be an absolute path, got "downloads"');
    expect(await run(['set', 'DESTINATION_DIR=./library'])).toBe(2);
    expect(await readFile(path.join(base, 'data', '.env'), 'utf8')).toBe(`DESTINATION_DIR=${library}\n`);
  });
});
