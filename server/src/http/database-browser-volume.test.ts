import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLinkedInBulk } from '../../test/support/records.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';

const RECORDS = 100_000;

/**
 * The Database tab at 100,000 records: the export streams every row in constant memory, and a
 * search with text answers quickly. Timings and memory are printed, not asserted (the machine is
 * shared); RSS growth has a loose ceiling as a safety net against buffering the whole export.
 */
describe('database browser at 100,000 records', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CINESYNC_AUTH_ENABLED: 'false' }, autoStart: false });
    const rows = Array.from({ length: RECORDS }, (_, i) => {
      const show = i % 2 === 0;
      return {
        source_path: show
          ? `/mnt/source/tv/Show.${i >> 4}.S01/Show.${i >> 4}.S01E${i % 16}.1080p.WEB-DL, "x".mkv`
          : `/mnt/source/movies/Movie.Title.${i}.2019.1080p.BluRay.x264-GRP/Movie.Title.${i}.2019.mkv`,
        destination_path: show
          ? `/mnt/library/Shows/Show ${i >> 4} (2010)/Season 01/Show ${i >> 4} - S01E${i % 16}.mkv`
          : `/mnt/library/Movies/Movie Title ${i} (2019)/Movie Title ${i} (2019).mkv`,
        media_type: show ? ('tv' as const) : ('movie' as const),
        tmdb_id: show ? 500_000 + (i >> 4) : i,
        imdb_id: null,
        tvdb_id: null,
        title: show ? `Show ${i >> 4}` : `Movie Title ${i}`,
        year: show ? 2010 : 2019,
        season_number: show ? 1 : null,
        episode_numbers: show ? `[${i % 16}]` : null,
        episode_title: null,
        base_folder: show ? 'Shows' : 'Movies',
        resolution: '1080p',
        file_size: 1_500_000_000,
        poster_path: null,
        release_date: null,
      };
    });
    writeLinkedInBulk(server.ctx.database, rows, 1);
    // The seed is 100,000 rows into PostgreSQL's trigram index too; five test files share two
    // cores at this point of a run, so the hook is given time to spare.
  }, 300_000);
  afterAll(() => server?.dispose());

  it('streams the whole export in constant memory', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const res = await server.request('/api/database/export', { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    let lines = 0;
    let bytes = 0;
    const decoder = new TextDecoder();
    let tail = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      const text = tail + decoder.decode(chunk, { stream: true });
      // A quoted cell holds no line break here, so CRLF ends a row.
      const parts = text.split('\r\n');
      tail = parts.pop() ?? '';
      lines += parts.length;
    }
    clearInterval(sampler);
    const growthMb = (peak - before) / 1024 / 1024;
    console.log(
      `export of ${RECORDS} records: ${(bytes / 1024 / 1024).toFixed(1)} MB in ` +
        `${(performance.now() - started).toFixed(0)} ms, RSS growth ${growthMb.toFixed(1)} MB`,
    );
    expect(tail).toBe('');
    expect(lines).toBe(1 + RECORDS);
    expect(growthMb).toBeLessThan(50);
  }, 120_000);

  it('keeps answering other requests while an export waits for a slow reader', async () => {
    const res = await server.request('/api/database/export?type=movies', {
      headers: { 'accept-encoding': 'identity' },
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The export is paused on backpressure now; the database must still serve everyone else.
    const search = await server.request('/api/database/search?query=Title%201234');
    expect(search.status).toBe(200);
    expect(((await search.json()) as { total: number }).total).toBeGreaterThanOrEqual(1);
    expect((await server.request('/api/database/stats')).status).toBe(200);
    // A second export alongside the first one.
    const second = await (await server.request('/api/database/export?query=Show%2012%20')).text();
    expect(second.trimEnd().split('\r\n').length).toBeGreaterThan(1);
    let bytes = first.value?.length ?? 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      bytes += next.value.length;
    }
    expect(bytes).toBeGreaterThan(RECORDS * 50);
  }, 120_000);

  it('answers a search with text quickly (p50 printed)', async () => {
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const res = await server.request(
        `/api/database/search?query=${encodeURIComponent(`Title ${4000 + i}`)}&type=movies`,
      );
      const body = (await res.json()) as { total: number; records: unknown[] };
      times.push(performance.now() - started);
      expect(body.total).toBeGreaterThanOrEqual(1);
    }
    times.sort((a, b) => a - b);
    const common = performance.now();
    const all = (await (await server.request('/api/database/search?query=mkv')).json()) as { total: number };
    console.log(
      `search p50 ${times[10]?.toFixed(1)} ms at ${RECORDS} records; a term matching every record ` +
        `${(performance.now() - common).toFixed(1)} ms`,
    );
    expect(all.total).toBe(RECORDS);
  });
});
