import { describe, it, expect } from 'vitest';
import { configCategories, configValueTypes } from '@cinesync/common';
import { keyDefinitions, keyByName } from './keys.js';

describe('keyDefinitions', () => {
  it('defines exactly 89 keys', () => {
    expect(keyDefinitions).toHaveLength(89);
  });

  it('has no duplicate key names', () => {
    const names = keyDefinitions.map((d) => d.key);
    expect(new Set(names).size).toBe(names.length);
    expect(keyByName.size).toBe(names.length);
  });

  it('keeps the table order at both ends', () => {
    expect(keyDefinitions[0]?.key).toBe('SOURCE_DIR');
    expect(keyDefinitions[84]?.key).toBe('DB_MAX_WORKERS');
    expect(keyDefinitions.slice(85).map((d) => d.key)).toEqual([
      'TMDB_API_BASE_URL',
      'TMDB_IMAGE_BASE_URL',
      'MISSING_COLLECTIONS_ENABLED',
      'CINESYNC_DATA_DIR',
    ]);
  });

  it('uses only known categories', () => {
    const allowed = new Set<string>(configCategories);
    for (const d of keyDefinitions) expect(allowed.has(d.category), d.key).toBe(true);
  });

  it('has at least one visible key in each of the 13 categories', () => {
    expect(configCategories).toHaveLength(13);
    for (const category of configCategories) {
      const visible = keyDefinitions.filter((d) => d.category === category && !d.hidden);
      expect(visible.length, category).toBeGreaterThan(0);
    }
  });

  it('uses only known value types', () => {
    const allowed = new Set<string>(configValueTypes);
    for (const d of keyDefinitions) expect(allowed.has(d.type), d.key).toBe(true);
  });

  it('gives every key a description', () => {
    for (const d of keyDefinitions) expect(d.description.trim().length, d.key).toBeGreaterThan(10);
  });

  it('lists options containing the default for choice keys', () => {
    const choices = keyDefinitions.filter((d) => d.type === 'choice');
    expect(choices.length).toBeGreaterThan(0);
    for (const d of choices) {
      expect(d.options, d.key).toBeDefined();
      expect(d.options, d.key).toContain(d.default);
    }
    expect(keyByName.get('LOG_LEVEL')?.options).toEqual(['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL']);
  });

  it("writes boolean defaults as 'true' or 'false'", () => {
    for (const d of keyDefinitions.filter((k) => k.type === 'boolean')) {
      expect(['true', 'false'], d.key).toContain(d.default);
    }
  });

  it('gives integer keys integer defaults within their bounds', () => {
    for (const d of keyDefinitions.filter((k) => k.type === 'integer')) {
      if (d.min !== undefined && d.max !== undefined) expect(d.min, d.key).toBeLessThanOrEqual(d.max);
      if (d.default === '') continue; // unset
      expect(d.default, d.key).toMatch(/^-?\d+$/);
      const n = Number.parseInt(d.default, 10);
      expect(n, d.key).toBeGreaterThanOrEqual(d.min ?? 0);
      if (d.max !== undefined) expect(n, d.key).toBeLessThanOrEqual(d.max);
    }
  });

  it('makes every secret key a password, and the known secrets secret', () => {
    for (const d of keyDefinitions.filter((k) => k.secret)) expect(d.type, d.key).toBe('password');
    for (const key of ['CINESYNC_PASSWORD', 'TMDB_API_KEY', 'PLEX_TOKEN'] as const) {
      expect(keyByName.get(key)?.secret, key).toBe(true);
      expect(keyByName.get(key)?.default, key).toBe('');
    }
  });

  it('flags the keys that need a restart', () => {
    for (const key of ['CINESYNC_IP', 'CINESYNC_API_PORT', 'CINESYNC_UI_PORT', 'CINESYNC_DATA_DIR'] as const) {
      expect(keyByName.get(key)?.restartRequired, key).toBe(true);
    }
  });

  it('flags the auth keys', () => {
    for (const key of ['CINESYNC_AUTH_ENABLED', 'CINESYNC_USERNAME', 'CINESYNC_PASSWORD'] as const) {
      expect(keyByName.get(key)?.authSetting, key).toBe(true);
    }
  });

  it('marks required, hidden and alias flags', () => {
    expect(keyDefinitions.filter((d) => d.required).map((d) => d.key)).toEqual(['SOURCE_DIR', 'DESTINATION_DIR']);
    for (const key of ['MEDIAHUB_AUTO_START', 'RTM_AUTO_START', 'FILE_OPERATIONS_AUTO_MODE'] as const) {
      expect(keyByName.get(key)?.hidden, key).toBe(true);
    }
    expect(keyByName.get('4K_SEPARATION')?.alias).toBe('_4K_SEPARATION');
  });
});

describe('keys that decide where secrets are sent', () => {
  /** A key whose value is an address: named so, or defaulting to one. */
  const isAddress = (d: (typeof keyDefinitions)[number]) =>
    /_(URL|HOST|ADDRESS)$/.test(d.key) || /^[a-z]+:\/\//i.test(d.default);

  it('need the current password to change, every one of them', () => {
    const addresses = keyDefinitions.filter(isAddress);
    expect(addresses.map((d) => d.key)).toEqual(
      expect.arrayContaining(['TMDB_API_BASE_URL', 'TMDB_IMAGE_BASE_URL', 'PLEX_URL']),
    );
    expect(addresses.filter((d) => !d.reauthenticate).map((d) => d.key)).toEqual([]);
  });

  it('hash only the sign-in password; every other secret is stored as given, to be sent', () => {
    expect(keyDefinitions.filter((d) => d.hashed).map((d) => d.key)).toEqual(['CINESYNC_PASSWORD']);
    expect(keyDefinitions.filter((d) => d.secret && !d.hashed).map((d) => d.key)).toEqual([
      'TMDB_API_KEY',
      'PLEX_TOKEN',
    ]);
  });
});
