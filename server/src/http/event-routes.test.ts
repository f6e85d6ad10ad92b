import { afterEach, describe, expect, it } from 'vitest';
import { SseReader } from '../../test/support/sse-reader.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.dispose()));
});

async function start(ssePingIntervalMs = 30_000) {
  const s = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw' }, ssePingIntervalMs });
  servers.push(s);
  return { s, token: await s.login('admin', 'pw') };
}

describe('live event streams', () => {
  it('opens with connected and delivers bus events in order', async () => {
    const { s, token } = await start();
    const res = await s.request(`/api/events?token=${token}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-cache');
    const reader = new SseReader(res);
    expect((await reader.next()).type).toBe('connected');
    s.ctx.bus.publish('stats_changed', {});
    s.ctx.bus.publish('job_update', { jobId: 'j1', status: 'running', timestamp: '2026-11-23T10:00:00Z' });
    expect((await reader.next()).type).toBe('stats_changed');
    expect(await reader.next()).toMatchObject({ type: 'job_update', data: { jobId: 'j1', status: 'running' } });
    await reader.close();
  });

  it('sends only its own events on each named stream', async () => {
    const { s, token } = await start();
    const jobs = new SseReader(await s.request(`/api/jobs/events?token=${token}`));
    const dashboard = new SseReader(await s.request(`/api/dashboard/events?token=${token}`));
    await jobs.next('connected');
    await dashboard.next('connected');
    s.ctx.bus.publish('stats_changed', {});
    s.ctx.bus.publish('job_update', { jobId: 'j2', status: 'completed', timestamp: 'now' });
    expect((await jobs.next()).type).toBe('job_update');
    expect((await dashboard.next()).type).toBe('stats_changed');
    await expect(dashboard.next('job_update', 200)).rejects.toThrow();
    await jobs.close();
    await dashboard.close();
  });

  it('streams the database update job to the File Operations page, where its Database tab lives', async () => {
    const { s, token } = await start();
    const operations = new SseReader(await s.request(`/api/file-operations/events?token=${token}`));
    await operations.next('connected');
    s.ctx.bus.publish('job_update', { jobId: 'j3', status: 'running', timestamp: 'now' });
    s.ctx.bus.publish('database_update', { status: 'running', checked: 1, total: 2, repaired: 0, removed: 0 });
    const event = await operations.next();
    expect(event.type).toBe('database_update');
    await operations.close();
  });

  it('pings on its interval and keeps going past any request timeout', async () => {
    const { s, token } = await start(50);
    const reader = new SseReader(await s.request(`/api/mediahub/events?token=${token}`));
    await reader.next('connected');
    for (let i = 0; i < 3; i++) expect((await reader.next('ping', 1000)).type).toBe('ping');
    await reader.close();
  });

  it('unsubscribes a closed client and serves one that reconnects', async () => {
    const { s, token } = await start();
    const base = s.ctx.bus.subscriberCount;
    const first = new SseReader(await s.request(`/api/file-operations/events?token=${token}`));
    await first.next('connected');
    expect(s.ctx.bus.subscriberCount).toBe(base + 1);
    await first.close();
    await expect.poll(() => s.ctx.bus.subscriberCount, { timeout: 2000 }).toBe(base);
    const second = new SseReader(await s.request(`/api/file-operations/events?token=${token}`));
    await second.next('connected');
    s.ctx.bus.publish('file_operation_update', { status: 'created', filePath: '/src/a.mkv' });
    expect(await second.next('file_operation_update')).toMatchObject({ data: { filePath: '/src/a.mkv' } });
    await second.close();
  });

  it('refuses a stream without a token', async () => {
    const { s } = await start();
    expect((await s.request('/api/events')).status).toBe(401);
  });
});
