import { SECRET_MASK, type ConfigItem } from '@cinesync/common';
import { vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { configItem } from './config-fixture';

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** Date.now() when the request arrived. */
  at: number;
}

/** A config list covering every layout rule of the General tab. */
export function sampleConfig(): ConfigItem[] {
  return [
    configItem('DESTINATION_DIR', { category: 'Directory Paths', value: '/library', required: true, protected: true }),
    configItem('USE_SOURCE_STRUCTURE', { category: 'Directory Paths', value: 'false', type: 'boolean' }),
    configItem('SOURCE_DIR', { category: 'Directory Paths', value: '/downloads', required: true, protected: true }),
    configItem('CINESYNC_IP', { category: 'CineSync Configuration', value: '0.0.0.0' }),
    configItem('CINESYNC_API_PORT', { category: 'CineSync Configuration', value: '8082', type: 'integer' }),
    configItem('CINESYNC_PASSWORD', {
      category: 'CineSync Configuration',
      value: SECRET_MASK,
      type: 'password',
      masked: true,
      protected: true,
    }),
    configItem('MEDIAHUB_AUTO_START', {
      category: 'Media Folders Configuration',
      value: 'false',
      type: 'boolean',
      hidden: true,
    }),
    configItem('SHOW_RESOLUTION_STRUCTURE', {
      category: 'Resolution Folder Mappings Configuration',
      value: 'false',
      type: 'boolean',
    }),
    configItem('MOVIE_RESOLUTION_FOLDER_1080P', {
      category: 'Resolution Folder Mappings Configuration',
      value: 'FullHD',
    }),
    configItem('SHOW_RESOLUTION_FOLDER_1080P', {
      category: 'Resolution Folder Mappings Configuration',
      value: 'FullHD',
    }),
    configItem('TMDB_API_KEY', {
      category: 'TMDb/IMDB Configuration',
      value: SECRET_MASK,
      type: 'password',
      masked: true,
    }),
    configItem('LANGUAGE', {
      category: 'TMDb/IMDB Configuration',
      value: 'English',
      locked: true,
      lockedBy: 'docker-compose',
    }),
    configItem('RENAME_ENABLED', { category: 'Renaming Structure Configuration', value: 'false', type: 'boolean' }),
    configItem('RENAME_TAGS', { category: 'Renaming Structure Configuration', value: 'Resolution', type: 'array' }),
    configItem('MEDIAINFO_PARSER', { category: 'Renaming Structure Configuration', value: 'false', type: 'boolean' }),
    configItem('MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT', {
      category: 'Renaming Structure Configuration',
      value: '{Series Title} - S{season:00}E{episode:00}',
    }),
    configItem('SKIP_EXTRAS_FOLDER', {
      category: 'File Handling Configuration',
      value: 'true',
      type: 'boolean',
      beta: true,
    }),
    configItem('SHOW_EXTRAS_SIZE_LIMIT', { category: 'File Handling Configuration', value: '5', type: 'integer' }),
    configItem('LOG_LEVEL', {
      category: 'Logging Configuration',
      value: 'INFO',
      type: 'choice',
      options: ['DEBUG', 'INFO', 'WARNING'],
    }),
  ];
}

export interface ServerOptions {
  config?: ConfigItem[];
  authEnabled?: boolean;
  needsConfiguration?: boolean;
  /** The password the server accepts for protected keys (with auth on). */
  password?: string;
  /** Overrides by "METHOD /path". */
  answers?: Record<string, (body: unknown) => Response>;
}

/** A settings server that applies saves to its config, so a reload shows them; it records every call. */
export function settingsServer(options: ServerOptions = {}) {
  const config = options.config ?? sampleConfig();
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      method,
      path: url.pathname,
      params: url.searchParams,
      headers: new Headers(init?.headers),
      body,
      at: Date.now(),
    });
    const override = options.answers?.[`${method} ${url.pathname}`];
    if (override) return override(body);
    if (url.pathname === '/api/auth/enabled') return json({ enabled: options.authEnabled ?? false });
    if (url.pathname === '/api/config') return json({ config, status: 'success' });
    if (url.pathname === '/api/config-status') {
      return json({
        needsConfiguration: options.needsConfiguration ?? false,
        isPlaceholder: false,
        destinationDir: '/library',
        effectiveRootDir: '/library',
      });
    }
    // Every key works unless a test says otherwise (see ConnectionTests.test.tsx).
    if (method === 'POST' && url.pathname === '/api/config/test/tmdb') {
      return json({ ok: true, outcome: 'works', message: 'Key works' });
    }
    if (method === 'POST' && url.pathname === '/api/config/update') {
      const request = body as { updates: { key: string; value: string }[]; currentPassword?: string };
      const guarded = request.updates.filter(
        (u) => config.find((item) => item.key === u.key)?.protected && u.value !== SECRET_MASK,
      );
      if (options.authEnabled && guarded.length > 0) {
        if (!request.currentPassword) {
          return json(
            {
              error: 'forbidden',
              message: `The current password is required to change ${guarded.map((u) => u.key).join(', ')}`,
            },
            403,
          );
        }
        if (request.currentPassword !== options.password) {
          return json({ error: 'forbidden', message: 'The current password is wrong' }, 403);
        }
      }
      for (const update of request.updates) {
        const index = config.findIndex((item) => item.key === update.key);
        const item = config[index];
        if (item) config[index] = { ...item, value: update.value };
      }
      return json({ status: 'success', message: 'Configuration updated successfully' });
    }
    return json({ error: 'not_found', message: `No route ${method} ${url.pathname}` }, 404);
  });
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetch, calls, callsTo, config, timeOf: (call: Call) => call.at };
}
