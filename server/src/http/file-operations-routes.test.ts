import path from 'node:path';
import {
  fileOperationsBulkDeleteResponseSchema,
  fileOperationsDeleteSkippedResponseSchema,
  fileOperationSchema,
  fileOperationsResponseSchema,
  type FileOperationsResponse,
  type LiveEvent,
} from '@cinesync/common';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationsWorld, type OperationsWorld } from '../../test/worlds/operations-test-world.js';
import { databaseFingerprint, treeFingerprint } from '../../test/worlds/library-test-world.js';
import { FileOperationsRepository } from '../db/repositories/file-operations.repository.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { SourceFilesRepository } from '../db/repositories/source-files.repository.js';

const FIELDS = [
  'id',
  'filePath',
  'destinationPath',
  'fileName',
  'status',
  'timestamp',
  'reason',
  'error',
  'tmdbId',
  'seasonNumber',
  'type',
  'operation',
  'candidates',
].sort();

async function list(w: OperationsWorld, query = ''): Promise<FileOperationsResponse> {
  const res = await w.get(`/api/file-operations${query}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(fileOperationsResponseSchema.strict().parse(body)).toEqual(body);
  return body as FileOperationsResponse;
}

describe('GET /api/file-operations', () => {
  let w: OperationsWorld;
  beforeAll(async () => {
    w = await operationsWorld();
  });
  afterAll(() => w.dispose());

  const src = (f: string) => path.join(w.source, f);

  it('lists one entry per media file the organiser decided about, newest first, with the spec fields exactly', async () => {
    const body = await list(w, '?limit=25&offset=0&lightweight=true');
    expect(body.total).toBe(7);
    expect(body.statusCounts).toEqual({ created: 5, failed: 1, skipped: 1, deleted: 0 });
    for (const op of body.operations) {
      expect(Object.keys(op).sort()).toEqual(FIELDS);
      expect(fileOperationSchema.strict().parse(op)).toEqual(op);
      expect(new Date(op.timestamp).toISOString()).toBe(op.timestamp);
    }
    const ids = body.operations.map((o) => Number(o.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = body.operations.map((o) => Date.parse(o.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byName = Object.fromEntries(body.operations.map((o) => [o.fileName, o]));
    const matrix = byName['The.Matrix.1999.1080p.BluRay.x264-GRP.mkv'];
    expect(matrix).toMatchObject({
      filePath: src(OPERATIONS_MATRIX),
      status: 'created',
      operation: 'process',
      type: 'movie',
      tmdbId: 603,
      seasonNumber: null,
      reason: null,
      error: null,
    });
    expect(matrix?.destinationPath?.startsWith(path.join(w.library, 'Movies', 'The Matrix (1999)'))).toBe(true);
    expect(byName['Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv']).toMatchObject({
      status: 'created',
      type: 'tv',
      tmdbId: 1396,
      seasonNumber: 1,
    });
    expect(byName['sample-the.matrix.mkv']).toMatchObject({ status: 'skipped', destinationPath: null, tmdbId: null });
    expect(byName['sample-the.matrix.mkv']?.reason).toEqual(expect.any(String));
    expect(byName['Dune.mkv']).toMatchObject({ status: 'failed', destinationPath: null, type: 'movie', tmdbId: null });
    // The review queue: what the organiser weighed and didn't dare pick alone, best first.
    const dune = byName['Dune.mkv']?.candidates ?? [];
    expect(dune.map((c) => [c.tmdbId, c.year])).toEqual(
      expect.arrayContaining([
        [438631, 2021],
        [841, 1984],
      ]),
    );
    expect(dune[0]).toMatchObject({
      mediaType: 'movie',
      title: 'Dune',
      posterPath: expect.stringMatching(/^\/.+\.jpg$/),
    });
    const scores = dune.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(matrix?.candidates).toBeNull();
    expect(byName['sample-the.matrix.mkv']?.candidates).toBeNull();
    expect(body.operations.some((o) => o.fileName === 'notes.txt' || o.fileName === 'movie.part')).toBe(false);
  });

  it('pages without overlap and filters by status', async () => {
    const first = await list(w, '?limit=3&offset=0');
    const second = await list(w, '?limit=3&offset=3');
    const third = await list(w, '?limit=3&offset=6');
    expect(first.operations).toHaveLength(3);
    expect(third.operations).toHaveLength(1);
    const all = [...first.operations, ...second.operations, ...third.operations].map((o) => o.id);
    expect(new Set(all).size).toBe(7);
    expect(first.total).toBe(7);

    const skipped = await list(w, '?status=skipped');
    expect(skipped.operations.map((o) => o.fileName)).toEqual(['sample-the.matrix.mkv']);
    expect(skipped.total).toBe(1);
    const created = await list(w, '?status=created&limit=2');
    expect(created.total).toBe(5);
    expect(created.operations.every((o) => o.status === 'created')).toBe(true);
    expect((await list(w, '?status=deleted')).operations).toEqual([]);
    expect((await list(w, '?status=')).total).toBe(7);
  });

  it('searches path, destination and reason case-insensitively as literal text; counts ignore the search', async () => {
    const bad = await list(w, '?search=BREAKING.bad');
    expect(bad.total).toBe(3);
    expect(bad.statusCounts).toEqual({ created: 5, failed: 1, skipped: 1, deleted: 0 });
    expect((await list(w, `?search=${encodeURIComponent('Breaking Bad (2008)')}`)).total).toBe(3); // destination
    expect((await list(w, '?search=%20%20dune.mkv%20')).operations.map((o) => o.fileName)).toEqual(['Dune.mkv']);
    expect((await list(w, `?search=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(w, `?search=${encodeURIComponent('Dune_2021')}`)).total).toBe(0);
    expect((await list(w, `?search=${encodeURIComponent('Matrix%1999')}`)).total).toBe(0);
  });

  it('shows the latest event of a file in place of the older one', async () => {
    const ops = new FileOperationsRepository(w.server.ctx.database);
    const sample = src('The.Matrix.1999.1080p.BluRay.x264-GRP/Sample/sample-the.matrix.mkv');
    const before = await list(w);
    ops.log(
      {
        sourcePath: sample,
        destinationPath: null,
        status: 'failed',
        operation: 'process',
        mediaType: null,
        tmdbId: null,
        seasonNumber: null,
        reason: 'Could not read the file',
      },
      Date.now() + 60_000,
    );
    const after = await list(w);
    expect(after.total).toBe(before.total);
    expect(after.statusCounts).toEqual({ created: 5, failed: 2, skipped: 0, deleted: 0 });
    expect(after.operations[0]).toMatchObject({
      filePath: sample,
      status: 'failed',
      type: 'other', // no media type known
      reason: 'Could not read the file',
    });
    expect(after.operations.filter((o) => o.filePath === sample)).toHaveLength(1);
  });

  it.each([
    ['limit=0'],
    ['limit=abc'],
    ['limit=501'],
    ['offset=-1'],
    ['status=bogus'],
    ['lightweight=maybe'],
    [`search=${'x'.repeat(501)}`],
  ])('refuses %s with 400', async (query) => {
    const res = await w.get(`/api/file-operations?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid' });
  });

  it('needs a token when authentication is on', async () => {
    for (const [method, url] of [
      ['GET', '/api/file-operations'],
      ['DELETE', '/api/file-operations'],
      ['DELETE', '/api/file-operations/bulk'],
    ] as const) {
      const res = await w.server.request(url, {
        method,
        ...(url.endsWith('bulk')
          ? { headers: { 'content-type': 'application/json' }, body: '{"filePaths":["1"]}' }
          : {}),
      });
      expect(res.status).toBe(401);
    }
    expect((await list(w)).total).toBe(7);
  });
});

const OPERATIONS_MATRIX = 'The.Matrix.1999.1080p.BluRay.x264-GRP/The.Matrix.1999.1080p.BluRay.x264-GRP.mkv';

describe('deleting file operations', () => {
  let w: OperationsWorld;
  let events: LiveEvent[];
  beforeEach(async () => {
    w = await operationsWorld();
    events = [];
    w.server.ctx.bus.subscribe((e) => events.push(e));
  });
  afterEach(() => w.dispose());

  const records = () => new ProcessedFilesRepository(w.server.ctx.database);
  const sources = () => new SourceFilesRepository(w.server.ctx.database);
  const src = (f: string) => path.join(w.source, f);
  const SAMPLE = 'The.Matrix.1999.1080p.BluRay.x264-GRP/Sample/sample-the.matrix.mkv';
  const disk = async () => `${await treeFingerprint(w.source)}\n${await treeFingerprint(w.library)}`;

  it('bulk: removes entries named by id or path, with their unlinked records; reports unknown ones; touches no file', async () => {
    const before = await disk();
    const all = (await list(w)).operations;
    const sample = all.find((o) => o.filePath === src(SAMPLE));
    expect(sample).toBeDefined();
    const res = await w.del('/api/file-operations/bulk', {
      filePaths: [sample?.id, src('Dune.mkv'), '999999', '/nowhere/file.mkv', src('Dune.mkv')],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(fileOperationsBulkDeleteResponseSchema.strict().parse(body)).toEqual(body);
    expect(body).toEqual({
      success: false,
      deletedCount: 2,
      errors: [
        { path: '999999', error: 'not_found', message: 'No current file operation has id 999999' },
        {
          path: '/nowhere/file.mkv',
          error: 'not_found',
          message: 'No file operation or unlinked record for /nowhere/file.mkv',
        },
      ],
    });
    const after = await list(w);
    expect(after.total).toBe(5);
    expect(after.statusCounts).toEqual({ created: 5, failed: 0, skipped: 0, deleted: 0 });
    expect(records().bySource(src(SAMPLE))).toBeUndefined();
    expect(records().bySource(src('Dune.mkv'))).toBeUndefined();
    expect(records().bySource(src(OPERATIONS_MATRIX))?.status).toBe('linked');
    // The source index keeps what was decided, so the next scan doesn't decide it again.
    expect(sources().statusOf(src(SAMPLE))).toBe('skipped');
    expect(await disk()).toBe(before);
    const updates = events.filter((e) => e.type === 'file_operation_update').map((e) => e.data);
    expect(updates).toEqual([
      { id: sample?.id, filePath: src(SAMPLE) },
      { id: expect.any(String), filePath: src('Dune.mkv') },
    ]);
    expect(events.some((e) => e.type === 'stats_changed')).toBe(true);
  });

  it('bulk: a created entry goes from the list but its link and record stay', async () => {
    const before = await disk();
    const matrix = (await list(w)).operations.find((o) => o.filePath === src(OPERATIONS_MATRIX));
    const res = await w.del('/api/file-operations/bulk', { filePaths: [matrix?.id] });
    expect(await res.json()).toEqual({ success: true, deletedCount: 1, errors: [] });
    expect((await list(w)).statusCounts.created).toBe(4);
    expect(records().bySource(src(OPERATIONS_MATRIX))?.status).toBe('linked');
    expect(await disk()).toBe(before);
    expect(events.some((e) => e.type === 'stats_changed')).toBe(false);
  });

  it('bulk: only unknown entries change nothing', async () => {
    const db = databaseFingerprint(w.server);
    const res = await w.del('/api/file-operations/bulk', { filePaths: ['123456', 'relative/path.mkv'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, deletedCount: 0 });
    expect(databaseFingerprint(w.server)).toBe(db);
    expect(events).toEqual([]);
  });

  it('bulk: an id that is no longer the entry of its file is refused', async () => {
    const sample = (await list(w)).operations.find((o) => o.filePath === src(SAMPLE));
    new FileOperationsRepository(w.server.ctx.database).log(
      {
        sourcePath: src(SAMPLE),
        destinationPath: null,
        status: 'failed',
        operation: 'process',
        mediaType: null,
        tmdbId: null,
        seasonNumber: null,
        reason: 'later',
      },
      Date.now(),
    );
    const db = databaseFingerprint(w.server);
    const res = await w.del('/api/file-operations/bulk', { filePaths: [sample?.id] });
    expect(await res.json()).toMatchObject({ success: false, deletedCount: 0, errors: [{ error: 'not_found' }] });
    expect(databaseFingerprint(w.server)).toBe(db);
  });

  it('bulk: takes 10,000 long paths in one request (more than the app-wide body limit)', async () => {
    const db = databaseFingerprint(w.server);
    const paths = Array.from({ length: 10_000 }, (_, i) => `/nowhere/${'x'.repeat(300)}/${i}.mkv`);
    const res = await w.del('/api/file-operations/bulk', { filePaths: [...paths, src('Dune.mkv')].slice(1) });
    expect(res.status).toBe(200);
    const body = fileOperationsBulkDeleteResponseSchema.parse(await res.json());
    expect(body.deletedCount).toBe(1);
    expect(body.errors).toHaveLength(9_999);
    expect(databaseFingerprint(w.server)).not.toBe(db);
  });

  it('bulk: removes an unlinked record that has no log entry (the database browser sends those by path)', async () => {
    const pending = src('Downloads/pending.mkv');
    records().upsertUnlinked(
      {
        source_path: pending,
        status: 'pending',
        media_type: null,
        candidates: null,
        reason: 'TMDB unreachable',
        file_size: 1,
      },
      Date.now(),
    );
    const res = await w.del('/api/file-operations/bulk', { filePaths: [pending] });
    expect(await res.json()).toEqual({ success: true, deletedCount: 1, errors: [] });
    expect(records().bySource(pending)).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['file_operation_update', 'stats_changed']);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty list', { filePaths: [] }],
    ['a string', { filePaths: 'x' }],
    ['an empty entry', { filePaths: [''] }],
    ['a NUL byte', { filePaths: ['/a\0b'] }],
    ['a number', { filePaths: [12] }],
    ['too many entries', { filePaths: Array.from({ length: 10_001 }, (_, i) => String(i + 1)) }],
  ])('bulk: refuses %s with 400 and changes nothing', async (_what, body) => {
    const db = databaseFingerprint(w.server);
    const res =
      body === undefined
        ? await w.server.request('/api/file-operations/bulk', { method: 'DELETE', token: w.token })
        : await w.del('/api/file-operations/bulk', body);
    expect(res.status).toBe(400);
    expect(databaseFingerprint(w.server)).toBe(db);
  });

  it('DELETE /api/file-operations removes every skipped entry and record, and nothing else', async () => {
    const before = await disk();
    const res = await w.del('/api/file-operations');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(fileOperationsDeleteSkippedResponseSchema.strict().parse(body)).toEqual(body);
    expect(body).toEqual({ success: true, message: 'Deleted 1 skipped file from the database' });
    const after = await list(w);
    expect(after.statusCounts).toEqual({ created: 5, failed: 1, skipped: 0, deleted: 0 });
    expect(records().withStatus('skipped')).toEqual([]);
    expect(records().withStatus('review')).toHaveLength(1);
    expect(await disk()).toBe(before);
    expect(events.map((e) => e.type)).toEqual(['file_operation_update', 'stats_changed']);

    const again = await w.del('/api/file-operations');
    expect(await again.json()).toEqual({ success: true, message: 'Deleted 0 skipped files from the database' });
  });

  it('sees a decision a scan still has queued, and that decision does not come back after the action', async () => {
    const { organiser } = w.server.ctx;
    const late = src('Late.Arrival.2001.mkv');
    // As a scan writes: the decision waits for its group (up to 100 ms) to be committed.
    const committed = organiser.records.recordUnlinked(
      { sourcePath: late, status: 'skipped', reason: 'Sample file', fileSize: 1 },
      { batched: true },
    );
    const res = await w.del('/api/file-operations');
    expect(await res.json()).toEqual({ success: true, message: 'Deleted 2 skipped files from the database' });
    await committed;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(records().bySource(late)).toBeUndefined();
    expect(records().withStatus('skipped')).toEqual([]);
  });

  it('reads a scan’s next records again after an action, not from what it read ahead', async () => {
    const { organiser } = w.server.ctx;
    const dune = src('Dune.mkv');
    expect(records().bySource(dune)?.status).toBe('review');
    organiser.records.readAhead([dune]);
    const res = await w.del('/api/file-operations/bulk', { filePaths: [dune] });
    expect(res.status).toBe(200);
    expect(organiser.records.bySource(dune)).toBeUndefined();
  });
});
