import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';

/**
 * A counter that moves with every write to `processed_files`, kept by triggers: the Radarr/Sonarr
 * face rebuilds its catalogue only when the records changed, not whenever anything at all was
 * written (a job's next run, a session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS processed_files_version_${event}`).execute(db);
  }
  await sql`DROP TABLE processed_files_version`.execute(db);
}
