import type { ConnectionTestResult } from '@cinesync/common';
import { callJson, ConnectionCallError } from './http-call.js';

/** Where Plex is and the token it takes. */
interface PlexConnection {
  url: string;
  token: string;
}

interface PlexRequestOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A Plex answer that was not a success: its status, or why none arrived. */
class PlexRequestError extends Error {
  constructor(
    readonly kind: 'status' | 'redirect' | 'unreachable' | 'timeout' | 'invalid_address',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PlexRequestError';
  }
}

/** `PLEX_URL` as an `http(s)://` origin without trailing slashes, or null when it is none. */
export function plexBase(url: string): string | null {
  const trimmed = url.trim().replace(/\/+$/, '');
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/**
 * One GET to Plex with the token in its header. Redirects are not followed: a redirect would carry
 * the `X-Plex-Token` header to wherever it points (fetch drops only `Authorization` across origins).
 */
export async function plexGet(
  connection: PlexConnection,
  route: string,
  options: PlexRequestOptions = {},
): Promise<unknown> {
  const base = plexBase(connection.url);
  if (base === null) throw new PlexRequestError('invalid_address', 'PLEX_URL is not an http:// or https:// address');
  const path = route.split('?')[0] ?? route;
  try {
    return await callJson(`${base}${route}`, { method: 'GET', headers: { 'X-Plex-Token': connection.token } }, options);
  } catch (error) {
    if (!(error instanceof ConnectionCallError)) throw error;
    throw inPlexWords(error, path);
  }
}

/** A failed call as the Plex settings' Test and log lines have always said it. */
function inPlexWords(error: ConnectionCallError, path: string): PlexRequestError {
  switch (error.kind) {
    case 'status':
      return new PlexRequestError('status', `Plex answered ${error.status} for ${path}`, error.status);
    case 'redirect':
      return new PlexRequestError('redirect', `Plex answered ${path} with a redirect to ${error.detail}`, error.status);
    case 'unreachable':
      return new PlexRequestError('unreachable', error.detail ?? error.message);
    case 'timeout':
      return new PlexRequestError('timeout', error.message);
  }
}

/**
 * Whether Plex at `connection` takes the token, said for people: "Connected to <server name>"
 * (`GET /` answers the server's `friendlyName` to a valid token), or why not.
 */
export async function testPlexConnection(
  connection: PlexConnection,
  options: PlexRequestOptions = {},
): Promise<ConnectionTestResult> {
  const where = plexBase(connection.url) ?? connection.url;
  let body: unknown;
  try {
    body = await plexGet(connection, '/', options);
  } catch (error) {
    if (!(error instanceof PlexRequestError)) throw error;
    switch (error.kind) {
      case 'status':
        return error.status === 401 || error.status === 403
          ? { ok: false, outcome: 'refused', message: `Plex refused the token (${error.status} Unauthorized)` }
          : { ok: false, outcome: 'failed', message: `${error.message} at ${where}` };
      case 'redirect':
        return { ok: false, outcome: 'failed', message: `${error.message}; enter that address instead` };
      case 'timeout':
        return { ok: false, outcome: 'unreachable', message: `Plex at ${where} did not answer: ${error.message}` };
      case 'unreachable':
        return {
          ok: false,
          outcome: 'unreachable',
          message: `Plex could not be reached at ${where}: ${error.message}`,
        };
      case 'invalid_address':
        return { ok: false, outcome: 'failed', message: error.message };
    }
  }
  const container = (body as { MediaContainer?: { friendlyName?: unknown } } | null)?.MediaContainer;
  const name = typeof container?.friendlyName === 'string' ? container.friendlyName.trim() : '';
  if (name === '') {
    return { ok: false, outcome: 'failed', message: `The answer from ${where} is not from a Plex server` };
  }
  return { ok: true, outcome: 'works', message: `Connected to ${name}`, serverName: name };
}
