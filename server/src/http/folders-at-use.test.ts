import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { runsAsRoot } from '../../test/support/unprivileged.js';

/**
 * A folder setting counts as where it leads at every use (design §5 promise 10), and sources never
 * overlap the library. The system folder stands in is `/etc`; the file read through it is one of
 * the test's own, made unreadable to others, never a real system secret (without root, where
 * `/etc` can't be written, the world-readable `/etc/hostname` is the probe).
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

let probe: { name: string; text: string };
beforeAll(async () => {
  if (runsAsRoot()) {
    const name = `cinesync-probe-${randomBytes(6).toString('hex')}`;
    const text = `not for the web ${randomBytes(12).toString('hex')}`;
    await writeFile(path.join('/etc', name), text, { mode: 0o600 });
    probe = { name, text };
  } else {
    probe = { name: 'hostname', text: (await readFile('/etc/hostname', 'utf8')).trim() };
  }
});
afterAll(async () => {
  if (probe.name.startsWith('cinesync-probe-')) await unlink(path.join('/etc', probe.name)).catch(() => undefined);
});

async function tempBase(): Promise<string> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'folders-at-use-'));
  cleanups.push(() => rm(base, { recursive: true, force: true }));
  return base;
}

async function logText(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'logs');
  const names = await readdir(dir).catch(() => []);
  return (await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8').catch(() => '')))).join('');
}

async function serve(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({ env: { CINESYNC_PASSWORD: 'pw', ...env }, autoStart: false });
  cleanups.push(() => server.dispose());
  return server;
}

const basic = { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` };

/** What a client gets back for every way of reading or listing bytes; none may carry the probe. */
async function everyReader(server: TestServer, token: string, name: string) {
  const answers: { what: string; status: number; body: string }[] = [];
  const take = async (what: string, res: Response) =>
    answers.push({ what, status: res.status, body: await res.text() });
  await take('webdav GET', await server.request(`/webdav/${name}`, { headers: basic }));
  await take(
    'webdav PROPFIND',
    await server.request('/webdav/', { method: 'PROPFIND', headers: { ...basic, depth: '1' } }),
  );
  await take('stream', await server.request(`/api/stream/${encodeURIComponent(name)}`, { token }));
  await take('download', await server.request(`/api/download?path=${encodeURIComponent(name)}`, { token }));
  await take('files', await server.request('/api/files?path=%2F', { token }));
  return answers;
}

/** A success that carries entries or bytes; the file list's empty "needs configuration" page is none. */
function servedSomething(a: { what: string; status: number; body: string }): boolean {
  if (a.what === 'files') return a.status === 200 && !a.body.includes('"items":[]');
  return a.status === 200 || a.status === 206 || a.status === 207;
}

describe('a folder that is a link counts as where it leads, at every use', () => {
  it('serves nothing from a DESTINATION_DIR set in the environment to a link to /etc', async () => {
    const base = await tempBase();
    const library = path.join(base, 'library');
    await symlink('/etc', library);
    const server = await serve({ DESTINATION_DIR: library });
    const token = await server.login('admin', 'pw');
    const answers = await everyReader(server, token, probe.name);
    expect(answers.filter((a) => a.body.includes(probe.text) || servedSomething(a))).toEqual([]);
    const status = (await (await server.request('/api/config-status', { token })).json()) as Record<string, unknown>;
    expect(status).toMatchObject({
      needsConfiguration: true,
      problem: expect.stringContaining('/etc is a system folder'),
    });
    expect((await server.request('/api/stats', { token }).then((r) => r.json())) as object).toMatchObject({
      webdavStatus: 'Inactive',
    });
  });

  it('stops serving a library saved through Settings and then swapped for a link to /etc', async () => {
    const base = await tempBase();
    const library = path.join(base, 'library');
    await mkdir(path.join(library, 'Movies'), { recursive: true });
    await writeFile(path.join(library, 'Movies', 'note.txt'), 'a library file');
    const server = await serve({});
    const token = await server.login('admin', 'pw');
    const saved = await server.request(
      '/api/config/update',
      jsonInit({ updates: [{ key: 'DESTINATION_DIR', value: library }], currentPassword: 'pw' }, token),
    );
    expect(saved.status).toBe(200);
    // Served while it is the folder it was saved as.
    expect(await (await server.request('/webdav/Movies/note.txt', { headers: basic })).text()).toBe('a library file');

    await rename(library, path.join(base, 'x'));
    await symlink('/etc', library);
    const answers = await everyReader(server, token, probe.name);
    expect(answers.filter((a) => a.body.includes(probe.text) || servedSomething(a))).toEqual([]);
    const status = (await (await server.request('/api/config-status', { token })).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ needsConfiguration: true, problem: expect.stringContaining('system folder') });
  });

  it('does not use a SOURCE_DIR that is a link to /etc: links into it serve nothing, and config status says why', async () => {
    const base = await tempBase();
    const library = path.join(base, 'library');
    const source = path.join(base, 'source');
    await mkdir(library, { recursive: true });
    await symlink('/etc', source);
    await symlink(path.join(source, probe.name), path.join(library, 'x.mkv'));
    const server = await serve({ DESTINATION_DIR: library, SOURCE_DIR: source });
    const token = await server.login('admin', 'pw');
    const answers = await everyReader(server, token, 'x.mkv');
    expect(answers.filter((a) => a.body.includes(probe.text))).toEqual([]);
    expect(answers.filter((a) => a.what !== 'files' && a.what !== 'webdav PROPFIND' && a.status === 200)).toEqual([]);
    const status = (await (await server.request('/api/config-status', { token })).json()) as Record<string, unknown>;
    expect(status).toMatchObject({
      needsConfiguration: false,
      sourceProblems: [expect.stringMatching(/SOURCE_DIR .*source is not used: .*\/etc is a system folder/)],
    });
    expect(await server.ctx.organiserService.roots()).toEqual([]);
  });
});

describe('sources and the library never overlap', () => {
  const save = (server: TestServer, token: string, updates: { key: string; value: string }[]) =>
    server.request('/api/config/update', jsonInit({ updates, currentPassword: 'pw' }, token));

  it('refuses through Settings a source equal to, inside or holding the library, on real paths, writing nothing', async () => {
    const base = await tempBase();
    const library = path.join(base, 'media', 'library');
    const other = path.join(base, 'downloads');
    await mkdir(path.join(library, 'incoming'), { recursive: true });
    await mkdir(other, { recursive: true });
    await symlink(library, path.join(base, 'lib-link'));
    const server = await serve({});
    const token = await server.login('admin', 'pw');
    expect((await save(server, token, [{ key: 'DESTINATION_DIR', value: library }])).status).toBe(200);
    const envBefore = await readFile(path.join(server.dataDir, '.env'), 'utf8');
    for (const [value, words] of [
      [library, 'is the library folder'],
      [path.join(base, 'lib-link'), 'is the library folder'],
      [path.join(library, 'incoming'), 'is inside the library folder'],
      [path.join(base, 'media'), 'holds the library folder'],
      [`${other},${path.join(base, 'media')}`, 'holds the library folder'],
    ] as const) {
      const res = await save(server, token, [{ key: 'SOURCE_DIR', value }]);
      expect(res.status, value).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(words);
    }
    // Both at once, the library moved onto the source.
    const both = await save(server, token, [
      { key: 'SOURCE_DIR', value: other },
      { key: 'DESTINATION_DIR', value: path.join(other, 'lib') },
    ]);
    expect(both.status).toBe(400);
    expect(await readFile(path.join(server.dataDir, '.env'), 'utf8')).toBe(envBefore);
    // A source beside the library is fine.
    expect((await save(server, token, [{ key: 'SOURCE_DIR', value: other }])).status).toBe(200);
  });

  it('does not use a source from the environment that holds the library, and a rescan links nothing of the library', async () => {
    const base = await tempBase();
    const library = path.join(base, 'library');
    await mkdir(path.join(library, 'Movies', 'Old (2000)'), { recursive: true });
    await writeFile(path.join(base, 'Some.Movie.2010.1080p.mkv'), 'x');
    await symlink(
      path.join(base, 'Some.Movie.2010.1080p.mkv'),
      path.join(library, 'Movies', 'Old (2000)', 'Old (2000).mkv'),
    );
    const server = await serve({ DESTINATION_DIR: library, SOURCE_DIR: base });
    const token = await server.login('admin', 'pw');
    const status = (await (await server.request('/api/config-status', { token })).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ sourceProblems: [expect.stringContaining('holds the library folder')] });
    const { summary } = await server.ctx.organiserService.runScan();
    expect(summary.counts.seen).toBe(0);
    await server.ctx.activity.flush();
    expect(await logText(server.dataDir)).toContain(`Source ${base} is not used: ${base} holds the library folder`);
  });

  it('refuses a relative SOURCE_DIR or DESTINATION_DIR through Settings', async () => {
    const server = await serve({});
    const token = await server.login('admin', 'pw');
    for (const [key, value] of [
      ['SOURCE_DIR', 'downloads'],
      ['DESTINATION_DIR', 'library'],
      ['DESTINATION_DIR', '../library'],
    ] as const) {
      const res = await save(server, token, [{ key, value }]);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(`${key} must be an absolute path`);
    }
  });
});
