import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

describe('bad input', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw' } });
    token = await server.login('admin', 'pw');
  });
  afterAll(() => server.dispose());

  const post = (path: string, body: string, contentType = 'application/json') =>
    server.request(path, { method: 'POST', headers: { 'content-type': contentType }, body, token });

  const cases: [string, () => Promise<Response>, number, string][] = [
    ['malformed JSON', () => post('/api/config/update', '{"updates": [}'), 400, 'The request body is not valid JSON'],
    ['empty JSON body', () => post('/api/config/update', ''), 400, 'The request body is empty but says it is JSON'],
    ['a JSON array', () => post('/api/config/update', '[1,2]'), 400, 'Invalid request body'],
    ['a JSON string', () => post('/api/config/update', '"hello"'), 400, 'must be a JSON object'],
    ['updates of the wrong type', () => post('/api/config/update', '{"updates":"LOG_LEVEL=DEBUG"}'), 400, 'updates'],
    ['text/plain (cross-site form)', () => post('/api/config/update', 'updates=1', 'text/plain'), 400, 'JSON object'],
    ['an unknown content type', () => post('/api/config/update', '<x/>', 'application/xml'), 415, 'as JSON'],
    [
      'a 1 MB body',
      () => post('/api/config/update', JSON.stringify({ updates: [{ key: 'LOG_LEVEL', value: 'x'.repeat(1 << 20) }] })),
      413,
      'too large',
    ],
    ['a login without password', () => post('/api/auth/login', '{"username":"admin"}'), 400, 'password'],
    ['a login with numbers', () => post('/api/auth/login', '{"username":1,"password":2}'), 400, 'username'],
  ];

  for (const [name, send, status, text] of cases) {
    it(`answers ${name} with ${status} JSON and changes nothing`, async () => {
      const before = await readFile(`${server.dataDir}/.env`, 'utf8').catch(() => '');
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await res.json()) as { error: string; message: string };
      expect(typeof body.error).toBe('string');
      expect(body.message).toContain(text);
      expect(await readFile(`${server.dataDir}/.env`, 'utf8').catch(() => '')).toBe(before);
    });
  }

  it('answers an unknown API path with JSON 404', async () => {
    const res = await server.request('/api/nothing-here', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});
