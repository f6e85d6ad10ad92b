import { lstat, readdir, readlink, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessedFile } from '../db/schema.js';
import { fixtureLibrary, startTmdbStandIn, type TmdbStandIn } from '../../test/stand-ins/index.js';
import { makeOrganiserFolders, organiserEnv } from '../../test/support/source-tree.js';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';

/**
 * The acceptance test of the organiser: a realistic 300-file library against the TMDB stand-in.
 * Every file ends where it should; decoys land on the right title or abstain, never on a wrong one.
 */
describe('organising a realistic 300-file library', () => {
  const files = fixtureLibrary();
  let tmdb: TmdbStandIn;
  let server: TestServer;
  let base: string;
  let source: string;
  let library: string;
  let records: Map<string, ProcessedFile>;
  let mtimes: number[];

  beforeAll(async () => {
    tmdb = await startTmdbStandIn({ apiKey: 'k' });
    const folders = await makeOrganiserFolders('fixture-library-', files);
    ({ base, source, library } = folders);
    mtimes = await Promise.all(files.map(async (f) => (await stat(path.join(source, f.path))).mtimeMs));
    server = await startTestServer({ env: organiserEnv(folders, tmdb) });
    await server.ctx.organiserService.runScan();
    const rows = new ProcessedFilesRepository(server.ctx.database).all();
    records = new Map(rows.map((r) => [path.relative(source, r.source_path), r]));
  }, 120_000);
  afterAll(async () => {
    await server.dispose();
    await tmdb.close();
    await rm(base, { recursive: true, force: true });
  });

  it('has at least 300 files', () => {
    expect(files.length).toBeGreaterThanOrEqual(300);
  });

  it('gives every file the outcome it should have', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const record = records.get(file.path);
      const want = file.expect;
      const got = record
        ? `${record.status} ${record.media_type ?? '-'}:${record.tmdb_id ?? '-'} S${record.season_number ?? '-'}E${record.episode_numbers ?? '-'} ${record.destination_path ? path.relative(library, record.destination_path) : ''}`
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

  it('builds a tree of links, each to its own source, no two sources sharing a destination', async () => {
    const linked = [...records.values()].filter((r) => r.status === 'linked');
    const destinations = new Set(linked.map((r) => r.destination_path));
    expect(destinations.size).toBe(linked.length);
    for (const r of linked) {
      expect((await lstat(r.destination_path ?? '')).isSymbolicLink()).toBe(true);
      expect(await readlink(r.destination_path ?? '')).toBe(r.source_path);
    }
    const links = (await readdir(library, { recursive: true, withFileTypes: true })).filter((e) => e.isSymbolicLink());
    expect(links).toHaveLength(linked.length);
    const top = (await readdir(library)).sort();
    expect(top).toEqual(['4KMovies', '4KShows', 'AnimeMovies', 'AnimeShows', 'Movies', 'Shows']);
  });

  it('leaves every source byte-identical in size and mtime', async () => {
    const after = await Promise.all(files.map(async (f) => (await stat(path.join(source, f.path))).mtimeMs));
    expect(after).toEqual(mtimes);
  });

  it('makes no TMDB call and changes nothing on a second scan', async () => {
    tmdb.reset();
    const again = await server.ctx.organiserService.runScan();
    expect(again.results).toEqual([]);
    expect(tmdb.requests).toHaveLength(0);
  });
});
