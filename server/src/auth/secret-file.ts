import { randomBytes } from 'node:crypto';
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../config/env-file.js';

/**
 * A random secret kept in the data folder (mode 0600), made on first use. Tokens signed with it
 * stay valid across restarts and become invalid if the file is removed.
 */
export async function loadOrCreateSecret(dataDir: string, name: string, bytes = 48): Promise<Buffer> {
  const file = path.join(dataDir, name);
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (text.length >= 32) {
      await chmod(file, 0o600);
      return Buffer.from(text, 'base64url');
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(bytes);
  await writeFileAtomic(file, secret.toString('base64url') + '\n', 0o600);
  return secret;
}
