import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

/**
 * Secrets are stored usable and shown never (design §5 promise 5), set the way a person sets them:
 * typed in Settings, sent through `/api/config/update`.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const TMDB_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

async function world(options: { envFile?: string } = {}): Promise<{
  server: TestServer;
  tmdb: TmdbStandIn;
  token: string;
  logs: () => string;
}> {
  const tmdb = await startTmdbStandIn({ apiKey: TMDB_KEY });
  cleanups.push(() => tmdb.close());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'secret-settings-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (options.envFile !== undefined) await writeFile(path.join(dataDir, '.env'), options.envFile, { mode: 0o600 });
  let logText = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText += chunk.toString();
      done();
    },
  });
  const server = await startTestServer({
    dataDir,
    // Only where TMDB is: everything a person sets is set through Settings below.
    env: { CINESYNC_PASSWORD: 'pw', LOG_LEVEL: 'DEBUG' },
    log: pino({ level: 'debug' }, sink),
    autoStart: false,
  });
  cleanups.push(() => server.dispose());
  const token = await server.login('admin', 'pw');
  const save = await server.request(
    '/api/config/update',
    jsonInit(
      {
        updates: [
          { key: 'TMDB_API_BASE_URL', value: tmdb.baseUrl },
          { key: 'TMDB_IMAGE_BASE_URL', value: tmdb.imageBaseUrl },
        ],
        currentPassword: 'pw',
      },
      token,
    ),
  );
  expect(save.status).toBe(200);
  return { server, tmdb, token, logs: () => logText };
}

const envOf = (server: TestServer) => readFile(path.join(server.dataDir, '.env'), 'utf8');

describe('secrets typed in Settings', () => {
  it('are stored as given in a mode-0600 .env, never returned, masked in logs, and work', async () => {
    const { server, tmdb, token, logs } = await world();
    const saved = await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'TMDB_API_KEY', value: TMDB_KEY }] }, token),
    );
    expect(saved.status).toBe(200);
    expect(await envOf(server)).toContain(`TMDB_API_KEY=${TMDB_KEY}`);
    expect((await stat(path.join(server.dataDir, '.env'))).mode & 0o777).toBe(0o600);

    const config = await (await server.request('/api/config', { token })).text();
    expect(config).not.toContain(TMDB_KEY);
    expect(JSON.parse(config)).toMatchObject({
      config: expect.arrayContaining([
        expect.objectContaining({ key: 'TMDB_API_KEY', value: '********', masked: true }),
      ]),
    });

    // The key reaches TMDB: a search through the app finds the film.
    const search = await server.request('/api/tmdb/search?query=The%20Matrix&mediaType=movie', { token });
    expect(search.status).toBe(200);
    expect(await search.text()).toContain('The Matrix');
    expect(tmdb.requests.filter((r) => r.path.startsWith('/3/search')).map((r) => r.status)).toContain(200);

    // Nothing any route or the log says holds it.
    for (const route of ['/api/config', '/api/config-status', '/api/mediahub/status', '/api/stats']) {
      expect(await (await server.request(route, { token })).text(), route).not.toContain(TMDB_KEY);
    }
    expect(logs()).not.toContain(TMDB_KEY);
    const logFolder = path.join(server.dataDir, 'logs');
    for (const name of await readdir(logFolder).catch(() => [])) {
      expect(await readFile(path.join(logFolder, name), 'utf8')).not.toContain(TMDB_KEY);
    }
  });

  it('reports a key an earlier version stored hashed, and never sends the hash', async () => {
    const hash = await hashPassword(TMDB_KEY);
    const { server, tmdb, token } = await world({ envFile: `TMDB_API_KEY="${hash}"\n` });
    const status = (await (await server.request('/api/config-status', { token })).json()) as Record<string, unknown>;
    const message = 'This key was stored unreadably by an earlier version; enter it again.';
    expect(status).toMatchObject({ keyProblems: [{ key: 'TMDB_API_KEY', message }] });
    const config = (await (await server.request('/api/config', { token })).json()) as {
      config: { key: string; problem?: string }[];
    };
    expect(config.config.find((i) => i.key === 'TMDB_API_KEY')).toMatchObject({ problem: message });

    tmdb.reset();
    const search = await server.request('/api/tmdb/search?query=The%20Matrix&mediaType=movie', { token });
    expect(search.status).toBeGreaterThanOrEqual(400);
    expect(tmdb.requests.filter((r) => JSON.stringify(r.query).includes('argon2'))).toEqual([]);

    // Entered again, it works and the report goes.
    await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'TMDB_API_KEY', value: TMDB_KEY }] }, token),
    );
    const after = (await (await server.request('/api/config-status', { token })).json()) as Record<string, unknown>;
    expect(after.keyProblems).toBeUndefined();
    expect((await server.request('/api/tmdb/search?query=The%20Matrix&mediaType=movie', { token })).status).toBe(200);
  });
});

describe('keys that decide where secrets are sent', () => {
  it.each(['TMDB_API_BASE_URL', 'TMDB_IMAGE_BASE_URL', 'PLEX_URL'])(
    'need the current password to change %s, and change nothing without it',
    async (key) => {
      const { server, token } = await world();
      const before = await envOf(server);
      const listener = 'http://127.0.0.1:9/listening';
      const bare = await server.request('/api/config/update', jsonInit({ updates: [{ key, value: listener }] }, token));
      expect(bare.status).toBe(403);
      expect(((await bare.json()) as { message: string }).message).toMatch(/current password/i);
      const wrong = await server.request(
        '/api/config/update',
        jsonInit({ updates: [{ key, value: listener }], currentPassword: 'guess' }, token),
      );
      expect(wrong.status).toBe(403);
      expect(await envOf(server)).toBe(before);
      const right = await server.request(
        '/api/config/update',
        jsonInit({ updates: [{ key, value: listener }], currentPassword: 'pw' }, token),
      );
      expect(right.status).toBe(200);
      const config = (await (await server.request('/api/config', { token })).json()) as {
        config: { key: string; protected?: boolean }[];
      };
      expect(config.config.find((i) => i.key === key)).toMatchObject({ protected: true });
    },
  );
});
