import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProcessedFilesRepository } from '../../db/repositories/processed-files.repository.js';
import { ARR_KEY, ARR_SOURCES, arrWorld, type ArrWorld } from '../../../test/worlds/arr-test-world.js';

interface Series {
  id: number;
  path: string;
}
interface Episode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  episodeFileId: number;
}
interface Movie {
  id: number;
  tmdbId: number;
  movieFile: { id: number; path: string };
}

describe('the Radarr/Sonarr face', () => {
  let world: ArrWorld;
  beforeAll(async () => {
    world = await arrWorld();
  }, 60_000);
  afterAll(() => world?.dispose());

  const json = async <T>(p: string): Promise<T> => {
    const res = await world.arr(p);
    expect(res.status, p).toBe(200);
    return (await res.json()) as T;
  };

  /** Every id the face hands out, by what it names. */
  const snapshot = async () => {
    const series = await json<Series[]>('/api/v3/series');
    const episodes = await json<Episode[]>(`/api/v3/episode?seriesId=${series[0]!.id}`);
    const movies = await json<Movie[]>('/api/v3/movie');
    return {
      series: series.map((s) => s.id),
      episodes: Object.fromEntries(
        episodes.map((e) => [`S${e.seasonNumber}E${e.episodeNumber}`, [e.id, e.episodeFileId]]),
      ),
      movies: Object.fromEntries(movies.map((m) => [m.tmdbId, [m.id, m.movieFile.id]])),
    };
  };

  describe('auth', () => {
    it('answers 401 JSON without a key, with a wrong key and with the app sign-in token', async () => {
      for (const [label, res] of [
        ['no key', await world.server.request('/api/v3/series')],
        ['wrong key', await world.arr('/api/v3/series', 'ffffffffffffffffffffffffffffffff')],
        ['bearer token', await world.server.request('/api/v3/series', { token: world.token })],
        ['token query', await world.server.request(`/api/v3/series?token=${world.token}`)],
        ['probe without key', await world.server.request('/api/system/status')],
      ] as const) {
        expect(res.status, label).toBe(401);
        expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
        expect(await res.json(), label).toEqual({ message: 'Unauthorized' });
      }
    });

    it('accepts the key as the X-Api-Key header too', async () => {
      const res = await world.server.request('/api/v3/tag', { headers: { 'x-api-key': ARR_KEY } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    });

    it('answers 404 JSON on every path while spoofing is disabled, even with the key', async () => {
      world.setSpoofing(false);
      try {
        for (const p of ['/api/system/status', '/api/v3/series', '/sonarr/api/v3/movie']) {
          const res = await world.arr(p);
          expect(res.status, p).toBe(404);
          expect(await res.json(), p).toEqual({ message: 'NotFound' });
        }
      } finally {
        world.setSpoofing(true);
      }
    });
  });

  describe('transport', () => {
    it('routes without regard to case, under no base or the /sonarr and /radarr bases', async () => {
      const series = await json<Series[]>('/api/v3/series');
      const lower = await json<unknown[]>(`/api/v3/episodefile?seriesId=${series[0]!.id}`);
      const camel = await json<unknown[]>(`/sonarr/api/v3/episodeFile?seriesId=${series[0]!.id}`);
      expect(camel).toEqual(lower);
      expect(lower.length).toBe(5);
      expect((await json<{ appName: string; version: string }>('/sonarr/api/system/status')).version).toMatch(/^4\./);
      expect(await json<{ appName: string; version: string }>('/radarr/api/v3/system/status')).toMatchObject({
        appName: 'Radarr',
        version: '5.14.0.9383',
      });
      expect((await world.arr('/elsewhere/api/v3/series')).status).toBe(404);
    });

    it('serves covers with a content type, and prefixes cover URLs with the URL base', async () => {
      const series = await json<{ id: number; images: { url: string }[] }[]>('/sonarr/api/v3/series');
      expect(series[0]!.images[0]!.url).toBe(`/sonarr/MediaCover/${series[0]!.id}/poster.jpg`);
      const res = await world.arr(`/sonarr/api/v3/mediacover/${series[0]!.id}/poster-500.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      expect((await world.arr('/api/v3/MediaCover/999999/poster-500.jpg')).status).toBe(404);
    });
  });

  describe('filesystem', () => {
    it('lists the library root and folders inside it', async () => {
      const root = await json<{ directories: { name: string; path: string }[] }>('/api/v3/filesystem?path=');
      expect(root.directories.map((d) => d.path)).toEqual([world.library]);
      const inside = await json<{ directories: { name: string }[] }>(
        `/api/v3/filesystem?path=${world.library}/&allowFoldersWithoutTrailingSlashes=true&includeFiles=false`,
      );
      expect(inside.directories.map((d) => d.name)).toEqual(expect.arrayContaining(['Movies', 'Shows']));
    });

    it('reads an unencoded path with & and + in it (Bazarr does not URL-encode)', async () => {
      await mkdir(path.join(world.library, 'Shows', 'Tom & Jerry + Friends', 'Season 01'), { recursive: true });
      const res = await world.server.request(
        `/api/v3/filesystem?path=${world.library}/Shows/Tom & Jerry + Friends&allowFoldersWithoutTrailingSlashes=true&includeFiles=false&apikey=${ARR_KEY}`,
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { directories: { name: string }[] }).directories.map((d) => d.name)).toEqual([
        'Season 01',
      ]);
    });

    it('refuses paths outside the library: absolute, climbing, relative, and through a symlink', async () => {
      const outside = path.join(world.base, 'outside');
      await mkdir(outside, { recursive: true });
      await symlink(outside, path.join(world.library, 'escape'));
      for (const p of ['/etc', `${world.library}/../source`, 'relative/path', `${world.library}/escape`]) {
        const res = await world.arr(`/api/v3/filesystem?path=${p}&includeFiles=false`);
        expect([400, 403], p).toContain(res.status);
        expect(JSON.stringify(await res.json()), p).not.toMatch(/directories/);
      }
    });
  });

  describe('folder mode', () => {
    const SHOWS_KEY = '11111111111111111111111111111111';
    const MOVIES_KEY = '22222222222222222222222222222222';
    const OFF_KEY = '33333333333333333333333333333333';
    beforeAll(() => {
      world.setSpoofing(true, true);
      const mapping = (folder_path: string, service_type: 'auto' | 'radarr', api_key: string, enabled: number) =>
        world.spoofing.saveMapping({ folder_path, service_type, api_key, enabled, display_name: folder_path });
      mapping('Shows', 'auto', SHOWS_KEY, 1); // relative to the library
      mapping(path.join(world.library, 'Movies'), 'radarr', MOVIES_KEY, 1);
      mapping('4KMovies', 'radarr', OFF_KEY, 0);
    });
    afterAll(() => world.setSpoofing(true, false));

    it("shows a folder key only its folder's items, with the ids the main key sees", async () => {
      const all = await json<Series[]>('/api/v3/series');
      const shows = (await (await world.arr('/api/v3/series', SHOWS_KEY)).json()) as Series[];
      expect(shows.map((s) => s.id)).toEqual(all.map((s) => s.id));
      const showsKeyMovies = await world.arr('/api/v3/movie', SHOWS_KEY);
      expect(await showsKeyMovies.json()).toEqual([]);
      const movies = (await (await world.arr('/api/v3/movie', MOVIES_KEY)).json()) as Movie[];
      expect(movies.map((m) => m.tmdbId)).toEqual([603]);
      expect((await (await world.arr('/api/v3/series', MOVIES_KEY)).json()) as unknown[]).toEqual([]);
      const roots = (await (await world.arr('/api/v3/rootfolder', MOVIES_KEY)).json()) as { path: string }[];
      expect(roots.map((r) => r.path)).toEqual([path.join(world.library, 'Movies')]);
    });

    it('poses as the service the mapping names, or the one its content suggests (auto)', async () => {
      const status = async (key: string) =>
        (await (await world.arr('/api/v3/system/status', key)).json()) as { appName: string; version: string };
      expect(await status(SHOWS_KEY)).toMatchObject({ appName: 'Sonarr', version: '4.14.0.9383' });
      expect(await status(MOVIES_KEY)).toMatchObject({ appName: 'Radarr', version: '5.14.0.9383' });
    });

    it("refuses a disabled mapping's key, and keeps a folder key inside its folder on the filesystem", async () => {
      expect((await world.arr('/api/v3/movie', OFF_KEY)).status).toBe(401);
      const res = await world.arr(`/api/v3/filesystem?path=${world.library}/Shows&includeFiles=false`, MOVIES_KEY);
      expect(res.status).toBe(403);
    });
  });

  describe('identity', () => {
    it('keeps every id across a rescan and a re-match, and never reuses a removed movie id', async () => {
      const before = await snapshot();
      expect(Object.keys(before.episodes).sort()).toEqual(['S0E1', 'S1E1', 'S1E2', 'S2E1', 'S2E2', 'S2E3']);
      // The double episode shares one file.
      expect(before.episodes.S2E2![1]).toBe(before.episodes.S2E3![1]);

      await world.server.ctx.organiserService.runScan();
      expect(await snapshot()).toEqual(before);

      // Re-match: the organiser matches an episode and a movie again from scratch (a new record).
      const { organiser } = world.server.ctx;
      const records = new ProcessedFilesRepository(world.server.ctx.database);
      for (const [source, tmdbId] of [
        [ARR_SOURCES[4]!, 1396],
        [ARR_SOURCES[0]!, 603],
      ] as const) {
        const file = path.join(world.source, source);
        records.deleteBySource(file);
        const run = await organiser.newRun();
        const result = await organiser.organise(
          run,
          { path: file, root: world.source, size: 700 * 1024 * 1024 },
          { reprocess: true, ids: { tmdbId } },
        );
        expect(result.status, source).toBe('linked');
      }
      expect(await snapshot()).toEqual(before);

      // A link moved inside the library (the record follows it): same file id, new path.
      const source = path.join(world.source, ARR_SOURCES[2]!);
      const link = records.bySource(source)!.destination_path!;
      const moved = link.replace(/\.mkv$/, '.moved.mkv');
      await rename(link, moved);
      records.setDestination(source, moved, 'Shows', Date.now());
      expect(await snapshot()).toEqual(before);
      const series = await json<Series[]>('/api/v3/series');
      const files = await json<{ id: number; path: string }[]>(`/api/v3/episodeFile?seriesId=${series[0]!.id}`);
      expect(files.find((f) => f.id === before.episodes.S1E1![1])?.path).toBe(moved);
    });

    it('answers movie/{id} with 404 once its file is gone, and gives its id to nothing else', async () => {
      const movies = await json<Movie[]>('/api/v3/movie');
      const dune = movies.find((m) => m.tmdbId === 438631)!;
      expect((await world.arr(`/api/v3/movie/${dune.id}`)).status).toBe(200);
      await rm(path.join(world.source, ARR_SOURCES[1]!));
      await world.server.ctx.organiserService.runScan();
      const gone = await world.arr(`/api/v3/movie/${dune.id}`);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: 'NotFound' });
      const after = await json<Movie[]>('/api/v3/movie');
      expect(after.map((m) => m.id)).not.toContain(dune.id);
      expect(after.map((m) => m.movieFile.id)).not.toContain(dune.movieFile.id);
    });
  });

  describe('command', () => {
    it('answers RescanSeries with 201 and a queued command that re-checks the series, and 404 for an unknown one', async () => {
      const series = await json<Series[]>('/api/v3/series');
      // A subtitle Bazarr wrote beside a link survives the rescan it asks for.
      const episodeFiles = await json<{ path: string }[]>(`/api/v3/episodeFile?seriesId=${series[0]!.id}`);
      const subtitle = episodeFiles[0]!.path.replace(/\.mkv$/, '.en.srt');
      await writeFile(subtitle, '1\n00:00:01,000 --> 00:00:02,000\nHello\n');
      const post = (body: unknown) =>
        world.server.request(`/api/v3/command?apikey=${ARR_KEY}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const res = await post({ name: 'RescanSeries', seriesId: series[0]!.id });
      expect(res.status).toBe(201);
      const command = (await res.json()) as { id: number };
      expect(command).toMatchObject({ name: 'RescanSeries', status: 'queued', body: { seriesId: series[0]!.id } });
      // The rescan really runs, over the series' own files (five, one of them a double episode).
      await vi.waitFor(async () => {
        const state = (await (await world.arr(`/api/v3/command/${command.id}`)).json()) as { status: string };
        expect(state.status).toBe('completed');
      });
      expect(world.server.ctx.activity.recentLines(50).join('\n')).toMatch(/Rescan \(bazarr\) of 5 files: 5 checked/);
      await world.server.ctx.organiserService.sweepBrokenLinks();
      expect(await readFile(subtitle, 'utf8')).toContain('Hello');
      expect((await post({ name: 'RescanSeries', seriesId: 999999 })).status).toBe(404);
      expect((await post({ name: 'Backup' })).status).toBe(400);
    });
  });
});
