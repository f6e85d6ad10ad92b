import type { Kysely } from 'kysely';

/**
 * What the library browser shows for each linked file without asking TMDB: the poster and the
 * release (or first-air) date, written by the organiser when it links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('processed_files').addColumn('poster_path', 'text').execute();
  await db.schema.alterTable('processed_files').addColumn('release_date', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('processed_files').dropColumn('release_date').execute();
  await db.schema.alterTable('processed_files').dropColumn('poster_path').execute();
}
