import type { ConfigItem } from '@cinesync/common';
import { isApiRequestError } from '../../../api/api-request-error';

/**
 * The keys among the pending changes that the server guards with the current password when
 * authentication is on (it marks them `protected` in `/api/config`). Should the page's copy of
 * the list be stale, the server's "password required" answer still opens the field
 * ({@link isPasswordRequiredError}).
 */
export function protectedKeysIn(keys: readonly string[], items: readonly ConfigItem[]): string[] {
  const guarded = new Set(items.filter((item) => item.protected).map((item) => item.key));
  return keys.filter((key) => guarded.has(key));
}

/** The server's 403 for a protected change sent without, or with a wrong, current password. */
export function isPasswordRequiredError(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 403 && /current password/i.test(error.message);
}
