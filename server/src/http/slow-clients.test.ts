import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

/** Open a raw socket to the server and wait until it connects (or is refused). */
function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolve with what the server sent once it closes the socket (or after `ms`, whichever first). */
function whenClosed(socket: Socket, ms: number): Promise<{ closed: boolean; text: string }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    const timer = setTimeout(() => resolve({ closed: false, text }), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, text });
    });
  });
}

describe('slow and greedy clients', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startTestServer({
      env: { CINESYNC_PASSWORD: 'pw' },
      http: { requestTimeoutMs: 1000, maxConnectionsPerAddress: 8 },
    });
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy();
    await server.dispose();
  });

  it('cuts a sign-in whose body never finishes arriving (slow loris) with 408', async () => {
    const socket = await openSocket(server.url);
    sockets.push(socket);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    const started = Date.now();
    const result = await whenClosed(socket, 10_000);
    expect(result.closed).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cuts headers that never finish arriving', async () => {
    const socket = await openSocket(server.url);
    sockets.push(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const result = await whenClosed(socket, 10_000);
    expect(result.closed).toBe(true);
  });

  it('keeps a signed-in event stream open far past the request time-out', async () => {
    const token = await server.login('admin', 'pw');
    const res = await server.request(`/api/events?token=${token}`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the first event: the stream is up
    const outlived = await Promise.race([
      reader.read().then(() => 'data'),
      new Promise((r) => setTimeout(() => r('open'), 2500)),
    ]);
    // Either it stayed silent and open, or it sent more (a ping): never cut.
    expect(['open', 'data']).toContain(outlived);
    await reader.cancel();
  });

  it('refuses connections from one address beyond its cap, and takes new ones when some close', async () => {
    for (let i = 0; i < 8; i++) sockets.push(await openSocket(server.url));
    const extra = await openSocket(server.url).catch(() => null);
    if (extra) {
      sockets.push(extra);
      expect((await whenClosed(extra, 5000)).closed).toBe(true);
    }
    (sockets.shift() as Socket).destroy();
    await new Promise((r) => setTimeout(r, 50));
    const health = await fetch(`${server.url}/api/health`).catch(() => null);
    expect(health?.status).toBe(200);
  });
});
