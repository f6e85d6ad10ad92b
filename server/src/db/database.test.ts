import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('openDatabase', () => {
  it('creates the schema once, with WAL, foreign keys and a busy timeout', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'db-'));
    const first = await openDatabase(dir);
    expect(first.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(first.sqlite.pragma('busy_timeout', { simple: true })).toBe(10000);
    const tables = (
      first.sqlite
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely%' AND name NOT LIKE 'sqlite%'`,
        )
        .all() as {
        name: string;
      }[]
    )
      .map((t) => t.name)
      .sort();
    expect(tables).toEqual([
      // Migration 0007: the Radarr/Sonarr face's ids.
      'arr_ids',
      // Migration 0009: each user's starred titles.
      'favorites',
      'file_details',
      'file_operations',
      'folder_overrides',
      'job_runs',
      'jobs',
      'pending_changes',
      'processed_files',
      // Migration 0006: the browser's trigram index (an FTS5 table and its shadow tables) and totals.
      'processed_files_search',
      'processed_files_search_config',
      'processed_files_search_data',
      'processed_files_search_docsize',
      'processed_files_search_idx',
      'processed_files_totals',
      // Migration 0008: the records' change counter.
      'processed_files_version',
      'scans',
      'source_files',
      'spoofing_config',
      'spoofing_folder_mappings',
      'tmdb_cache',
      'trash',
    ]);
    const now = Date.now();
    await first.db
      .insertInto('processed_files')
      .values({ source_path: '/src/a.mkv', status: 'linked', created_at: now, updated_at: now })
      .execute();
    await first.close();

    // Reopening runs no migration twice and keeps the data.
    const second = await openDatabase(dir);
    const rows = await second.db.selectFrom('processed_files').selectAll().execute();
    expect(rows.map((r) => r.source_path)).toEqual(['/src/a.mkv']);
    await second.close();
  });

  it('enforces the job-run foreign key', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'db-'));
    const database = await openDatabase(dir);
    await expect(
      database.db.insertInto('job_runs').values({ job_id: 'missing', started_at: 1, status: 'running' }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await database.close();
  });

  it('plans the hot queries on indexes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'db-'));
    const { sqlite, close } = await openDatabase(dir);
    const plan = (q: string) =>
      (sqlite.prepare(`EXPLAIN QUERY PLAN ${q}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(plan(`SELECT * FROM processed_files WHERE destination_path = 'x'`)).toMatch(/USING INDEX/);
    expect(plan(`SELECT * FROM source_files WHERE parent = 'x' ORDER BY name`)).toMatch(
      /USING INDEX source_files_parent/,
    );
    expect(plan(`SELECT * FROM file_operations WHERE status = 'failed' ORDER BY created_at DESC LIMIT 25`)).toMatch(
      /USING INDEX file_operations_status_time/,
    );
    expect(plan(`SELECT * FROM favorites WHERE username = 'x' ORDER BY added_at DESC`)).toMatch(
      /USING INDEX favorites_newest/,
    );
    await close();
  });
});
