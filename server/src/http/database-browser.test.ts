import { readlink, rm, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  databaseRecordSchema,
  databaseSearchResponseSchema,
  databaseStatsSchema,
  type DatabaseSearchResponse,
  type LiveEvent,
} from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { linkedRow } from '../../test/support/records.js';
import { libraryWorld, type LibraryWorld } from '../../test/worlds/library-test-world.js';
import { startTestServer } from '../../test/support/start-test-server.js';

const isUpdate = (e: LiveEvent): e is LiveEvent<'database_update'> => e.type === 'database_update';

/** The next `database_update` event that ends a run (completed or failed). */
function updateFinished(w: LibraryWorld): Promise<LiveEvent<'database_update'>> {
  return new Promise((resolve) => {
    const stop = w.server.ctx.bus.subscribe((e) => {
      if (isUpdate(e) && e.data.status !== 'running') {
        stop();
        resolve(e);
      }
    });
  });
}

/** The world's five linked records (2 movies, 3 episodes) plus these, inserted as the organiser would store them. */
function seed(w: LibraryWorld): void {
  const records = new ProcessedFilesRepository(w.server.ctx.database);
  records.insert({
    source_path: '/src/extras/Sample 100%_off.mkv',
    destination_path: null,
    status: 'skipped',
    media_type: null,
    reason: 'Extra or sample',
    file_size: 1000,
    created_at: 2,
    updated_at: 2,
  });
  records.insert({
    source_path: '/src/odd/=HYPERLINK("x"),\n"quoted".mkv',
    destination_path: null,
    status: 'review',
    media_type: 'movie',
    reason: 'No confident match',
    file_size: null,
    created_at: 3,
    updated_at: 3,
  });
  records.insert(
    linkedRow('/src/a100xoff.mkv', '/lib/Movies/A100xoff/a.mkv', { tmdb_id: 77, title: 'Axoff', file_size: 5 }),
  );
  records.insert({
    source_path: '/src/unmatched.mkv',
    destination_path: null,
    status: 'pending',
    media_type: null,
    file_size: 7,
    created_at: 4,
    updated_at: 4,
  });
}

describe('database browser API', () => {
  let w: LibraryWorld;
  const search = async (query: string): Promise<DatabaseSearchResponse> => {
    const res = await w.get(`/api/database/search${query}`);
    expect(res.status).toBe(200);
    return databaseSearchResponseSchema.strict().parse(await res.json());
  };

  beforeAll(async () => {
    w = await libraryWorld();
    seed(w);
  });
  afterAll(() => w.dispose());

  it('lists records newest first with exactly the spec fields, and the stats beside them', async () => {
    const body = await search('');
    expect(body.total).toBe(9);
    expect(body.records).toHaveLength(9);
    for (const record of body.records)
      expect(Object.keys(record).sort()).toEqual(Object.keys(databaseRecordSchema.shape).sort());
    expect(body.records[0]).toEqual({
      file_path: '/src/unmatched.mkv',
      destination_path: null,
      tmdb_id: null,
      season_number: null,
      reason: null,
      file_size: 7,
    });
    const matrix = body.records.find((r) => r.tmdb_id === 603);
    expect(matrix?.file_path).toBe(
      path.join(w.source, 'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'),
    );
    expect(await readlink(matrix?.destination_path as string)).toBe(matrix?.file_path);
    expect(body.stats).toEqual({
      totalRecords: 9,
      movies: 3,
      tvShows: 3,
      skippedFiles: 2,
      processedFiles: 6,
      totalSize: 5 * 700 * 1024 * 1024 + 1000 + 5 + 7,
    });
  });

  it('filters by type by the spec category rule; processed means a link was made', async () => {
    const files = async (type: string) => {
      const body = await search(`?type=${type}`);
      expect(body.records).toHaveLength(body.total);
      return body.records.map((r) => path.basename(r.file_path)).sort();
    };
    expect(await files('skipped')).toEqual(['=HYPERLINK("x"),\n"quoted".mkv', 'Sample 100%_off.mkv']);
    expect(await files('movies')).toEqual([
      'Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv',
      'The.Matrix.1999.1080p.BluRay.x264-GRP.mkv',
      'a100xoff.mkv',
    ]);
    expect(await files('tvshows')).toHaveLength(3);
    expect((await search('?type=tvshows')).records.every((r) => r.season_number === 1)).toBe(true);
    expect(await files('processed')).toHaveLength(6);
    expect((await search('?type=processed')).records.every((r) => r.destination_path !== null)).toBe(true);
    expect((await search('?type=all')).total).toBe(9);
  });

  it('refuses an unknown type or a bad page with 400', async () => {
    for (const q of ['?type=music', '?type=', '?limit=0', '?limit=abc', '?offset=-1', '?limit=5000']) {
      const res = await w.get(`/api/database/search${q}`);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid' });
    }
    expect((await w.get('/api/database/export?type=music')).status).toBe(400);
  });

  it('pages with limit and offset (default 50)', async () => {
    const all = (await search('')).records;
    const page = await search('?limit=4&offset=4');
    expect(page.total).toBe(9);
    expect(page.records).toEqual(all.slice(4, 8));
    expect((await search('?limit=4&offset=8')).records).toEqual(all.slice(8));
    expect((await search('?offset=100')).records).toEqual([]);
  });

  it('searches paths and titles as literal text: % and _ are not wildcards', async () => {
    const names = async (q: string) =>
      (await search(`?query=${encodeURIComponent(q)}`)).records.map((r) => path.basename(r.file_path));
    expect(await names('100%_off')).toEqual(['Sample 100%_off.mkv']);
    expect(await names('%')).toEqual(['Sample 100%_off.mkv']);
    expect(await names('_')).toEqual(['Sample 100%_off.mkv']);
    expect(await names('breaking bad')).toHaveLength(3); // link path, case-insensitive
    expect(await names('axoff')).toEqual(['a100xoff.mkv']); // title
    expect(await names('  matrix ')).toHaveLength(1);
    const body = await search(`?query=${encodeURIComponent('mkv')}&type=skipped`);
    expect(body.total).toBe(2);
    expect(body.stats.totalRecords).toBe(9);
  });

  it('answers the stats alone', async () => {
    const res = await w.get('/api/database/stats');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(databaseStatsSchema.strict().parse(body)).toEqual((await search('')).stats);
  });

  it('exports CSV as an attachment, quoted, with formula cells defused', async () => {
    const res = await w.get('/api/database/export?type=skipped');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="database_export_${day}.csv"`);
    // Raw bytes: a byte-order mark first (text() would drop it), then the header and the rows.
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text).toBe(
      '\uFEFFFile Path,Destination Path,TMDB ID,Season Number,Reason,File Size\r\n' +
        '"/src/odd/=HYPERLINK(""x""),\n""quoted"".mkv",,,,No confident match,\r\n' +
        '/src/extras/Sample 100%_off.mkv,,,,Extra or sample,1000\r\n',
    );
    const everything = await (await w.get(`/api/database/export?query=${encodeURIComponent('mkv')}`)).text();
    expect(everything.trimEnd().split('\r\n')).toHaveLength(1 + 9);
  });

  it('puts an apostrophe before a cell that starts like a formula', async () => {
    new ProcessedFilesRepository(w.server.ctx.database).insert({
      source_path: '=cmd|calc.mkv',
      destination_path: null,
      status: 'skipped',
      reason: '+danger, "really"',
      file_size: 1,
      created_at: 5,
      updated_at: 5,
    });
    const text = await (await w.get(`/api/database/export?query=${encodeURIComponent('cmd|')}`)).text();
    expect(text.split('\r\n')[1]).toBe(`'=cmd|calc.mkv,,,,"'+danger, ""really""",1`);
    new ProcessedFilesRepository(w.server.ctx.database).deleteBySource('=cmd|calc.mkv');
  });
});

describe('database update job', () => {
  let w: LibraryWorld;
  beforeAll(async () => {
    w = await libraryWorld();
  });
  afterAll(() => w.dispose());

  it('re-checks every record, repairs drift, reports over events, and refuses a second run with 409', async () => {
    const records = new ProcessedFilesRepository(w.server.ctx.database);
    const matrix = records.ofTitle(603)[0];
    const dune = records.all().find((r) => r.source_path.includes('Dune'));
    if (!matrix?.destination_path || !dune?.destination_path) throw new Error('world not organised');
    // Drift: the Matrix link is gone; Dune's source is gone (its link now dangles).
    await unlink(matrix.destination_path);
    await rm(dune.source_path);
    const events: LiveEvent[] = [];
    w.server.ctx.bus.subscribe((e) => events.push(e));
    const done = updateFinished(w);
    // The call takes no input: a body that is not an empty object is refused and starts nothing.
    for (const body of ['[]', '{"force":true}', '"go"']) {
      const res = await w.server.request('/api/database/update', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        token: w.token,
      });
      expect(res.status, body).toBe(400);
    }
    expect(events.filter(isUpdate)).toEqual([]);
    const first = await w.post('/api/database/update', {});
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'running', message: 'Database update started' });
    const second = await w.post('/api/database/update', {});
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: 'conflict', message: 'A database update is already running' });
    await done;
    const updates = events.filter(isUpdate);
    expect(updates[0]?.data).toEqual({ status: 'running', checked: 0, total: 0, repaired: 0, removed: 0 });
    expect(updates.at(-1)?.data).toEqual({
      status: 'completed',
      checked: 5,
      total: 5,
      repaired: 1,
      removed: 1,
      kept: 0,
    });
    expect(await readlink(matrix.destination_path)).toBe(matrix.source_path);
    expect(records.bySource(dune.source_path)).toBeUndefined();
    expect(events.some((e) => e.type === 'stats_changed')).toBe(true);
    // Idle again: a new run starts and finds nothing left to do.
    const next = updateFinished(w);
    expect((await w.post('/api/database/update', {})).status).toBe(202);
    expect((await next).data).toEqual({ status: 'completed', checked: 4, total: 4, repaired: 0, removed: 0, kept: 0 });
  });

  it('keeps a record whose source cannot be checked (cannot tell is not gone)', async () => {
    // Replace a source file's folder by a link loop: stat answers ELOOP, which is not "gone".
    const records = new ProcessedFilesRepository(w.server.ctx.database);
    const before = records.count('linked');
    const episode = records.all().find((r) => r.source_path.includes('S01E01'));
    if (!episode) throw new Error('no episode');
    const folder = path.dirname(episode.source_path);
    await rm(folder, { recursive: true });
    await symlink(folder, folder);
    const done = updateFinished(w);
    expect((await w.post('/api/database/update', {})).status).toBe(202);
    const last = await done;
    expect(last.data).toMatchObject({ status: 'completed', removed: 0, kept: 3 });
    expect(records.count('linked')).toBe(before);
  });
});

describe('database update without a library', () => {
  it('reports the failure over events and is idle again', async () => {
    const server = await startTestServer({ env: { CINESYNC_AUTH_ENABLED: 'false' }, autoStart: false });
    try {
      const finished = new Promise<LiveEvent<'database_update'>>((resolve) =>
        server.ctx.bus.subscribe((e) => {
          if (isUpdate(e) && e.data.status !== 'running') resolve(e);
        }),
      );
      expect((await server.request('/api/database/update', { method: 'POST' })).status).toBe(202);
      const last = await finished;
      expect(last.data.status).toBe('failed');
      expect(last.data.message).toBeTruthy();
      expect((await server.request('/api/database/update', { method: 'POST' })).status).toBe(202);
    } finally {
      await server.dispose();
    }
  });
});

describe('database update at shutdown', () => {
  it('stops a running update before the database closes', async () => {
    const w = await libraryWorld();
    const finished = updateFinished(w);
    expect((await w.post('/api/database/update', {})).status).toBe(202);
    await w.dispose();
    const last = await finished;
    // Either it finished first, or it was stopped at a record boundary; never a closed-database error.
    expect(last.data.message ?? 'The database update was stopped').toBe('The database update was stopped');
  });
});

describe('database browser API with auth on', () => {
  let w: LibraryWorld;
  beforeAll(async () => {
    w = await libraryWorld();
  });
  afterAll(() => w.dispose());

  it('refuses every route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/database/search'],
      ['GET', '/api/database/stats'],
      ['GET', '/api/database/export'],
      ['POST', '/api/database/update'],
    ] as const) {
      const res = await w.server.request(url, { method });
      expect(res.status, url).toBe(401);
    }
  });
});
