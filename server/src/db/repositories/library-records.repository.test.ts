import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { linkedInserter, type LinkedInserter } from '../../../test/support/records.js';
import { LibraryRecordsRepository } from './library-records.repository.js';
import { testStore, useTestDatabase } from '../../../test/support/test-store.js';

describe('library records: page reads', () => {
  let database: AppDatabase;
  let insert: LinkedInserter;

  useTestDatabase((opened) => {
    database = opened;
    insert = linkedInserter(opened);
  });

  it('finds a page of files and one record under each folder in one statement', () => {
    insert('/s/a.mkv', '/lib/Movies/A (2000)/A (2000).mkv', { tmdb_id: 10, title: 'A' });
    insert('/s/b.mkv', '/lib/Movies/B (2001)/B (2001).mkv', { tmdb_id: 11, title: 'B' });
    insert('/s/b2.mkv', '/lib/Movies/B (2001)/B (2001) - v2.mkv', { tmdb_id: 11, title: 'B' });
    insert('/s/loose.mkv', '/lib/Movies/loose.mkv', { tmdb_id: 12, title: 'Loose' });
    // A sibling whose name starts like a folder's must not count as under it.
    insert('/s/c.mkv', '/lib/Movies/B (2001) Extended/c.mkv', { tmdb_id: 13, title: 'C' });
    const records = new LibraryRecordsRepository(database);
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
    const page = new LibraryRecordsRepository(database).forPage(['/lib/Movies/T1/x.mkv'], folders);
    expect(page.folders.size).toBe(450);
    expect(page.folders.get('/lib/Movies/T449')?.tmdb_id).toBe(450);
    expect(page.files.size).toBe(1);
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
