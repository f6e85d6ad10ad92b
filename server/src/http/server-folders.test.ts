import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { browseResponseSchema, type BrowseResponse } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

/**
 * GET /api/server-folders: the folder picker of the first-run setup sees the server's folders
 * before any is configured, and never the data folder, the system's own trees or files.
 */
describe('GET /api/server-folders', () => {
  let base: string;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'server-folders-')));
    await mkdir(path.join(base, 'media', 'downloads'), { recursive: true });
    await mkdir(path.join(base, 'media', '.cache'));
    await writeFile(path.join(base, 'media', 'notes.txt'), '');
    await symlink('/etc', path.join(base, 'media', 'etc-link'));
    await symlink(path.join(base, 'media', 'downloads'), path.join(base, 'media', 'downloads-link'));
    // The data folder sits beside the media, as it often does (/srv/cinesync, /srv/media).
    const dataDir = path.join(base, 'cinesync-data');
    await mkdir(dataDir);
    await symlink(dataDir, path.join(base, 'media', 'data-link'));
    server = await startTestServer({ dataDir, env: { CINESYNC_PASSWORD: 'pw' }, autoStart: false });
    token = await server.login('admin', 'pw');
  });
  afterAll(async () => {
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  const browse = async (folder?: string, purpose?: string) => {
    const query = new URLSearchParams();
    if (folder !== undefined) query.set('path', folder);
    if (purpose !== undefined) query.set('purpose', purpose);
    const res = await server.request(`/api/server-folders?${query.toString()}`, { token });
    return { status: res.status, body: (await res.json()) as BrowseResponse & { message?: string } };
  };
  const names = (listing: BrowseResponse) => listing.items.map((item) => item.name);

  it('starts at the machine root before any folder is configured', async () => {
    const { status, body } = await browse();
    expect(status).toBe(200);
    expect(browseResponseSchema.strict().parse(body)).toMatchObject({
      drives: ['/'],
      currentPath: '/',
      parentPath: null,
      problem: '/ is a system folder',
    });
    expect(names(body)).toContain('tmp');
  });

  it("lists / without the system's own trees, and says / itself can't be chosen", async () => {
    const { status, body } = await browse('/');
    expect(status).toBe(200);
    for (const system of ['etc', 'proc', 'sys', 'dev', 'usr', 'bin', 'boot', 'run', 'sbin', 'lib']) {
      expect(names(body), system).not.toContain(system);
    }
    expect(names(body)).toContain('tmp');
    expect(body).toMatchObject({ currentPath: '/', parentPath: null, problem: '/ is a system folder' });
  });

  it('walks through a folder holding the data folder, leaving the data folder out', async () => {
    const { body } = await browse(base);
    expect(names(body)).toEqual(['media']);
    expect(body.problem).toMatch(/holds the data folder/);
  });

  it('lists only folders: no files, no dot-folders, no links into the system or the data folder', async () => {
    const media = path.join(base, 'media');
    const { body } = await browse(media);
    expect(body.items).toEqual([
      { name: 'downloads', path: path.join(media, 'downloads'), isDirectory: true },
      { name: 'downloads-link', path: path.join(media, 'downloads-link'), isDirectory: true },
    ]);
    expect(body).toMatchObject({ currentPath: media, parentPath: base });
    expect(body.problem).toBeUndefined();
  });

  it('says a usable folder can be chosen, as a source and as the library', async () => {
    const downloads = path.join(base, 'media', 'downloads');
    for (const purpose of ['source', 'library']) {
      const { status, body } = await browse(downloads, purpose);
      expect(status).toBe(200);
      expect(body.problem, purpose).toBeUndefined();
    }
  });

  it.each([
    ['the data folder', 'DATA', 403],
    ['a link to the data folder', 'media/data-link', 403],
    ['inside the data folder', 'DATA/logs', 403],
    ['a system tree', '/etc', 403],
    ['a link into a system tree', 'media/etc-link', 403],
    ['below a system tree', '/usr/share', 403],
    ['a relative path', 'relative/media', 400],
    ['a NUL byte', 'media\u0000x', 400],
    ['a file', 'media/notes.txt', 400],
    ['a folder that is not there', 'media/nope', 404],
  ])('refuses %s (%s)', async (_what, given, expected) => {
    const folder = given.startsWith('DATA')
      ? given.replace('DATA', server.dataDir)
      : given.startsWith('/') || given.startsWith('relative')
        ? given
        : path.join(base, given);
    if (given === 'DATA/logs') await mkdir(path.join(server.dataDir, 'logs'), { recursive: true });
    const { status, body } = await browse(folder);
    expect(status).toBe(expected);
    expect(body).not.toHaveProperty('items');
  });

  it('offers the configured folders as start places once they are set', async () => {
    const downloads = path.join(base, 'media', 'downloads');
    const saved = await server.request('/api/config/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ updates: [{ key: 'SOURCE_DIR', value: downloads }], currentPassword: 'pw' }),
    });
    expect(saved.status).toBe(200);
    expect((await browse()).body).toEqual({
      drives: ['/', downloads],
      items: [
        { name: '/', path: '/', isDirectory: true },
        { name: downloads, path: downloads, isDirectory: true },
      ],
      currentPath: '',
      parentPath: null,
    });
  });

  it('needs a token', async () => {
    expect((await server.request('/api/server-folders')).status).toBe(401);
    expect((await server.request(`/api/server-folders?path=${encodeURIComponent(base)}`)).status).toBe(401);
  });
});
