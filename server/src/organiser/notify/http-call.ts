/**
 * One HTTP call to a connection (a media server, an rclone remote control, a webhook), with a
 * time-out and without following redirects: a redirect would carry the key header to wherever it
 * points. A failure says what went wrong in words a log line and the dashboard can carry.
 */
export class ConnectionCallError extends Error {
  constructor(
    readonly kind: 'status' | 'redirect' | 'unreachable' | 'timeout',
    message: string,
    readonly status?: number,
    /** For a redirect, where to; for no answer, the network's reason (ECONNREFUSED…). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ConnectionCallError';
  }

  /** Worth trying again: no answer, or the server said it is overloaded or broken for now. */
  get retryable(): boolean {
    return this.kind === 'unreachable' || this.kind === 'timeout' || (this.status ?? 0) >= 500;
  }
}

export interface CallOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** The address without trailing slashes, when it is http(s); the common schema checked it already. */
export function baseOf(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** The host (and port) of an address, for messages that must not carry a path or query. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export async function callJson(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  options: CallOptions = {},
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ConnectionCallError('timeout', `no answer within ${Math.max(1, Math.round(timeoutMs / 1000))} s`);
    }
    const reason = networkReason(error);
    throw new ConnectionCallError('unreachable', `unreachable: ${reason}`, undefined, reason);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    const to = response.headers.get('location') ?? 'another address';
    throw new ConnectionCallError('redirect', `redirected to ${to}; enter that address instead`, response.status, to);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const reason = response.statusText ? ` ${response.statusText}` : '';
    throw new ConnectionCallError('status', `${response.status}${reason}`, response.status);
  }
  const text = await response.text();
  try {
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    return {};
  }
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
