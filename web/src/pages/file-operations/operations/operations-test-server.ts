import type { FileOperationItem, FileOperationsResponse } from '@cinesync/common';
import { vi } from 'vitest';
import { json } from '../../../test/mock-fetch';

/** A file-operation entry for tests; every field can be overridden. */
export function operation(overrides: Partial<FileOperationItem> = {}): FileOperationItem {
  const id = overrides.id ?? '1';
  return {
    id,
    filePath: `/src/file-${id}.mkv`,
    destinationPath: null,
    fileName: `file-${id}.mkv`,
    status: 'failed',
    timestamp: '2026-11-24T10:00:00.000Z',
    reason: null,
    error: null,
    tmdbId: null,
    seasonNumber: null,
    type: 'movie',
    operation: 'process',
    candidates: null,
    ...overrides,
  };
}

export const noCounts = { created: 0, failed: 0, skipped: 0, deleted: 0 };

interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** When the call was made (`performance.now()`), to tell how long after another it came. */
  at: number;
}

/**
 * A fetch double for the Operations tab: `list` answers `GET /api/file-operations` from its query,
 * `routes` answer the rest by "METHOD /path". Every call is recorded with its parsed body.
 */
export function operationsServer(
  list: (query: URLSearchParams) => FileOperationsResponse,
  routes: Record<string, () => Response | Promise<Response>> = {},
) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body, at: performance.now() });
    if (method === 'GET' && url.pathname === '/api/file-operations') return json(list(url.searchParams));
    const route = routes[`${method} ${url.pathname}`];
    if (route) return route();
    return json({ error: 'not_found', message: `No route ${method} ${url.pathname}` }, 404);
  });
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetch, calls, callsTo };
}
