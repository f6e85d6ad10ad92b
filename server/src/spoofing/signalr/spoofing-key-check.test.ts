import { describe, expect, it } from 'vitest';
import type { SpoofingConfig } from '../../db/schema.js';
import { spoofingKeyCheck } from './spoofing-key-check.js';

const KEY = '0123456789abcdef0123456789abcdef';

function checkWith(config: Partial<SpoofingConfig> | undefined) {
  const full =
    config &&
    ({
      id: 1,
      enabled: 1,
      folder_mode: 0,
      version: '5.14.0.9383',
      branch: 'master',
      api_key: KEY,
      updated_at: 0,
      ...config,
    } as SpoofingConfig);
  return spoofingKeyCheck({ config: () => full });
}

describe('spoofingKeyCheck', () => {
  it('accepts exactly the spoofing key while spoofing is on', () => {
    const check = checkWith({});
    expect(check(KEY)).toBe(true);
    expect(check(KEY.toUpperCase())).toBe(false);
    expect(check(KEY.slice(0, -1))).toBe(false);
    expect(check(`${KEY}0`)).toBe(false);
    expect(check('')).toBe(false);
  });

  it('refuses everyone while spoofing is off, unsaved, or without a key', () => {
    expect(checkWith({ enabled: 0 })(KEY)).toBe(false);
    expect(checkWith(undefined)(KEY)).toBe(false);
    expect(checkWith({ api_key: '' })('')).toBe(false);
  });
});
