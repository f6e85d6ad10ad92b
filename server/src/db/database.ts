import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { kysely } from './kysely.js';
import * as initial from './migrations/0001-initial.js';
import * as libraryFacts from './migrations/0002-library-facts.js';
import * as trashRestore from './migrations/0003-trash-restore.js';
import * as pendingChanges from './migrations/0004-pending-changes.js';
import * as operationsLists from './migrations/0005-operations-lists.js';
import * as databaseBrowser from './migrations/0006-database-browser.js';
import * as arrIds from './migrations/0007-arr-ids.js';
import * as recordsVersion from './migrations/0008-records-version.js';
import * as favorites from './migrations/0009-favorites.js';
import type { Database } from './schema.js';

/** Every migration in order; a new one is added here and never edited once released. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-library-facts': libraryFacts,
  '0003-trash-restore': trashRestore,
  '0004-pending-changes': pendingChanges,
  '0005-operations-lists': operationsLists,
  '0006-database-browser': databaseBrowser,
  '0007-arr-ids': arrIds,
  '0008-records-version': recordsVersion,
  '0009-favorites': favorites,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export interface AppDatabase {
  db: Kysely<Database>;
  /** The raw driver, for the few hot paths that want prepared statements. */
  sqlite: SqliteDatabase.Database;
  file: string;
  /** Runs `work` in one transaction: every repository write inside it lands, or none does. */
  transaction<T>(work: () => T): T;
  /** Rows this connection has written since it opened, for proving that a pass wrote nothing. */
  rowsWritten(): number;
  close(): Promise<void>;
}

/** Open (creating) the product database in the data folder and bring its schema up to date. */
export async function openDatabase(dataDir: string, fileName = 'cinesync.db'): Promise<AppDatabase> {
  const file = fileName === ':memory:' ? fileName : path.join(dataDir, fileName);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('cache_size = -32000');
  const db = new kysely.Kysely<Database>({ dialect: new kysely.SqliteDialect({ database: sqlite }) });
  const { error, results } = await new kysely.Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed for ${file}: ${reason}`);
  }
  return appDatabase(db, sqlite, file);
}

/**
 * Open the product database of a data folder for reading only: no migration, no write, so it can
 * be read beside (or after) the process that owns it, whatever user that runs as.
 */
export function openDatabaseReadOnly(dataDir: string, fileName = 'cinesync.db'): AppDatabase {
  const file = path.join(dataDir, fileName);
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 10000');
  const db = new kysely.Kysely<Database>({ dialect: new kysely.SqliteDialect({ database: sqlite }) });
  return appDatabase(db, sqlite, file);
}

function appDatabase(db: Kysely<Database>, sqlite: SqliteDatabase.Database, file: string): AppDatabase {
  return {
    db,
    sqlite,
    file,
    transaction: (work) => sqlite.transaction(work)(),
    rowsWritten: () => sqlite.prepare('SELECT total_changes()').pluck().get() as number,
    close: async () => {
      if (!sqlite.readonly) {
        try {
          sqlite.pragma('wal_checkpoint(TRUNCATE)');
          sqlite.pragma('optimize');
        } catch {
          // A checkpoint is an optimisation; closing must still happen.
        }
      }
      await db.destroy();
    },
  };
}
