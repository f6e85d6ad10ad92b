import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessedFile } from '../db/schema.js';
import { startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { OBFUSCATED_FIXTURES } from '../../test/stand-ins/fixture-obfuscated.js';
import { makeOrganiserFolders, organiserEnv } from '../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';

/**
 * Release folders whose files are named by their group and noise, at real sizes, through a real scan:
 * each file takes its title from its folder, keeps its own episode, and is never an extra for its size.
 */
describe('organising files named by their group in a release folder', () => {
  const files = OBFUSCATED_FIXTURES.map(([p, size, expect]) => ({ path: p, size, expect }));
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let base: string;
  let source: string;
  let library: string;
  let records: Map<string, ProcessedFile>;

  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const folders = await makeOrganiserFolders('obfuscated-names-', files);
    ({ base, source, library } = folders);
    server = await startTestServer({ env: organiserEnv(folders, tmdb) });
    await server.ctx.organiserService.runScan();
    const rows = new ProcessedFilesRepository(server.ctx.database).all();
    records = new Map(rows.map((r) => [path.relative(source, r.source_path), r]));
  }, 60_000);
  afterAll(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('gives every file the outcome it should have', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const record = records.get(file.path);
      const want = file.expect;
      const got = record
        ? `${record.status} ${record.media_type ?? '-'}:${record.tmdb_id ?? '-'} S${record.season_number ?? '-'}E${record.episode_numbers ?? '-'} ${record.destination_path ? path.relative(library, record.destination_path) : ''} (${record.reason ?? ''})`
        : 'no record';
      const fail = (why: string) => wrong.push(`${file.path}: ${why}; got ${got}`);
      if (want.kind === 'ignored') {
        if (record) fail('should not be organised');
        continue;
      }
      if (!record) {
        fail(`expected ${want.kind}`);
        continue;
      }
      if (want.kind === 'review' || want.kind === 'skipped') {
        if (record.status !== want.kind) fail(`expected ${want.kind}`);
        continue;
      }
      if (want.orReview && record.status === 'review') continue;
      if (record.status !== 'linked' || record.tmdb_id !== want.tmdbId || record.media_type !== want.mediaType) {
        fail(`expected ${want.mediaType}:${want.tmdbId}`);
        continue;
      }
      if (want.season !== undefined && record.season_number !== want.season) fail(`expected season ${want.season}`);
      if (want.episodes && record.episode_numbers !== JSON.stringify(want.episodes)) {
        fail(`expected episodes ${want.episodes.join(',')}`);
      }
      const relative = path.relative(library, record.destination_path ?? '');
      if (want.destination && !want.destination.test(relative)) fail(`expected a destination like ${want.destination}`);
    }
    expect(wrong).toEqual([]);
  });

  it('links the small files too: low bitrates, test encodes and a .strm of a few bytes', () => {
    const small = files.filter((f) => f.size < 250 * 1024 ** 2 && f.expect.kind === 'linked');
    expect(small.length).toBeGreaterThanOrEqual(4);
    for (const f of small) expect(records.get(f.path)?.status, f.path).toBe('linked');
  });
});
