import { randomBytes } from 'node:crypto';

/** 16 random bytes: 32 hexadecimal characters, the shape Radarr and Sonarr keys have. */
const API_KEY_BYTES = 16;

/** A new API key from the operating system's CSPRNG, lower-case hex. */
export function generateApiKey(random: (size: number) => Buffer = randomBytes): string {
  return random(API_KEY_BYTES).toString('hex');
}
