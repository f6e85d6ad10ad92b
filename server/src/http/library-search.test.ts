import { mkdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileListResponse, TitleFilesResponse } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganisedServer, type OrganisedServer } from '../../test/support/organised-server.js';

/**
 * Finding anything from anywhere (issue 29): the library search finds titles across the whole
 * library from any folder, beside the open folder's own matches, and a movie's files are listed
 * wherever the layout put them (a 4K copy under `4KMovies/` is a version of the film in `Movies/`).
 */
describe('the library search and a title’s versions', () => {
  let w: OrganisedServer;
  const SOURCES = [
    'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
    'The.Matrix.1999.2160p.UHD.BluRay.x265-GRP/The.Matrix.1999.2160p.UHD.BluRay.x265-GRP.mkv',
    'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  ];

  beforeAll(async () => {
    w = await startOrganisedServer({
      prefix: 'library-search-',
      env: { '4K_SEPARATION': 'true' },
      writeSources: async (source) => {
        for (const f of SOURCES) {
          const file = path.join(source, f);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, f);
          await truncate(file, 700 * 1024 * 1024);
        }
      },
    });
  });
  afterAll(() => w.dispose());

  async function list(p: string): Promise<FileListResponse> {
    const res = await w.server.request(p, { token: w.token });
    expect(res.status).toBe(200);
    return (await res.json()) as FileListResponse;
  }

  const paths = (items: readonly { path: string }[] | undefined) => (items ?? []).map((i) => i.path).sort();

  it('finds a film in every folder the layout put it, by title, from Home', async () => {
    const page = await list('/api/files?search=matrix');
    expect(page.items).toEqual([]);
    expect(paths(page.libraryMatches?.items)).toEqual(['4KMovies/The Matrix (1999)', 'Movies/The Matrix (1999)']);
    const film = page.libraryMatches?.items.find((i) => i.path === 'Movies/The Matrix (1999)');
    expect(film).toMatchObject({ type: 'directory', tmdbId: 603, mediaType: 'movie', title: 'The Matrix' });
    expect(film?.fullPath).toBe(path.join(w.library, 'Movies', 'The Matrix (1999)'));
    expect(film?.posterPath).toEqual(expect.any(String));
    expect(page.libraryMatches?.more).toBe(false);
  });

  it('finds titles of other folders from a subfolder, and does not repeat the folder’s own matches', async () => {
    const fromShows = await list(`/api/files/${encodeURIComponent('Shows')}?search=matrix`);
    expect(fromShows.items).toEqual([]);
    expect(paths(fromShows.libraryMatches?.items)).toEqual(['4KMovies/The Matrix (1999)', 'Movies/The Matrix (1999)']);

    const fromMovies = await list('/api/files/Movies?search=matrix');
    expect(paths(fromMovies.items)).toEqual(['Movies/The Matrix (1999)']);
    expect(paths(fromMovies.libraryMatches?.items)).toEqual(['4KMovies/The Matrix (1999)']);

    // Inside a title's own folder the title is not offered again.
    const inside = await list(`/api/files/${encodeURIComponent('Shows/Breaking Bad (2008)')}?search=breaking`);
    expect(paths(inside.libraryMatches?.items)).toEqual([]);
    const show = await list('/api/files/Movies?search=Breaking%20Bad');
    expect(paths(show.libraryMatches?.items)).toEqual(['Shows/Breaking Bad (2008)']);
    expect(show.libraryMatches?.items[0]).toMatchObject({ mediaType: 'tv', hasSeasonFolders: true });
  });

  it('lists the titles across the library on the first page only, and none for one letter', async () => {
    expect((await list('/api/files?search=matrix&page=2')).libraryMatches).toBeUndefined();
    expect((await list('/api/files?search=m')).libraryMatches?.items).toEqual([]);
  });

  it('lists every version of a film wherever the layout put it', async () => {
    const res = await w.server.request('/api/title-files?tmdbId=603&mediaType=movie', { token: w.token });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as TitleFilesResponse;
    expect(items.map((i) => path.posix.dirname(i.path)).sort()).toEqual([
      '4KMovies/The Matrix (1999)',
      'Movies/The Matrix (1999)',
    ]);
    expect(items.every((i) => i.type === 'file' && i.tmdbId === 603 && i.isSymlink)).toBe(true);
    expect(items.map((i) => i.quality).sort()).toEqual([
      expect.stringMatching(/1080p/),
      expect.stringMatching(/2160p/),
    ]);
    expect(items.find((i) => i.path.startsWith('4KMovies/'))?.sourcePath).toBe(path.join(w.source, SOURCES[1] ?? ''));
  });
});
