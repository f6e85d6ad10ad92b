import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { connectionTestResultSchema } from '@cinesync/common';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlexStandIn, startTmdbStandIn, type PlexStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { freePort } from '../../test/support/free-port.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { CONNECTION_TESTS_PER_MINUTE } from './routes/connection-test-routes.js';

/**
 * The Test buttons of Settings and the setup, over real HTTP: the TMDB stand-in takes one key and
 * refuses every other, the Plex stand-in one token. A key or token is never echoed nor logged.
 */

const GOOD_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BAD_KEY = '00000000000000000000000000000bad';
const PLEX_TOKEN = 'plex-token-9f8e7d6c';

interface World {
  server: TestServer;
  token: string;
  logs: () => string;
}

/** Room for every test of a describe; the limit itself has its own world below. */
const ROOMY = 1_000;

async function startWorld(env: Record<string, string>, connectionTestsPerMinute = ROOMY): Promise<World> {
  let logText = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText += chunk.toString();
      done();
    },
  });
  const server = await startTestServer({
    env: { CINESYNC_PASSWORD: 'pw', LOG_LEVEL: 'DEBUG', ...env },
    log: pino({ level: 'debug' }, sink),
    autoStart: false,
    connectionTestsPerMinute,
  });
  return { server, token: await server.login('admin', 'pw'), logs: () => logText };
}

/** `token` '' sends none. */
const post = async (w: World, route: string, body: unknown, token = w.token) => {
  const res = await w.server.request(route, jsonInit(body, token));
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown>, headers: res.headers };
};

describe('POST /api/config/test/tmdb', () => {
  let tmdb: TmdbStandIn;
  let w: World;
  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: GOOD_KEY });
    w = await startWorld({ TMDB_API_BASE_URL: tmdb.baseUrl });
  });
  afterAll(async () => {
    await w.server.dispose();
    await tmdb.close();
  });
  const test = (body: unknown) => post(w, '/api/config/test/tmdb', body);

  it('says "Key works" for the key being typed, before it is saved', async () => {
    tmdb.reset();
    const answer = await test({ apiKey: GOOD_KEY });
    expect(answer.status).toBe(200);
    expect(connectionTestResultSchema.strict().parse(answer.body)).toEqual({
      ok: true,
      outcome: 'works',
      message: 'Key works',
    });
    expect(tmdb.requests.map((r) => `${r.path} ${r.status}`)).toEqual(['/3/authentication 200']);
    // Tried, not saved.
    const status = await (await w.server.request('/api/config-status', { token: w.token })).json();
    expect(status).toMatchObject({ missing: expect.arrayContaining(['TMDB_API_KEY']) });
  });

  it("gives TMDB's own reason for a key it refuses, once, without retrying", async () => {
    tmdb.reset();
    const answer = await test({ apiKey: BAD_KEY });
    expect(answer.body).toEqual({
      ok: false,
      outcome: 'refused',
      message: 'Invalid API key: You must be granted a valid key.',
    });
    expect(tmdb.requests).toHaveLength(1);
  });

  it('tries the saved key when none is typed or the mask is sent back', async () => {
    expect((await test({})).status).toBe(400);
    expect((await test({})).body).toMatchObject({ message: 'Enter a TMDB API key to test' });
    const saved = await w.server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'TMDB_API_KEY', value: GOOD_KEY }] }, w.token),
    );
    expect(saved.status).toBe(200);
    expect((await test({})).body).toMatchObject({ ok: true, message: 'Key works' });
    expect((await test({ apiKey: '********' })).body).toMatchObject({ ok: true, message: 'Key works' });
    // A typed key wins over the saved one.
    expect((await test({ apiKey: BAD_KEY })).body).toMatchObject({ ok: false, outcome: 'refused' });
  });

  it("says TMDB is limiting requests, in TMDB's words, and does not wait for it", async () => {
    tmdb.reset();
    tmdb.setKnobs({ forced429: 1, retryAfterSeconds: 30 });
    const answer = await test({ apiKey: GOOD_KEY });
    expect(answer.body).toEqual({
      ok: false,
      outcome: 'rate_limited',
      message: 'TMDB is limiting requests: Your request count is over the allowed limit.',
    });
    expect(tmdb.requests).toHaveLength(1);
  });

  it('refuses an empty key and a body that is not a test request', async () => {
    expect((await test({ apiKey: '  ' })).body).toMatchObject({
      error: 'invalid',
      message: 'Enter a TMDB API key to test',
    });
    expect((await test({ apiKey: GOOD_KEY, path: '/etc' })).status).toBe(400);
    expect((await test({ apiKey: 42 })).status).toBe(400);
  });

  it('needs a signed-in person', async () => {
    tmdb.reset();
    expect((await post(w, '/api/config/test/tmdb', { apiKey: GOOD_KEY }, '')).status).toBe(401);
    expect(tmdb.requests).toHaveLength(0);
  });

  it('never echoes nor logs a key', async () => {
    for (const apiKey of [GOOD_KEY, BAD_KEY]) {
      expect((await test({ apiKey })).text).not.toContain(apiKey);
    }
    expect(w.logs()).not.toContain(GOOD_KEY);
    expect(w.logs()).not.toContain(BAD_KEY);
  });
});

describe('POST /api/config/test/tmdb when TMDB cannot be reached', () => {
  it('says so, with the reason', async () => {
    const closedPort = await freePort();
    const w = await startWorld({ TMDB_API_BASE_URL: `http://127.0.0.1:${closedPort}/3` });
    try {
      const answer = await post(w, '/api/config/test/tmdb', { apiKey: GOOD_KEY });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ ok: false, outcome: 'unreachable' });
      expect(answer.body.message).toMatch(/^TMDB could not be reached: ECONNREFUSED/);
    } finally {
      await w.server.dispose();
    }
  });
});

describe('connection tests are rate-limited per kind and address', () => {
  it(`answers 429 with Retry-After past ${CONNECTION_TESTS_PER_MINUTE} tests in a minute`, async () => {
    const tmdb = await startTmdbStandIn({ apiKey: GOOD_KEY });
    const w = await startWorld({ TMDB_API_BASE_URL: tmdb.baseUrl }, CONNECTION_TESTS_PER_MINUTE);
    try {
      for (let i = 0; i < CONNECTION_TESTS_PER_MINUTE; i++) {
        expect((await post(w, '/api/config/test/tmdb', { apiKey: BAD_KEY })).status).toBe(200);
      }
      const refused = await post(w, '/api/config/test/tmdb', { apiKey: GOOD_KEY });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many tests in a minute; try again in \d+ s$/);
      expect(tmdb.requests).toHaveLength(CONNECTION_TESTS_PER_MINUTE);
      // Plex has its own allowance.
      const plex = await post(w, '/api/config/test/plex', {
        url: 'http://127.0.0.1:9',
        token: 't',
        currentPassword: 'pw',
      });
      expect(plex.status).toBe(200);
    } finally {
      await w.server.dispose();
      await tmdb.close();
    }
  });
});

describe('POST /api/config/test/plex', () => {
  let plex: PlexStandIn;
  let elsewhere: PlexStandIn;
  let w: World;
  beforeAll(async () => {
    plex = await startPlexStandIn({ token: PLEX_TOKEN, sections: [], identity: { friendlyName: 'Living Room' } });
    elsewhere = await startPlexStandIn({ token: 'other', sections: [], identity: { friendlyName: 'Elsewhere' } });
    w = await startWorld({});
    // Saved as a person saves them: the address is protected, the token is not.
    const saved = await w.server.request(
      '/api/config/update',
      jsonInit(
        {
          updates: [
            { key: 'PLEX_URL', value: plex.url },
            { key: 'PLEX_TOKEN', value: PLEX_TOKEN },
          ],
          currentPassword: 'pw',
        },
        w.token,
      ),
    );
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await w.server.dispose();
    await plex.close();
    await elsewhere.close();
  });
  const test = (body: unknown) => post(w, '/api/config/test/plex', body);

  it('says "Connected to <server name>" with the saved address and token', async () => {
    const answer = await test({});
    expect(answer.status).toBe(200);
    expect(connectionTestResultSchema.strict().parse(answer.body)).toEqual({
      ok: true,
      outcome: 'works',
      message: 'Connected to Living Room',
      serverName: 'Living Room',
    });
    expect(plex.requests.at(-1)).toBe('/');
  });

  it('tries a token being typed against the saved address without asking for the password', async () => {
    expect((await test({ token: 'wrong-token' })).body).toEqual({
      ok: false,
      outcome: 'refused',
      message: 'Plex refused the token (401 Unauthorized)',
    });
    expect((await test({ url: `${plex.url}/`, token: PLEX_TOKEN })).body).toMatchObject({ ok: true });
    expect((await test({ token: '********' })).body).toMatchObject({ ok: true });
  });

  it('needs the current password to send a token to an address other than the saved one', async () => {
    const before = elsewhere.requests.length;
    const without = await test({ url: elsewhere.url });
    expect(without.status).toBe(403);
    expect(without.body.message).toMatch(/current password is required/);
    const wrong = await test({ url: elsewhere.url, currentPassword: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('The current password is wrong');
    expect(elsewhere.requests.length).toBe(before);

    const right = await test({ url: elsewhere.url, token: 'other', currentPassword: 'pw' });
    expect(right.body).toMatchObject({ ok: true, message: 'Connected to Elsewhere' });
  });

  it('does not follow a redirect, so the token goes nowhere else', async () => {
    plex.redirectTo = `${elsewhere.url}/`;
    try {
      const seenElsewhere = elsewhere.tokensSeen.length;
      const answer = await test({});
      expect(answer.body).toEqual({
        ok: false,
        outcome: 'failed',
        message: `Plex answered / with a redirect to ${elsewhere.url}/; enter that address instead`,
      });
      expect(elsewhere.tokensSeen.length).toBe(seenElsewhere);
    } finally {
      plex.redirectTo = null;
    }
  });

  it('says why not when nothing answers, or something that is not Plex does', async () => {
    const closedPort = await freePort();
    const down = await test({ url: `http://127.0.0.1:${closedPort}`, currentPassword: 'pw' });
    expect(down.body).toEqual({
      ok: false,
      outcome: 'unreachable',
      message: `Plex could not be reached at http://127.0.0.1:${closedPort}: ECONNREFUSED`,
    });
    plex.failWith = 500;
    try {
      expect((await test({})).body).toEqual({
        ok: false,
        outcome: 'failed',
        message: `Plex answered 500 for / at ${plex.url}`,
      });
    } finally {
      plex.failWith = 0;
    }
    const other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      expect((await test({ url: otherUrl, currentPassword: 'pw' })).body).toEqual({
        ok: false,
        outcome: 'failed',
        message: `The answer from ${otherUrl} is not from a Plex server`,
      });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('refuses an address that is not http(s) before sending anything', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70', 'not an address']) {
      const answer = await test({ url, currentPassword: 'pw' });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message).toBe('The Plex address must start with http:// or https://');
    }
  });

  it('never echoes nor logs a token', async () => {
    expect((await test({})).text).not.toContain(PLEX_TOKEN);
    expect((await test({ token: 'typed-secret-token' })).text).not.toContain('typed-secret-token');
    expect(w.logs()).not.toContain(PLEX_TOKEN);
    expect(w.logs()).not.toContain('typed-secret-token');
  });
});
