import { createHash, timingSafeEqual } from 'node:crypto';
import type { SpoofingRepository } from '../../db/repositories/spoofing.repository.js';

/**
 * The hub's access check over the spoofing settings: spoofing must be on and the token must be
 * the spoofing API key. The two are hashed to one length first, so the comparison takes the same
 * time wherever they differ and says nothing about the key's length. Read on every call, so a
 * regenerated key or spoofing turned off takes effect at once (connections are re-checked at
 * every ping).
 */
export function spoofingKeyCheck(spoofing: Pick<SpoofingRepository, 'config'>): (token: string) => boolean {
  return (token) => {
    const config = spoofing.config();
    if (!config || config.enabled !== 1 || config.api_key === '') return false;
    return timingSafeEqual(digest(token), digest(config.api_key));
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
