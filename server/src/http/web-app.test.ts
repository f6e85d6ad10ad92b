import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const INDEX = `<!doctype html><html><head><title>CineSync</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;

/** Raw GET so we see the bytes as sent (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('serving the web app', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'webdist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
    server = await startTestServer({ webDist, env: { CINESYNC_AUTH_ENABLED: 'false' } });
  });
  afterAll(() => server.dispose());

  it('answers deep links with index.html, not cached', async () => {
    for (const route of ['/', '/dashboard', '/media/Movies/Dune%20(2021)', '/files/Shows?page=2']) {
      const res = await server.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves files added to the bundle after start', async () => {
    await writeFile(path.join(webDist, 'assets', 'later-def456.js'), 'late');
    expect(await (await server.request('/assets/later-def456.js')).text()).toBe('late');
  });

  it('caches hashed assets for a year', async () => {
    const res = await server.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('compresses responses for clients that accept gzip', async () => {
    const res = await rawGet(`${server.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe('console.log("app");'.repeat(200));
    const api = await rawGet(`${server.url}/api/config`, { 'accept-encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
  });

  it('does not answer unknown /api or /webdav paths with the app', async () => {
    expect((await server.request('/api/unknown')).status).toBe(404);
    expect((await server.request('/webdav/x')).status).toBe(404);
    expect((await server.request('/assets/index-old999.js')).status).toBe(404);
    expect((await server.request('/anything', { method: 'POST' })).status).toBe(404);
  });
});
