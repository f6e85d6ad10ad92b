import http from 'node:http';
import { lstat, mkdir, readlink, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryWorld, WORLD_SOURCES, type LibraryWorld } from '../../test/worlds/library-test-world.js';

/** A request sent exactly as written (`fetch` would normalise the path first). */
function raw(base: string, rawPath: string, method: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * One rule for names: a URL is decoded once, by the HTTP layer, and what comes out is literal. A
 * `%` is a legal byte in a file name, so a name the organiser made with `%2e%2e` in it works on
 * every route; only real `..` segments leave the library, and they are refused.
 */
describe('path rules shared by every file route', () => {
  let w: LibraryWorld;
  const folder = 'Movies/Aliens (1986)';
  const name = 'Aliens.1986.%2e%2e.1080p.mkv';
  const rel = `${folder}/${name}`;
  let target: string;
  const basic = () => `Basic ${Buffer.from('admin:pw').toString('base64')}`;

  beforeAll(async () => {
    w = await libraryWorld();
    target = path.join(w.source, WORLD_SOURCES[1] as string);
    await mkdir(path.join(w.library, folder), { recursive: true });
    await symlink(target, path.join(w.library, rel));
  });
  afterAll(() => w.dispose());

  it('lists, streams, downloads and readlinks a name with a literal %2e%2e', async () => {
    const listing = (await (await w.get(`/api/files/${encodeURI(folder)}`)).json()) as { items: { name: string }[] };
    expect(listing.items.map((d) => d.name)).toContain(name);
    const encoded = rel.split('/').map(encodeURIComponent).join('/');
    expect((await w.get(`/api/stream/${encoded}`, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    expect((await w.get(`/api/download?path=${encodeURIComponent(rel)}`)).status).toBe(200);
    expect((await w.get(`/api/files/${encoded}`, { method: 'HEAD' })).status).toBe(200);
    const readlinkAnswer = await w.post('/api/readlink', { path: rel });
    expect(readlinkAnswer.status).toBe(200);
    expect(await raw(w.server.url, `/webdav/${encoded}`, 'GET', { authorization: basic(), range: 'bytes=0-9' })).toBe(
      206,
    );
  });

  it('renames and deletes it', async () => {
    const renamed = await w.post('/api/rename', { oldPath: rel, newName: `${name}.renamed.mkv` });
    expect(renamed.status).toBe(200);
    expect(await readlink(path.join(w.library, `${rel}.renamed.mkv`))).toBe(target);
    const back = await w.post('/api/rename', { oldPath: `${rel}.renamed.mkv`, newName: name });
    expect(back.status).toBe(200);
    const deleted = await w.post('/api/delete', { path: rel });
    expect(deleted.status).toBe(200);
    expect(await lstat(path.join(w.library, rel)).catch(() => null)).toBeNull();
    const restored = await w.post('/api/restore-symlinks', { paths: [rel] });
    expect(await restored.json()).toMatchObject({ restoredCount: 1 });
  });

  it('keeps a name holding %2f as one segment', async () => {
    const odd = `${folder}/a%2fb.mkv`;
    await symlink(target, path.join(w.library, odd));
    const encoded = odd.split('/').map(encodeURIComponent).join('/');
    expect((await w.get(`/api/files/${encoded}`, { method: 'HEAD' })).status).toBe(200);
    expect((await w.post('/api/readlink', { path: odd })).status).toBe(200);
  });

  it('still refuses real parent segments, however they arrive', async () => {
    for (const p of [
      '/api/files/..%2f..%2foutside',
      '/api/files/%2e%2e/%2e%2e/outside',
      '/api/stream/%2e%2e/outside',
    ]) {
      expect(await raw(w.server.url, p, 'GET', { authorization: `Bearer ${w.token}` }), p).toBeGreaterThanOrEqual(400);
    }
    expect(await raw(w.server.url, '/webdav/%2e%2e/', 'PROPFIND', { authorization: basic(), depth: '1' })).toBe(403);
  });

  it('answers 400 (never 500) to paths too long for the file system, on every route', async () => {
    const long = 'a/'.repeat(3000);
    const oneName = 'b'.repeat(5000);
    const statuses: Record<string, number> = {};
    for (const p of [long, oneName, `Movies/${'c/'.repeat(2100)}`]) {
      const key = `${p.slice(0, 8)}…(${p.length})`;
      statuses[`files ${key}`] = (await w.get(`/api/files/${p}`)).status;
      statuses[`stream ${key}`] = (await w.get(`/api/stream/${p}`)).status;
      statuses[`download ${key}`] = (await w.get(`/api/download?path=${encodeURIComponent(p)}`)).status;
      statuses[`readlink ${key}`] = (await w.post('/api/readlink', { path: p })).status;
      statuses[`rename ${key}`] = (await w.post('/api/rename', { oldPath: p, newName: 'x' })).status;
      statuses[`move ${key}`] = (await w.post('/api/move', { sourcePath: 'Movies/readme.txt', targetPath: p })).status;
      statuses[`delete ${key}`] = (await w.post('/api/delete', { path: p })).status;
      statuses[`restore ${key}`] = (await w.post('/api/restore-symlinks', { paths: [p] })).status;
      statuses[`webdav ${key}`] = await raw(w.server.url, `/webdav/${p}`, 'GET', { authorization: basic() });
    }
    const wrong = Object.entries(statuses).filter(([, s]) => s !== 400 && s !== 414 && s !== 431);
    expect(wrong).toEqual([]);
  });
});
