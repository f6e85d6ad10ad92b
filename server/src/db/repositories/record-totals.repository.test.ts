import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { linkedRow } from '../../../test/support/records.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';
import { RecordTotalsRepository } from './record-totals.repository.js';
import { useTestDatabase } from '../../../test/support/test-store.js';

describe('record totals: kept by triggers', () => {
  let database: AppDatabase;
  let records: ProcessedFilesRepository;
  let totals: RecordTotalsRepository;
  useTestDatabase((opened) => {
    database = opened;
    records = new ProcessedFilesRepository(database);
    totals = new RecordTotalsRepository(database);
  });

  /** The counts recomputed from the rows by the spec's category rule, to hold the triggers to. */
  const recount = () => {
    const rows = records.all();
    const category = (r: (typeof rows)[number]) =>
      r.reason ? 'skipped' : r.tmdb_id !== null && r.season_number !== null ? 'tv' : r.tmdb_id !== null ? 'movie' : '';
    return {
      totalRecords: rows.length,
      movies: rows.filter((r) => category(r) === 'movie').length,
      tvShows: rows.filter((r) => category(r) === 'tv').length,
      skippedFiles: rows.filter((r) => category(r) === 'skipped').length,
      processedFiles: rows.filter((r) => r.destination_path !== null).length,
      totalSize: rows.reduce((sum, r) => sum + (r.file_size ?? 0), 0),
    };
  };

  // The dashboard's totals of linked records: PostgreSQL keeps them per title by trigger (0011).
  const linkedRecount = () => {
    const linked = records.all().filter((r) => r.status === 'linked');
    const titles = (type: string) =>
      new Set(linked.filter((r) => r.media_type === type && r.tmdb_id !== null).map((r) => r.tmdb_id)).size;
    return {
      files: linked.length,
      bytes: linked.reduce((sum, r) => sum + (r.file_size ?? 0), 0),
      movies: titles('movie'),
      shows: titles('tv'),
    };
  };
  const expectTotals = () => {
    expect(totals.browserTotals()).toEqual(recount());
    expect(totals.linkedTotals()).toEqual(linkedRecount());
  };

  it('keeps the totals right through every kind of write', () => {
    expectTotals();
    records.insert(linkedRow('/s/a.mkv', '/lib/Movies/A/a.mkv', { tmdb_id: 1, file_size: 10 }));
    records.insert(linkedRow('/s/e1.mkv', '/lib/Shows/S/e1.mkv', { tmdb_id: 2, season_number: 1, file_size: 20 }));
    records.upsertUnlinked(
      { source_path: '/s/x.mkv', status: 'skipped', media_type: null, candidates: null, reason: 'Extra', file_size: 5 },
      1,
    );
    records.upsertUnlinked(
      {
        source_path: '/s/y.mkv',
        status: 'review',
        media_type: 'movie',
        candidates: null,
        reason: 'Unsure',
        file_size: 7,
      },
      1,
    );
    expect(totals.browserTotals()).toEqual({
      totalRecords: 4,
      movies: 1,
      tvShows: 1,
      skippedFiles: 2,
      processedFiles: 2,
      totalSize: 42,
    });
    const linked = records.bySource('/s/a.mkv');
    if (!linked) throw new Error('no record');
    records.setDestination('/s/a.mkv', '/lib/Films/A/a.mkv', 'Films', 2);
    records.markSkipped(linked.id, 'Skipped by hand', 3);
    expectTotals();
    records.upsertLinked(
      {
        source_path: '/s/y.mkv',
        destination_path: '/lib/Movies/Y/y.mkv',
        media_type: 'movie',
        tmdb_id: 9,
        imdb_id: null,
        tvdb_id: null,
        title: 'Y',
        year: 2000,
        season_number: null,
        episode_numbers: null,
        episode_title: null,
        base_folder: 'Movies',
        resolution: null,
        file_size: 70,
        poster_path: null,
        release_date: null,
      },
      4,
    );
    expectTotals();
    records.deleteBySource('/s/x.mkv');
    expectTotals();
    records.deleteAll();
    expectTotals();
    expect(totals.browserTotals().totalRecords).toBe(0);
  });
});
