import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { SpoofingRepository } from './spoofing.repository.js';
import { openTestDatabase } from '../../../test/support/test-store.js';

describe('spoofing repository', () => {
  let database: AppDatabase;
  let spoofing: SpoofingRepository;
  beforeEach(async () => {
    database = await openTestDatabase();
    spoofing = new SpoofingRepository(database);
  });
  afterEach(() => database.close());

  it('keeps one settings row, replaced on each save', () => {
    expect(spoofing.config()).toBeUndefined();
    const saved = {
      enabled: 1,
      folder_mode: 0,
      version: '5.4.6',
      branch: 'main',
      api_key: 'a'.repeat(32),
      updated_at: 1,
    };
    spoofing.saveConfig(saved);
    spoofing.saveConfig({ ...saved, folder_mode: 1, updated_at: 2 });
    expect(spoofing.config()).toEqual({ id: 1, ...saved, folder_mode: 1, updated_at: 2 });
  });

  it('adds, replaces and removes folder mappings by folder', () => {
    const movies = {
      folder_path: '/lib/Movies',
      service_type: 'radarr' as const,
      api_key: 'k1',
      enabled: 1,
      display_name: 'Movies',
    };
    spoofing.saveMapping(movies);
    spoofing.saveMapping({ ...movies, folder_path: '/lib/Shows', service_type: 'sonarr', display_name: 'Shows' });
    spoofing.saveMapping({ ...movies, api_key: 'k2', enabled: 0 });
    expect(spoofing.mappings()).toEqual([
      { ...movies, api_key: 'k2', enabled: 0 },
      expect.objectContaining({ folder_path: '/lib/Shows', service_type: 'sonarr' }),
    ]);
    expect(spoofing.removeMapping('/lib/Movies')).toBe(true);
    expect(spoofing.removeMapping('/lib/Movies')).toBe(false);
    expect(spoofing.mappings().map((m) => m.folder_path)).toEqual(['/lib/Shows']);
  });
});
