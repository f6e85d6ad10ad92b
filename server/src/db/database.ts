import { createRequire } from 'node:module';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type * as PgModule from 'pg';
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
import * as sharedSecrets from './migrations/0010-shared-secrets.js';
import * as titleTotals from './migrations/0011-title-totals.js';
import * as removals from './migrations/0012-removals.js';
import * as reorganise from './migrations/0013-reorganise.js';
import * as missing from './migrations/0014-missing.js';
import * as connections from './migrations/0015-connections.js';
import { LibPqConnection, redactUrl } from './postgres/libpq-connection.js';
import type { Database } from './schema.js';
import type { Dialect, SqlConnection } from './sql-connection.js';
import { sqliteConnection } from './sqlite-connection.js';

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
  '0010-shared-secrets': sharedSecrets,
  '0011-title-totals': titleTotals,
  '0012-removals': removals,
  '0013-reorganise': reorganise,
  '0014-missing': missing,
  '0015-connections': connections,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** A PostgreSQL URL with its password hidden, for messages. */
export { redactUrl };

export interface AppDatabase {
  /** The store's one synchronous connection; repositories prepare their SQL on it. */
  sql: SqlConnection;
  dialect: Dialect;
  /** Where the data lives, for messages: the SQLite file, or the PostgreSQL URL without its password. */
  file: string;
  /** Runs `work` in one transaction: every repository write inside it lands, or none does. */
  transaction<T>(work: () => T): T;
  /** Rows this connection has written since it opened, for proving that a pass wrote nothing. */
  rowsWritten(): number;
  close(): Promise<void>;
}

interface OpenDatabaseOptions {
  /** The SQLite file in the data folder (`:memory:` for a throwaway one). */
  fileName?: string;
  /** A `postgres://` URL (from `CINESYNC_DATABASE_URL`): the store is that database instead. */
  url?: string | null;
}

/** True when `url` selects the PostgreSQL store. */
export function isPostgresUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url.trim());
}

/**
 * Open (creating) the product database and bring its schema up to date: SQLite in the data
 * folder, or the PostgreSQL database `url` names.
 */
export async function openDatabase(dataDir: string, options: OpenDatabaseOptions = {}): Promise<AppDatabase> {
  if (options.url) {
    if (!isPostgresUrl(options.url)) {
      throw new Error('CINESYNC_DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    return openPostgres(options.url);
  }
  const fileName = options.fileName ?? 'cinesync.db';
  const file = fileName === ':memory:' ? fileName : path.join(dataDir, fileName);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('cache_size = -8000');
  const db = new kysely.Kysely<Database>({ dialect: new kysely.SqliteDialect({ database: sqlite }) });
  await migrate(db, file);
  return sqliteDatabase(sqlite, file);
}

async function migrate(db: Kysely<Database>, where: string): Promise<void> {
  const { error, results } = await new kysely.Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed for ${where}: ${reason}`);
  }
}

/**
 * PostgreSQL: the migrations run through Kysely over `pg` (its migrator takes an advisory lock, so
 * instances starting together migrate once), then the repositories get libpq's synchronous
 * connection. Both are loaded only here: a SQLite install never pays for them.
 */
async function openPostgres(url: string): Promise<AppDatabase> {
  const where = redactUrl(url);
  const { Pool } = createRequire(import.meta.url)('pg') as typeof PgModule;
  const pool = new Pool({ connectionString: url, max: 1 });
  const db = new kysely.Kysely<Database>({ dialect: new kysely.PostgresDialect({ pool }) });
  try {
    await migrate(db, where);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  await db.destroy();
  const connection = new LibPqConnection(url);
  return {
    sql: connection,
    dialect: 'postgres',
    file: where,
    transaction: (work) => connection.transaction(work),
    rowsWritten: () => connection.rowsWritten(),
    close: () => {
      connection.close();
      return Promise.resolve();
    },
  };
}

/**
 * Open the product database of a data folder for reading only: no migration, no write, so it can
 * be read beside (or after) the process that owns it, whatever user that runs as.
 */
export function openDatabaseReadOnly(dataDir: string, fileName = 'cinesync.db'): AppDatabase {
  const file = path.join(dataDir, fileName);
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 10000');
  return sqliteDatabase(sqlite, file);
}

function sqliteDatabase(sqlite: SqliteDatabase.Database, file: string): AppDatabase {
  const connection = sqliteConnection(sqlite);
  return {
    sql: connection,
    dialect: 'sqlite',
    file,
    transaction: (work) => connection.transaction(work),
    rowsWritten: () => connection.rowsWritten(),
    close: () => {
      if (!sqlite.readonly) {
        try {
          sqlite.pragma('wal_checkpoint(TRUNCATE)');
          sqlite.pragma('optimize');
        } catch {
          // A checkpoint is an optimisation; closing must still happen.
        }
      }
      sqlite.close();
      return Promise.resolve();
    },
  };
}
