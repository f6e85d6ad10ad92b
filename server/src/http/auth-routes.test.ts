import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenSecretOf } from '../../test/support/token-secret.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const servers: TestServer[] = [];
async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const s = await startTestServer(options);
  servers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.dispose()));
});

describe('sign-in', () => {
  it('generates a password on first start, stores it hashed and never prints it again', async () => {
    const first = await start();
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    const envText = await readFile(path.join(first.dataDir, '.env'), 'utf8');
    expect(envText).toContain('CINESYNC_PASSWORD="$argon2id$');
    expect(envText).not.toContain(first.generatedPassword);
    const token = await first.login('admin', first.generatedPassword);
    const me = await first.request('/api/me', { token });
    expect(await me.json()).toEqual({ username: 'admin' });
    await first.close();

    const again = await start({ dataDir: first.dataDir });
    expect(again.generatedPassword).toBeUndefined();
    expect(await again.login('admin', first.generatedPassword)).toBeTruthy();
  });

  it('keeps the token secret in the data folder, readable by the owner only (on PostgreSQL, in the database)', async () => {
    const s = await start();
    if (s.ctx.database.dialect === 'postgres') {
      // Shared by every instance on the database, so no instance keeps its own copy.
      expect(existsSync(path.join(s.dataDir, 'jwt-secret'))).toBe(false);
      expect((await tokenSecretOf(s)).length).toBe(48);
      return;
    }
    expect((await stat(path.join(s.dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('answers 401 with the spec text for wrong credentials', async () => {
    const s = await start({ env: { CINESYNC_PASSWORD: 'right' } });
    const res = await s.request('/api/auth/login', jsonInit({ username: 'admin', password: 'wrong' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Invalid username or password' });
    const wrongUser = await s.request('/api/auth/login', jsonInit({ username: 'root', password: 'right' }));
    expect(wrongUser.status).toBe(401);
  });

  it('answers 429 with Retry-After after repeated failures from one address, even for the right password', async () => {
    const s = await start({ env: { CINESYNC_PASSWORD: 'right' } });
    for (let i = 0; i < 5; i++) {
      const res = await s.request('/api/auth/login', jsonInit({ username: 'admin', password: `bad${i}` }));
      expect(res.status).toBe(401);
    }
    const locked = await s.request('/api/auth/login', jsonInit({ username: 'admin', password: 'right' }));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ error: 'too_many' });
  });

  it('lets the lock run out with time', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const s = await start({ env: { CINESYNC_PASSWORD: 'right' }, now: () => clock });
    for (let i = 0; i < 5; i++) await s.request('/api/auth/login', jsonInit({ username: 'admin', password: 'no' }));
    expect((await s.request('/api/auth/login', jsonInit({ username: 'admin', password: 'right' }))).status).toBe(429);
    clock += 6 * 60_000;
    expect((await s.request('/api/auth/login', jsonInit({ username: 'admin', password: 'right' }))).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const s = await start({ env: { CINESYNC_PASSWORD: 'pw' }, now: () => clock, tokenTtlSeconds: 3600 });
    const token = await s.login('admin', 'pw');
    expect((await s.request('/api/me', { token })).status).toBe(200);
    clock += 3601_000;
    const res = await s.request('/api/me', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Token expired; sign in again' });
  });

  it('refuses a correctly signed token that never expires (no exp claim)', async () => {
    const s = await start({ env: { CINESYNC_PASSWORD: 'pw' } });
    const real = await s.login('admin', 'pw');
    const claims = decodeJwt(real);
    const secret = await tokenSecretOf(s);
    const sign = (withExp: boolean) => {
      const jwt = new SignJWT({ cv: claims.cv }).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setIssuedAt();
      return (withExp ? jwt.setExpirationTime('1h') : jwt).sign(secret);
    };
    // The same token with an expiry is accepted, so the refusal is about the missing claim alone.
    expect((await s.request('/api/me', { token: await sign(true) })).status).toBe(200);
    const res = await s.request('/api/me', { token: await sign(false) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthorized', message: 'Invalid token' });
  });

  it('invalidates tokens when the password changes', async () => {
    const s = await start();
    const token = await s.login();
    const res = await s.request(
      '/api/config/update',
      jsonInit(
        { updates: [{ key: 'CINESYNC_PASSWORD', value: 'a new password' }], currentPassword: s.generatedPassword },
        token,
      ),
    );
    expect(res.status).toBe(200);
    expect((await s.request('/api/me', { token })).status).toBe(401);
    const fresh = await s.login('admin', 'a new password');
    expect((await s.request('/api/me', { token: fresh })).status).toBe(200);
  });

  it('accepts a plain password written by hand into .env or the environment', async () => {
    const s = await start({ env: { CINESYNC_USERNAME: 'me', CINESYNC_PASSWORD: 'hand written' } });
    expect(await s.login('me', 'hand written')).toBeTruthy();
  });

  it('is Guest and open when auth is off', async () => {
    const s = await start({ env: { CINESYNC_AUTH_ENABLED: 'false' } });
    expect(s.generatedPassword).toBeUndefined();
    expect(await (await s.request('/api/auth/enabled')).json()).toEqual({ enabled: false });
    expect(await (await s.request('/api/me')).json()).toEqual({ username: 'Guest' });
    expect((await s.request('/api/config')).status).toBe(200);
  });
});
