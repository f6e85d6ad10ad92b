import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { browseResponseSchema } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

describe('GET /api/browse: the folder picker sees the source folders and the library, nothing else', () => {
  let base: string;
  let source: string;
  let library: string;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'browse-')));
    source = path.join(base, 'source');
    library = path.join(base, 'library');
    await mkdir(path.join(source, 'Films', 'Alien (1979)'), { recursive: true });
    await mkdir(path.join(source, '.hidden'));
    await writeFile(path.join(source, 'loose.mkv'), '');
    await writeFile(path.join(source, 'Films', 'Alien (1979)', 'Alien.1979.mkv'), '');
    await symlink('/etc', path.join(source, 'escape'));
    await mkdir(library);
    server = await startTestServer({
      env: { CINESYNC_PASSWORD: 'pw', SOURCE_DIR: source, DESTINATION_DIR: library },
      autoStart: false,
    });
    // A link to the data folder inside a source: never listed, never entered.
    await symlink(server.dataDir, path.join(source, 'data-link'));
    token = await server.login('admin', 'pw');
  });
  afterAll(async () => {
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  const browse = async (folder?: string) => {
    const query = folder === undefined ? '' : `?path=${encodeURIComponent(folder)}`;
    const res = await server.request(`/api/browse${query}`, { token });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('starts from the source folders and the library', async () => {
    const { status, body } = await browse();
    expect(status).toBe(200);
    expect(browseResponseSchema.strict().parse(body)).toEqual({
      drives: [source, library],
      items: [
        { name: source, path: source, isDirectory: true },
        { name: library, path: library, isDirectory: true },
      ],
      currentPath: '',
      parentPath: null,
    });
  });

  it('lists a folder: folders first, dot-files and the data folder left out', async () => {
    const { body } = await browse(source);
    expect(body).toEqual({
      drives: [source, library],
      items: [
        { name: 'escape', path: path.join(source, 'escape'), isDirectory: true },
        { name: 'Films', path: path.join(source, 'Films'), isDirectory: true },
        { name: 'loose.mkv', path: path.join(source, 'loose.mkv'), isDirectory: false },
      ],
      currentPath: source,
      parentPath: null,
    });
    const inner = await browse(path.join(source, 'Films', 'Alien (1979)'));
    expect(inner.body).toMatchObject({
      currentPath: path.join(source, 'Films', 'Alien (1979)'),
      parentPath: path.join(source, 'Films'),
      items: [{ name: 'Alien.1979.mkv', isDirectory: false }],
    });
  });

  it('takes a file for the folder it is in', async () => {
    const { body } = await browse(path.join(source, 'Films', 'Alien (1979)', 'Alien.1979.mkv'));
    expect(body).toMatchObject({ currentPath: path.join(source, 'Films', 'Alien (1979)') });
  });

  it.each([
    ['the machine root', '/', 403],
    ['a system folder', '/etc', 403],
    ['a link out of the source folder', 'escape', 403],
    ['a link to the data folder', 'data-link', 403],
    ['the data folder itself', 'DATA', 403],
    ['a walk out with ..', '../..', 403],
    ['a relative path', 'relative/Films', 400],
    ['a NUL byte', 'Films\u0000x', 400],
    ['a path past PATH_MAX', 'LONG', 400],
    ['a folder that is not there', 'Nope', 404],
  ])('refuses %s (%s)', async (_what, given, expected) => {
    const folder =
      given === 'DATA'
        ? server.dataDir
        : given === 'LONG'
          ? path.join(source, 'a/'.repeat(3000))
          : given === '/' || given === '/etc' || given.startsWith('relative')
            ? given
            : path.join(source, given);
    const { status, body } = await browse(folder);
    expect(status).toBe(expected);
    expect(body).not.toHaveProperty('items');
  });

  it('needs a token', async () => {
    expect((await server.request('/api/browse')).status).toBe(401);
    expect((await server.request(`/api/browse?path=${encodeURIComponent(source)}`)).status).toBe(401);
  });
});
