import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-store.js';
import type { AppDatabase } from '../database.js';
import { DatabaseBrowserRepository } from './database-browser.repository.js';
import { FileOperationsRepository } from './file-operations.repository.js';
import { LinkedOutcomesRepository, type LinkedOutcome } from './linked-outcomes.repository.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';
import { SourceFilesRepository } from './source-files.repository.js';

function outcome(n: number, at: number, title = `Show ${n}`): LinkedOutcome {
  const source = `/src/Show ${n}/Show.${n}.S01E0${n}.mkv`;
  const destination = `/lib/Shows/${title} (2001)/Season 01/${title} - S01E0${n}.mkv`;
  return {
    row: {
      source_path: source,
      destination_path: destination,
      media_type: 'tv',
      tmdb_id: 1000 + n,
      imdb_id: n % 2 ? `tt00${n}` : null,
      tvdb_id: null,
      title,
      year: 2001,
      season_number: 1,
      episode_numbers: `[${n}]`,
      episode_title: `Pilot "${n}", {part} \\ one`,
      base_folder: `Shows/${title} (2001)`,
      resolution: '720p',
      file_size: 5_000_000_000 + n,
      poster_path: null,
      release_date: '2001-01-01',
    },
    operation: {
      sourcePath: source,
      destinationPath: destination,
      status: 'created',
      operation: 'process',
      mediaType: 'tv',
      tmdbId: 1000 + n,
      seasonNumber: 1,
      reason: null,
    },
    decision: { status: 'created', tmdbId: 1000 + n, seasonNumber: 1 },
    at,
  };
}

describe('LinkedOutcomesRepository', () => {
  let database: AppDatabase;
  let records: ProcessedFilesRepository;
  let browser: DatabaseBrowserRepository;
  let operations: FileOperationsRepository;
  let sources: SourceFilesRepository;

  beforeEach(async () => {
    database = await openTestDatabase();
    records = new ProcessedFilesRepository(database);
    browser = new DatabaseBrowserRepository(database);
    operations = new FileOperationsRepository(database);
    sources = new SourceFilesRepository(database, { now: () => 1 });
  });
  afterEach(() => database.close());

  it('writes a group of outcomes as writing them one by one would: records, latest entries, index decisions', () => {
    const group = [1, 2, 3, 4].map((n) => outcome(n, 5_000 + n));
    sources.upsertChanged(
      group.map((o) => ({
        path: o.row.source_path,
        root: '/src',
        size: 1,
        mtimeMs: 1,
        inode: 1,
        device: 1,
        isMedia: true,
      })),
    );
    // File 2 was linked before under another name: its record is replaced, its old entry unmarked.
    const renamed = outcome(2, 100, 'Old Name');
    new LinkedOutcomesRepository(database).writeMany([renamed]);
    const previous = operations.latestOf(renamed.row.source_path);

    new LinkedOutcomesRepository(database).writeMany(group);

    for (const o of group) {
      expect(records.bySource(o.row.source_path)).toMatchObject({
        ...o.row,
        status: 'linked',
        updated_at: o.at,
      });
      expect(operations.latestOf(o.row.source_path)).toMatchObject({
        destination_path: o.row.destination_path,
        status: 'created',
        created_at: o.at,
      });
      expect(sources.statusOf(o.row.source_path)).toBe('created');
    }
    expect(records.bySource(group[1]!.row.source_path)?.created_at).toBe(100);
    expect(operations.byId(previous!.id)?.latest).toBe(0);
    // Entries are numbered in the group's order, after the earlier one.
    const ids = group.map((o) => operations.latestOf(o.row.source_path)!.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids[0]).toBeGreaterThan(previous!.id);
    expect(operations.all()).toHaveLength(5);
    // The search index and the totals follow records written in bulk.
    expect(browser.page('all', 'Show 3', 10, 0).map((r) => r.file_path)).toEqual([group[2]!.row.source_path]);
    expect(browser.count('tvshows', '')).toBe(4);
  });

  it('carries names with quotes, backslashes, accents and emoji through the bulk write unchanged', () => {
    const odd = outcome(7, 10, `Ça "va" \\ l'été 🎬 {x}`);
    odd.row.source_path = `/src/Ça "va"/l'été \\ 🎬 [1].mkv`;
    odd.operation.sourcePath = odd.row.source_path;
    new LinkedOutcomesRepository(database).writeMany([odd, outcome(8, 11)]);
    expect(records.bySource(odd.row.source_path)).toMatchObject({ ...odd.row, status: 'linked' });
    expect(operations.latestOf(odd.row.source_path)?.destination_path).toBe(odd.row.destination_path);
    expect(browser.page('all', 'été 🎬', 10, 0).map((r) => r.file_path)).toEqual([odd.row.source_path]);
  });
});
