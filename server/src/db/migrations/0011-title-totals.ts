import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { isPostgres } from './dialect.js';

/**
 * PostgreSQL only: the dashboard's totals per title, kept by a row trigger. SQLite answers the
 * dashboard from its covering index in one pass (16 ms at 100,000 records); PostgreSQL's executor
 * takes 40 ms grouping the same 100,000 rows by title. Here it reads one row per title instead.
 * A row per title, not one for the whole library: a transaction linking a whole library updates
 * each title's row once per file of that title (a season, a long anime), never one row per file
 * of the library, which PostgreSQL would slow down on quadratically (see migration 0006).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`CREATE TABLE title_totals (
      media_type TEXT COLLATE "C" NOT NULL, tmdb_id BIGINT NOT NULL, files BIGINT NOT NULL, bytes BIGINT NOT NULL,
      PRIMARY KEY (media_type, tmdb_id))`);
  // A linked record with no type or id (none is written so, but the column allows it) counts
  // under '' and 0: its file and bytes are in the totals, and it is no title.
  await run(`INSERT INTO title_totals (media_type, tmdb_id, files, bytes)
      SELECT coalesce(media_type, ''), coalesce(tmdb_id, 0), count(*), coalesce(sum(file_size), 0)
        FROM processed_files WHERE status = 'linked' GROUP BY 1, 2`);
  await run(`CREATE FUNCTION title_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'linked' THEN
          UPDATE title_totals SET files = files - 1, bytes = bytes - coalesce(OLD.file_size, 0)
           WHERE media_type = coalesce(OLD.media_type, '') AND tmdb_id = coalesce(OLD.tmdb_id, 0);
          DELETE FROM title_totals
           WHERE media_type = coalesce(OLD.media_type, '') AND tmdb_id = coalesce(OLD.tmdb_id, 0) AND files <= 0;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'linked' THEN
          INSERT INTO title_totals (media_type, tmdb_id, files, bytes)
            VALUES (coalesce(NEW.media_type, ''), coalesce(NEW.tmdb_id, 0), 1, coalesce(NEW.file_size, 0))
          ON CONFLICT (media_type, tmdb_id) DO UPDATE
            SET files = title_totals.files + 1, bytes = title_totals.bytes + excluded.bytes;
        END IF;
        RETURN NULL;
      END $$`);
  await run(`CREATE TRIGGER title_totals_keep
      AFTER INSERT OR DELETE OR UPDATE OF status, media_type, tmdb_id, file_size ON processed_files
      FOR EACH ROW EXECUTE FUNCTION title_totals_keep()`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TRIGGER IF EXISTS title_totals_keep ON processed_files`.execute(db);
  await sql`DROP FUNCTION IF EXISTS title_totals_keep()`.execute(db);
  await sql`DROP TABLE IF EXISTS title_totals`.execute(db);
}
