import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { openDatabase, type AppDatabase } from '../../src/db/database.js';
import { TEMPLATE_DATABASE } from './postgres-cluster.js';

/**
 * Which store a test runs on. The `server` project runs every suite on SQLite; the
 * `server-postgres` project (vitest.config.ts) runs the store-parametrised suites again with
 * `CINESYNC_TEST_STORE=postgres`, each test on a fresh database cloned from a migrated template
 * in the cluster its global setup started.
 */
export function testStore(): 'sqlite' | 'postgres' {
  return process.env.CINESYNC_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test cluster; its `cinesync_template` database is migrated. */
    postgresAdminUrl: string | null;
  }
}

let created = 0;
/** Each data folder's PostgreSQL database, so a test that reopens its folder finds its data. */
const databaseOfFolder = new Map<string, string>();

/** A new empty, migrated PostgreSQL database in the test cluster; its URL. */
export async function freshPostgresUrl(): Promise<string> {
  const admin = inject('postgresAdminUrl');
  if (!admin) throw new Error('no PostgreSQL test cluster: run this suite in the server-postgres project');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${created++}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await client.end();
  }
  return admin.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

/**
 * The environment that points a server or CLI at this test's store (empty for SQLite). With a data
 * folder, the PostgreSQL database is that folder's: a test that restarts a server on its folder
 * finds its data, as it would in the folder's SQLite file.
 */
export async function testStoreEnv(dataDir?: string): Promise<Record<string, string>> {
  if (testStore() !== 'postgres') return {};
  return { CINESYNC_DATABASE_URL: await databaseOf(dataDir) };
}

async function databaseOf(dataDir: string | undefined): Promise<string> {
  let url = dataDir ? databaseOfFolder.get(dataDir) : undefined;
  if (!url) {
    url = await freshPostgresUrl();
    if (dataDir) databaseOfFolder.set(dataDir, url);
  }
  return url;
}

/**
 * The product database for a test: SQLite in `dataDir` (in memory when none is given), or a
 * PostgreSQL database, fresh the first time a folder is named and the same one after.
 */
export async function openTestDatabase(dataDir?: string): Promise<AppDatabase> {
  if (testStore() === 'postgres') return openDatabase('', { url: await databaseOf(dataDir) });
  return dataDir ? openDatabase(dataDir) : openDatabase('', { fileName: ':memory:' });
}

/**
 * A fresh test store before each test of the calling `describe`, closed after it: the repository
 * suites' set-up. `opened` receives it first, to build the repositories the tests use.
 */
export function useTestDatabase(opened: (database: AppDatabase) => void): void {
  let database: AppDatabase | undefined;
  beforeEach(async () => {
    database = await openTestDatabase();
    opened(database);
  });
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
}
