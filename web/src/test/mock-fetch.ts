import { vi } from 'vitest';

/** A fixed response, or one made per call from the request's URL (with its query) and init. */
export type MockAnswer = Response | ((request: { url: URL; init?: RequestInit }) => Response | Promise<Response>);

/** JSON response helper. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A `fetch` double answering by "METHOD /path" (or just "/path" for any method); unknown routes get a
 * 404 in the API's error shape. Inspect calls with `mock.calls`.
 */
export function mockFetch(routes: Record<string, MockAnswer>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer = routes[`${method} ${path}`] ?? routes[path];
    if (!answer) return json({ error: 'not_found', message: `No route ${method} ${path}` }, 404);
    return typeof answer === 'function' ? answer({ url: new URL(url, 'http://localhost'), init }) : answer.clone();
  });
}

/** The headers a mocked fetch call was made with. */
export function headersOf(call: unknown[]): Headers {
  const init = call[1] as RequestInit | undefined;
  return new Headers(init?.headers);
}
