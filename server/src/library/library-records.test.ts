import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../db/database.js';
import { LibraryRecords } from './library-records.js';
import { rewriteRecordPaths } from './record-paths.js';

describe('library records', () => {
  let database: AppDatabase;
  const insert = (source: string, destination: string, extra: Record<string, unknown> = {}) =>
    database.sqlite
      .prepare(
        `INSERT INTO processed_files (source_path, destination_path, status, media_type, tmdb_id, title, base_folder,
           poster_path, created_at, updated_at)
         VALUES (@source, @destination, 'linked', @mediaType, @tmdbId, @title, @base, @poster, 1, 1)`,
      )
      .run({
        source,
        destination,
        mediaType: 'movie',
        tmdbId: 1,
        title: 'T',
        base: 'Movies',
        poster: '/p.jpg',
        ...extra,
      });

  beforeEach(async () => {
    database = await openDatabase('', ':memory:');
  });
  afterEach(() => database.close());

  it('finds a page of files and one record under each folder in one statement', () => {
    insert('/s/a.mkv', '/lib/Movies/A (2000)/A (2000).mkv', { tmdbId: 10, title: 'A' });
    insert('/s/b.mkv', '/lib/Movies/B (2001)/B (2001).mkv', { tmdbId: 11, title: 'B' });
    insert('/s/b2.mkv', '/lib/Movies/B (2001)/B (2001) - v2.mkv', { tmdbId: 11, title: 'B' });
    insert('/s/loose.mkv', '/lib/Movies/loose.mkv', { tmdbId: 12, title: 'Loose' });
    // A sibling whose name starts like a folder's must not count as under it.
    insert('/s/c.mkv', '/lib/Movies/B (2001) Extended/c.mkv', { tmdbId: 13, title: 'C' });
    const records = new LibraryRecords(database);
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
    folders.forEach((f, i) => insert(`/s/${i}.mkv`, `${f}/x.mkv`, { tmdbId: i + 1 }));
    const page = new LibraryRecords(database).forPage(['/lib/Movies/T1/x.mkv'], folders);
    expect(page.folders.size).toBe(450);
    expect(page.folders.get('/lib/Movies/T449')?.tmdb_id).toBe(450);
    expect(page.files.size).toBe(1);
  });

  it('plans the page lookups on the destination index', () => {
    const plan = database.sqlite
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM processed_files INDEXED BY processed_files_destination
          WHERE destination_path >= '/a/' AND destination_path < '/a0' AND status = 'linked' LIMIT 1`,
      )
      .all() as { detail: string }[];
    expect(plan.map((r) => r.detail).join(' ')).toMatch(
      /USING INDEX processed_files_destination \(destination_path>\? AND destination_path<\?\)/,
    );
    const recent = database.sqlite
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM processed_files INDEXED BY processed_files_recent
          WHERE status = 'linked' ORDER BY created_at DESC LIMIT 10`,
      )
      .all() as { detail: string }[];
    expect(recent.map((r) => r.detail).join(' ')).not.toMatch(/TEMP B-TREE/);
    const counts = database.sqlite
      .prepare(
        `EXPLAIN QUERY PLAN SELECT base_folder, count(*) FROM processed_files INDEXED BY processed_files_base_folder
          WHERE status = 'linked' AND base_folder IS NOT NULL GROUP BY base_folder`,
      )
      .all() as { detail: string }[];
    expect(counts.map((r) => r.detail).join(' ')).toMatch(/COVERING INDEX processed_files_base_folder/);
    expect(counts.map((r) => r.detail).join(' ')).not.toMatch(/TEMP B-TREE/);
  });

  it('moves the records of a renamed folder, and only those, with names full of LIKE wildcards', () => {
    insert('/s/1.mkv', '/lib/Movies/100% Wolf_ (2020)/a.mkv');
    insert('/s/2.mkv', '/lib/Movies/100% Wolf_ (2020)/Extras/b.mkv');
    insert('/s/3.mkv', '/lib/Movies/100% Wolf_ (2020) 2/c.mkv');
    insert('/s/4.mkv', '/lib/Movies/100X Wolf_ (2020)/d.mkv');
    database.sqlite
      .prepare(`INSERT INTO file_details (path, name, type, updated_at) VALUES (?, 'a', 'file', 1)`)
      .run('Movies/100% Wolf_ (2020)/a.mkv');
    const changed = rewriteRecordPaths(
      database,
      { root: '/lib', oldAbs: '/lib/Movies/100% Wolf_ (2020)', newAbs: '/lib/Films/Wölf 🐺 (2020)' },
      5,
    );
    expect(changed).toBe(2);
    const rows = database.sqlite
      .prepare('SELECT source_path, destination_path, base_folder FROM processed_files ORDER BY source_path')
      .all();
    expect(rows).toEqual([
      { source_path: '/s/1.mkv', destination_path: '/lib/Films/Wölf 🐺 (2020)/a.mkv', base_folder: 'Films' },
      { source_path: '/s/2.mkv', destination_path: '/lib/Films/Wölf 🐺 (2020)/Extras/b.mkv', base_folder: 'Films' },
      { source_path: '/s/3.mkv', destination_path: '/lib/Movies/100% Wolf_ (2020) 2/c.mkv', base_folder: 'Movies' },
      { source_path: '/s/4.mkv', destination_path: '/lib/Movies/100X Wolf_ (2020)/d.mkv', base_folder: 'Movies' },
    ]);
    expect(database.sqlite.prepare('SELECT path FROM file_details').all()).toEqual([
      { path: 'Films/Wölf 🐺 (2020)/a.mkv' },
    ]);
  });
});
