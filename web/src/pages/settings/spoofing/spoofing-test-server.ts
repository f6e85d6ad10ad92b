import type { AvailableFolder, FolderMapping, SpoofingConfigDto } from '@cinesync/common';
import { vi } from 'vitest';
import { json } from '../../../test/mock-fetch';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (body: unknown) => Response | Promise<Response>;

export const MAIN_KEY = '0123456789abcdef0123456789abcdef';
export const MOVIES_KEY = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

export const moviesMapping: FolderMapping = {
  folderPath: 'Movies',
  serviceType: 'radarr',
  apiKey: MOVIES_KEY,
  enabled: true,
  displayName: 'Films',
};

export const defaultConfig: SpoofingConfigDto = {
  enabled: false,
  folderMode: false,
  version: '5.14.0.9383',
  branch: 'master',
  apiKey: '',
  folderMappings: [],
};

const availableFolders: AvailableFolder[] = [
  { path: '4KMovies', displayName: '4KMovies', fileCount: 1 },
  { path: 'Movies', displayName: 'Movies', fileCount: 12 },
  { path: 'Movies/FullHD', displayName: 'Movies / FullHD', fileCount: 7 },
  { path: 'Shows', displayName: '', fileCount: 30 },
];

/**
 * A stand-in for `/api/spoofing/*` that keeps the configuration like the server does: PUT replaces
 * it and answers it, regenerate-key makes a new key each time. `answers` override routes by
 * "METHOD /path" (a failure, a slow answer).
 */
export function spoofingServer(initial: Partial<SpoofingConfigDto> = {}, answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  let config: SpoofingConfigDto = { ...defaultConfig, ...initial };
  let keyCount = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const override = answers[`${method} ${url.pathname}`];
    if (override) return override(body);
    if (url.pathname === '/api/spoofing/config' && method === 'GET') return json(config);
    if (url.pathname === '/api/spoofing/config' && method === 'PUT') {
      config = body as SpoofingConfigDto;
      return json(config);
    }
    if (url.pathname === '/api/spoofing/regenerate-key' && method === 'POST') {
      keyCount += 1;
      config = { ...config, apiKey: String(keyCount).repeat(32).slice(0, 32) };
      return json(config);
    }
    if (url.pathname === '/api/spoofing/folders/available') return json(availableFolders);
    return json({ error: 'not_found', message: 'none' }, 404);
  });
  return {
    fetch,
    calls,
    config: () => config,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A promise settled from outside, to hold an answer while the test looks at the optimistic state. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
