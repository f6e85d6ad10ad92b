import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const HASH_PREFIX = '$argon2';

function isPasswordHash(stored: string): boolean {
  return stored.startsWith(HASH_PREFIX);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Equal-time comparison of two strings of any length (digests first, so length doesn't leak). */
export function constantTimeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

/**
 * Check a password against what is stored: an argon2 hash when it was set through the app, or the
 * plain text someone wrote into `.env` or the environment.
 */
export async function verifyPassword(stored: string, given: string): Promise<boolean> {
  if (stored === '') return false;
  if (isPasswordHash(stored)) {
    try {
      return await verify(stored, given);
    } catch {
      return false;
    }
  }
  return constantTimeEqual(stored, given);
}

/** A password people can type: 20 characters from an unambiguous alphabet. */
export function generatePassword(length = 20): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}
