import { isApiRequestError } from '../../../api/api-request-error';

/**
 * Settings the server guards with the current password when authentication is on: the folders
 * (what the machine may expose) and the sign-in settings (who may get in). Mirrors the keys marked
 * `reauthenticate` in server/src/config/keys.ts; `/api/config` does not say which they are, and if
 * this list ever lags behind, the server's "password required" answer still opens the field
 * ({@link isPasswordRequiredError}).
 */
export const PROTECTED_KEYS: ReadonlySet<string> = new Set([
  'SOURCE_DIR',
  'DESTINATION_DIR',
  'CINESYNC_AUTH_ENABLED',
  'CINESYNC_USERNAME',
  'CINESYNC_PASSWORD',
]);

/** The protected keys among the pending changes. */
export function protectedKeysIn(keys: readonly string[]): string[] {
  return keys.filter((key) => PROTECTED_KEYS.has(key));
}

/** The server's 403 for a protected change sent without, or with a wrong, current password. */
export function isPasswordRequiredError(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 403 && /current password/i.test(error.message);
}
