import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

describe('MediaHub service routes', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'mediahub-'));
    await mkdir(path.join(base, 'source'));
    await mkdir(path.join(base, 'library'));
    server = await startTestServer({
      env: {
        CINESYNC_PASSWORD: 'pw',
        SOURCE_DIR: path.join(base, 'source'),
        DESTINATION_DIR: path.join(base, 'library'),
        TMDB_API_BASE_URL: 'http://127.0.0.1:9/3',
      },
      monitorOptions: { settleMs: 100, pollIntervalMs: 100 },
    });
    token = await server.login('admin', 'pw');
  });
  afterAll(() => server.dispose());

  const post = (p: string) => server.request(p, jsonInit({}, token));
  const status = async () =>
    (await (await server.request('/api/mediahub/status', { token })).json()) as Record<string, unknown>;

  it('starts and stops the monitor and the service', async () => {
    expect(await status()).toMatchObject({ isRunning: false, monitorRunning: false });
    expect(await (await post('/api/mediahub/monitor/start')).json()).toMatchObject({ success: true });
    expect(await status()).toMatchObject({ isRunning: false, monitorRunning: true });
    await post('/api/mediahub/monitor/stop');
    expect(await status()).toMatchObject({ monitorRunning: false });
    await post('/api/mediahub/start');
    await expect.poll(async () => (await status()).monitorRunning, { timeout: 5000 }).toBe(true);
    expect(await status()).toMatchObject({ isRunning: true });
    const restarted = await post('/api/mediahub/restart');
    expect(restarted.status).toBe(200);
    await post('/api/mediahub/stop');
    expect(await status()).toMatchObject({ isRunning: false, monitorRunning: false });
  });

  it('shows recent log lines and exports them under the spec names', async () => {
    const logs = (await (await server.request('/api/mediahub/logs', { token })).json()) as { recentLogs: string[] };
    expect(logs.recentLogs.some((l) => l.includes('MediaHub service started'))).toBe(true);
    await server.ctx.activity.flush();
    const today = new Date().toISOString().slice(0, 10);
    const current = await server.request('/api/mediahub/logs/export?type=current', { token });
    expect(current.headers.get('content-disposition')).toBe(`attachment; filename="mediahub_current_log_${today}.log"`);
    expect(await current.text()).toContain('MediaHub service started');
    const dated = await server.request(`/api/mediahub/logs/export?type=date&date=${today}`, { token });
    expect(dated.headers.get('content-disposition')).toBe(`attachment; filename="mediahub_logs_${today}.log"`);
    const all = await server.request('/api/mediahub/logs/export?type=all', { token });
    expect(all.headers.get('content-type')).toBe('application/zip');
    expect(all.headers.get('content-disposition')).toBe(`attachment; filename="mediahub_logs_${today}.zip"`);
    const bytes = Buffer.from(await all.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect((await server.request('/api/mediahub/logs/export?type=date&date=1999-01-01', { token })).status).toBe(404);
    expect((await server.request('/api/mediahub/logs/export?type=date&date=../../etc', { token })).status).toBe(400);
  });

  it('refuses processing outside the library and the source folders', async () => {
    for (const sourcePath of ['/etc/passwd', '../../etc', '/tmp']) {
      const res = await server.request('/api/python-bridge', jsonInit({ sourcePath }, token));
      expect([400, 403, 404], sourcePath).toContain(res.status);
    }
    const none = await server.request('/api/python-bridge/input', jsonInit({ input: '1\n' }, token));
    expect(none.status).toBe(404);
  });
});
