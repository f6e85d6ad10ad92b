import { mkdir, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  fileListHeaders,
  fileListResponseSchema,
  moveTargetSchema,
  readlinkResponseSchema,
  recentMediaItemSchema,
  type FileListResponse,
  type MoveTarget,
  type RecentMediaItem,
} from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryWorld, type LibraryWorld } from '../../test/worlds/library-test-world.js';
import { startTestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { linkedRow } from '../../test/support/records.js';
import { FileDetailsRepository } from '../db/repositories/file-details.repository.js';

describe('browsing the library', () => {
  let w: LibraryWorld;
  beforeAll(async () => {
    w = await libraryWorld();
  });
  afterAll(() => w.dispose());

  /** A listing, checked against its `common/` schema (strictly: no field more, none less). */
  const list = async (p: string) => {
    const res = await w.get(p);
    expect(res.status, p).toBe(200);
    const body = (await res.json()) as FileListResponse;
    const strict = fileListResponseSchema.extend({
      items: fileListResponseSchema.shape.items.element.strict().array(),
    });
    expect(strict.strict().parse(body)).toEqual(body);
    return { res, body };
  };
  const matrixLink = () =>
    new ProcessedFilesRepository(w.server.ctx.database).ofTitle(603)[0]?.destination_path as string;

  it('lists the root: category folders first, every list header present', async () => {
    const { res, body } = await list('/api/files');
    for (const name of fileListHeaders) expect(res.headers.has(name), name).toBe(true);
    expect(res.headers.get('x-needs-configuration')).toBe('false');
    expect(res.headers.get('x-total-count')).toBe(String(body.total));
    const byName = Object.fromEntries(body.items.map((i) => [i.name, i]));
    for (const category of ['Movies', '4KMovies', 'Shows']) {
      expect(byName[category]).toMatchObject({ type: 'directory', size: '--', isCategoryFolder: true, tmdbId: null });
    }
    expect(body.items.map((i) => i.name).slice(0, 3)).toEqual(['4KMovies', 'Movies', 'Shows']);
    expect((await list('/api/files/')).body.total).toBe(body.total);
  });

  it('lists a category: title folders carry tmdb id, poster, title and date from the records', async () => {
    const { res, body } = await list('/api/files/Movies');
    expect(res.headers.get('x-tmdb-id')).toBe('');
    const matrix = body.items.find((i) => i.name === 'The Matrix (1999)');
    expect(matrix).toMatchObject({
      type: 'directory',
      path: 'Movies/The Matrix (1999)',
      fullPath: path.join(w.library, 'Movies', 'The Matrix (1999)'),
      webdavPath: '/webdav/Movies/The Matrix (1999)',
      tmdbId: 603,
      mediaType: 'movie',
      title: 'The Matrix',
      releaseDate: '1999-03-31',
      firstAirDate: null,
      isCategoryFolder: false,
      hasSeasonFolders: false,
    });
    expect(matrix?.posterPath).toMatch(/^\/\w+\.jpg$/);
    const readme = body.items.find((i) => i.name === 'readme.txt');
    expect(readme).toMatchObject({ type: 'file', size: '23 B', sizeBytes: 23, isSymlink: false, icon: 'text' });
  });

  it('lists a show: the season folders header and the show facts', async () => {
    const shows = await list('/api/files/Shows');
    expect(shows.body.items[0]).toMatchObject({
      name: 'Breaking Bad (2008)',
      tmdbId: 1396,
      mediaType: 'tv',
      firstAirDate: '2008-01-20',
      releaseDate: null,
      hasSeasonFolders: true,
    });
    const { res, body } = await list(`/api/files/${encodeURIComponent('Shows/Breaking Bad (2008)')}`);
    expect(res.headers.get('x-has-season-folders')).toBe('true');
    expect(res.headers.get('x-media-type')).toBe('tv');
    expect(res.headers.get('x-tmdb-id')).toBe('1396');
    expect(body.items[0]).toMatchObject({ name: 'Season 01', isSeasonFolder: true, seasonNumber: 1, tmdbId: 1396 });
  });

  it('lists a season: episode files with sizes, sources, numbers and the allowed-extensions header', async () => {
    const { res, body } = await list('/api/files/Shows/Breaking%20Bad%20(2008)/Season%2001');
    expect(res.headers.get('x-has-allowed-extensions')).toBe('true');
    expect(res.headers.get('x-tmdb-id')).toBe('1396');
    expect(body.items.map((i) => i.episodeNumber)).toEqual([1, 2, 3]);
    expect(body.items[0]).toMatchObject({
      type: 'file',
      size: '700.0 MB',
      isSymlink: true,
      isMediaFile: true,
      icon: 'movie',
      seasonNumber: 1,
      sourcePath: path.join(
        w.source,
        'Breaking.Bad.S01.1080p.BluRay.x264-GRP',
        'Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
      ),
    });
  });

  it('sends a file when the path names one (open non-video file), and refuses a link leading outside the sources', async () => {
    const res = await w.get('/api/files/Movies/readme.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('a real file, not a link');
    const planted = await w.get('/api/files/Movies/planted.txt');
    expect(planted.status).toBe(403);
    expect(await planted.json()).toMatchObject({ error: 'forbidden' });
  });

  it('answers 404 for a folder that is not there', async () => {
    const res = await w.get('/api/files/Nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found', message: 'File or folder not found' });
  });

  it('describes entries for the details dialog (readlink)', async () => {
    const link = matrixLink();
    const rel = path.relative(w.library, link);
    const res = await w.post('/api/readlink', { path: rel });
    expect(res.status).toBe(200);
    const described = await res.json();
    expect(readlinkResponseSchema.strict().parse(described)).toEqual(described);
    expect(described).toEqual({
      realPath: path.join(
        w.source,
        'The.Matrix.1999.1080p.BluRay.x264-GRP',
        'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
      ),
      absPath: link,
      isSymlink: true,
      exists: true,
      foundInDB: true,
      fileSize: 700 * 1024 * 1024,
      formattedSize: '700.0 MB',
      tmdbId: 603,
      seasonNumber: null,
    });
    // An absolute path inside the library (an item's fullPath) is accepted too.
    expect((await w.post('/api/readlink', { path: link })).status).toBe(200);
    const readme = await (await w.post('/api/readlink', { path: 'Movies/readme.txt' })).json();
    expect(readme).toMatchObject({ isSymlink: false, foundInDB: false, formattedSize: '23 B' });
    await symlink(path.join(w.source, 'gone.mkv'), path.join(w.library, 'Movies', 'broken.mkv'));
    const broken = await (await w.post('/api/readlink', { path: 'Movies/broken.mkv' })).json();
    expect(broken).toMatchObject({
      exists: false,
      realPath: path.join(w.source, 'gone.mkv'),
      formattedSize: 'Unknown size',
    });
    expect((await w.post('/api/readlink', { path: 'Movies/none.mkv' })).status).toBe(404);
  });

  it('keeps and removes file-details records', async () => {
    const details = {
      path: 'Movies/readme.txt',
      name: 'readme.txt',
      type: 'file',
      size: '23 B',
      icon: 'text',
      extra: { a: 1 },
    };
    expect((await w.post('/api/file-details', details)).status).toBe(200);
    const row = new FileDetailsRepository(w.server.ctx.database).get('Movies/readme.txt');
    expect(row).toMatchObject({ name: 'readme.txt', size: '23 B', extra: '{"a":1}' });
    expect((await w.post('/api/file-details', { ...details, size: 23 })).status).toBe(200);
    const del = () => w.get(`/api/file-details?path=${encodeURIComponent('Movies/readme.txt')}`, { method: 'DELETE' });
    expect((await del()).status).toBe(200);
    expect((await del()).status).toBe(404);
    expect((await w.post('/api/file-details', { name: 'x' })).status).toBe(400);
  });

  it('offers the move dialog its destination folders with file counts', async () => {
    const res = await w.get('/api/spoofing/folders/available');
    const targets = (await res.json()) as MoveTarget[];
    expect(moveTargetSchema.strict().array().parse(targets)).toEqual(targets);
    expect(targets).toEqual([
      { path: '4KMovies', displayName: '4KMovies', fileCount: 1 },
      { path: 'Movies', displayName: 'Movies', fileCount: 1 },
      { path: 'Shows', displayName: 'Shows', fileCount: 3 },
    ]);
  });

  it('lists recently added media newest first, with posters and no TMDB call', async () => {
    const items = (await (await w.get('/api/recent-media')).json()) as RecentMediaItem[];
    expect(recentMediaItemSchema.strict().array().parse(items)).toEqual(items);
    expect(items).toHaveLength(5);
    const episode = items.find((i) => i.type === 'tv' && i.episodeNumber === 2);
    expect(episode).toMatchObject({
      name: 'Breaking Bad',
      showName: 'Breaking Bad',
      folderName: 'TV Shows',
      seasonNumber: 1,
      tmdbId: 1396,
      basePath: 'Shows',
      properName: 'Breaking Bad',
      year: '2008',
    });
    expect(episode?.path.startsWith('Shows/Breaking Bad (2008)/Season 01/')).toBe(true);
    expect(episode?.posterPath).toMatch(/\.jpg$/);
    const movie = items.find((i) => i.tmdbId === 603);
    expect(movie).toMatchObject({
      type: 'movie',
      folderName: 'Movies',
      showName: '',
      seasonNumber: null,
      year: '1999',
    });
    expect([...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))).toEqual(items);
    expect((await (await w.get('/api/recent-media?limit=2')).json()) as unknown[]).toHaveLength(2);
    expect(w.tmdb.requests).toHaveLength(0);
  });

  it('serves a page of 100 posters from the records with zero TMDB calls', async () => {
    const extra = path.join(w.base, 'more-sources');
    await mkdir(extra);
    const records = new ProcessedFilesRepository(w.server.ctx.database);
    for (let i = 0; i < 120; i++) {
      const title = `Film ${String(i).padStart(3, '0')}`;
      const src = path.join(extra, `${title}.mkv`);
      await writeFile(src, '');
      await truncate(src, 1024 * (i + 1));
      const folder = path.join(w.library, 'Movies', `${title} (2000)`);
      await mkdir(folder);
      await symlink(src, path.join(folder, `${title} (2000).mkv`));
      records.insert(
        linkedRow(src, path.join(folder, `${title} (2000).mkv`), {
          tmdb_id: 5000 + i,
          title,
          year: 2000,
          poster_path: `/poster${i}.jpg`,
          release_date: '2000-01-01',
        }),
      );
    }
    w.tmdb.reset();
    const { res, body } = await list('/api/files/Movies?limit=100&X-Check-Tmdb=true');
    expect(res.headers.get('x-total-pages')).toBe('2');
    expect(body.items).toHaveLength(100);
    expect(body.items.every((i) => i.type === 'directory' && i.posterPath && i.tmdbId)).toBe(true);
    expect(w.tmdb.requests).toHaveLength(0);

    const page2 = await list('/api/files/Movies?limit=100&page=2');
    expect(page2.res.headers.get('x-page')).toBe('2');
    expect(page2.body.items.map((i) => i.name).slice(-3)).toEqual(['broken.mkv', 'planted.txt', 'readme.txt']);
    expect((await list('/api/files/Movies?page=9')).body.items).toEqual([]);
  });

  it('searches, filters by letter and sorts by size and date', async () => {
    const byName = await list('/api/files/Movies?search=film%2011&limit=5');
    expect(byName.body.items.map((i) => i.name)).toEqual([
      'Film 110 (2000)',
      'Film 111 (2000)',
      'Film 112 (2000)',
      'Film 113 (2000)',
      'Film 114 (2000)',
    ]);
    expect(byName.body.total).toBe(10);
    expect(byName.res.headers.get('x-total-pages')).toBe('2');
    const letter = await list('/api/files/Movies?letter=T');
    expect(letter.body.items.map((i) => i.name)).toEqual(['The Matrix (1999)']);

    const loose = path.join(w.library, 'Loose');
    await mkdir(loose);
    for (let i = 0; i < 30; i++) await writeFile(path.join(loose, `f${i}.mkv`), 'x'.repeat(i * 10));
    await mkdir(path.join(loose, 'Zed'));
    const size = await list('/api/files/Loose?sort=size-desc&limit=4');
    expect(size.body.items.map((i) => i.name)).toEqual(['Zed', 'f29.mkv', 'f28.mkv', 'f27.mkv']);
    const small = await list('/api/files/Loose?sort=size-asc&limit=3');
    expect(small.body.items.map((i) => i.name)).toEqual(['Zed', 'f0.mkv', 'f1.mkv']);
    const names = await list('/api/files/Loose?sort=name-desc&limit=3');
    expect(names.body.items.map((i) => i.name)).toEqual(['Zed', 'f29.mkv', 'f28.mkv']);
    const modified = await list('/api/files/Loose?sort=modified-desc&limit=2');
    expect(modified.body.items[0]?.name).toBe('Zed');
    expect((await w.get('/api/files/Loose?sort=biggest')).status).toBe(400);
    expect((await w.get('/api/files/Loose?limit=0')).status).toBe(400);
    expect((await w.get('/api/files/Loose?letter=AB')).status).toBe(400);
  });
});

describe('browsing before the library folder is set', () => {
  it('answers an empty list that says it needs configuration', async () => {
    const server = await startTestServer({ env: { CINESYNC_AUTH_ENABLED: 'false' } });
    try {
      const res = await server.request('/api/files/Movies');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-needs-configuration')).toBe('true');
      expect(await res.json()).toMatchObject({ items: [], needsConfiguration: true, total: 0 });
      expect(await (await server.request('/api/recent-media')).json()).toEqual([]);
      const rename = await server.request('/api/rename', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oldPath: 'a', newName: 'b' }),
      });
      expect(rename.status).toBe(503);
      expect(await rename.json()).toMatchObject({
        error: 'unavailable',
        message: expect.stringContaining('DESTINATION_DIR'),
      });
    } finally {
      await server.dispose();
    }
  });
});
