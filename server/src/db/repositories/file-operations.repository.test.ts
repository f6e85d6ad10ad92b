import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase, type AppDatabase } from '../database.js';
import { kysely } from '../kysely.js';
import * as operationsLists from '../migrations/0005-operations-lists.js';
import type { FileOperationStatus } from '../schema.js';
import {
  FileOperationsRepository,
  LATEST_STATUS_COUNTS_SQL,
  latestPageQuery,
  type FileOperationEntry,
} from './file-operations.repository.js';
import { openTestDatabase, testStore } from '../../../test/support/test-store.js';

const entry = (sourcePath: string, status: FileOperationStatus, extra: Partial<FileOperationEntry> = {}) => ({
  sourcePath,
  destinationPath: null,
  status,
  operation: 'process' as const,
  mediaType: null,
  tmdbId: null,
  seasonNumber: null,
  reason: null,
  ...extra,
});

describe('file operations: one entry per source file', () => {
  let database: AppDatabase;
  let ops: FileOperationsRepository;
  beforeEach(async () => {
    database = await openTestDatabase();
    ops = new FileOperationsRepository(database);
  });
  afterEach(() => database.close());

  it('keeps the newest row of each path as its entry, newest first', () => {
    ops.log(entry('/s/a.mkv', 'failed'), 1000);
    ops.log(entry('/s/b.mkv', 'skipped'), 2000);
    ops.log(entry('/s/a.mkv', 'created', { destinationPath: '/lib/A/a.mkv' }), 3000);
    expect(ops.all()).toHaveLength(3);
    const page = ops.latestPage({ limit: 10, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => [r.source_path, r.status])).toEqual([
      ['/s/a.mkv', 'created'],
      ['/s/b.mkv', 'skipped'],
    ]);
    expect(ops.latestStatusCounts()).toEqual({ created: 1, failed: 0, skipped: 1, deleted: 0 });
    expect(ops.latestOf('/s/a.mkv')?.status).toBe('created');
    expect(ops.latestSourcesWithStatus('skipped')).toEqual(['/s/b.mkv']);
    expect(ops.latestPage({ status: 'failed', limit: 10, offset: 0 }).total).toBe(0);
  });

  it('orders rows of the same instant by id, newest first, and pages without overlap', () => {
    for (let i = 0; i < 5; i++) ops.log(entry(`/s/${i}.mkv`, 'created'), 1000);
    const first = ops.latestPage({ limit: 2, offset: 0 }).rows.map((r) => r.source_path);
    const second = ops.latestPage({ limit: 2, offset: 2 }).rows.map((r) => r.source_path);
    expect(first).toEqual(['/s/4.mkv', '/s/3.mkv']);
    expect(second).toEqual(['/s/2.mkv', '/s/1.mkv']);
  });

  it('searches source, destination and reason as literal, case-insensitive text', () => {
    ops.log(entry('/s/50%_off.mkv', 'skipped'), 1);
    ops.log(entry('/s/50a-off.mkv', 'skipped'), 2);
    ops.log(entry('/s/x.mkv', 'failed', { reason: 'Needs REVIEW' }), 3);
    ops.log(entry('/s/y.mkv', 'created', { destinationPath: '/lib/Shows/Back\\slash/y.mkv' }), 4);
    const search = (s: string) => ops.latestPage({ search: s, limit: 10, offset: 0 }).rows.map((r) => r.source_path);
    expect(search('0%_o')).toEqual(['/s/50%_off.mkv']);
    expect(search('%')).toEqual(['/s/50%_off.mkv']);
    expect(search('_')).toEqual(['/s/50%_off.mkv']);
    expect(search('needs review')).toEqual(['/s/x.mkv']);
    expect(search('shows/back\\')).toEqual(['/s/y.mkv']);
    expect(ops.latestPage({ search: '50', status: 'skipped', limit: 10, offset: 0 }).total).toBe(2);
  });

  it('forgets the whole history of a source path', () => {
    ops.log(entry('/s/a.mkv', 'failed'), 1);
    ops.log(entry('/s/a.mkv', 'skipped'), 2);
    ops.log(entry('/s/b.mkv', 'skipped'), 3);
    expect(ops.deleteForSource('/s/a.mkv')).toBe(2);
    expect(ops.all().map((r) => r.source_path)).toEqual(['/s/b.mkv']);
  });

  // SQLite's plans; PostgreSQL plans by its own statistics.
  describe.skipIf(testStore() === 'postgres')('query plans (the page must stay fast at 100,000 rows)', () => {
    const plan = (sql: string, params: unknown[]) =>
      (database.sql.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ');

    it('walks the partial index of entries in order for the whole list, a tab and a search', () => {
      const all = latestPageQuery({});
      expect(plan(all.page, [...all.params, 25, 0])).toMatch(/USING INDEX file_operations_latest_time/);
      expect(plan(all.page, [...all.params, 25, 0])).not.toMatch(/TEMP B-TREE/);
      const tab = latestPageQuery({ status: 'failed' });
      expect(plan(tab.page, [...tab.params, 25, 0])).toMatch(/USING INDEX file_operations_latest_status \(status=\?\)/);
      expect(plan(tab.page, [...tab.params, 25, 0])).not.toMatch(/TEMP B-TREE/);
      const searched = latestPageQuery({ status: 'skipped', search: 'x' });
      expect(plan(searched.page, [...searched.params, 25, 0])).toMatch(/file_operations_latest_status/);
      expect(plan(searched.page, [...searched.params, 25, 0])).not.toMatch(/TEMP B-TREE/);
    });

    it('counts from covering indexes, never the table', () => {
      expect(plan(LATEST_STATUS_COUNTS_SQL, [])).toMatch(/USING COVERING INDEX file_operations_latest_status/);
      const tab = latestPageQuery({ status: 'created' });
      expect(plan(tab.count, tab.params)).toMatch(/USING COVERING INDEX file_operations_latest_status/);
      const all = latestPageQuery({});
      expect(plan(all.count, all.params)).toMatch(/COVERING INDEX file_operations_latest/);
    });
  });
});

// The SQLite file is walked back and forward by hand; on PostgreSQL the migration's SQL is the same.
describe.skipIf(testStore() === 'postgres')('migration 0005 on a log written before it', () => {
  it('marks the newest row of each path as its entry', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ops-0005-'));
    await (await openDatabase(dir)).close();
    const sqlite = new SqliteDatabase(path.join(dir, 'cinesync.db'));
    const db = new kysely.Kysely<unknown>({ dialect: new kysely.SqliteDialect({ database: sqlite }) });
    await operationsLists.down(db);
    const insert = sqlite.prepare(
      "INSERT INTO file_operations (source_path, status, operation, created_at) VALUES (?, ?, 'process', ?)",
    );
    insert.run('/s/a.mkv', 'failed', 1);
    insert.run('/s/b.mkv', 'skipped', 2);
    insert.run('/s/a.mkv', 'created', 3);
    await operationsLists.up(db);
    await db.destroy();
    const database = await openDatabase(dir);
    try {
      const ops = new FileOperationsRepository(database);
      expect(ops.latestPage({ limit: 10, offset: 0 }).rows.map((r) => [r.source_path, r.status])).toEqual([
        ['/s/a.mkv', 'created'],
        ['/s/b.mkv', 'skipped'],
      ]);
      expect(ops.latestStatusCounts()).toEqual({ created: 1, failed: 0, skipped: 1, deleted: 0 });
    } finally {
      await database.close();
    }
  });
});
