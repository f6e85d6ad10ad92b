import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import type { NewProcessedFile } from '../schema.js';
import { linkedRow } from '../../../test/support/records.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';
import { openTestDatabase, testStore } from '../../../test/support/test-store.js';

describe('processed files: library reads', () => {
  let database: AppDatabase;
  const insert = (source: string, destination: string, extra: Partial<NewProcessedFile> = {}) =>
    new ProcessedFilesRepository(database).insert(linkedRow(source, destination, extra));

  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  it('finds a page of files and one record under each folder in one statement', () => {
    insert('/s/a.mkv', '/lib/Movies/A (2000)/A (2000).mkv', { tmdb_id: 10, title: 'A' });
    insert('/s/b.mkv', '/lib/Movies/B (2001)/B (2001).mkv', { tmdb_id: 11, title: 'B' });
    insert('/s/b2.mkv', '/lib/Movies/B (2001)/B (2001) - v2.mkv', { tmdb_id: 11, title: 'B' });
    insert('/s/loose.mkv', '/lib/Movies/loose.mkv', { tmdb_id: 12, title: 'Loose' });
    // A sibling whose name starts like a folder's must not count as under it.
    insert('/s/c.mkv', '/lib/Movies/B (2001) Extended/c.mkv', { tmdb_id: 13, title: 'C' });
    const records = new ProcessedFilesRepository(database);
    const page = records.forPage(
      ['/lib/Movies/loose.mkv', '/lib/Movies/none.mkv'],
      ['/lib/Movies/A (2000)', '/lib/Movies/B (2001)', '/lib/Movies/Empty'],
    );
    expect([...page.files.keys()]).toEqual(['/lib/Movies/loose.mkv']);
    expect(page.folders.get('/lib/Movies/A (2000)')?.tmdb_id).toBe(10);
    expect(page.folders.get('/lib/Movies/B (2001)')?.tmdb_id).toBe(11);
    expect(page.folders.has('/lib/Movies/Empty')).toBe(false);
    expect(records.forPage([], []).files.size).toBe(0);
  });

  it('splits a page of many folders over several statements', () => {
    const folders = Array.from({ length: 450 }, (_, i) => `/lib/Movies/T${i}`);
    folders.forEach((f, i) => insert(`/s/${i}.mkv`, `${f}/x.mkv`, { tmdb_id: i + 1 }));
    const page = new ProcessedFilesRepository(database).forPage(['/lib/Movies/T1/x.mkv'], folders);
    expect(page.folders.size).toBe(450);
    expect(page.folders.get('/lib/Movies/T449')?.tmdb_id).toBe(450);
    expect(page.files.size).toBe(1);
  });

  it('reads the records of many sources at once, names of every shape carried exactly', () => {
    const odd = ['/s/"quoted" \\ back.mkv', '/s/{brace},comma.mkv', '/s/NULL', '/s/été 🎬.mkv'];
    odd.forEach((source, i) => insert(source, `/lib/Movies/T${i}/x.mkv`, { tmdb_id: i + 1 }));
    insert('/s/other.mkv', '/lib/Movies/Other/x.mkv', { tmdb_id: 99 });
    const records = new ProcessedFilesRepository(database);
    const found = records.bySources([...odd, '/s/absent.mkv']);
    expect(found.map((r) => [r.source_path, r.tmdb_id]).sort()).toEqual(odd.map((s, i) => [s, i + 1]).sort());
    expect(found[0]).toEqual(records.bySource(found[0]!.source_path));
    expect(records.bySources([])).toEqual([]);
  });

  // SQLite's plans; PostgreSQL plans by its own statistics.
  it.skipIf(testStore() === 'postgres')('reads many sources by probing the source index', () => {
    const plan = database.sql
      .prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM processed_files WHERE source_path IN (SELECT value FROM json_each(@paths))`,
      )
      .all({ paths: '[]' }) as { detail: string }[];
    expect(plan.map((r) => r.detail).join(' ')).toMatch(/SEARCH processed_files USING INDEX \S+ \(source_path=\?\)/);
  });

  // SQLite's plans; PostgreSQL plans by its own statistics.
  it.skipIf(testStore() === 'postgres')('plans the page lookups on the destination index', () => {
    const plan = database.sql
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM processed_files INDEXED BY processed_files_destination
          WHERE destination_path >= '/a/' AND destination_path < '/a0' AND status = 'linked' LIMIT 1`,
      )
      .all() as { detail: string }[];
    expect(plan.map((r) => r.detail).join(' ')).toMatch(
      /USING INDEX processed_files_destination \(destination_path>\? AND destination_path<\?\)/,
    );
    const recent = database.sql
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM processed_files INDEXED BY processed_files_recent
          WHERE status = 'linked' ORDER BY created_at DESC LIMIT 10`,
      )
      .all() as { detail: string }[];
    expect(recent.map((r) => r.detail).join(' ')).not.toMatch(/TEMP B-TREE/);
    const counts = database.sql
      .prepare(
        `EXPLAIN QUERY PLAN SELECT base_folder, count(*) FROM processed_files INDEXED BY processed_files_base_folder
          WHERE status = 'linked' AND base_folder IS NOT NULL GROUP BY base_folder`,
      )
      .all() as { detail: string }[];
    expect(counts.map((r) => r.detail).join(' ')).toMatch(/COVERING INDEX processed_files_base_folder/);
    expect(counts.map((r) => r.detail).join(' ')).not.toMatch(/TEMP B-TREE/);
  });
});

describe('processed files: the database browser', () => {
  let database: AppDatabase;
  let records: ProcessedFilesRepository;
  beforeEach(async () => {
    database = await openTestDatabase();
    records = new ProcessedFilesRepository(database);
  });
  afterEach(() => database.close());

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
    expect(records.browserTotals()).toEqual(recount());
    expect(records.linkedTotals()).toEqual(linkedRecount());
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
    expect(records.browserTotals()).toEqual({
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
    expect(records.browserTotals().totalRecords).toBe(0);
  });

  it('keeps the search index in step with the paths and titles', () => {
    records.insert(linkedRow('/s/Alpha.mkv', '/lib/Movies/Alpha (2000)/Alpha.mkv', { tmdb_id: 1, title: 'Alpha' }));
    expect(records.browserCount('all', 'alpha (2000)')).toBe(1);
    records.setDestination('/s/Alpha.mkv', '/lib/Films/Omega (2000)/Alpha.mkv', 'Films', 2);
    expect(records.browserCount('all', 'alpha (2000)')).toBe(0);
    expect(records.browserCount('all', 'omega')).toBe(1);
    expect(records.browserCount('movies', 'omega')).toBe(1);
    expect(records.browserCount('skipped', 'omega')).toBe(0);
    records.deleteBySource('/s/Alpha.mkv');
    expect(records.browserCount('all', 'omega')).toBe(0);
  });

  it('matches text literally, long or short', () => {
    records.insert(linkedRow('/s/100%_x.mkv', '/lib/Movies/P/100%_x.mkv', { tmdb_id: 1 }));
    records.insert(linkedRow('/s/100ab.mkv', '/lib/Movies/Q/100ab.mkv', { tmdb_id: 2 }));
    records.insert(linkedRow('/s/say "hi".mkv', '/lib/Movies/R/say "hi".mkv', { tmdb_id: 3 }));
    for (const [text, n] of [
      ['%', 1],
      ['_', 1],
      ['%_', 1],
      ['100%_', 1],
      ['100', 2],
      ['"hi"', 1],
      ['y "h', 1],
      ['\\', 0],
    ] as const) {
      expect(records.browserCount('all', text), text).toBe(n);
      expect(records.browserPage('all', text, 50, 0), text).toHaveLength(n);
    }
  });

  // SQLite's plans; PostgreSQL plans by its own statistics.
  it.skipIf(testStore() === 'postgres')('plans pages on the rowid and the trigram index, without sorting', () => {
    const searched = records.explainBrowserPage('movies', 'matrix').join(' | ');
    expect(searched).toMatch(/VIRTUAL TABLE INDEX/);
    expect(searched).toMatch(/SEARCH p USING INTEGER PRIMARY KEY/);
    expect(searched).not.toMatch(/TEMP B-TREE/);
    for (const type of ['all', 'skipped', 'processed'] as const) {
      const plain = records.explainBrowserPage(type, '').join(' | ');
      expect(plain).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('reads every row of a filter in chunks, newest first', () => {
    database.transaction(() => {
      for (let i = 0; i < 1234; i++)
        records.insert(linkedRow(`/s/${i}.mkv`, `/lib/Movies/${i}.mkv`, { tmdb_id: i + 1 }));
    });
    const ids = [...records.browserRows('all', '')].map((r) => r.id);
    expect(ids).toHaveLength(1234);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect([...records.browserRows('all', '/lib/Movies/12')]).toHaveLength(1 + 10 + 34); // 12, 120-129, 1200-1233
  });
});
