import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { SourceFilesRepository, browseQuery } from './source-files.repository.js';
import { openTestDatabase, testStore } from '../../../test/support/test-store.js';

describe('source files: browsing the index', () => {
  let database: AppDatabase;
  let repo: SourceFilesRepository;
  beforeEach(async () => {
    database = await openTestDatabase();
    repo = new SourceFilesRepository(database);
    const row = (root: string, rel: string, isMedia = true) => ({
      path: `${root}/${rel}`,
      root,
      size: 10,
      mtimeMs: 1000,
      inode: 1,
      device: 1,
      isMedia,
    });
    repo.upsertChanged([
      row('/a', 'Zeta.mkv'),
      row('/a', 'alpha/50%_off.mkv'),
      row('/a', 'alpha/50a-off.mkv'),
      row('/a', 'notes.txt', false),
      row('/b', 'Beta.mkv'),
    ]);
  });
  afterEach(() => database.close());

  const names = (filter: Parameters<SourceFilesRepository['browse']>[0]) => repo.browse(filter).rows.map((r) => r.path);

  it('pages in path order per folder, over several folders, or the whole index', () => {
    expect(names({ roots: ['/a'], mediaOnly: false, limit: 10, offset: 0 })).toEqual([
      '/a/Zeta.mkv',
      '/a/alpha/50%_off.mkv',
      '/a/alpha/50a-off.mkv',
      '/a/notes.txt',
    ]);
    expect(names({ roots: ['/a', '/b'], mediaOnly: true, limit: 2, offset: 2 })).toEqual([
      '/a/alpha/50a-off.mkv',
      '/b/Beta.mkv',
    ]);
    expect(repo.browse({ roots: ['/a', '/b'], mediaOnly: true, limit: 2, offset: 2 }).total).toBe(4);
    expect(repo.browse({ mediaOnly: false, limit: 1, offset: 0 }).total).toBe(5);
    expect(repo.browse({ roots: [], mediaOnly: false, limit: 1, offset: 0 })).toEqual({ rows: [], total: 0 });
  });

  it('searches paths as literal, case-insensitive text', () => {
    expect(names({ search: '0%_o', mediaOnly: false, limit: 10, offset: 0 })).toEqual(['/a/alpha/50%_off.mkv']);
    expect(names({ search: 'ZETA', mediaOnly: false, limit: 10, offset: 0 })).toEqual(['/a/Zeta.mkv']);
  });

  // SQLite's plans; PostgreSQL plans by its own statistics.
  describe.skipIf(testStore() === 'postgres')('query plans (a page must not sort a whole folder)', () => {
    const plan = (sql: string, params: unknown[]) =>
      (database.sql.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ');

    it('walks (root, path) for one folder and the path index for several, without a sort', () => {
      const one = browseQuery({ roots: ['/a'], mediaOnly: false });
      expect(plan(one?.page ?? '', [...(one?.params ?? []), 50, 0])).toMatch(
        /INDEX source_files_root_path \(root=\?\)/,
      );
      expect(plan(one?.page ?? '', [...(one?.params ?? []), 50, 0])).not.toMatch(/TEMP B-TREE/);
      const media = browseQuery({ roots: ['/a'], mediaOnly: true });
      expect(plan(media?.page ?? '', [...(media?.params ?? []), 50, 0])).not.toMatch(/TEMP B-TREE/);
      const several = browseQuery({ roots: ['/a', '/b'], mediaOnly: true, search: 'x' });
      expect(plan(several?.page ?? '', [...(several?.params ?? []), 50, 0])).toMatch(
        /INDEX sqlite_autoindex_source_files_1/,
      );
      expect(plan(several?.page ?? '', [...(several?.params ?? []), 50, 0])).not.toMatch(/TEMP B-TREE/);
    });

    it('counts from covering indexes', () => {
      for (const filter of [
        { roots: ['/a'], mediaOnly: false },
        { roots: ['/a'], mediaOnly: true },
        { roots: ['/a', '/b'], mediaOnly: true },
      ]) {
        const q = browseQuery(filter);
        expect(plan(q?.count ?? '', q?.params ?? [])).toMatch(/COVERING INDEX source_files_root_(media|path)/);
      }
    });
  });
});
