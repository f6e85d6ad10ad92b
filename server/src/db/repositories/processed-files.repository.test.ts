import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { linkedInserter, type LinkedInserter } from '../../../test/support/records.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';
import { testStore, useTestDatabase } from '../../../test/support/test-store.js';

describe('processed files: record reads', () => {
  let database: AppDatabase;
  let insert: LinkedInserter;

  useTestDatabase((opened) => {
    database = opened;
    insert = linkedInserter(opened);
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
});
