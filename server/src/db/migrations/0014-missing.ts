import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * What is missing and what is coming (issue 34).
 *
 * - `tv_shows`: each show whose seasons were read from TMDB, with TMDB's status (a continuing show
 *   is refreshed often, an ended one rarely), whether the user ignores its missing episodes, and
 *   whether the library holds any of it now (`in_library`, kept with `have` below).
 * - `tv_episodes`: every episode TMDB lists for those shows, with its air date (`YYYY-MM-DD`, null
 *   when TMDB has none), the user's ignore, and `have`: whether a linked record covers it.
 * - `tv_library_episodes`: the episodes the linked records cover (a double-episode file covers
 *   both), rebuilt from `processed_files` when its change counter (migration 0008) moved since
 *   `missing_state.library_version` (at most once every few seconds while the records keep
 *   changing: a scan must not make every page rebuild); `have` and `in_library` are set in the same
 *   transaction. `episodes_version` moves with every write to the episodes or shows, so what is
 *   computed from them can be kept until it moves.
 *   Keeping `have` as a column lets the missing list read a small partial index instead of
 *   expanding 100,000 records' episode lists on every request.
 * - `calendar_feed_keys`: each user's iCalendar feed key, apart from the sign-in and Spoofing keys.
 * - `movie_collection_checks`: which collection each library film belongs to (null: none), once
 *   asked; `movie_collections` and `collection_films`: those collections and their films.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  const run = (text: string) => sql.raw(t.ddl(text)).execute(db);
  await run(`CREATE TABLE tv_shows (
      tmdb_id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      status TEXT,
      ignored INTEGER NOT NULL DEFAULT 0,
      in_library INTEGER NOT NULL DEFAULT 0,
      refreshed_at INTEGER)`);
  await run(`CREATE TABLE tv_episodes (
      show_tmdb_id INTEGER NOT NULL,
      season INTEGER NOT NULL,
      episode INTEGER NOT NULL,
      title TEXT NOT NULL,
      air_date TEXT,
      ignored INTEGER NOT NULL DEFAULT 0,
      have INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (show_tmdb_id, season, episode))`);
  // The missing list: aired regular episodes the library lacks, newest first.
  await run(`CREATE INDEX tv_episodes_missing ON tv_episodes (air_date, show_tmdb_id) WHERE have = 0 AND season > 0`);
  // Completeness: a show's season counts read from the index alone, never the table.
  await run(`CREATE INDEX tv_episodes_counts ON tv_episodes (show_tmdb_id, season, have, ignored, air_date)`);
  // The calendar and the refresh rule (an episode in the next 30 days).
  await run(`CREATE INDEX tv_episodes_air_date ON tv_episodes (air_date)`);
  await run(`CREATE TABLE tv_library_episodes (
      show_tmdb_id INTEGER NOT NULL,
      season INTEGER NOT NULL,
      episode INTEGER NOT NULL,
      PRIMARY KEY (show_tmdb_id, season, episode))`);
  await run(`CREATE TABLE missing_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      library_version INTEGER NOT NULL,
      built_at INTEGER NOT NULL,
      episodes_version INTEGER NOT NULL)`);
  await run(`INSERT INTO missing_state (id, library_version, built_at, episodes_version) VALUES (1, -1, 0, 0)`);
  await run(`CREATE TABLE movie_collection_checks (
      movie_tmdb_id INTEGER PRIMARY KEY,
      collection_id INTEGER,
      checked_at INTEGER NOT NULL)`);
  await run(`CREATE TABLE movie_collections (
      collection_id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      refreshed_at INTEGER NOT NULL)`);
  await run(`CREATE TABLE collection_films (
      collection_id INTEGER NOT NULL,
      tmdb_id INTEGER NOT NULL,
      title TEXT NOT NULL,
      release_date TEXT,
      PRIMARY KEY (collection_id, tmdb_id))`);
  await run(`CREATE TABLE calendar_feed_keys (
      username TEXT PRIMARY KEY,
      feed_key TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'collection_films',
    'movie_collections',
    'movie_collection_checks',
    'calendar_feed_keys',
    'missing_state',
    'tv_library_episodes',
    'tv_episodes',
    'tv_shows',
  ]) {
    await sql.raw(`DROP TABLE ${table}`).execute(db);
  }
}
