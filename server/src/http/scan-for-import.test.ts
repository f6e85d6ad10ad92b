import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scanImportLineSchema, type ScanImportLine } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';

describe('GET /api/scan-for-import: a folder read for manual import, one line per video', () => {
  let base: string;
  let source: string;
  let folder: string;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'import-scan-')));
    source = path.join(base, 'source');
    folder = path.join(source, 'incoming');
    await mkdir(path.join(folder, 'Breaking Bad', 'Season 01'), { recursive: true });
    await mkdir(path.join(folder, '.trash'));
    await writeFile(
      path.join(folder, 'Breaking Bad', 'Season 01', 'Breaking.Bad.S01E02.720p.WEB-DL.x264-GRP.mkv'),
      'x',
    );
    await writeFile(path.join(folder, 'Breaking Bad', 'Season 01', 'Breaking.Bad.S01E03E04.German.1080p.mkv'), 'xy');
    await writeFile(path.join(folder, 'Alien.1979.2160p.BluRay.x265-ORIG.mkv'), '');
    await writeFile(path.join(folder, 'Alien.1979.nfo'), '');
    await writeFile(path.join(folder, '.trash', 'Old.Movie.2001.mkv'), '');
    await symlink('/etc', path.join(source, 'escape'));
    await mkdir(path.join(base, 'library'));
    server = await startTestServer({
      env: { CINESYNC_PASSWORD: 'pw', SOURCE_DIR: source, DESTINATION_DIR: path.join(base, 'library') },
      autoStart: false,
    });
    token = await server.login('admin', 'pw');
  });
  afterAll(async () => {
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  const scan = async (query: string) => {
    const res = await server.request(`/api/scan-for-import?${query}`, { token });
    const text = await res.text();
    const lines =
      res.status === 200
        ? text
            .trim()
            .split('\n')
            .map((l) => scanImportLineSchema.strict().parse(JSON.parse(l)))
        : [];
    return { status: res.status, lines, text, type: res.headers.get('content-type') };
  };
  const files = (lines: ScanImportLine[]) => lines.flatMap((l) => (l.file ? [l.file] : []));

  it('streams the count, then each video below the folder in path order, then done', async () => {
    const { status, lines, type } = await scan(`path=${encodeURIComponent(folder)}&streaming=true`);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/x-ndjson/);
    expect(lines[0]).toEqual({ progress: { current: 0, total: 3 } });
    expect(lines.at(-1)).toEqual({ done: true, progress: { current: 3, total: 3 } });
    const [movie, episode, double] = files(lines);
    expect(movie).toMatchObject({
      name: 'Alien.1979.2160p.BluRay.x265-ORIG.mkv',
      relativePath: 'Alien.1979.2160p.BluRay.x265-ORIG.mkv',
      mediaType: 'movie',
      movieTitle: 'Alien',
      series: '',
      year: 1979,
      quality: 'BluRay 2160p',
      releaseGroup: 'ORIG',
      language: 'English',
      releaseType: 'Movie',
      size: '0 B',
    });
    expect(episode).toMatchObject({
      relativePath: 'Breaking Bad/Season 01/Breaking.Bad.S01E02.720p.WEB-DL.x264-GRP.mkv',
      path: path.join(folder, 'Breaking Bad', 'Season 01', 'Breaking.Bad.S01E02.720p.WEB-DL.x264-GRP.mkv'),
      mediaType: 'tv',
      series: 'Breaking Bad',
      season: 1,
      episode: 2,
      quality: 'WEBDL 720p',
      releaseGroup: 'GRP',
      releaseType: 'Single Episode',
      size: '1 B',
      sizeBytes: 1,
    });
    expect(double).toMatchObject({ episodes: [3, 4], releaseType: 'Multi Episode', language: 'German' });
  });

  it('says where a file is linked already, and nothing for one that is not', async () => {
    const alien = path.join(folder, 'Alien.1979.2160p.BluRay.x265-ORIG.mkv');
    const link = path.join(base, 'library', 'Movies', 'Alien (1979)', 'Alien (1979).mkv');
    new ProcessedFilesRepository(server.ctx.database).insert({
      source_path: alien,
      destination_path: link,
      status: 'linked',
      media_type: 'movie',
      tmdb_id: 348,
      title: 'Alien',
      year: 1979,
      created_at: 1,
      updated_at: 1,
    });
    try {
      const { lines } = await scan(`path=${encodeURIComponent(folder)}&streaming=true`);
      const [movie, episode] = files(lines);
      expect(movie).toMatchObject({ path: alien, linkedTo: link });
      expect(episode).not.toHaveProperty('linkedTo');
    } finally {
      new ProcessedFilesRepository(server.ctx.database).deleteBySource(alien);
    }
  });

  it('resumes after the files a stopped scan already read', async () => {
    const { lines } = await scan(`path=${encodeURIComponent(folder)}&streaming=true&skip=2`);
    expect(lines[0]).toEqual({ progress: { current: 2, total: 3 } });
    expect(files(lines).map((f) => f.episode)).toEqual([3]);
    expect(lines.at(-1)).toMatchObject({ done: true });
  });

  it.each([
    ['the machine root', '/', 403],
    ['a system folder', '/etc', 403],
    ['a link out of the source folder', 'LINK', 403],
    ['a relative path', 'incoming', 400],
    ['a folder that is not there', 'MISSING', 404],
  ])('refuses %s before any line is sent', async (_what, given, expected) => {
    const target =
      given === 'LINK' ? path.join(source, 'escape') : given === 'MISSING' ? path.join(source, 'x') : given;
    const { status, text } = await scan(`path=${encodeURIComponent(target)}`);
    expect(status).toBe(expected);
    expect(text).not.toContain('progress');
  });

  it('says truncated, on its first line and on done, when the folder holds more videos than the cap', async () => {
    const capped = await startTestServer({
      env: { CINESYNC_PASSWORD: 'pw', SOURCE_DIR: source, DESTINATION_DIR: path.join(base, 'library') },
      autoStart: false,
      importScan: { maxFiles: 2 },
    });
    try {
      const cappedToken = await capped.login('admin', 'pw');
      const res = await capped.request(`/api/scan-for-import?path=${encodeURIComponent(folder)}&streaming=true`, {
        token: cappedToken,
      });
      const lines = (await res.text())
        .trim()
        .split('\n')
        .map((l) => scanImportLineSchema.strict().parse(JSON.parse(l)));
      expect(lines[0]).toEqual({ progress: { current: 0, total: 2 }, truncated: true });
      expect(files(lines)).toHaveLength(2);
      expect(lines.at(-1)).toEqual({ done: true, truncated: true, progress: { current: 2, total: 2 } });

      // Exactly as many videos as the cap: nothing left out, nothing said.
      const two = await capped.request(
        `/api/scan-for-import?path=${encodeURIComponent(path.join(folder, 'Breaking Bad'))}&streaming=true`,
        { token: cappedToken },
      );
      expect(await two.text()).not.toContain('truncated');
    } finally {
      await capped.dispose();
    }
  });

  it('refuses a negative skip and a missing path, and needs a token', async () => {
    expect((await scan(`path=${encodeURIComponent(folder)}&skip=-1`)).status).toBe(400);
    expect((await scan('streaming=true')).status).toBe(400);
    const res = await server.request(`/api/scan-for-import?path=${encodeURIComponent(folder)}`);
    expect(res.status).toBe(401);
  });

  it('sends its first line quickly for a folder of 2,000 files (time printed, not asserted)', async () => {
    const big = path.join(source, 'big');
    await mkdir(big);
    for (let i = 0; i < 2000; i++) await writeFile(path.join(big, `Show.S01E${String(i).padStart(4, '0')}.mkv`), '');
    const started = performance.now();
    const res = await server.request(`/api/scan-for-import?path=${encodeURIComponent(big)}&streaming=true`, { token });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    const firstMs = performance.now() - started;
    await reader.cancel();
    expect(new TextDecoder().decode(first.value)).toContain('"total":2000');
    console.log(`scan-for-import: first line after ${firstMs.toFixed(0)} ms for 2,000 files`);
  });
});
