import type { FolderMapping } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import {
  applyMappingDraft,
  generateMappingKey,
  missingRequired,
  newMappingDraft,
  withoutMapping,
} from './mapping-draft';

const movies: FolderMapping = {
  folderPath: 'Movies',
  serviceType: 'radarr',
  apiKey: 'a'.repeat(32),
  enabled: true,
  displayName: 'Movies',
};
const shows: FolderMapping = { ...movies, folderPath: 'Shows', serviceType: 'sonarr', displayName: 'Shows' };

describe('mapping drafts', () => {
  it('start in add mode with serviceType auto and enabled', () => {
    expect(newMappingDraft()).toEqual({
      folderPath: '',
      serviceType: 'auto',
      apiKey: '',
      enabled: true,
      displayName: '',
    });
  });

  it('generate 32 lower-case hex characters, differently each time', () => {
    const key = generateMappingKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(generateMappingKey()).not.toBe(key);
    expect(generateMappingKey((n) => new Uint8Array(n).fill(0xab))).toBe('ab'.repeat(16));
    expect(generateMappingKey((n) => new Uint8Array(n))).toBe('0'.repeat(32));
  });

  it('need folderPath, apiKey and displayName', () => {
    expect(missingRequired(movies)).toBe(false);
    expect(missingRequired({ ...movies, folderPath: ' ' })).toBe(true);
    expect(missingRequired({ ...movies, apiKey: '' })).toBe(true);
    expect(missingRequired({ ...movies, displayName: '' })).toBe(true);
  });

  it('append when adding', () => {
    expect(applyMappingDraft([movies], shows, null)).toEqual([movies, shows]);
  });

  it('replace the mapping of the original folder when editing, even when the folder changes', () => {
    const edited = { ...movies, folderPath: ' Movies/FullHD ', displayName: 'HD films ' };
    expect(applyMappingDraft([movies, shows], edited, 'Movies')).toEqual([
      { ...movies, folderPath: 'Movies/FullHD', displayName: 'HD films' },
      shows,
    ]);
  });

  it('drop a mapping by folder', () => {
    expect(withoutMapping([movies, shows], 'Movies')).toEqual([shows]);
  });
});
