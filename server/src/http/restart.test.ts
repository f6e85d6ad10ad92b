import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port.js';
import { SseReader } from '../../test/support/sse-reader.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.dispose()));
});

describe('POST /api/restart', () => {
  it('answers, then rebinds in-process to the configured IP and ports', async () => {
    const s = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw' } });
    servers.push(s);
    const token = await s.login('admin', 'pw');
    const [apiPort, uiPort] = [await freePort(), await freePort()];
    const events = new SseReader(await s.request(`/api/config/events?token=${token}`));
    await events.next('connected');
    await s.request(
      '/api/config/update',
      jsonInit(
        {
          updates: [
            { key: 'CINESYNC_IP', value: '127.0.0.1' },
            { key: 'CINESYNC_API_PORT', value: String(apiPort) },
            { key: 'CINESYNC_UI_PORT', value: String(uiPort) },
          ],
        },
        token,
      ),
    );
    expect((await events.next('server_restart_required')).data).toEqual({
      keys: ['CINESYNC_IP', 'CINESYNC_API_PORT', 'CINESYNC_UI_PORT'],
    });
    await events.close();
    const res = await s.request('/api/restart', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'success', apiPort, uiPort, ip: '127.0.0.1' });
    await expect.poll(() => s.host.ports(), { timeout: 5000 }).toEqual([apiPort, uiPort]);
    for (const port of [apiPort, uiPort]) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    }
    await expect(s.request('/api/health')).rejects.toThrow();
  });

  it('answers an error naming the port when the new one is taken, and keeps serving on the old one', async () => {
    const s = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw' } });
    servers.push(s);
    const token = await s.login('admin', 'pw');
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const taken = (blocker.address() as { port: number }).port;
    await s.request(
      '/api/config/update',
      jsonInit(
        {
          updates: [
            { key: 'CINESYNC_IP', value: '127.0.0.1' },
            { key: 'CINESYNC_API_PORT', value: String(taken) },
          ],
        },
        token,
      ),
    );
    const before = s.host.ports();
    const res = await s.request('/api/restart', { method: 'POST', token });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: 'conflict',
      message: expect.stringMatching(new RegExp(`127\\.0\\.0\\.1:${taken}.*EADDRINUSE`)),
    });
    expect(s.host.ports()).toEqual(before);
    expect((await s.request('/api/health')).status).toBe(200);
    blocker.close();
  });
});
