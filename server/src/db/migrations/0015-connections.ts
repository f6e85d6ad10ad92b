import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * Connections (issue 33): the media servers, rclone remotes and webhooks told about changes.
 *
 * - `connections`: one row per connection made on the list. `api_key` and `password` are kept as
 *   given, because they must be sent (design §5.5: usable, never returned); `events` and
 *   `path_mappings` are JSON arrays, read and written whole with the row.
 * - `connection_results`: how the last call to each connection went. Apart from `connections`
 *   and without a foreign key, because connection 0 (the one the `PLEX_*` settings make) has no
 *   row there and still reports its last result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  const run = (text: string) => sql.raw(t.ddl(text)).execute(db);
  await run(`CREATE TABLE connections (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL,
      name TEXT NOT NULL,
      url TEXT NOT NULL,
      api_key TEXT,
      username TEXT,
      password TEXT,
      events TEXT NOT NULL,
      path_mappings TEXT NOT NULL,
      enabled INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL)`);
  await run(`CREATE TABLE connection_results (
      connection_id INTEGER PRIMARY KEY,
      ok INTEGER NOT NULL,
      message TEXT NOT NULL,
      at INTEGER NOT NULL,
      told_folders INTEGER,
      failing_since INTEGER)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE connection_results`.execute(db);
  await sql`DROP TABLE connections`.execute(db);
}
