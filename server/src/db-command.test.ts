import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshPostgresUrl, testStore } from '../test/support/test-store.js';
import { dbCommand } from './db-command.js';
import { builtInJobDefinitions } from './jobs/job-catalogue.js';
import { openDatabase } from './db/database.js';
import { ArrIdsRepository } from './db/repositories/arr-ids.repository.js';
import { FavoritesRepository } from './db/repositories/favorites.repository.js';
import { FileOperationsRepository } from './db/repositories/file-operations.repository.js';
import { JobRunsRepository } from './db/repositories/job-runs.repository.js';
import { JobsRepository } from './db/repositories/jobs.repository.js';
import { ProcessedFilesRepository } from './db/repositories/processed-files.repository.js';
import { RecordTotalsRepository } from './db/repositories/record-totals.repository.js';

const RECORDS = 1234;

// Copying needs a PostgreSQL target: only the PostgreSQL project runs it.
describe.skipIf(testStore() !== 'postgres')('cinesync db migrate --to', () => {
  let dataDir: string;
  let out: string;
  let err: string;
  const run = (argv: string[]) =>
    dbCommand(
      argv,
      { CINESYNC_DATA_DIR: dataDir },
      (t) => (out += t),
      (t) => (err += t),
    );

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'db-migrate-'));
    out = '';
    err = '';
    const sqlite = await openDatabase(dataDir);
    const records = new ProcessedFilesRepository(sqlite);
    sqlite.transaction(() => {
      for (let i = 0; i < RECORDS; i++) {
        records.insert({
          source_path: `/src/Movie ${i} (2001)/Movie.${i}.2001.1080p.mkv`,
          destination_path: i % 10 === 0 ? null : `/lib/Movies/Movie ${i} (2001)/Movie ${i} (2001).mkv`,
          status: i % 10 === 0 ? 'skipped' : 'linked',
          media_type: 'movie',
          tmdb_id: 1000 + i,
          title: `Movie ${i} — “quoted” 'and' ü`,
          year: 2001,
          reason: i % 10 === 0 ? 'Extra file' : null,
          file_size: 5_000_000_000 + i,
          created_at: 1_700_000_000_000 + i,
          updated_at: 1_700_000_000_000 + i,
        });
      }
    });
    new FileOperationsRepository(sqlite).log(
      {
        sourcePath: '/src/a.mkv',
        destinationPath: null,
        status: 'failed',
        operation: 'process',
        mediaType: null,
        tmdbId: null,
        seasonNumber: null,
        reason: 'no match',
      },
      1,
    );
    const jobs = new JobsRepository(sqlite);
    jobs.ensure(builtInJobDefinitions(), 1);
    new JobRunsRepository(sqlite).start('log-rotation', 2);
    new ArrIdsRepository(sqlite).idsFor('movie', ['1000', '1001']);
    new FavoritesRepository(sqlite).put('admin', 'movie', 1001, { title: 'Movie 1', year: 2001, poster_path: null }, 3);
    await sqlite.close();
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every table, verified, and the copy carries on numbering where SQLite stopped', async () => {
    const url = await freshPostgresUrl();
    expect(await run(['migrate', '--to', url])).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/processed_files: 1234 rows, sha256 [0-9a-f]{16}… verified/);
    expect(out).toMatch(/job_runs: 1 row, .* verified/);
    expect(out).toMatch(/Done: \d+ tables/);

    const sqlite = await openDatabase(dataDir);
    const postgres = await openDatabase('', { url });
    try {
      const recordsOf = (db: typeof sqlite) => new ProcessedFilesRepository(db).all();
      expect(recordsOf(postgres)).toEqual(recordsOf(sqlite));
      expect(new RecordTotalsRepository(postgres).browserTotals()).toEqual(
        new RecordTotalsRepository(sqlite).browserTotals(),
      );
      expect(new FavoritesRepository(postgres).list('admin', null).map((f) => f.tmdb_id)).toEqual([1001]);
      // Ids already handed to Bazarr keep their numbers; a new key gets the next one.
      const arr = new ArrIdsRepository(postgres).idsFor('movie', ['1000', '1001', '1002']);
      expect(arr.get('1002')).toBe(Math.max(arr.get('1000')!, arr.get('1001')!) + 1);
      const maxId = Math.max(...recordsOf(postgres).map((r) => r.id));
      new ProcessedFilesRepository(postgres).insert({
        source_path: '/src/new.mkv',
        status: 'pending',
        created_at: 5,
        updated_at: 5,
      });
      expect(new ProcessedFilesRepository(postgres).bySource('/src/new.mkv')?.id).toBe(maxId + 1);
    } finally {
      await sqlite.close();
      await postgres.close();
    }
  });

  it('refuses a target that holds anything, and writes nothing to it', async () => {
    const url = await freshPostgresUrl();
    const postgres = await openDatabase('', { url });
    new FileOperationsRepository(postgres).log(
      {
        sourcePath: '/elsewhere.mkv',
        destinationPath: null,
        status: 'skipped',
        operation: 'process',
        mediaType: null,
        tmdbId: null,
        seasonNumber: null,
        reason: null,
      },
      1,
    );
    try {
      expect(await run(['migrate', '--to', url])).toBe(1);
      expect(err).toMatch(/refused: the target is not empty: file_operations has 1 row; nothing was copied/);
      expect(new ProcessedFilesRepository(postgres).all()).toEqual([]);
    } finally {
      await postgres.close();
    }
  });

  it('says how to call it when the URL is missing or not PostgreSQL', async () => {
    expect(await run(['migrate'])).toBe(2);
    expect(err).toMatch(/Usage: cinesync db migrate --to postgres:/);
    err = '';
    expect(await run(['migrate', '--to', 'mysql://x@y/z'])).toBe(2);
    expect(err).toMatch(/--to must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });
});
