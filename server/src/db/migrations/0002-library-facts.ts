import type { Kysely } from 'kysely';
import { dialectTypes } from './dialect.js';

/**
 * What the library browser shows for each linked file without asking TMDB: the poster and the
 * release (or first-air) date, written by the organiser when it links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.alterTable('processed_files').addColumn('poster_path', t.text).execute();
  await db.schema.alterTable('processed_files').addColumn('release_date', t.text).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('processed_files').dropColumn('release_date').execute();
  await db.schema.alterTable('processed_files').dropColumn('poster_path').execute();
}
