import type { ConnectionTestResult } from '@cinesync/common';

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
  const timeoutMs = options.timeoutMs ?? 10_000;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(`${base}${route}`, {
      headers: { 'X-Plex-Token': connection.token, Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new PlexRequestError('timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`);
    }
    throw new PlexRequestError('unreachable', networkReason(error));
  }
  const path = route.split('?')[0];
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    const to = response.headers.get('location') ?? 'another address';
    throw new PlexRequestError('redirect', `Plex answered ${path} with a redirect to ${to}`, response.status);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PlexRequestError('status', `Plex answered ${response.status} for ${path}`, response.status);
  }
  const text = await response.text();
  try {
    return text.trim().startsWith('{') ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
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

/** `fetch failed` says little; the cause's code (ECONNREFUSED, ENOTFOUND…) says more. */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'request failed';
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? code : cause.message;
  }
  return error.message;
}
