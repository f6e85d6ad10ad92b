import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SECRET_MASK } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { ConfigStore } from './config-store.js';

async function makeStore(envFile = '', env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'config-store-'));
  if (envFile) await writeFile(path.join(dataDir, '.env'), envFile);
  const store = new ConfigStore({ dataDir, env, hashSecret: async (_k, v) => `hashed:${v}` });
  await store.load();
  return { store, dataDir, read: () => readFile(path.join(dataDir, '.env'), 'utf8') };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the update to be refused');
}

describe('ConfigStore', () => {
  it('takes the environment over .env over the default', async () => {
    const { store } = await makeStore('LOG_LEVEL=DEBUG\nSLEEP_TIME=5\n', { SLEEP_TIME: '9' });
    expect(store.get('LOG_LEVEL')).toBe('DEBUG');
    expect(store.getInteger('SLEEP_TIME')).toBe(9);
    expect(store.get('CUSTOM_MOVIE_FOLDER')).toBe('Movies');
    const item = store.list().find((i) => i.key === 'SLEEP_TIME');
    expect(item).toMatchObject({ locked: true, lockedBy: 'environment', value: '9' });
  });

  it('reads the Kubernetes-safe alias of 4K_SEPARATION', async () => {
    const { store } = await makeStore('_4K_SEPARATION=false\n');
    expect(store.getBoolean('4K_SEPARATION')).toBe(false);
  });

  it('masks secrets and keeps them when the mask is sent back', async () => {
    const { store, read } = await makeStore('TMDB_API_KEY=abc123\nPLEX_TOKEN=tok\n');
    const list = store.list();
    expect(list.find((i) => i.key === 'TMDB_API_KEY')).toMatchObject({ value: SECRET_MASK, masked: true });
    expect(JSON.stringify(list)).not.toContain('abc123');
    await store.update([
      { key: 'TMDB_API_KEY', value: SECRET_MASK },
      { key: 'LOG_LEVEL', value: 'ERROR' },
    ]);
    expect(store.get('TMDB_API_KEY')).toBe('abc123');
    expect(await read()).toContain('TMDB_API_KEY=abc123');
  });

  it('stores a password set through the app in its hashed form', async () => {
    const { store, read } = await makeStore();
    await store.update([{ key: 'CINESYNC_PASSWORD', value: 'new secret' }]);
    expect(await read()).toContain('CINESYNC_PASSWORD="hashed:new secret"');
  });

  it('canonicalises booleans, integers and arrays', async () => {
    const { store, read } = await makeStore();
    await store.update([
      { key: 'RENAME_ENABLED', value: 'YES' },
      { key: 'MAX_PROCESSES', value: '007' },
      { key: 'ALLOWED_EXTENSIONS', value: ' .mkv, ,.mp4 ' },
      { key: 'LOG_LEVEL', value: 'warning' },
    ]);
    const text = await read();
    expect(text).toContain('RENAME_ENABLED=true');
    expect(text).toContain('MAX_PROCESSES=7');
    expect(text).toContain('ALLOWED_EXTENSIONS=.mkv,.mp4');
    expect(text).toContain('LOG_LEVEL=WARNING');
  });

  it('removes the line when a value is cleared, so the default applies again', async () => {
    const { store, read } = await makeStore('# keep me\nCUSTOM_MOVIE_FOLDER=Films\n');
    await store.update([{ key: 'CUSTOM_MOVIE_FOLDER', value: '' }]);
    expect(await read()).toBe('# keep me\n');
    expect(store.get('CUSTOM_MOVIE_FOLDER')).toBe('Movies');
  });

  const invalidCases: [string, string, RegExp][] = [
    ['RENAME_ENABLED', 'maybe', /RENAME_ENABLED must be true or false/],
    ['MAX_PROCESSES', '-1', /MAX_PROCESSES must be a whole number/],
    ['MAX_PROCESSES', '1.5', /MAX_PROCESSES must be a whole number/],
    ['MAX_PROCESSES', 'ten', /MAX_PROCESSES must be a whole number/],
    ['CINESYNC_API_PORT', '70000', /CINESYNC_API_PORT must be between 1 and 65535/],
    ['ALLOWED_EXTENSIONS', ' , ,', /ALLOWED_EXTENSIONS must be a comma-separated list/],
    ['LOG_LEVEL', 'LOUD', /LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL/],
    ['DESTINATION_DIR', '   ', /DESTINATION_DIR is required/],
    ['CUSTOM_SHOW_FOLDER', 'Shows\nEVIL=1', /control characters/],
    ['NOT_A_KEY', '1', /Unknown configuration key: NOT_A_KEY/],
  ];
  for (const [key, value, message] of invalidCases) {
    it(`refuses ${key}=${JSON.stringify(value)} and writes nothing`, async () => {
      const { store, dataDir } = await makeStore('# original\n');
      const err = await rejection(
        store.update([
          { key: 'CUSTOM_MOVIE_FOLDER', value: 'Films' },
          { key, value },
        ]),
      );
      expect(err.kind).toBe('invalid');
      expect(err.message).toMatch(message);
      expect(await readFile(path.join(dataDir, '.env'), 'utf8')).toBe('# original\n');
      expect(store.get('CUSTOM_MOVIE_FOLDER')).toBe('Movies');
    });
  }

  it('refuses a key locked by the environment', async () => {
    const { store } = await makeStore('', { DESTINATION_DIR: '/srv' });
    const err = await rejection(store.update([{ key: 'DESTINATION_DIR', value: '/elsewhere' }]));
    expect(err.kind).toBe('forbidden');
    expect(err.message).toContain('locked by the environment');
    expect(store.get('DESTINATION_DIR')).toBe('/srv');
  });

  it('refuses the data folder, which only the environment may set', async () => {
    const { store } = await makeStore();
    expect((await rejection(store.update([{ key: 'CINESYNC_DATA_DIR', value: '/x' }]))).kind).toBe('forbidden');
  });

  it('refuses an empty password while auth is on', async () => {
    const { store } = await makeStore('CINESYNC_PASSWORD=x\n');
    const err = await rejection(store.update([{ key: 'CINESYNC_PASSWORD', value: '' }]));
    expect(err.message).toContain('cannot be empty while authentication is enabled');
  });

  it('limits a narrowed update to its keys', async () => {
    const { store } = await makeStore();
    const err = await rejection(store.update([{ key: 'LOG_LEVEL', value: 'DEBUG' }], ['RTM_AUTO_START']));
    expect(err.kind).toBe('invalid');
    await store.update([{ key: 'RTM_AUTO_START', value: 'true' }], ['RTM_AUTO_START']);
    expect(store.getBoolean('RTM_AUTO_START')).toBe(true);
  });

  it('reports which changes need a restart or touch sign-in', async () => {
    const { store } = await makeStore();
    const seen: string[][] = [];
    store.onChange((c) => seen.push(c.keys));
    const change = await store.update([
      { key: 'CINESYNC_API_PORT', value: '9000' },
      { key: 'CINESYNC_USERNAME', value: 'me' },
    ]);
    expect(change).toMatchObject({ restartRequired: true, authChanged: true });
    expect(seen).toEqual([['CINESYNC_API_PORT', 'CINESYNC_USERNAME']]);
    const same = await store.update([{ key: 'CINESYNC_API_PORT', value: '9000' }]);
    expect(same.keys).toEqual([]);
  });

  it('reports a line it cannot read and replaces it when that key is saved', async () => {
    const { store, read } = await makeStore('LOG_LEVEL DEBUG\nSLEEP_TIME=5\n');
    expect(store.problems()).toEqual([{ line: 1, key: 'LOG_LEVEL', problem: 'no "=" after the key' }]);
    expect(store.get('LOG_LEVEL')).toBe('INFO');
    await store.update([{ key: 'LOG_LEVEL', value: 'DEBUG' }]);
    expect(await read()).toBe('LOG_LEVEL=DEBUG\nSLEEP_TIME=5\n');
    expect(store.problems()).toEqual([]);
  });

  it.each(['\u2028', '\u2029', '\u0085', '\r', '\n', '\u000b', '\u000c'])(
    'refuses a value holding the line break %j, writing nothing',
    async (separator) => {
      const { store, dataDir } = await makeStore();
      const error = await rejection(
        store.update([{ key: 'LOG_LEVEL', value: `INFO${separator}CINESYNC_AUTH_ENABLED=false` }]),
      );
      expect(error.message).toContain('line breaks');
      await expect(readFile(path.join(dataDir, '.env'), 'utf8')).rejects.toThrow();
    },
  );
});
