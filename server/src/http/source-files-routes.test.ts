import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sourceFileSchema, sourceFilesResponseSchema, type SourceFilesResponse } from '@cinesync/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/start-test-server.js';
import { operationsWorld, type OperationsWorld } from '../../test/worlds/operations-test-world.js';
import { treeFingerprint } from '../../test/worlds/library-test-world.js';
import { SourceFilesRepository } from '../db/repositories/source-files.repository.js';

const FIELDS = [
  'fileName',
  'relativePath',
  'filePath',
  'fileSizeFormatted',
  'modifiedTime',
  'isMediaFile',
  'processingStatus',
  'tmdbId',
  'seasonNumber',
  'lastProcessedAt',
].sort();

describe('GET /api/database/source-files', () => {
  let w: OperationsWorld;
  beforeAll(async () => {
    w = await operationsWorld();
  });
  afterAll(() => w.dispose());

  async function files(query = ''): Promise<SourceFilesResponse> {
    const res = await w.get(`/api/database/source-files${query}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(sourceFilesResponseSchema.strict().parse(body)).toEqual(body);
    return body as SourceFilesResponse;
  }

  const src = (f: string) => path.join(w.source, f);

  it('pages the source index with the spec fields exactly', async () => {
    const body = await files('?limit=50&offset=0&activeOnly=true&mediaOnly=false');
    expect(body.total).toBe(9);
    expect(body.totalPages).toBe(1);
    for (const f of body.files) {
      // A file left for review says so beside the spec's fields (its status is `failed`).
      expect(
        Object.keys(f)
          .filter((key) => key !== 'needsReview')
          .sort(),
      ).toEqual(FIELDS);
      expect(sourceFileSchema.strict().parse(f)).toEqual(f);
    }
    expect(body.files.filter((f) => 'needsReview' in f).map((f) => f.fileName)).toEqual(['Dune.mkv']);
    const byName = Object.fromEntries(body.files.map((f) => [f.fileName, f]));
    const episode = byName['Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv'];
    expect(episode).toMatchObject({
      relativePath: 'Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv',
      filePath: src('Breaking.Bad.S01.1080p.BluRay.x264-GRP/Breaking.Bad.S01E02.1080p.BluRay.x264-GRP.mkv'),
      fileSizeFormatted: '700.0 MB',
      isMediaFile: true,
      processingStatus: 'created',
      tmdbId: 1396,
      seasonNumber: 1,
    });
    // Epoch seconds, not milliseconds.
    expect(episode?.modifiedTime).toBeGreaterThan(1_500_000_000);
    expect(episode?.modifiedTime).toBeLessThan(Date.now() / 1000 + 60);
    expect(episode?.lastProcessedAt).toBeGreaterThanOrEqual(episode?.modifiedTime ?? Infinity);
    expect(byName['notes.txt']).toMatchObject({
      isMediaFile: false,
      processingStatus: 'unprocessed',
      fileSizeFormatted: '18 B',
      lastProcessedAt: null,
      tmdbId: null,
    });
    expect(byName['sample-the.matrix.mkv']?.processingStatus).toBe('skipped');
    expect(byName['Dune.mkv']).toMatchObject({ processingStatus: 'failed', needsReview: true });
  });

  it('pages, filters media files and a source folder by index', async () => {
    const first = await files('?limit=4&offset=0');
    const third = await files('?limit=4&offset=8');
    expect(first).toMatchObject({ total: 9, totalPages: 3 });
    expect(first.files).toHaveLength(4);
    expect(third.files).toHaveLength(1);
    const paths = first.files.map((f) => f.filePath);
    expect(paths).toEqual([...paths].sort());

    const media = await files('?mediaOnly=true');
    expect(media.total).toBe(7);
    expect(media.files.every((f) => f.isMediaFile)).toBe(true);
    expect((await files('?sourceIndex=0')).total).toBe(9);
    const res = await w.get('/api/database/source-files?sourceIndex=1');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'invalid',
      message: 'sourceIndex 1 is out of range: 1 source folder is configured',
    });
  });

  it('searches name and path case-insensitively as literal, trimmed text', async () => {
    expect((await files('?search=%20%20DUNE%20')).files.map((f) => f.fileName)).toEqual([
      'Dune.2021.2160p.WEB-DL.DDP5.1.HDR.x265-GRP.mkv',
      'Dune.mkv',
    ]);
    expect((await files('?search=downloads/')).files.map((f) => f.fileName)).toEqual(['movie.part']);
    expect((await files(`?search=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await files(`?search=${encodeURIComponent('Dune_2021')}`)).total).toBe(0);
    expect((await files('?search=&mediaOnly=true')).total).toBe(7);
  });

  it('leaves out rows of a source folder no longer configured unless activeOnly is false', async () => {
    const gone = path.join(w.base, 'old-source');
    new SourceFilesRepository(w.server.ctx.database).upsertChanged([
      {
        path: path.join(gone, 'Old.Movie.2001.mkv'),
        root: gone,
        size: 1536,
        mtimeMs: 1_000_000,
        inode: 1,
        device: 1,
        isMedia: true,
      },
    ]);
    expect((await files()).total).toBe(9);
    const all = await files('?activeOnly=false&search=old.movie');
    expect(all.files).toEqual([
      {
        fileName: 'Old.Movie.2001.mkv',
        relativePath: 'Old.Movie.2001.mkv',
        filePath: path.join(gone, 'Old.Movie.2001.mkv'),
        fileSizeFormatted: '1.5 KB',
        modifiedTime: 1000,
        isMediaFile: true,
        processingStatus: 'unprocessed',
        tmdbId: null,
        seasonNumber: null,
        lastProcessedAt: null,
      },
    ]);
  });

  it('reads the index, not the disk: a file removed since the scan is still listed until the next scan', async () => {
    const before = await treeFingerprint(w.source);
    await rm(src('notes.txt'));
    expect((await files('?search=notes.txt')).total).toBe(1);
    expect(await treeFingerprint(w.source)).not.toBe(before);
  });

  it.each([
    ['limit=0'],
    ['limit=x'],
    ['limit=1001'],
    ['offset=-5'],
    ['activeOnly=yes'],
    ['mediaOnly=2'],
    ['sourceIndex=-1'],
  ])('refuses %s with 400', async (query) => {
    const res = await w.get(`/api/database/source-files?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid' });
  });

  it('needs a token when authentication is on', async () => {
    const res = await w.server.request('/api/database/source-files');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/database/source-files without a source folder', () => {
  it('answers 503 with a message naming the source folder', async () => {
    const server = await startTestServer({ env: { CINESYNC_AUTH_ENABLED: 'false' }, autoStart: false });
    try {
      const res = await server.request('/api/database/source-files');
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('unavailable');
      expect(body.message).toMatch(/source/i);
    } finally {
      await server.dispose();
    }
  });
});
