import { timingSafeEqual } from 'node:crypto';
import type { SpoofingRepository } from '../../db/repositories/spoofing.repository.js';
import type { SpoofingServiceType } from '../../db/schema.js';

/** What a key may see: the whole library, or one mapped folder (folder mode). */
export type ArrScope = { scope: 'all' } | { scope: 'folder'; folderPath: string; serviceType: SpoofingServiceType };

/** Decides what an API key opens; null for a key that opens nothing. */
export interface ArrKeyCheck {
  check(key: string): ArrScope | null;
}

/** Equal strings, compared in time that doesn't depend on where they differ. */
export function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // Compare against itself on a length mismatch so the time doesn't tell the length either way.
  return timingSafeEqual(a, a.length === b.length ? b : a) && a.length === b.length && expected !== '';
}

/**
 * The keys as the spoofing tables hold them: the main key opens everything (in folder mode too, so
 * switching modes never locks out a configured Bazarr), an enabled mapping's key opens its folder
 * (in folder mode). Every candidate is compared, so the
 * time taken doesn't say which one matched.
 */
export class SpoofingRepositoryKeyCheck implements ArrKeyCheck {
  constructor(private readonly spoofing: SpoofingRepository) {}

  check(key: string): ArrScope | null {
    const config = this.spoofing.config();
    if (!config?.enabled) return null;
    let found: ArrScope | null = null;
    if (sameKey(key, config.api_key)) found = { scope: 'all' };
    if (config.folder_mode) {
      for (const mapping of this.spoofing.mappings()) {
        if (sameKey(key, mapping.api_key) && mapping.enabled && !found) {
          found = { scope: 'folder', folderPath: mapping.folder_path, serviceType: mapping.service_type };
        }
      }
    }
    return found;
  }
}
