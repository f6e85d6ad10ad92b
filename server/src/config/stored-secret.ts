import type { KeyDefinition } from './key-definition.js';
import { keyByName, type ConfigKey } from './keys.js';

/** What an earlier version wrote for every secret: an argon2 hash, which can't be sent to anyone. */
const ARGON2_HASH = /^\$argon2(?:id|i|d)\$/;

export const UNREADABLE_SECRET_MESSAGE = 'This key was stored unreadably by an earlier version; enter it again.';

/**
 * Why a stored secret can't be used, or undefined when it can. Versions before 3.1.1 stored API
 * keys and tokens as argon2 hashes like the password; sent as `api_key`, such a hash fails every
 * lookup while everything looks configured.
 */
export function unreadableSecret(def: KeyDefinition, value: string): string | undefined {
  if (!def.secret || def.hashed || !ARGON2_HASH.test(value.trim())) return undefined;
  return UNREADABLE_SECRET_MESSAGE;
}

/** A secret as it may be sent to its service: trimmed, and '' while unset or stored unreadably. */
export function sendableSecret(key: ConfigKey, raw: string): string {
  const def = keyByName.get(key);
  return def && unreadableSecret(def, raw) !== undefined ? '' : raw.trim();
}
