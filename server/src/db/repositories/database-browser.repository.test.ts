import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { linkedRow } from '../../../test/support/records.js';
import { DatabaseBrowserRepository } from './database-browser.repository.js';
import { ProcessedFilesRepository } from './processed-files.repository.js';
import { testStore, useTestDatabase } from '../../../test/support/test-store.js';

describe('the database browser: search, pages and export', () => {
  let database: AppDatabase;
  let records: ProcessedFilesRepository;
  let browser: DatabaseBrowserRepository;
  useTestDatabase((opened) => {
    database = opened;
    records = new ProcessedFilesRepository(database);
    browser = new DatabaseBrowserRepository(database);
  });

  it('keeps the search index in step with the paths and titles', () => {
    records.insert(linkedRow('/s/Alpha.mkv', '/lib/Movies/Alpha (2000)/Alpha.mkv', { tmdb_id: 1, title: 'Alpha' }));
    expect(browser.count('all', 'alpha (2000)')).toBe(1);
    records.setDestination('/s/Alpha.mkv', '/lib/Films/Omega (2000)/Alpha.mkv', 'Films', 2);
    expect(browser.count('all', 'alpha (2000)')).toBe(0);
    expect(browser.count('all', 'omega')).toBe(1);
    expect(browser.count('movies', 'omega')).toBe(1);
    expect(browser.count('skipped', 'omega')).toBe(0);
    records.deleteBySource('/s/Alpha.mkv');
    expect(browser.count('all', 'omega')).toBe(0);
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
      expect(browser.count('all', text), text).toBe(n);
      expect(browser.page('all', text, 50, 0), text).toHaveLength(n);
    }
  });

  // SQLite's plans; PostgreSQL plans by its own statistics.
  it.skipIf(testStore() === 'postgres')('plans pages on the rowid and the trigram index, without sorting', () => {
    const searched = browser.explainPage('movies', 'matrix').join(' | ');
    expect(searched).toMatch(/VIRTUAL TABLE INDEX/);
    expect(searched).toMatch(/SEARCH p USING INTEGER PRIMARY KEY/);
    expect(searched).not.toMatch(/TEMP B-TREE/);
    for (const type of ['all', 'skipped', 'processed'] as const) {
      const plain = browser.explainPage(type, '').join(' | ');
      expect(plain).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('reads every row of a filter in chunks, newest first', () => {
    database.transaction(() => {
      for (let i = 0; i < 1234; i++)
        records.insert(linkedRow(`/s/${i}.mkv`, `/lib/Movies/${i}.mkv`, { tmdb_id: i + 1 }));
    });
    const ids = [...browser.rows('all', '')].map((r) => r.id);
    expect(ids).toHaveLength(1234);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect([...browser.rows('all', '/lib/Movies/12')]).toHaveLength(1 + 10 + 34); // 12, 120-129, 1200-1233
  });
});
