import { loadOrCreateSecret } from '../../src/auth/secret-file.js';
import { SharedSecretsRepository } from '../../src/db/repositories/shared-secrets.repository.js';
import type { TestServer } from './start-test-server.js';

/**
 * The key a test server signs sign-in tokens with, wherever its store keeps it: the data folder's
 * `jwt-secret` file on SQLite, the `shared_secrets` table on PostgreSQL. Tests forge tokens with it.
 */
export async function tokenSecretOf(server: Pick<TestServer, 'ctx' | 'dataDir'>): Promise<Buffer> {
  const { database } = server.ctx;
  if (database.dialect === 'sqlite') return loadOrCreateSecret(server.dataDir, 'jwt-secret');
  const text = new SharedSecretsRepository(database).get('jwt-secret');
  if (!text) throw new Error('the server stored no jwt-secret in its database');
  return Buffer.from(text, 'base64url');
}
