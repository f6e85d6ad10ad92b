import { mkdir, mkdtemp, readdir, readlink, rename, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { readProcessingStream, structuredOf } from '../../test/support/processing-stream.js';
import { SseReader } from '../../test/support/sse-reader.js';
import { jsonInit, startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { parseRelease } from './parse/index.js';
import { FileOperationsRepository } from '../db/repositories/file-operations.repository.js';

/** Every file below a folder, relative, sorted; links shown as `name -> target`. */
async function tree(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.push(path.relative(dir, full));
  }
  return out.sort();
}

const SOURCE_FILES = [
  'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
  'The.Matrix.1999.1080p.BluRay.x264-GRP/Sample/sample-the.matrix.mkv',
  'Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv',
  'Dune.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E01.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
  'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E03.1080p.BluRay.x264-GRP.mkv',
  'Downloads/movie.part',
  'notes.txt',
];

describe('organising a library end to end', () => {
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let source: string;
  let library: string;
  let token: string;

  beforeEach(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'test-key' });
    const base = await mkdtemp(path.join(os.tmpdir(), 'organise-'));
    source = path.join(base, 'source');
    library = path.join(base, 'library');
    await mkdir(library);
    for (const f of SOURCE_FILES) {
      await mkdir(path.dirname(path.join(source, f)), { recursive: true });
      await writeFile(path.join(source, f), `bytes of ${f}`);
      // Sparse, so the fixture has feature-film sizes without using the disk.
      if (f.endsWith('.mkv') && !f.includes('sample')) await truncate(path.join(source, f), 700 * 1024 * 1024);
    }
    server = await startTestServer({
      env: {
        CINESYNC_PASSWORD: 'pw',
        SOURCE_DIR: source,
        DESTINATION_DIR: library,
        TMDB_API_KEY: 'test-key',
        TMDB_API_BASE_URL: tmdb.baseUrl,
        TMDB_IMAGE_BASE_URL: tmdb.imageBaseUrl,
      },
      tmdb: { retryBaseMs: 1, maxRetries: 1 },
    });
    token = await server.login('admin', 'pw');
  });
  afterEach(async () => {
    await server.dispose();
    await tmdb.close();
  });

  it("renews a long-lived run's parsing clock: a daily show aired after the run began is not read as future", async () => {
    // The monitor keeps one run for days; its parsing clock must follow the real one.
    const run = await server.ctx.organiser.newRun();
    const first = run.parsing;
    first.folderReadings.set('Some Folder', null);
    const later = new Date(Date.now() + 10 * 86_400_000);
    const day = later.toISOString().slice(0, 10);
    const name = `Daily.Show.${day.replace(/-/g, '.')}.720p.WEB.x264-GRP.mkv`;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    try {
      expect(parseRelease(name, first)?.airDate ?? null).toBeNull();
      expect(run.parsing).not.toBe(first);
      expect(run.parsing.folderReadings.size).toBe(0);
      expect(parseRelease(name, run.parsing)?.airDate).toBe(day);
    } finally {
      vi.useRealTimers();
    }
  });

  it('links what it is sure of, leaves the rest for review, and a second scan changes nothing', async () => {
    const before = await Promise.all(SOURCE_FILES.map((f) => stat(path.join(source, f))));
    const first = await server.ctx.organiserService.runScan();
    const byName = Object.fromEntries(first.results.map((r) => [path.basename(r.sourcePath), r]));
    expect(byName['The.Matrix.1999.1080p.BluRay.x264-GRP.mkv']).toMatchObject({
      status: 'linked',
      tmdbId: 603,
      mediaType: 'movie',
    });
    expect(byName['Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv']).toMatchObject({
      status: 'linked',
      tmdbId: 438631,
    });
    expect(byName['Dune.mkv']).toMatchObject({ status: 'review' });
    expect(byName['sample-the.matrix.mkv']).toMatchObject({ status: 'skipped' });
    expect(byName['Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv']).toMatchObject({
      status: 'linked',
      tmdbId: 1396,
      mediaType: 'tv',
      season: 1,
      episodes: [2],
    });
    const links = await tree(library);
    expect(links.some((l) => l.startsWith('Movies/The Matrix (1999)/'))).toBe(true);
    expect(links.some((l) => l.startsWith('4KMovies/Dune (2021)/'))).toBe(true);
    expect(links.filter((l) => l.startsWith('Shows/Breaking Bad (2008)/Season 01/'))).toHaveLength(3);
    expect(links.some((l) => /Dune\.mkv$/.test(l) || l.includes('part') || l.includes('notes'))).toBe(false);
    for (const l of links) expect(path.isAbsolute(await readlink(path.join(library, l)))).toBe(true);

    // Sources are read-only: same bytes, same mtimes.
    const after = await Promise.all(SOURCE_FILES.map((f) => stat(path.join(source, f))));
    expect(after.map((s) => s.mtimeMs)).toEqual(before.map((s) => s.mtimeMs));

    // One search and one details fetch served all three Breaking Bad episodes.
    expect(tmdb.requests.filter((r) => r.path.includes('/search/tv')).length).toBeLessThanOrEqual(2);

    tmdb.reset();
    const second = await server.ctx.organiserService.runScan();
    expect(second.results).toEqual([]);
    expect(tmdb.requests).toHaveLength(0);
    expect(await tree(library)).toEqual(links);
  });

  it('keeps every link and record when the source folder disappears (mount down)', async () => {
    await server.ctx.organiserService.runScan();
    const links = await tree(library);
    const count = () => new ProcessedFilesRepository(server.ctx.database).count();
    const records = count();
    await rename(source, `${source}-unmounted`);
    const scan = await server.ctx.organiserService.runScan();
    expect(scan.summary.roots[0]).toMatchObject({ healthy: false });
    expect(await tree(library)).toEqual(links);
    expect(count()).toBe(records);
  });

  it('removes the link of a source that was really deleted from a healthy folder', async () => {
    await server.ctx.organiserService.runScan();
    const { rm } = await import('node:fs/promises');
    await rm(path.join(source, SOURCE_FILES[4] as string));
    await server.ctx.organiserService.runScan();
    const links = await tree(library);
    expect(links.filter((l) => l.startsWith('Shows/Breaking Bad (2008)/Season 01/'))).toHaveLength(2);
    const ops = new FileOperationsRepository(server.ctx.database)
      .withStatus('deleted')
      .map(({ status, operation }) => ({ status, operation }));
    expect(ops).toEqual([{ status: 'deleted', operation: 'delete' }]);
  });

  it('leaves files pending, not failed, while TMDB is down, and links them once it is back', async () => {
    tmdb.setKnobs({ failNext: 1000, failMode: 'error' });
    const first = await server.ctx.organiserService.runScan();
    const matrix = first.results.find((r) => r.sourcePath.endsWith('x264-GRP.mkv') && r.sourcePath.includes('Matrix'));
    expect(matrix).toMatchObject({ status: 'pending' });
    expect(await tree(library)).toEqual([]);
    tmdb.reset();
    const second = await server.ctx.organiserService.runScan();
    expect(
      second.results.find((r) => r.sourcePath.includes('Matrix') && !r.sourcePath.includes('sample')),
    ).toMatchObject({
      status: 'linked',
      tmdbId: 603,
    });
  });

  it('lets a person pick a match in the processing dialog, over NDJSON', async () => {
    const res = await server.request(
      '/api/python-bridge',
      jsonInit({ sourcePath: path.join(source, 'Dune.mkv'), disableMonitor: true, selectedOption: '' }, token),
    );
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const lines: { output?: string; done?: boolean; error?: string; structuredData?: { type: string; data: never } }[] =
      [];
    let sessionId = '';
    let answered = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) !== -1) {
        const line = JSON.parse(buffer.slice(0, nl)) as (typeof lines)[number];
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        const sd = line.structuredData as
          { type: string; data: { sessionId?: string; options?: { number: number; tmdbId: number }[] } } | undefined;
        if (sd?.type === 'session') sessionId = sd.data.sessionId ?? '';
        if (sd?.type === 'prompt' && !answered) {
          const results = lines
            .map(
              (l) =>
                l.structuredData as
                  { type: string; data: { options?: { number: number; tmdbId: number }[] } } | undefined,
            )
            .find((s) => s?.type === 'search_results');
          const pick = results?.data.options?.find((o) => o.tmdbId === 438631);
          expect(pick).toBeDefined();
          answered = true;
          const input = await server.request(
            '/api/python-bridge/input',
            jsonInit({ input: `${pick?.number}\n`, sessionId }, token),
          );
          expect(await input.json()).toMatchObject({ success: true });
        }
      }
    }
    expect(lines.at(-1)).toEqual({ done: true });
    const result = lines
      .map((l) => l.structuredData as { type: string; data: Record<string, unknown> } | undefined)
      .find((s) => s?.type === 'result');
    expect(result?.data).toMatchObject({ status: 'linked', tmdbId: 438631, mediaType: 'movie' });
  });

  it('skips a file from the processing dialog: link gone, empty title folder pruned, and a rescan leaves it', async () => {
    await server.ctx.organiserService.runScan();
    const film = path.join(source, SOURCE_FILES[0] as string);
    expect((await tree(library)).some((l) => l.startsWith('Movies/The Matrix (1999)/'))).toBe(true);
    const res = await server.request(
      '/api/python-bridge',
      jsonInit({ sourcePath: film, disableMonitor: true, selectedOption: 'skip' }, token),
    );
    const lines = await readProcessingStream(res, () => undefined);
    expect(structuredOf(lines, 'result')[0]?.data).toMatchObject({ status: 'skipped', reason: 'Skipped by a person' });
    expect(lines.at(-1)).toEqual({ done: true });
    const after = await tree(library);
    expect(after.some((l) => l.startsWith('Movies/The Matrix (1999)'))).toBe(false);
    expect(await readdir(path.join(library, 'Movies'))).not.toContain('The Matrix (1999)');
    expect(await stat(film)).toMatchObject({ size: 700 * 1024 * 1024 });

    await server.ctx.organiserService.runScan();
    expect(await tree(library)).toEqual(after);
  });

  it('publishes symlink_created and stats_changed while organising', async () => {
    const events = new SseReader(await server.request(`/api/events?token=${token}`));
    await events.next('connected');
    void server.ctx.organiserService.runScan();
    const created = await events.next('symlink_created', 10_000);
    expect(created.data).toMatchObject({ destination_file: expect.stringContaining(library) });
    await events.next('stats_changed', 10_000);
    await events.close();
  });

  it('announces each decision of a scan only once its record can be read, and ends the scan after all', async () => {
    const records = new ProcessedFilesRepository(server.ctx.database);
    const seen: { type: string; recorded: boolean }[] = [];
    const off = server.ctx.bus.subscribe(
      (event) => {
        const data = event.data as { source_file?: string; file_path?: string };
        const file = data.source_file ?? data.file_path;
        seen.push({ type: event.type, recorded: file === undefined || records.bySource(file) !== undefined });
      },
      ['symlink_created', 'source_file_updated', 'scan_completed'],
    );
    const { results } = await server.ctx.organiserService.runScan();
    off();
    const linked = results.filter((r) => r.status === 'linked').length;
    expect(linked).toBeGreaterThanOrEqual(4);
    expect(seen.filter((e) => e.type === 'symlink_created')).toHaveLength(linked);
    expect(seen.every((e) => e.recorded)).toBe(true);
    expect(seen.at(-1)?.type).toBe('scan_completed');
  });
});
