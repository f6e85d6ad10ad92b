import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testStore } from '../../test/support/test-store.js';
import type { AppDatabase } from './database.js';
import type { Database } from './schema.js';

/**
 * Every column schema.ts declares, as values: the type demands each table and each of its columns
 * exactly once, so this list cannot drift from schema.ts, and the test below holds it to the
 * migrated database.
 */
const DECLARED: { [Table in keyof Database]: Record<keyof Database[Table], true> } = {
  processed_files: {
    id: true,
    source_path: true,
    destination_path: true,
    status: true,
    media_type: true,
    tmdb_id: true,
    imdb_id: true,
    tvdb_id: true,
    title: true,
    year: true,
    season_number: true,
    episode_numbers: true,
    episode_title: true,
    candidates: true,
    reason: true,
    error: true,
    base_folder: true,
    resolution: true,
    file_size: true,
    poster_path: true,
    release_date: true,
    created_at: true,
    updated_at: true,
  },
  processed_files_version: { id: true, n: true },
  source_files: {
    id: true,
    path: true,
    root: true,
    parent: true,
    name: true,
    size: true,
    mtime_ms: true,
    inode: true,
    device: true,
    is_media: true,
    status: true,
    tmdb_id: true,
    season_number: true,
    last_seen_scan: true,
    last_processed_at: true,
    created_at: true,
    updated_at: true,
  },
  file_operations: {
    id: true,
    source_path: true,
    destination_path: true,
    status: true,
    operation: true,
    media_type: true,
    tmdb_id: true,
    season_number: true,
    reason: true,
    error: true,
    created_at: true,
    latest: true,
  },
  tmdb_cache: { key: true, value: true, fetched_at: true, expires_at: true },
  file_details: {
    path: true,
    name: true,
    type: true,
    size: true,
    modified: true,
    icon: true,
    extra: true,
    updated_at: true,
  },
  jobs: {
    id: true,
    name: true,
    description: true,
    type: true,
    category: true,
    schedule_type: true,
    interval_seconds: true,
    cron_expression: true,
    enabled: true,
    status: true,
    max_retries: true,
    last_run_at: true,
    next_run_at: true,
    updated_at: true,
  },
  job_runs: { id: true, job_id: true, started_at: true, finished_at: true, status: true, message: true },
  spoofing_config: {
    id: true,
    enabled: true,
    folder_mode: true,
    version: true,
    branch: true,
    api_key: true,
    updated_at: true,
  },
  spoofing_folder_mappings: {
    folder_path: true,
    service_type: true,
    api_key: true,
    enabled: true,
    display_name: true,
  },
  folder_overrides: { source_folder: true, tmdb_id: true, media_type: true, created_at: true },
  scans: { id: true, kind: true, status: true, started_at: true, finished_at: true, counts: true, error: true },
  trash: {
    id: true,
    original_path: true,
    trash_path: true,
    kind: true,
    link_target: true,
    deleted_at: true,
    record: true,
    removal_id: true,
    source_path: true,
  },
  removals: { id: true, action: true, paths: true, created_at: true },
  pending_changes: {
    id: true,
    kind: true,
    from_path: true,
    to_path: true,
    root: true,
    detail: true,
    created_at: true,
  },
  arr_ids: { id: true, kind: true, key: true },
  favorites: {
    username: true,
    media_type: true,
    tmdb_id: true,
    title: true,
    year: true,
    poster_path: true,
    added_at: true,
  },
  shared_secrets: { name: true, value: true, created_at: true },
  processed_files_totals: { category: true, linked: true, records: true, bytes: true },
  title_totals: { media_type: true, tmdb_id: true, files: true, bytes: true },
  reorganise_operations: {
    id: true,
    kind: true,
    state: true,
    scope: true,
    preview_id: true,
    undoes: true,
    total: true,
    moved: true,
    skipped: true,
    error: true,
    created_at: true,
    finished_at: true,
  },
  reorganise_entries: {
    operation_id: true,
    seq: true,
    record_id: true,
    source_path: true,
    title: true,
    change_kind: true,
    from_path: true,
    from_text: true,
    to_path: true,
    to_text: true,
    from_base_folder: true,
    to_base_folder: true,
    state: true,
    reason: true,
  },
  tv_shows: { tmdb_id: true, title: true, status: true, ignored: true, in_library: true, refreshed_at: true },
  tv_episodes: {
    show_tmdb_id: true,
    season: true,
    episode: true,
    title: true,
    air_date: true,
    ignored: true,
    have: true,
  },
  tv_library_episodes: { show_tmdb_id: true, season: true, episode: true },
  missing_state: { id: true, library_version: true, built_at: true, episodes_version: true },
  calendar_feed_keys: { username: true, feed_key: true, created_at: true },
  movie_collection_checks: { movie_tmdb_id: true, collection_id: true, checked_at: true },
  movie_collections: { collection_id: true, name: true, refreshed_at: true },
  collection_films: { collection_id: true, tmdb_id: true, title: true, release_date: true },
  connections: {
    id: true,
    type: true,
    name: true,
    url: true,
    api_key: true,
    username: true,
    password: true,
    events: true,
    path_mappings: true,
    enabled: true,
    created_at: true,
    updated_at: true,
  },
  connection_results: {
    connection_id: true,
    ok: true,
    message: true,
    at: true,
    told_folders: true,
    failing_since: true,
  },
};

/** Tables only one store has. */
const POSTGRES_ONLY: ReadonlySet<keyof Database> = new Set(['title_totals']);

describe('schema.ts', () => {
  let database: AppDatabase;
  afterEach(async () => {
    await database.close();
  });

  it('declares exactly the columns the migrations create', async () => {
    database = await openTestDatabase();
    const columnsOf = (table: string): string[] => {
      const statement =
        testStore() === 'postgres'
          ? database.sql.prepare<[string], string>(
              `SELECT column_name FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = ?`,
            )
          : database.sql.prepare<[string], string>('SELECT name FROM pragma_table_info(?)');
      return statement.pluck().all(table).sort();
    };
    for (const [table, declared] of Object.entries(DECLARED)) {
      const expected =
        testStore() === 'sqlite' && POSTGRES_ONLY.has(table as keyof Database) ? [] : Object.keys(declared);
      expect(columnsOf(table), table).toEqual(expected.sort());
    }
  });
});
