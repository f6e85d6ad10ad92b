import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SECRET_MASK, configResponseSchema, type ConfigItem } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseReader } from '../../test/support/sse-reader.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

describe('configuration API', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { TMDB_API_KEY: 'env-secret-key', CINESYNC_PASSWORD: 'pw' } });
    token = await server.login('admin', 'pw');
  });
  afterAll(() => server.dispose());

  // The signed-in person's password comes along, as Settings asks for it before folder and sign-in changes.
  const update = (updates: unknown, path = '/api/config/update') =>
    server.request(path, jsonInit({ updates, currentPassword: 'pw' }, token));
  const envText = () => readFile(`${server.dataDir}/.env`, 'utf8').catch(() => '');

  it('lists every key with its metadata, secrets masked', async () => {
    const res = await server.request('/api/config', { token });
    const body = (await res.json()) as { config: ConfigItem[]; status: string };
    expect(body.status).toBe('success');
    expect(body.config).toHaveLength(89);
    const key = body.config.find((i) => i.key === 'TMDB_API_KEY');
    expect(key).toMatchObject({ value: SECRET_MASK, type: 'password', locked: true, lockedBy: 'environment' });
    expect(JSON.stringify(body)).not.toContain('env-secret-key');
    expect(body.config.find((i) => i.key === 'CINESYNC_PASSWORD')?.value).toBe(SECRET_MASK);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gives every key a label a person can read, and the folder keys their folder picker', async () => {
    const res = await server.request('/api/config', { token });
    const items = configResponseSchema.parse(await res.json()).config;
    const byKey = new Map(items.map((i) => [i.key, i]));
    expect(byKey.get('4K_MOVIE_EXTRAS_SIZE_LIMIT')?.label).toBe('Largest 4K extra to link (MB)');
    for (const item of items) {
      expect(item.label, item.key).toMatch(/^[A-Z0-9][^_]*$/);
      expect(item.label, item.key).not.toBe(item.key);
    }
    const sameTab = items.map((i) => `${i.category}: ${i.label}`);
    expect(new Set(sameTab).size).toBe(sameTab.length);
    expect(byKey.get('SOURCE_DIR')?.folder).toEqual({ purpose: 'source', multiple: true });
    expect(byKey.get('DESTINATION_DIR')?.folder).toEqual({ purpose: 'library', multiple: false });
    expect(items.filter((i) => i.folder).map((i) => i.key)).toEqual(['SOURCE_DIR', 'DESTINATION_DIR']);
  });

  it('saves valid updates and publishes config_changed', async () => {
    const events = new SseReader(await server.request(`/api/config/events?token=${token}`));
    await events.next('connected');
    const res = await update([
      { key: 'LOG_LEVEL', value: 'DEBUG', type: 'string', required: false },
      { key: 'RENAME_ENABLED', value: true },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'success', message: 'Configuration updated successfully' });
    const event = await events.next('config_changed');
    expect(event.data).toEqual({ keys: ['LOG_LEVEL', 'RENAME_ENABLED'] });
    expect(await envText()).toContain('RENAME_ENABLED=true');
    await events.close();
  });

  it('publishes server_restart_required for a port and auth_settings_changed for the username', async () => {
    const events = new SseReader(await server.request(`/api/events?token=${token}`));
    await events.next('connected');
    await update([{ key: 'CINESYNC_UI_PORT', value: '18999' }]);
    expect((await events.next('server_restart_required')).data).toEqual({ keys: ['CINESYNC_UI_PORT'] });
    await update([{ key: 'CINESYNC_UI_PORT', value: '' }]);
    await events.close();
  });

  const refused: [string, unknown, number, RegExp][] = [
    ['unknown key', [{ key: 'EVIL', value: '1' }], 400, /Unknown configuration key: EVIL/],
    ['locked key', [{ key: 'TMDB_API_KEY', value: 'x' }], 403, /locked by the environment/],
    ['bad boolean', [{ key: 'RENAME_ENABLED', value: 'sure' }], 400, /must be true or false/],
    ['negative integer', [{ key: 'SLEEP_TIME', value: -5 }], 400, /whole number/],
    ['bad choice', [{ key: 'LOG_LEVEL', value: 'VERBOSE' }], 400, /must be one of/],
    ['bad array', [{ key: 'RENAME_TAGS', value: ',,' }], 400, /comma-separated list/],
    ['required cleared', [{ key: 'SOURCE_DIR', value: '' }], 400, /SOURCE_DIR is required/],
    ['newline injection', [{ key: 'CUSTOM_SHOW_FOLDER', value: 'a\nCINESYNC_AUTH_ENABLED=false' }], 400, /control/],
    ['object value', [{ key: 'LOG_LEVEL', value: { a: 1 } }], 400, /updates.1.value/],
    ['missing key', [{ value: 'x' }], 400, /updates.1.key/],
  ];
  for (const [name, updates, status, message] of refused) {
    it(`refuses ${name} with ${status} and changes nothing`, async () => {
      const before = await envText();
      const res = await update([{ key: 'CUSTOM_MOVIE_FOLDER', value: 'Films' }, ...(updates as unknown[])]);
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.message).toMatch(message);
      expect(await envText()).toBe(before);
    });
  }

  it('refuses an empty list of updates', async () => {
    const res = await update([]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/updates/);
  });

  it('lets the silent update change only the three service switches, without events', async () => {
    const refusedRes = await update([{ key: 'LOG_LEVEL', value: 'ERROR' }], '/api/config/update-silent');
    expect(refusedRes.status).toBe(400);
    const events = new SseReader(await server.request(`/api/config/events?token=${token}`));
    await events.next('connected');
    const res = await update(
      [{ key: 'FILE_OPERATIONS_AUTO_MODE', value: 'false', type: 'boolean', required: false }],
      '/api/config/update-silent',
    );
    expect(await res.json()).toEqual({ status: 'success' });
    expect(await envText()).toContain('FILE_OPERATIONS_AUTO_MODE=false');
    await expect(events.next('config_changed', 300)).rejects.toThrow(/no config_changed/);
    await events.close();
  });

  it('reports whether the destination folder needs configuring', async () => {
    const status = async () => (await server.request('/api/config-status', { token })).json();
    expect(await status()).toMatchObject({ needsConfiguration: true, isPlaceholder: true, destinationDir: '' });
    await update([{ key: 'DESTINATION_DIR', value: '/path/to/destination' }]);
    expect(await status()).toMatchObject({ needsConfiguration: true, isPlaceholder: true });
    const real = await mkdtemp(path.join(os.tmpdir(), 'library-'));
    await mkdir(real, { recursive: true });
    expect((await update([{ key: 'DESTINATION_DIR', value: real }])).status).toBe(200);
    expect(await status()).toEqual({
      needsConfiguration: false,
      isPlaceholder: false,
      destinationDir: real,
      effectiveRootDir: real,
      missing: ['SOURCE_DIR'],
    });
    // Saved, then gone (an unmounted disk): set, but not usable.
    await rm(real, { recursive: true });
    expect(await status()).toMatchObject({ needsConfiguration: true, isPlaceholder: false, destinationDir: real });
  });
});
