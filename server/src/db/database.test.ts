import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('openDatabase', () => {
  it('creates the schema once, with WAL, foreign keys and a busy timeout', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'db-'));
    const first = await openDatabase(dir);
    const pragma = (name: string) => first.sql.prepare(`PRAGMA ${name}`).pluck().get();
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('foreign_keys')).toBe(1);
    expect(pragma('busy_timeout')).toBe(10000);
    const tables = (
      first.sql
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
      // Migration 0014: each user's calendar feed key, and the films of collections.
      'calendar_feed_keys',
      'collection_films',
      // Migration 0015: connections told about changes, and how each last call went.
      'connection_results',
      'connections',
      // Migration 0009: each user's starred titles.
      'favorites',
      'file_details',
      'file_operations',
      'folder_overrides',
      'job_runs',
      'jobs',
      // Migration 0014: what is missing and what is coming (with the tv_ tables below).
      'missing_state',
      'movie_collection_checks',
      'movie_collections',
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
      // Migration 0012: one row per action that removed links or records, restored as one.
      'removals',
      // Migration 0013: re-organise previews, applies and undos, and the links each moves.
      'reorganise_entries',
      'reorganise_operations',
      'scans',
      // Migration 0010: secrets instances sharing a PostgreSQL store agree on.
      'shared_secrets',
      'source_files',
      'spoofing_config',
      'spoofing_folder_mappings',
      'tmdb_cache',
      'trash',
      'tv_episodes',
      'tv_library_episodes',
      'tv_shows',
    ]);
    const now = Date.now();
    first.sql
      .prepare('INSERT INTO processed_files (source_path, status, created_at, updated_at) VALUES (?, ?, ?, ?)')
      .run('/src/a.mkv', 'linked', now, now);
    await first.close();

    // Reopening runs no migration twice and keeps the data.
    const second = await openDatabase(dir);
    expect(second.sql.prepare('SELECT source_path FROM processed_files').pluck().all()).toEqual(['/src/a.mkv']);
    await second.close();
  });

  it('enforces the job-run foreign key', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'db-'));
    const database = await openDatabase(dir);
    expect(() =>
      database.sql.prepare("INSERT INTO job_runs (job_id, started_at, status) VALUES ('missing', 1, 'running')").run(),
    ).toThrow(/FOREIGN KEY/);
    await database.close();
  });

  it('plans the hot queries on indexes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'db-'));
    const { sql, close } = await openDatabase(dir);
    const plan = (q: string) =>
      (sql.prepare(`EXPLAIN QUERY PLAN ${q}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
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
    // A restore by a library folder or a source folder (TrashRepository.matching).
    const restorePlan = plan(
      `SELECT * FROM trash WHERE original_path = 'x' OR (original_path >= 'x/' AND original_path < 'x0')
         OR source_path = 'x' OR (source_path >= 'x/' AND source_path < 'x0') ORDER BY id`,
    );
    expect(restorePlan).toMatch(/USING INDEX trash_original .*USING INDEX trash_source/);
    expect(restorePlan).not.toMatch(/SCAN trash(?! USING)/);
    await close();
  });
});
