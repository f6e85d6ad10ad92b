import { SECRET_MASK, type ConfigItem, type ConfigStatus } from '@cinesync/common';
import { vi } from 'vitest';
import { configItem } from '../../pages/settings/general/config-fixture';
import { json } from '../../test/mock-fetch';

export const GOOD_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const PASSWORD = 'hunter2';
export const UNREADABLE = 'This key was stored unreadably by an earlier version; enter it again.';

/** Folders the fake server's disk holds: browsable, and the only ones a save accepts. */
const DISK: Record<string, string[]> = {
  '/': ['srv', 'tmp'],
  '/srv': ['downloads', 'library'],
  '/srv/downloads': [],
  '/srv/library': [],
  '/tmp': [],
};

export interface SetupServerOptions {
  authEnabled?: boolean;
  /** Initial values by key (SOURCE_DIR, DESTINATION_DIR, TMDB_API_KEY…). */
  values?: Record<string, string>;
  /** The keys the server marks protected (a password needed, auth on): the two folders unless said. */
  protectedKeys?: readonly string[];
}

/**
 * A fake CineSync for the setup's tests: a config list that saves apply to, a config status read
 * from it, the folder picker over a small disk, the TMDB test (GOOD_KEY works), and MediaHub's
 * start. Saves are checked as the server checks them: folders must exist, the password is asked
 * for folder changes with auth on. Every call is recorded.
 */
export function setupServer(options: SetupServerOptions = {}) {
  const values: Record<string, string> = {
    SOURCE_DIR: '',
    DESTINATION_DIR: '',
    TMDB_API_KEY: '',
    '4K_SEPARATION': 'true',
    ANIME_SEPARATION: 'true',
    KIDS_SEPARATION: 'false',
    RELATIVE_SYMLINK: 'false',
    CINESYNC_LAYOUT: 'true',
    ...options.values,
  };
  const guarded = new Set(options.protectedKeys ?? ['SOURCE_DIR', 'DESTINATION_DIR']);
  const item = (key: string): ConfigItem =>
    key === 'TMDB_API_KEY'
      ? configItem(key, {
          type: 'password',
          value: values[key] ? SECRET_MASK : '',
          masked: values[key] !== '',
          category: 'TMDb/IMDB Configuration',
          ...(values[key]?.startsWith('$argon2') ? { problem: UNREADABLE } : {}),
        })
      : configItem(key, {
          value: values[key] ?? '',
          protected: guarded.has(key),
          type: /SEPARATION|SYMLINK|LAYOUT/.test(key) ? 'boolean' : 'string',
        });
  const status = (): ConfigStatus => {
    const missing: NonNullable<ConfigStatus['missing']> = [];
    if (!values.SOURCE_DIR) missing.push('SOURCE_DIR');
    if (!values.DESTINATION_DIR) missing.push('DESTINATION_DIR');
    if (!values.TMDB_API_KEY) missing.push('TMDB_API_KEY');
    const library = values.DESTINATION_DIR ?? '';
    return {
      needsConfiguration: !(library in DISK),
      isPlaceholder: library === '',
      destinationDir: library,
      effectiveRootDir: library in DISK ? library : '',
      ...(missing.length > 0 ? { missing } : {}),
    };
  };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/auth/enabled':
        return json({ enabled: options.authEnabled ?? false });
      case 'GET /api/me':
        return json({ username: 'admin' });
      case 'GET /api/config':
        return json({ config: Object.keys(values).map(item), status: 'success' });
      case 'GET /api/config-status':
        return json(status());
      case 'GET /api/server-folders': {
        const path = url.searchParams.get('path') || '/';
        const children = DISK[path];
        if (!children) return json({ error: 'not_found', message: 'No such folder' }, 404);
        return json({
          drives: ['/'],
          items: children.map((name) => ({ name, path: `${path === '/' ? '' : path}/${name}`, isDirectory: true })),
          currentPath: path,
          parentPath: path === '/' ? null : path.slice(0, path.lastIndexOf('/')) || '/',
          ...(path === '/' || path === '/srv' ? { problem: `${path} is a system folder` } : {}),
        });
      }
      case 'POST /api/config/test/tmdb': {
        const { apiKey } = (body ?? {}) as { apiKey?: string };
        const key = apiKey ?? values.TMDB_API_KEY;
        return json(
          key === GOOD_KEY
            ? { ok: true, outcome: 'works', message: 'Key works' }
            : { ok: false, outcome: 'refused', message: 'Invalid API key: You must be granted a valid key.' },
        );
      }
      case 'POST /api/config/update':
        return update(body as { updates: { key: string; value: string }[]; currentPassword?: string });
      case 'POST /api/mediahub/start':
        return json({ success: true, message: 'MediaHub service started' });
      case 'GET /api/mediahub/status':
        return json({ isRunning: false, monitorRunning: false });
      default:
        return json({ error: 'not_found', message: `No route ${method} ${url.pathname}` }, 404);
    }
  });

  function update(request: { updates: { key: string; value: string }[]; currentPassword?: string }): Response {
    const folders = request.updates.filter((u) => guarded.has(u.key));
    if (options.authEnabled && folders.some((u) => u.value !== values[u.key])) {
      if (request.currentPassword !== PASSWORD) {
        const message = request.currentPassword
          ? 'The current password is wrong'
          : `The current password is required to change ${folders.map((u) => u.key).join(', ')}`;
        return json({ error: 'forbidden', message }, 403);
      }
    }
    const problems = folders.flatMap((u) =>
      u.value
        .split(',')
        .filter((folder) => !(folder in DISK))
        .map((folder) => ({
          key: u.key,
          message: `${u.key} can't be ${folder}: Folder does not exist`,
          folder,
          reason: 'Folder does not exist',
        })),
    );
    if (problems.length > 0) {
      return json({ error: 'invalid', message: problems.map((p) => p.message).join('; '), details: { problems } }, 400);
    }
    for (const u of request.updates) values[u.key] = u.value;
    return json({ status: 'success', message: 'Configuration updated successfully' });
  }

  const bodiesOf = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
  return { fetch, calls, values, bodiesOf };
}
