import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { readdir, readFile, rename, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSecretOf } from '../../test/support/token-secret.js';
import {
  databaseFingerprint,
  libraryWorld,
  treeFingerprint,
  type LibraryWorld,
} from '../../test/worlds/library-test-world.js';
import { OPEN_API_ROUTES } from './auth-hook.js';

/**
 * The hostile-input suite: what an attacker with a browser, curl or a WebDAV client would throw
 * at a running server, by category, each probe counted. Every probe must be refused (a 4xx), and
 * at the end nothing outside the library has changed (the source files, a bystander folder, the
 * data folder's configuration and secrets) and no answer carried a secret. The tally is printed.
 */

interface Answer {
  status: number;
  body: string;
}

/** A request sent exactly as written (`fetch` would tidy the path and refuse some headers). */
function raw(base: string, rawPath: string, method: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

class Tally {
  readonly byCategory = new Map<string, { tried: number; refused: number }>();
  readonly accepted: string[] = [];
  readonly leaked: string[] = [];

  constructor(private readonly secrets: () => string[]) {}

  /** A probe is refused by a 4xx, or by one of `alsoRefusing` where the category says so. */
  record(category: string, probe: string, answer: Answer, alsoRefusing: readonly number[] = []): void {
    const entry = this.byCategory.get(category) ?? { tried: 0, refused: 0 };
    entry.tried++;
    if ((answer.status >= 400 && answer.status < 500) || alsoRefusing.includes(answer.status)) entry.refused++;
    else this.accepted.push(`${category}: ${probe} → ${answer.status}`);
    for (const secret of this.secrets()) {
      if (secret.length >= 8 && answer.body.includes(secret)) this.leaked.push(`${category}: ${probe}`);
    }
    this.byCategory.set(category, entry);
  }

  get tried(): number {
    return [...this.byCategory.values()].reduce((n, c) => n + c.tried, 0);
  }

  get refused(): number {
    return [...this.byCategory.values()].reduce((n, c) => n + c.refused, 0);
  }
}

/** Every file of a folder with the hash of its content, to prove nothing changed. */
async function contentPrint(dir: string): Promise<string> {
  const lines: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (
      file.endsWith('.db') ||
      file.endsWith('-wal') ||
      file.endsWith('-shm') ||
      file.includes(`${path.sep}logs${path.sep}`)
    )
      continue; // the database and logs change by design; their effects are checked through the API
    lines.push(
      `${path.relative(dir, file)} ${createHash('sha1')
        .update(await readFile(file))
        .digest('hex')}`,
    );
  }
  return lines.sort().join('\n');
}

const BODILESS = /^\/api\/(restart|mediahub\/|python-bridge\/terminate|spoofing\/regenerate-key)/;

describe('hostile input', () => {
  let w: LibraryWorld;
  let tally: Tally;
  /** Secrets planted by probes as they go (a file of the test's own in /etc). */
  const probeSecrets: string[] = [];
  let before: { source: string; outside: string; data: string };
  const secretsOf = async (world: LibraryWorld) => [
    'must survive', // the bystander file outside the library
    (await tokenSecretOf(world.server)).toString('base64url'),
  ];

  beforeAll(async () => {
    w = await libraryWorld();
    const secrets = await secretsOf(w);
    tally = new Tally(() => [...secrets, ...probeSecrets]);
    before = {
      source: await treeFingerprint(w.source),
      outside: await contentPrint(w.outside),
      data: await contentPrint(w.server.dataDir),
    };
  });
  afterAll(() => w.dispose());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = { 'content-type': 'application/json' };
  const protectedRoutes = () =>
    w.server.http.routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/v3/') && !OPEN_API_ROUTES.has(r.url),
    );
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'x').replace(/\*/g, 'x');

  it('serves nothing once the library folder is swapped for a link to /etc, then serves again', async () => {
    // A file of the test's own in /etc, unreadable to others, stands for a system secret; without
    // root, /etc can't be written and /etc/hostname (world-readable, no secret) is the probe.
    let probe = 'hostname';
    if (process.getuid?.() === 0) {
      probe = `cinesync-probe-${randomBytes(6).toString('hex')}`;
      const text = `system secret ${randomBytes(12).toString('hex')}`;
      await writeFile(path.join('/etc', probe), text, { mode: 0o600 });
      probeSecrets.push(text);
    }
    const basic = { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` };
    const moved = `${w.library}.swapped`;
    await rename(w.library, moved);
    await symlink('/etc', w.library);
    try {
      const probes: [string, string, Record<string, string>][] = [
        ['GET', `/webdav/${probe}`, basic],
        ['PROPFIND', '/webdav/', { ...basic, depth: '1' }],
        ['GET', `/api/stream/${probe}`, bearer(w.token)],
        ['GET', `/api/download?path=${probe}`, bearer(w.token)],
        ['GET', `/api/files?path=${encodeURIComponent('/')}`, bearer(w.token)],
        ['GET', `/api/files/${probe}`, bearer(w.token)],
      ];
      for (const [method, url, headers] of probes) {
        const answer = await raw(w.server.url, url, method, { ...headers, depth: headers.depth ?? '0' });
        // The file list answers 200 with an empty "needs configuration" page: nothing served.
        const empty = answer.status === 200 && answer.body.includes('"items":[]');
        // 503 is the library reported unusable, which is a refusal too.
        tally.record('folder links', `${method} ${url}`, empty ? { ...answer, status: 404 } : answer, [503]);
      }
    } finally {
      await unlink(w.library);
      await rename(moved, w.library);
      if (probe !== 'hostname') await unlink(path.join('/etc', probe));
    }
    // The library is its own folder again and is served as before. (First of the suite: later
    // categories send wrong passwords, and the lock-out that follows refuses WebDAV for a while.)
    const back = await raw(w.server.url, '/webdav/', 'PROPFIND', { ...basic, depth: '1' });
    expect(back.status).toBe(207);
    expect(back.body).toContain('Movies');
  });

  it('refuses every protected route without a valid token', async () => {
    const secret = await tokenSecretOf(w.server);
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>, key: Uint8Array = secret, alg = 'HS256') =>
      new SignJWT(claims).setProtectedHeader({ alg }).sign(key);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'admin', exp: now + 3600 })).toString('base64url')}.`;
    const variants: [string, Record<string, string>][] = [
      ['no token', {}],
      ['garbage', bearer('not-a-jwt')],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['basic instead of bearer', { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` }],
      ['unsigned (alg none)', bearer(unsigned)],
      ['signed with another key', bearer(await sign({ sub: 'admin', iat: now, exp: now + 3600 }, new Uint8Array(32)))],
      ['expired', bearer(await sign({ sub: 'admin', iat: now - 7200, exp: now - 3600 }))],
      ['without exp', bearer(await sign({ sub: 'admin', iat: now }))],
      ['old credentials', bearer(await sign({ sub: 'admin', iat: now, exp: now + 3600, cv: 'stale' }))],
      ['token in the query of a change', {}],
    ];
    for (const { method, url } of protectedRoutes()) {
      for (const [name, headers] of variants) {
        const query = name === 'token in the query of a change' ? `?token=${encodeURIComponent(w.token)}` : '';
        if (query && (method === 'GET' || method === 'HEAD')) continue;
        const hasBody = method !== 'GET' && method !== 'HEAD';
        const answer = await raw(
          w.server.url,
          `${concrete(url)}${query}`,
          method,
          { ...headers, ...(hasBody ? json : {}) },
          hasBody ? '{}' : undefined,
        );
        tally.record('tokens', `${method} ${url} (${name})`, answer);
      }
    }
    expect(tally.byCategory.get('tokens')?.tried).toBeGreaterThan(300);
  });

  it('refuses paths that leave the library, on every file route', async () => {
    const outsideFile = path.join(w.outside, 'victim.txt');
    const bodies = [
      '../outside/victim.txt',
      'Movies/../../outside/victim.txt',
      '..\\..\\outside\\victim.txt',
      outsideFile,
      '/etc/passwd',
      w.server.dataDir,
      path.join(w.server.dataDir, '.env'),
      path.join(w.server.dataDir, 'jwt-secret'),
      'escape/victim.txt',
      'escape',
      'Movies/readme.txt\u0000.jpg',
      'Movies/read\u001bme.txt',
      `${'../'.repeat(40)}etc/passwd`,
      'a/'.repeat(3000),
      '',
    ];
    const urls = [
      '..%2f..%2foutside%2fvictim.txt',
      '%2e%2e/%2e%2e/outside/victim.txt',
      '..%5C..%5Coutside%5Cvictim.txt',
      'Movies/readme.txt%00.jpg',
      'escape/victim.txt',
      'Movies/planted.txt',
      `${'..%2f'.repeat(20)}etc%2fpasswd`,
    ];
    const post = async (route: string, body: unknown) =>
      raw(w.server.url, route, 'POST', { ...json, ...bearer(w.token) }, JSON.stringify(body));
    for (const p of bodies) {
      const probes: [string, () => Promise<Answer>][] = [
        ['download', () => raw(w.server.url, `/api/download?path=${encodeURIComponent(p)}`, 'GET', bearer(w.token))],
        ['readlink', () => post('/api/readlink', { path: p })],
        ['rename from', () => post('/api/rename', { oldPath: p, newName: 'x.mkv' })],
        ['rename to', () => post('/api/rename', { oldPath: 'Movies/readme.txt', newName: p })],
        ['move from', () => post('/api/move', { sourcePath: p, targetPath: 'Shows' })],
        ['move to', () => post('/api/move', { sourcePath: 'Movies/readme.txt', targetPath: p, replace: true })],
        ['delete', () => post('/api/delete', { path: p })],
        ['restore', () => post('/api/restore-symlinks', { paths: [p] })],
        ['process', () => post('/api/python-bridge', { sourcePath: p, selectedOption: 'skip', disableMonitor: true })],
        ['file details', () => post('/api/file-details', { path: p, name: 'x', type: 'file' })],
      ];
      for (const [name, call] of probes) {
        // A plain odd name is a fine new name (rename to); the others must all be refused.
        // eslint-disable-next-line no-control-regex -- NUL and ESC are exactly what this looks for
        if (name === 'rename to' && !/[/\\\u0000\u001b]|^$|^\.\.$/.test(p) && p.length < 255) continue;
        if (name === 'move to' && p === '') continue; // the library root is a fine place to move to
        tally.record('traversal', `${name} ${JSON.stringify(p.slice(0, 40))}`, await call());
      }
    }
    // A link planted in the library to a file outside: the link may be managed, its target never served.
    tally.record(
      'traversal',
      'download Movies/planted.txt',
      await raw(w.server.url, '/api/download?path=Movies%2Fplanted.txt', 'GET', bearer(w.token)),
    );
    for (const u of urls) {
      for (const route of ['/api/files/', '/api/stream/']) {
        tally.record(
          'traversal',
          `GET ${route}${u.slice(0, 40)}`,
          await raw(w.server.url, route + u, 'GET', bearer(w.token)),
        );
      }
    }
    expect(tally.byCategory.get('traversal')?.tried).toBeGreaterThan(150);
  });

  it('refuses malformed bodies on every route that takes one', async () => {
    const bad: [string, string, string][] = [
      ['malformed JSON', '{"a": [}', 'application/json'],
      ['a JSON array', '[1,2,3]', 'application/json'],
      ['a JSON string', '"hello"', 'application/json'],
      [
        'numbers for strings',
        '{"path":1,"paths":2,"oldPath":3,"newName":4,"sourcePath":5,"updates":6}',
        'application/json',
      ],
      ['text/plain', 'path=../../etc/passwd', 'text/plain'],
      ['a form', 'path=..%2F..%2Fetc', 'application/x-www-form-urlencoded'],
      ['2 MB', JSON.stringify({ path: 'x'.repeat(2 << 20) }), 'application/json'],
      ['a prototype polluter', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', 'application/json'],
    ];
    for (const { method, url } of protectedRoutes()) {
      if (method !== 'POST' && method !== 'DELETE' && method !== 'PUT') continue;
      // Actions that take no body (restart, service switches, terminate) ignore one; the rest must refuse it.
      if (BODILESS.test(url)) continue;
      for (const [name, body, type] of bad) {
        const answer = await raw(
          w.server.url,
          concrete(url),
          method,
          { ...bearer(w.token), 'content-type': type },
          body,
        );
        tally.record('bodies', `${method} ${url} (${name})`, answer);
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(tally.byCategory.get('bodies')?.tried).toBeGreaterThan(50);
  });

  it('refuses configuration that would inject lines, open the machine or skip the password', async () => {
    const update = (updates: unknown, extra: Record<string, unknown> = { currentPassword: 'pw' }) =>
      raw(
        w.server.url,
        '/api/config/update',
        'POST',
        { ...json, ...bearer(w.token) },
        JSON.stringify({ updates, ...extra }),
      );
    const injections = ['\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085', '\u000b', '\u000c', '\u0000'];
    for (const separator of injections) {
      for (const key of ['LOG_LEVEL', 'TMDB_API_KEY', 'CINESYNC_USERNAME', 'PLEX_URL']) {
        const answer = await update([{ key, value: `x${separator}CINESYNC_AUTH_ENABLED=false` }]);
        tally.record('config', `${key} with ${JSON.stringify(separator)}`, answer);
      }
    }
    const folders = [
      '/',
      '/etc',
      '/proc/self',
      '/usr/lib',
      '/var',
      '/root',
      '/lib64',
      w.server.dataDir,
      path.dirname(w.server.dataDir),
    ];
    for (const folder of folders) {
      for (const key of ['SOURCE_DIR', 'DESTINATION_DIR']) {
        tally.record('config', `${key}=${folder}`, await update([{ key, value: folder }]));
      }
    }
    for (const key of ['NOT_A_KEY', 'CINESYNC_DATA_DIR', 'PATH', 'NODE_OPTIONS', 'LD_PRELOAD', 'key with space', '']) {
      tally.record('config', `unknown or env-only key ${JSON.stringify(key)}`, await update([{ key, value: 'x' }]));
    }
    const protectedChanges: [string, string][] = [
      ['CINESYNC_AUTH_ENABLED', 'false'],
      ['CINESYNC_PASSWORD', 'taken-over'],
      ['CINESYNC_USERNAME', 'mallory'],
      ['DESTINATION_DIR', w.outside],
      ['SOURCE_DIR', w.outside],
      // Addresses a secret is sent to: a listener there would receive the TMDB key or Plex token.
      ['PLEX_URL', 'http://127.0.0.1:9/listening'],
    ];
    for (const [key, value] of protectedChanges) {
      tally.record('config', `${key} without the password`, await update([{ key, value }], {}));
      tally.record('config', `${key} with a wrong password`, await update([{ key, value }], { currentPassword: 'x' }));
    }
    expect(tally.byCategory.get('config')?.tried).toBeGreaterThan(60);
  });

  it('refuses WebDAV writes and hostile hrefs', async () => {
    const basic = { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` };
    const hrefs = [
      '/webdav/%2e%2e/',
      '/webdav/..%2f..%2f',
      '/webdav/escape/victim.txt',
      '/webdav/Movies/planted.txt',
      '/webdav/Movies/x%00.mkv',
      '/webdav/a%5c..%5c..%5c',
    ];
    for (const href of hrefs) {
      for (const method of ['GET', 'PROPFIND']) {
        tally.record('webdav', `${method} ${href}`, await raw(w.server.url, href, method, { ...basic, depth: '1' }));
      }
    }
    for (const method of ['PUT', 'DELETE', 'MKCOL', 'MOVE', 'COPY', 'PROPPATCH', 'LOCK', 'UNLOCK']) {
      for (const href of ['/webdav/Movies/readme.txt', '/webdav/new.txt', '/webdav/']) {
        const headers = { ...basic, destination: `${w.server.url}/webdav/moved.txt`, 'content-type': 'text/plain' };
        tally.record('webdav', `${method} ${href}`, await raw(w.server.url, href, method, headers, 'overwritten'));
      }
    }
    // Last: wrong passwords, which lock the address out (refusals too).
    for (let i = 0; i < 12; i++) {
      const wrong = { authorization: `Basic ${Buffer.from(`admin:guess${i}`).toString('base64')}` };
      tally.record(
        'webdav',
        `wrong password ${i}`,
        await raw(w.server.url, '/webdav/', 'PROPFIND', { ...wrong, depth: '0' }),
      );
    }
    expect(tally.byCategory.get('webdav')?.tried).toBeGreaterThan(40);
  });

  it('refuses to skip, force re-link or delete a whole source folder, and changes nothing in the library', async () => {
    const library = await treeFingerprint(w.library);
    const tables = databaseFingerprint(w.server);
    const link = path.join(w.base, 'source-link');
    await symlink(w.source, link);
    const wholes = [
      w.source,
      `${w.source}/`,
      `${w.source}/.`,
      `${w.source}//`,
      link,
      w.base,
      path.dirname(w.base),
      '/',
    ];
    const send = (route: string, method: string, body: unknown) =>
      raw(w.server.url, route, method, { ...json, ...bearer(w.token) }, JSON.stringify(body));
    for (const whole of wholes) {
      const probes: [string, () => Promise<Answer>][] = [
        ['skip', () => send('/api/python-bridge', 'POST', { sourcePath: whole, selectedOption: 'skip' })],
        ['force', () => send('/api/python-bridge', 'POST', { sourcePath: whole, selectedOption: 'force' })],
        [
          'bulk skip',
          () =>
            send('/api/python-bridge', 'POST', {
              sourcePath: whole,
              selectedOption: 'skip',
              bulkAutoProcess: true,
              batchApply: true,
            }),
        ],
        ['delete', () => send('/api/delete', 'POST', { path: whole })],
        ['delete in a list', () => send('/api/delete', 'POST', { paths: ['Movies/readme.txt', whole] })],
        ['file-operations bulk', () => send('/api/file-operations/bulk', 'DELETE', { filePaths: [whole] })],
      ];
      for (const [name, call] of probes) tally.record('source-wipe', `${name} ${whole}`, await call());
    }
    expect(await treeFingerprint(w.library)).toBe(library);
    expect(databaseFingerprint(w.server)).toBe(tables);
    expect(tally.byCategory.get('source-wipe')?.tried).toBe(wholes.length * 6);
  });

  it('was refused every time, changed nothing outside the library and served no secret', async () => {
    const changed = [
      (await treeFingerprint(w.source)) !== before.source ? 'source folder' : '',
      (await contentPrint(w.outside)) !== before.outside ? 'bystander folder' : '',
      (await contentPrint(w.server.dataDir)) !== before.data ? 'data folder' : '',
    ].filter((c) => c !== '');
    const categories = [...tally.byCategory].map(([name, c]) => `${name} ${c.refused}/${c.tried}`).join(', ');
    console.log(
      `hostile input: ${tally.tried} probes, ${tally.refused} refused (${categories}); ` +
        `files changed outside the library: ${changed.length}; secrets served: ${tally.leaked.length}`,
    );
    expect(tally.accepted).toEqual([]);
    expect(tally.leaked).toEqual([]);
    expect(changed).toEqual([]);
  });
});
