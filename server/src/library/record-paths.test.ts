import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { FileDetailsRepository } from '../db/repositories/file-details.repository.js';
import { ProcessedFilesRepository } from '../db/repositories/processed-files.repository.js';
import { linkedInserter, type LinkedInserter } from '../../test/support/records.js';
import { rewriteRecordPaths } from './record-paths.js';
import { useTestDatabase } from '../../test/support/test-store.js';

describe('record paths after a rename', () => {
  let database: AppDatabase;
  let insert: LinkedInserter;
  useTestDatabase((opened) => {
    database = opened;
    insert = linkedInserter(opened);
  });

  it('moves the records of a renamed folder, and only those, with names full of LIKE wildcards', () => {
    insert('/s/1.mkv', '/lib/Movies/100% Wolf_ (2020)/a.mkv');
    insert('/s/2.mkv', '/lib/Movies/100% Wolf_ (2020)/Extras/b.mkv');
    insert('/s/3.mkv', '/lib/Movies/100% Wolf_ (2020) 2/c.mkv');
    insert('/s/4.mkv', '/lib/Movies/100X Wolf_ (2020)/d.mkv');
    const details = new FileDetailsRepository(database);
    details.upsert({
      path: 'Movies/100% Wolf_ (2020)/a.mkv',
      name: 'a',
      type: 'file',
      size: null,
      modified: null,
      icon: null,
      extra: null,
      updated_at: 1,
    });
    const changed = rewriteRecordPaths(
      { database, records: new ProcessedFilesRepository(database), details: new FileDetailsRepository(database) },
      { root: '/lib', oldAbs: '/lib/Movies/100% Wolf_ (2020)', newAbs: '/lib/Films/Wölf 🐺 (2020)' },
      5,
    );
    expect(changed).toBe(2);
    const rows = new ProcessedFilesRepository(database)
      .withStatus('linked')
      .map(({ source_path, destination_path, base_folder }) => ({ source_path, destination_path, base_folder }));
    expect(rows).toEqual([
      { source_path: '/s/1.mkv', destination_path: '/lib/Films/Wölf 🐺 (2020)/a.mkv', base_folder: 'Films' },
      { source_path: '/s/2.mkv', destination_path: '/lib/Films/Wölf 🐺 (2020)/Extras/b.mkv', base_folder: 'Films' },
      { source_path: '/s/3.mkv', destination_path: '/lib/Movies/100% Wolf_ (2020) 2/c.mkv', base_folder: 'Movies' },
      { source_path: '/s/4.mkv', destination_path: '/lib/Movies/100X Wolf_ (2020)/d.mkv', base_folder: 'Movies' },
    ]);
    expect(details.paths()).toEqual(['Films/Wölf 🐺 (2020)/a.mkv']);
  });
});
