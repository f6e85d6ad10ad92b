import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * Stable integer ids for the Radarr/Sonarr face: Bazarr stores the ids it is given and looks items
 * up by them later, so an id must never change or be reused. One row per (kind, natural key):
 * a movie or series by its TMDB id, an episode by series, season and number, a file by its source
 * file. AUTOINCREMENT keeps SQLite from handing a deleted row's id to a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ddl = dialectTypes(db).ddl(`CREATE TABLE arr_ids (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      key TEXT NOT NULL,
      UNIQUE (kind, key))`);
  await sql.raw(ddl).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE arr_ids`.execute(db);
}
