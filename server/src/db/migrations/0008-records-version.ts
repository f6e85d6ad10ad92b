import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * A counter that moves with every write to `processed_files`, kept by triggers: the Radarr/Sonarr
 * face rebuilds its catalogue only when the records changed, not whenever anything at all was
 * written (a job's next run, a session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectTypes(db).postgres) {
    // A sequence, not a row: bumping one row per statement writes a new version of it each time,
    // and a transaction of thousands of writes slows quadratically walking them. A sequence moves
    // outside transactions (a rolled-back write moves it too, which only costs a re-read).
    await sql`CREATE SEQUENCE processed_files_version_seq`.execute(db);
    await sql`CREATE VIEW processed_files_version AS
        SELECT 1::bigint AS id, last_value + (CASE WHEN is_called THEN 0 ELSE -1 END) AS n
          FROM processed_files_version_seq`.execute(db);
    await sql`CREATE FUNCTION processed_files_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM nextval('processed_files_version_seq'); RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER processed_files_version_bump AFTER INSERT OR UPDATE OR DELETE ON processed_files
        FOR EACH STATEMENT EXECUTE FUNCTION processed_files_version_bump()`.execute(db);
    return;
  }
  await sql`CREATE TABLE processed_files_version (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      n INTEGER NOT NULL)`.execute(db);
  await sql`INSERT INTO processed_files_version (id, n) VALUES (1, 0)`.execute(db);
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    await sql
      .raw(
        `CREATE TRIGGER processed_files_version_${event.toLowerCase()} AFTER ${event} ON processed_files
         BEGIN UPDATE processed_files_version SET n = n + 1 WHERE id = 1; END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectTypes(db).postgres) {
    await sql`DROP TRIGGER IF EXISTS processed_files_version_bump ON processed_files`.execute(db);
    await sql`DROP FUNCTION IF EXISTS processed_files_version_bump()`.execute(db);
    await sql`DROP VIEW IF EXISTS processed_files_version`.execute(db);
    await sql`DROP SEQUENCE IF EXISTS processed_files_version_seq`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS processed_files_version_${event}`).execute(db);
  }
  await sql`DROP TABLE processed_files_version`.execute(db);
}
