import type { FolderMapping, SpoofingConfigDto } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { openRepositories } from '../../db/repositories/repositories.js';
import { SpoofingKeys } from './spoofing-keys.js';
import { DEFAULT_SPOOFING_CONFIG, SpoofingStore } from './spoofing-store.js';
import { openTestDatabase } from '../../../test/support/test-store.js';

const MAIN = '0123456789abcdef0123456789abcdef';
const MOVIES = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const SHOWS = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

function movies(extra: Partial<FolderMapping> = {}): FolderMapping {
  return {
    folderPath: 'Movies',
    serviceType: 'radarr',
    apiKey: MOVIES,
    enabled: true,
    displayName: 'Movies',
    ...extra,
  };
}
function shows(extra: Partial<FolderMapping> = {}): FolderMapping {
  return {
    folderPath: 'Shows/Anime',
    serviceType: 'auto',
    apiKey: SHOWS,
    enabled: true,
    displayName: 'Anime',
    ...extra,
  };
}

function keys(config: Partial<SpoofingConfigDto>): SpoofingKeys {
  const full: SpoofingConfigDto = {
    ...DEFAULT_SPOOFING_CONFIG,
    enabled: true,
    folderMode: true,
    apiKey: MAIN,
    folderMappings: [movies(), shows()],
    ...config,
  };
  return new SpoofingKeys(() => full);
}

describe('SpoofingKeys.check', () => {
  it('opens everything with the main key, in any letter case', () => {
    expect(keys({}).check(MAIN)).toEqual({ scope: 'all' });
    expect(keys({}).check(MAIN.toUpperCase())).toEqual({ scope: 'all' });
  });

  it("opens a mapping's folder with its key, naming the folder and service", () => {
    expect(keys({}).check(MOVIES)).toEqual({ scope: 'folder', folderPath: 'Movies', serviceType: 'radarr' });
    expect(keys({}).check(SHOWS)).toEqual({ scope: 'folder', folderPath: 'Shows/Anime', serviceType: 'auto' });
  });

  it('refuses a wrong key of the right length', () => {
    expect(keys({}).check('0123456789abcdef0123456789abcdee')).toBeNull();
    expect(keys({}).check('c'.repeat(32))).toBeNull();
  });

  it('refuses keys of another length, empty and absent keys', () => {
    for (const key of [MAIN.slice(0, 31), `${MAIN}0`, MAIN.slice(0, 16), '', ' ', null, undefined]) {
      expect(keys({}).check(key)).toBeNull();
    }
  });

  it('refuses a multi-byte key whose character count matches', () => {
    expect(keys({}).check('é'.repeat(32))).toBeNull();
  });

  it('opens nothing while spoofing is disabled', () => {
    const off = keys({ enabled: false });
    expect(off.check(MAIN)).toBeNull();
    expect(off.check(MOVIES)).toBeNull();
  });

  it('never matches an empty main key (none generated yet)', () => {
    expect(keys({ apiKey: '' }).check(MOVIES)).toEqual({
      scope: 'folder',
      folderPath: 'Movies',
      serviceType: 'radarr',
    });
    expect(keys({ apiKey: '' }).check('')).toBeNull();
  });

  it('refuses a disabled mapping and keeps the others', () => {
    const some = keys({ folderMappings: [movies({ enabled: false }), shows()] });
    expect(some.check(MOVIES)).toBeNull();
    expect(some.check(SHOWS)).toMatchObject({ scope: 'folder', folderPath: 'Shows/Anime' });
    expect(some.check(MAIN)).toEqual({ scope: 'all' });
  });

  it('ignores mapping keys when folder mode is off; the main key still works', () => {
    const plain = keys({ folderMode: false });
    expect(plain.check(MOVIES)).toBeNull();
    expect(plain.check(SHOWS)).toBeNull();
    expect(plain.check(MAIN)).toEqual({ scope: 'all' });
  });

  it('reads the saved configuration afresh on each check', async () => {
    const database = await openTestDatabase();
    try {
      const { spoofing } = openRepositories(database);
      // Two stores, as two parts of a process could hold: the check keeps nothing of its own.
      const store = new SpoofingStore(spoofing, database);
      const check = SpoofingKeys.over(new SpoofingStore(spoofing, database));
      expect(check.check(MAIN)).toBeNull(); // nothing saved: disabled, no key
      store.write({ ...DEFAULT_SPOOFING_CONFIG, enabled: true, apiKey: MAIN });
      expect(check.check(MAIN)).toEqual({ scope: 'all' });
      store.write({ ...DEFAULT_SPOOFING_CONFIG, enabled: false, apiKey: MAIN });
      expect(check.check(MAIN)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
