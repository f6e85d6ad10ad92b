import { mkdir, rmdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import {
  availableFoldersResponseSchema,
  spoofingConfigSchema,
  type FolderMapping,
  type SpoofingConfigDto,
} from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpoofingRepository } from '../db/repositories/spoofing.repository.js';
import { jsonInit } from '../../test/support/start-test-server.js';
import { libraryWorld, type LibraryWorld } from '../../test/worlds/library-test-world.js';

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);
const KEY_C = 'c'.repeat(32);

function mapping(folderPath: string, apiKey: string, extra: Partial<FolderMapping> = {}): FolderMapping {
  return { folderPath, serviceType: 'auto', apiKey, enabled: true, displayName: folderPath, ...extra };
}

describe('/api/spoofing over a real organised library', () => {
  let w: LibraryWorld;
  const put = (body: unknown) => w.server.request('/api/spoofing/config', jsonInit(body, w.token, 'PUT'));
  const read = async () => spoofingConfigSchema.strict().parse(await (await w.get('/api/spoofing/config')).json());
  /** Both tables as stored, to prove a refused save wrote nothing. */
  const stored = () => {
    const repository = new SpoofingRepository(w.server.ctx.database);
    return JSON.stringify([repository.config(), repository.mappings()]);
  };

  beforeAll(async () => {
    w = await libraryWorld();
    // A link inside the library to the data folder: its real path is the data folder.
    await symlink(w.server.dataDir, path.join(w.library, 'data-link'));
  });
  afterAll(() => w.dispose());

  it('answers 401 without a token, for every spoofing call', async () => {
    const calls: [string, string, string | undefined][] = [
      ['GET', '/api/spoofing/config', undefined],
      ['PUT', '/api/spoofing/config', '{}'],
      ['POST', '/api/spoofing/regenerate-key', undefined],
      ['GET', '/api/spoofing/folders/available', undefined],
    ];
    for (const [method, url, body] of calls) {
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      const res = await w.server.request(url, { method, headers, body });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect(new SpoofingRepository(w.server.ctx.database).config()).toBeUndefined();
  });

  it('reads the defaults before anything is saved', async () => {
    expect(await read()).toEqual({
      enabled: false,
      folderMode: false,
      version: '5.14.0.9383',
      branch: 'master',
      apiKey: '',
      folderMappings: [],
    });
  });

  it('regenerates a new 32-hex key from the CSPRNG each time, keeping the other settings', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await w.server.request('/api/spoofing/regenerate-key', { method: 'POST', token: w.token });
      expect(res.status).toBe(200);
      const config = spoofingConfigSchema.strict().parse(await res.json());
      expect(config.apiKey).toMatch(/^[0-9a-f]{32}$/);
      expect(config).toMatchObject({ enabled: false, version: '5.14.0.9383', branch: 'master' });
      keys.add(config.apiKey);
      expect((await read()).apiKey).toBe(config.apiKey);
    }
    expect(keys.size).toBe(3);
  });

  it('saves the whole configuration and reads it back, folders named by the library', async () => {
    const before = await read();
    const body: SpoofingConfigDto = {
      ...before,
      enabled: true,
      folderMode: true,
      version: '5.20.1.9773',
      folderMappings: [
        mapping('Movies', KEY_A.toUpperCase(), { serviceType: 'radarr', displayName: 'Films' }),
        // An absolute path inside the library, with a trailing slash: saved library-relative.
        mapping(`${path.join(w.library, 'Shows')}/`, KEY_B, { serviceType: 'sonarr', enabled: false }),
      ],
    };
    const res = await put(body);
    expect(res.status).toBe(200);
    const expected: SpoofingConfigDto = {
      ...body,
      folderMappings: [
        { folderPath: 'Movies', serviceType: 'radarr', apiKey: KEY_A, enabled: true, displayName: 'Films' },
        {
          folderPath: 'Shows',
          serviceType: 'sonarr',
          apiKey: KEY_B,
          enabled: false,
          displayName: `${path.join(w.library, 'Shows')}/`,
        },
      ],
    };
    expect(spoofingConfigSchema.strict().parse(await res.json())).toEqual(expected);
    expect(await read()).toEqual(expected);

    // Removing a mapping and turning spoofing off is one save too.
    const next = { ...expected, enabled: false, folderMappings: [expected.folderMappings[1]] };
    expect((await put(next)).status).toBe(200);
    expect(await read()).toEqual(next);
  });

  it('accepts every folder the folder list offers', async () => {
    const folders = availableFoldersResponseSchema.parse(await (await w.get('/api/spoofing/folders/available')).json());
    expect(folders.map((f) => f.path)).toEqual(['4KMovies', 'Movies', 'Shows']);
    const keys = [KEY_A, KEY_B, KEY_C];
    const body = {
      ...(await read()),
      folderMappings: folders.map((f, i) => mapping(f.path, keys[i] ?? '', { displayName: f.displayName })),
    };
    const res = await put(body);
    expect(res.status).toBe(200);
    expect((await read()).folderMappings.map((m) => m.folderPath)).toEqual(['4KMovies', 'Movies', 'Shows']);
  });

  describe('refuses with a 400 and saves nothing', () => {
    const refusals: [string, () => string, RegExp][] = [
      ['parent segments', () => '../outside', /climbs out/],
      ['parent segments after a folder', () => 'Movies/../../outside', /climbs out/],
      ['backslash parent segments', () => 'Movies\\..\\..\\outside', /climbs out/],
      ['an absolute path outside the library', () => w.outside, /outside the library/],
      ['an absolute path that climbs out', () => `${w.library}/../outside`, /climbs out/],
      ['a link out of the library', () => 'escape', /outside the library through a link/],
      ['the data folder', () => w.server.dataDir, /outside the library/],
      ['a link to the data folder', () => 'data-link', /outside the library through a link/],
      ['the library itself', () => w.library, /the library itself/],
      ['the library as "."', () => '.', /the library itself/],
      ['a file', () => 'Movies/readme.txt', /is not a folder/],
      ['a folder that does not exist', () => 'Documentaries', /is not a folder in the library/],
      ['control characters', () => 'Movies\u0000', /control characters/],
    ];
    for (const [name, folder, message] of refusals) {
      it(name, async () => {
        const before = stored();
        const body = { ...(await read()), folderMappings: [mapping(folder(), KEY_C, { displayName: 'Hostile' })] };
        const res = await put(body);
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { error: string; message: string };
        expect(answer.error).toBe('invalid');
        expect(answer.message).toMatch(/^Folder mapping "Hostile": /);
        expect(answer.message).toMatch(message);
        expect(stored()).toBe(before);
      });
    }

    it('two mappings of the same folder, however written', async () => {
      const before = stored();
      const body = {
        ...(await read()),
        folderMappings: [mapping('Movies', KEY_A), mapping(path.join(w.library, 'Movies'), KEY_B)],
      };
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/name the same folder/);
      expect(stored()).toBe(before);
    });

    it('a key shared by two mappings, or by a mapping and the main key', async () => {
      const before = stored();
      const current = await read();
      for (const folderMappings of [
        [mapping('Movies', KEY_A), mapping('Shows', KEY_A.toUpperCase())],
        [mapping('Movies', current.apiKey)],
      ]) {
        const res = await put({ ...current, folderMappings });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toMatch(/same API key/);
      }
      expect(stored()).toBe(before);
    });

    it('a version that is not dotted numbers, and shapes the schema refuses', async () => {
      const before = stored();
      const current = await read();
      for (const body of [
        { ...current, version: 'latest' },
        { ...current, apiKey: 'short' },
        { ...current, folderMappings: [{ ...mapping('Movies', 'not-hex') }] },
        { ...current, enabled: 'true' },
        { enabled: true },
      ]) {
        expect((await put(body)).status, JSON.stringify(body)).toBe(400);
      }
      expect(stored()).toBe(before);
    });
  });

  it('keeps a saved mapping whose folder has gone, so the rest can still be saved', async () => {
    await mkdir(path.join(w.library, 'Extra'));
    const current = await read();
    const withExtra = { ...current, folderMappings: [mapping('Extra', KEY_C)] };
    expect((await put(withExtra)).status).toBe(200);
    await rmdir(path.join(w.library, 'Extra'));
    const toggled = { ...withExtra, enabled: !withExtra.enabled };
    const res = await put(toggled);
    expect(res.status).toBe(200);
    expect(await read()).toEqual(toggled);
  });
});
