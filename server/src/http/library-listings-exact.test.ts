import { mkdir, readdir, stat, truncate, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileListResponse } from '@cinesync/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { davRequest, davUrlPath, readMultistatus } from '../../test/worlds/dav-test-kit.js';
import {
  libraryWorld,
  patternBytes,
  WORLD_FILE_SIZE,
  type LibraryWorld,
} from '../../test/worlds/library-test-world.js';

/** What a depth-1 PROPFIND lists of a member: its size and date, by name. */
interface Listed {
  size: string | undefined;
  modified: string | undefined;
  etag: string | undefined;
}

// One cache serves the WebDAV share and the file browser. These tests warm it on settled folders
// (so the listings are kept), change the library through CineSync or behind its back, and expect
// the very next answer of both to show the change exactly as a fresh look at the disk would.
describe('library listings stay exact under the shared cache', () => {
  let w: LibraryWorld;
  beforeEach(async () => {
    w = await libraryWorld();
    await settleFolders(w.library);
  });
  afterEach(() => w.dispose());

  const showDir = () => path.join(w.library, 'Shows', 'Breaking Bad (2008)');
  const seasonDir = () => path.join(showDir(), 'Season 01');
  const matrixDir = () => path.join(w.library, 'Movies', 'The Matrix (1999)');
  const rel = (abs: string) => path.relative(w.library, abs);

  const propfind = async (folder: string): Promise<Map<string, Listed>> => {
    const res = await davRequest(w.server.url, 'PROPFIND', davUrlPath(rel(folder), true), {
      headers: { depth: '1' },
      basic: 'admin:pw',
    });
    expect(res.status).toBe(207);
    const members = new Map<string, Listed>();
    const own = davUrlPath(rel(folder), true);
    for (const e of readMultistatus(res.text)) {
      if (e.href === own) continue;
      const name = decodeURIComponent(e.href.replace(/\/$/, '').split('/').pop() ?? '');
      members.set(name, {
        size: e.found.get('D:getcontentlength'),
        modified: e.found.get('D:getlastmodified'),
        etag: e.found.get('D:getetag'),
      });
    }
    return members;
  };
  const files = async (folder: string, sort = 'name-asc'): Promise<FileListResponse['items']> => {
    const encoded = rel(folder).split('/').map(encodeURIComponent).join('/');
    const res = await w.get(`/api/files/${encoded}?limit=100&sort=${sort}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as FileListResponse).items;
  };
  /** Warm both faces of the cache on these folders (every member statted: a date order does it). */
  const warm = async (...folders: string[]) => {
    for (const folder of folders) {
      await propfind(folder);
      await files(folder, 'modified-desc');
    }
  };
  const httpDateOf = async (p: string) => new Date(Math.floor((await stat(p)).mtimeMs / 1000) * 1000).toUTCString();

  it('shows a link the organiser adds, and the new date of the season folder one level up', async () => {
    await warm(seasonDir(), showDir());
    const before = (await propfind(showDir())).get('Season 01')?.modified;
    const file = path.join(
      w.source,
      'Breaking.Bad.S01.1080p.BluRay.x264-GRP',
      'Breaking.Bad.S01E04.1080p.BluRay.x264-GRP.mkv',
    );
    await writeFile(file, patternBytes(9));
    await truncate(file, WORLD_FILE_SIZE);
    await w.server.ctx.organiserService.runScan();
    const link = new ProcessedFilesRepository(w.server.ctx.database).bySource(file)?.destination_path;
    expect(link).toBeDefined();
    expect(path.dirname(link as string)).toBe(seasonDir());
    const name = path.basename(link as string);

    expect((await propfind(seasonDir())).get(name)?.size).toBe(String(WORLD_FILE_SIZE));
    expect((await files(seasonDir())).map((i) => i.name)).toContain(name);
    // The show folder itself did not change (its mtime didn't move): only the organiser's word says
    // the season folder below did.
    const seasonDate = await httpDateOf(seasonDir());
    expect(seasonDate).not.toBe(before);
    expect((await propfind(showDir())).get('Season 01')?.modified).toBe(seasonDate);
    const season = (await files(showDir())).find((i) => i.name === 'Season 01');
    expect(season?.modified).toBe(new Date((await stat(seasonDir())).mtimeMs).toISOString());
  });

  it('shows a rename, a move, a delete and a restore made through the API', async () => {
    const link = (await readdir(matrixDir())).find((n) => n.endsWith('.mkv')) as string;
    await warm(matrixDir(), path.join(w.library, 'Movies'), path.join(w.library, '4KMovies'));

    expect(
      (await w.post('/api/rename', { oldPath: rel(path.join(matrixDir(), link)), newName: 'Renamed.mkv' })).status,
    ).toBe(200);
    let dav = await propfind(matrixDir());
    expect([...dav.keys()]).toContain('Renamed.mkv');
    expect(dav.has(link)).toBe(false);
    expect(dav.get('Renamed.mkv')?.size).toBe(String(WORLD_FILE_SIZE));
    let listed = (await files(matrixDir())).map((i) => i.name);
    expect(listed).toContain('Renamed.mkv');
    expect(listed).not.toContain(link);

    expect((await w.post('/api/move', { sourcePath: 'Movies/The Matrix (1999)', targetPath: '4KMovies' })).status).toBe(
      200,
    );
    expect((await propfind(path.join(w.library, 'Movies'))).has('The Matrix (1999)')).toBe(false);
    expect((await propfind(path.join(w.library, '4KMovies'))).has('The Matrix (1999)')).toBe(true);
    expect((await files(path.join(w.library, 'Movies'))).map((i) => i.name)).not.toContain('The Matrix (1999)');
    expect((await files(path.join(w.library, '4KMovies'))).map((i) => i.name)).toContain('The Matrix (1999)');
    const moved = path.join(w.library, '4KMovies', 'The Matrix (1999)');
    await warm(moved);

    expect((await w.post('/api/delete', { path: rel(path.join(moved, 'Renamed.mkv')) })).status).toBe(200);
    expect((await propfind(moved)).has('Renamed.mkv')).toBe(false);
    expect((await files(moved)).map((i) => i.name)).not.toContain('Renamed.mkv');

    expect((await w.post('/api/restore-symlinks', { paths: [rel(path.join(moved, 'Renamed.mkv'))] })).status).toBe(200);
    dav = await propfind(moved);
    expect(dav.get('Renamed.mkv')?.size).toBe(String(WORLD_FILE_SIZE));
    listed = (await files(moved)).map((i) => i.name);
    expect(listed).toContain('Renamed.mkv');
  });

  it('shows a file added, rewritten in place, touched and removed outside CineSync', async () => {
    const movies = path.join(w.library, 'Movies');
    await warm(movies);
    const readme = path.join(movies, 'readme.txt');
    const before = (await propfind(movies)).get('readme.txt');
    expect(before?.size).toBe(String('a real file, not a link'.length));

    // Written in place: the folder's mtime does not move, the file's does.
    await writeFile(readme, 'rewritten, and longer than before');
    const later = new Date(wholeSecond() + 120_000);
    await utimes(readme, later, later);
    const rewritten = (await propfind(movies)).get('readme.txt');
    expect(rewritten?.size).toBe(String('rewritten, and longer than before'.length));
    expect(rewritten?.modified).toBe(await httpDateOf(readme));
    expect(rewritten?.etag).not.toBe(before?.etag);
    const item = (await files(movies)).find((i) => i.name === 'readme.txt');
    expect(item?.sizeBytes).toBe('rewritten, and longer than before'.length);
    expect(item?.modified).toBe(later.toISOString());

    // Touched only: a new date, nothing else.
    const touched = new Date(wholeSecond() + 240_000);
    await utimes(readme, touched, touched);
    expect((await propfind(movies)).get('readme.txt')?.modified).toBe(touched.toUTCString());
    expect((await files(movies)).find((i) => i.name === 'readme.txt')?.modified).toBe(touched.toISOString());

    await writeFile(path.join(movies, 'added.nfo'), 'new');
    expect((await propfind(movies)).get('added.nfo')?.size).toBe('3');
    expect((await files(movies)).map((i) => i.name)).toContain('added.nfo');

    await settleFolders(movies);
    await warm(movies);
    await unlink(readme);
    expect((await propfind(movies)).has('readme.txt')).toBe(false);
    expect((await files(movies)).map((i) => i.name)).not.toContain('readme.txt');
  });
});

const wholeSecond = () => Math.floor(Date.now() / 1000) * 1000;

/** Every folder of the library last changed a minute ago, so the cache keeps their listings. */
async function settleFolders(root: string): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name));
    }
    await utimes(dir, past, past);
  };
  await mkdir(root, { recursive: true });
  await walk(root);
}
