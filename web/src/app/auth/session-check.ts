import type { MeResponse } from '@cinesync/common';
import type { ApiClient } from '../../api/api-client';
import { isApiRequestError } from '../../api/api-request-error';
import { signalWithTimeout } from '../../api/retry-timing';
import { readToken } from '../../api/token-storage';

/** What the boot check found out. */
export type SessionCheck =
  | { kind: 'guest' }
  | { kind: 'signed-in'; user: MeResponse }
  | { kind: 'signed-out' }
  /** No usable answer (no connection, 5xx, time-out): nothing is known, so nothing is thrown away. */
  | { kind: 'unreachable'; tokenHeld: boolean };

/** A boot check that hangs this long counts as unreachable and is tried again. */
const SESSION_CHECK_TIMEOUT_MS = 10_000;

/**
 * Asks the server whether auth is on and, with a token, who holds it. Only a 401 ends the session
 * (the API client has then already removed the token); every other failure is "unreachable".
 */
export async function checkSession(
  api: ApiClient,
  signal: AbortSignal,
  timeoutMs = SESSION_CHECK_TIMEOUT_MS,
): Promise<SessionCheck> {
  const attempt = signalWithTimeout(signal, timeoutMs);
  try {
    const enabled = await api.getAuthEnabled(attempt.signal);
    if (!enabled) return { kind: 'guest' };
    if (!readToken()) return { kind: 'signed-out' };
    return { kind: 'signed-in', user: await api.getMe(attempt.signal) };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) return { kind: 'signed-out' };
    return { kind: 'unreachable', tokenHeld: readToken() !== null };
  } finally {
    attempt.dispose();
  }
}
