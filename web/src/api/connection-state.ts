import { isApiRequestError } from './api-request-error';

type ConnectionListener = (reachable: boolean) => void;

/** Statuses a proxy or gateway answers with when the API behind it is down or restarting. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/**
 * Whether a failed call means "the server could not be reached" rather than "the server said no":
 * the request never got an answer (connection refused or reset, DNS, offline), or a gateway in front
 * of the API answered 502/503/504 without the API's own `{error, message}` body. The API itself
 * answers 503 for a feature that is unavailable (TMDB down), which is not a lost connection.
 */
export function isUnreachableError(error: unknown): boolean {
  if (isApiRequestError(error)) return GATEWAY_DOWN.has(error.status) && error.error === 'server_error';
  // fetch rejects with a TypeError when no answer came; aborts are the caller's own doing.
  return error instanceof TypeError;
}

/**
 * Whether the API answered the last call, shared by everything that shows or waits on it. One per
 * API client (not module state), so tests and the app each get their own.
 */
export class ConnectionState {
  private reachable = true;
  private readonly listeners = new Set<ConnectionListener>();

  isReachable = (): boolean => this.reachable;

  /** Registers a listener for changes (not for every call); returns the unsubscribe function. */
  subscribe = (listener: ConnectionListener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  markReachable(): void {
    this.set(true);
  }

  markUnreachable(): void {
    this.set(false);
  }

  private set(reachable: boolean): void {
    if (reachable === this.reachable) return;
    this.reachable = reachable;
    for (const listener of [...this.listeners]) listener(reachable);
  }
}
