import { timingSafeEqual } from 'node:crypto';
import type { SpoofingConfigDto, SpoofingServiceTypeName } from '@cinesync/common';
import type { SpoofingStore } from './spoofing-store.js';

/**
 * What a key opens: the whole library (the main key), or one folder mapping's folder, named
 * library-relative with `/` separators (`Movies`, `Movies/4K`), and the service it poses as
 * (`auto` is left for the face to decide from the folder's content).
 */
type SpoofingAccess = { scope: 'all' } | { scope: 'folder'; folderPath: string; serviceType: SpoofingServiceTypeName };

/**
 * The face's key check. Honours the switches: nothing opens while spoofing is off; mapping keys
 * open their folder only in folder mode and while that mapping is enabled. Every stored key is
 * compared, in constant time, whatever matched first, so the time taken says nothing about which
 * key (or how much of one) was right.
 */
export class SpoofingKeys {
  constructor(private readonly readConfig: () => SpoofingConfigDto) {}

  /** Over the saved configuration, read fresh on each check (a save applies to the next request). */
  static over(store: SpoofingStore): SpoofingKeys {
    return new SpoofingKeys(() => store.read());
  }

  check(key: string | null | undefined): SpoofingAccess | null {
    if (typeof key !== 'string' || key === '') return null;
    const config = this.readConfig();
    if (!config.enabled) return null;
    // Keys are saved lower-case; a key typed in capitals is the same key.
    const presented = Buffer.from(key.toLowerCase(), 'utf8');
    let access: SpoofingAccess | null = sameKey(presented, config.apiKey) ? { scope: 'all' } : null;
    for (const mapping of config.folderMappings) {
      const matches = sameKey(presented, mapping.apiKey);
      if (matches && access === null && config.folderMode && mapping.enabled) {
        access = { scope: 'folder', folderPath: mapping.folderPath, serviceType: mapping.serviceType };
      }
    }
    return access;
  }
}

/** Constant-time equality; keys of another length (or none stored) never match. */
function sameKey(presented: Buffer, stored: string): boolean {
  if (stored === '') return false;
  const expected = Buffer.from(stored.toLowerCase(), 'utf8');
  return expected.length === presented.length && timingSafeEqual(presented, expected);
}
