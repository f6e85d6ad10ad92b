import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * The titles each user starred. A favorite names a title by TMDB id and media type, not a path: the
 * title's files may be renamed, moved or re-matched and it stays starred. Title, year and poster are
 * what the favorites page shows when nothing of the title is in the library any more.
 * `username`, not `user`: that word is reserved in PostgreSQL, where the same SQL is meant to run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      dialectTypes(db).ddl(`CREATE TABLE favorites (
      username TEXT NOT NULL,
      media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
      tmdb_id INTEGER NOT NULL,
      title TEXT NOT NULL,
      year INTEGER,
      poster_path TEXT,
      added_at INTEGER NOT NULL,
      PRIMARY KEY (username, media_type, tmdb_id))`),
    )
    .execute(db);
  await sql`CREATE INDEX favorites_newest ON favorites (username, added_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE favorites`.execute(db);
}
