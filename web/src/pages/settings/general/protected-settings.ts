import type { ConfigItem } from '@cinesync/common';
import { isApiRequestError } from '../../../api/api-request-error';

/**
 * The keys among the pending changes that the server guards with the current password when
 * authentication is on: the server marks them `protected` in `/api/config`, and its "password
 * required" answer opens the field too ({@link isPasswordRequiredError}).
 */
export function protectedKeysIn(keys: readonly string[], items: readonly ConfigItem[]): string[] {
  const guarded = new Set(items.filter((item) => item.protected).map((item) => item.key));
  return keys.filter((key) => guarded.has(key));
}

/** The server's 403 for a protected change sent without, or with a wrong, current password. */
export function isPasswordRequiredError(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 403 && /current password/i.test(error.message);
}
