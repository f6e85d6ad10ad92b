import type { SpoofingServiceType } from '../../db/schema.js';

/** What a key may see: the whole library, or one mapped folder (folder mode). */
export type ArrScope = { scope: 'all' } | { scope: 'folder'; folderPath: string; serviceType: SpoofingServiceType };

/** Decides what an API key opens; null for a key that opens nothing (spoofing/config's SpoofingKeys). */
export interface ArrKeyCheck {
  check(key: string): ArrScope | null;
}
