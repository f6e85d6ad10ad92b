import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { createLogger } from '../log.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

/**
 * Guesses are counted when they are evaluated (the argon2 check), which is the number that
 * matters: the server logs every evaluated wrong guess as "failed sign-in".
 */
describe('the sign-in lockout under concurrency', () => {
  let server: TestServer;
  let failedSignIns: number;

  beforeEach(async () => {
    failedSignIns = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.includes('"failed sign-in"')) failedSignIns++;
        done();
      },
    });
    // Stored hashed, as the app stores it: the slow check is where the race was.
    const stored = await hashPassword('right');
    server = await startTestServer({ env: { CINESYNC_PASSWORD: stored }, log: createLogger('INFO', sink) });
  });
  afterEach(() => server.dispose());

  const login = (password: string) => server.request('/api/auth/login', jsonInit({ username: 'admin', password }));

  it('evaluates at most 5 of 50 parallel wrong guesses; the rest are refused with 429 and Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(`wrong-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(answers.find((r) => r.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(failedSignIns).toBeLessThanOrEqual(5);
    // The address is locked now, whatever it sends.
    expect((await login('right')).status).toBe(429);
  });

  it('29 wrong and 1 right in parallel: at most 5 evaluated, and the right one does not reopen the door', async () => {
    const passwords = Array.from({ length: 30 }, (_, i) => (i === 17 ? 'right' : `wrong-${i}`));
    const answers = await Promise.all(passwords.map((p) => login(p)));
    const evaluated = answers.filter((r) => r.status !== 429).length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(failedSignIns).toBeLessThanOrEqual(5);
    // Whatever happened, no more than 5 guesses in total: the next burst is refused whole.
    const more = await Promise.all(Array.from({ length: 10 }, (_, i) => login(`again-${i}`)));
    expect(failedSignIns).toBeLessThanOrEqual(5);
    expect(more.filter((r) => r.status === 401).length + evaluated).toBeLessThanOrEqual(6);
  });

  it('evaluates at most 5 of 40 parallel WebDAV attempts with wrong Basic credentials', async () => {
    const basic = (password: string) => `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.request('/webdav/', { method: 'PROPFIND', headers: { depth: '0', authorization: basic(`w${i}`) } }),
      ),
    );
    for (const a of answers) await a.body?.cancel();
    expect(failedSignIns).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('shares one budget between the sign-in form and WebDAV', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`form-${i}`)).status).toBe(401);
    const basic = `Basic ${Buffer.from('admin:dav').toString('base64')}`;
    const dav = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.request('/webdav/', { method: 'PROPFIND', headers: { depth: '0', authorization: basic } }),
      ),
    );
    for (const a of dav) await a.body?.cancel();
    expect(failedSignIns).toBeLessThanOrEqual(5);
  });
});
