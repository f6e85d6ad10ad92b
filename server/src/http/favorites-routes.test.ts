import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { favoriteSchema, favoritesResponseSchema, GUEST_USERNAME, type FavoritesResponse } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavoritesRepository } from '../db/repositories/favorites.repository.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { linkedRow } from '../../test/support/records.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const inception = { title: 'Inception', year: 2010, posterPath: '/inception.jpg' };

describe('favorites: each user stars titles, kept across re-matches', () => {
  let base: string;
  let library: string;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'favorites-')));
    library = path.join(base, 'library');
    await mkdir(library);
    server = await startTestServer({
      env: { CINESYNC_PASSWORD: 'pw', DESTINATION_DIR: library },
      autoStart: false,
    });
    token = await server.login('admin', 'pw');
    const records = new ProcessedFilesRepository(server.ctx.database);
    records.insert(
      linkedRow('/src/Inception.2010.mkv', path.join(library, 'Movies/Inception (2010)/Inception (2010).mkv'), {
        tmdb_id: 27205,
        title: 'Inception',
      }),
    );
    records.insert(
      linkedRow(
        '/src/bb.s01e01.mkv',
        path.join(library, 'Shows/Breaking Bad (2008)/Season 01/Breaking Bad S01E01.mkv'),
        { media_type: 'tv', tmdb_id: 1396, title: 'Breaking Bad', base_folder: 'Shows', season_number: 1 },
      ),
    );
  });
  afterAll(async () => {
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  const list = async (as = token): Promise<FavoritesResponse> => {
    const res = await server.request('/api/favorites', { token: as });
    expect(res.status).toBe(200);
    return favoritesResponseSchema.strict().parse(await res.json());
  };
  const put = (key: string, body: unknown, as = token) =>
    server.request(`/api/favorites/${key}`, jsonInit(body, as, 'PUT'));
  const del = (key: string, as = token) => server.request(`/api/favorites/${key}`, { method: 'DELETE', token: as });
  const rows = () => server.ctx.database.sql.prepare('SELECT * FROM favorites ORDER BY tmdb_id').all();

  it('stars a movie (201), again (200, same time), and lists it with its library folder', async () => {
    expect((await list()).items).toEqual([]);
    const first = await put('movie/27205', inception);
    expect(first.status).toBe(201);
    const starred = favoriteSchema.strict().parse(await first.json());
    expect(starred).toMatchObject({
      mediaType: 'movie',
      tmdbId: 27205,
      title: 'Inception',
      year: 2010,
      posterPath: '/inception.jpg',
      path: 'Movies/Inception (2010)',
      hasSeasonFolders: false,
    });
    const again = await put('movie/27205', { ...inception, title: 'Inception (IMAX)' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ addedAt: starred.addedAt, title: 'Inception (IMAX)' });
    expect((await list()).items.map((f) => [f.tmdbId, f.title, f.path])).toEqual([
      [27205, 'Inception (IMAX)', 'Movies/Inception (2010)'],
    ]);
  });

  it('finds a show by its show folder (above the season folder), newest first', async () => {
    const res = await put('tv/1396', { title: 'Breaking Bad', year: 2008 });
    expect(res.status).toBe(201);
    const { items } = await list();
    expect(items[0]).toMatchObject({
      mediaType: 'tv',
      tmdbId: 1396,
      path: 'Shows/Breaking Bad (2008)',
      hasSeasonFolders: true,
      // No poster was sent: the library record's poster stands in.
      posterPath: '/p.jpg',
    });
    expect(items.map((f) => f.tmdbId)).toEqual([1396, 27205]);
  });

  it('tells a movie from a show with the same TMDB id', async () => {
    expect((await put('tv/27205', { title: 'Some show' })).status).toBe(201);
    const { items } = await list();
    expect(items.find((f) => f.mediaType === 'tv' && f.tmdbId === 27205)?.path).toBeNull();
    expect(items.find((f) => f.mediaType === 'movie' && f.tmdbId === 27205)?.path).toBe('Movies/Inception (2010)');
    expect((await del('tv/27205')).status).toBe(204);
  });

  it('keeps the star when the title is re-matched to the same TMDB id and its files move', async () => {
    const records = new ProcessedFilesRepository(server.ctx.database);
    const old = records.bySource('/src/Inception.2010.mkv');
    if (!old) throw new Error('seeded record missing');
    // A re-match drops the old decision and writes a new one, at a new place, for the same title.
    records.deleteById(old.id);
    expect((await list()).items.find((f) => f.tmdbId === 27205)?.path).toBeNull();
    records.insert(
      linkedRow('/src/Inception.2010.mkv', path.join(library, '4KMovies/Inception (2010) {tmdb-27205}/Inception.mkv'), {
        tmdb_id: 27205,
        title: 'Inception',
        base_folder: '4KMovies',
      }),
    );
    const favorite = (await list()).items.find((f) => f.tmdbId === 27205);
    expect(favorite).toMatchObject({ title: 'Inception (IMAX)', path: '4KMovies/Inception (2010) {tmdb-27205}' });
  });

  it('leaves out links outside the current library folder', async () => {
    new ProcessedFilesRepository(server.ctx.database).insert(
      linkedRow('/src/alien.mkv', '/old-library/Movies/Alien (1979)/Alien.mkv', { tmdb_id: 348, title: 'Alien' }),
    );
    expect((await put('movie/348', { title: 'Alien', year: 1979 })).status).toBe(201);
    expect((await list()).items.find((f) => f.tmdbId === 348)?.path).toBeNull();
    expect((await del('movie/348')).status).toBe(204);
  });

  it('unstars with 204, and again with 204 (the toggle wanted "not starred" and has it)', async () => {
    expect((await del('tv/1396')).status).toBe(204);
    expect((await del('tv/1396')).status).toBe(204);
    expect((await list()).items.map((f) => f.tmdbId)).toEqual([27205]);
  });

  it("keeps each user's favorites apart", async () => {
    const bob = await server.ctx.auth.issue('bob');
    expect((await list(bob)).items).toEqual([]);
    expect((await put('movie/603', { title: 'The Matrix', year: 1999 }, bob)).status).toBe(201);
    expect((await del('movie/27205', bob)).status).toBe(204);
    expect((await list(bob)).items.map((f) => f.tmdbId)).toEqual([603]);
    expect((await list()).items.map((f) => f.tmdbId)).toEqual([27205]);
    expect((await del('movie/603', bob)).status).toBe(204);
  });

  const hostile: [string, () => Promise<Response>, number, string][] = [
    ['an unknown media type', () => put('show/1396', inception), 400, 'mediaType'],
    ['a non-numeric id', () => put('movie/abc', inception), 400, 'tmdbId'],
    ['a negative id', () => put('movie/-5', inception), 400, 'tmdbId'],
    ['a fractional id', () => put('movie/1.5', inception), 400, 'tmdbId'],
    ['a huge id', () => put('movie/99999999999', inception), 400, 'tmdbId'],
    ['an id with a leading zero', () => del('movie/0603'), 400, 'tmdbId'],
    ['no title', () => put('movie/603', { year: 1999 }), 400, 'title'],
    ['a blank title', () => put('movie/603', { title: '   ' }), 400, 'title'],
    ['an oversize title', () => put('movie/603', { title: 'x'.repeat(301) }), 400, 'title'],
    ['a year as text', () => put('movie/603', { title: 'The Matrix', year: '1999' }), 400, 'year'],
    [
      'a poster path outside TMDB',
      () => put('movie/603', { title: 'M', posterPath: '../../etc/passwd' }),
      400,
      'posterPath',
    ],
    ['a JSON array', () => put('movie/603', [inception]), 400, 'body'],
    ['no body', () => server.request('/api/favorites/movie/603', { method: 'PUT', token }), 400, 'JSON object'],
    ['no token', () => put('movie/603', inception, ''), 401, 'Authentication required'],
    ['no token on DELETE', () => del('movie/27205', ''), 401, 'Authentication required'],
    ['a forged token', () => put('movie/603', inception, 'a.b.c'), 401, 'Invalid token'],
  ];
  for (const [name, send, status, text] of hostile) {
    it(`answers ${name} with ${status} and changes nothing`, async () => {
      const before = rows();
      const res = await send();
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.message).toContain(text);
      expect(rows()).toEqual(before);
    });
  }

  it('answers GET without a token with 401', async () => {
    expect((await server.request('/api/favorites')).status).toBe(401);
  });
});

describe('favorites with sign-in off', () => {
  it('belong to the one guest everybody is, and list without a library folder', async () => {
    const server = await startTestServer({ env: { CINESYNC_AUTH_ENABLED: 'false' }, autoStart: false });
    try {
      const res = await server.request('/api/favorites/movie/603', jsonInit({ title: 'The Matrix' }, undefined, 'PUT'));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ path: null, year: null, posterPath: null });
      expect(new FavoritesRepository(server.ctx.database).list(GUEST_USERNAME, null).map((f) => f.tmdb_id)).toEqual([
        603,
      ]);
      const listed = (await (await server.request('/api/favorites')).json()) as FavoritesResponse;
      expect(listed.items.map((f) => f.title)).toEqual(['The Matrix']);
    } finally {
      await server.dispose();
    }
  });
});
