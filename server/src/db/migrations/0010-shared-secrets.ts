import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { dialectTypes } from './dialect.js';

/**
 * Secrets every instance sharing the database must agree on, such as the key that signs sign-in
 * tokens. A SQLite install keeps its key in the data folder as before; the table is there either way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      dialectTypes(db).ddl(`CREATE TABLE shared_secrets (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      created_at INTEGER NOT NULL)`),
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE shared_secrets`.execute(db);
}
