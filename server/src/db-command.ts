import path from 'node:path';
import { environmentValue } from './config/environment-value.js';
import { CopyRefused, copyToPostgres } from './db/copy-to-postgres.js';
import { isPostgresUrl, openDatabase, redactUrl, type AppDatabase } from './db/database.js';

const USAGE = 'Usage: cinesync db migrate --to postgres://user:password@host:5432/database\n';

/**
 * `cinesync db migrate --to URL`: copy the data folder's SQLite database into an empty PostgreSQL
 * database, table by table, each verified by row count and checksum. The SQLite file is left as it
 * was; point `CINESYNC_DATABASE_URL` at the target afterwards to use it.
 */
export async function dbCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
  const [sub, flag, value] = argv;
  const to = flag === '--to' ? value : flag?.startsWith('--to=') ? flag.slice('--to='.length) : undefined;
  if (sub !== 'migrate' || !to) {
    err(USAGE);
    return 2;
  }
  if (!isPostgresUrl(to)) {
    err(`cinesync: --to must be a postgres:// or postgresql:// URL\n${USAGE}`);
    return 2;
  }
  const dataDir = path.resolve(environmentValue(env, 'CINESYNC_DATA_DIR') ?? 'data');
  let source: AppDatabase | undefined;
  let target: AppDatabase | undefined;
  try {
    source = await openDatabase(dataDir);
    target = await openDatabase('', { url: to });
    out(`Copying ${source.file} into ${redactUrl(to)}\n`);
    const copied = copyToPostgres(source, target, (t) =>
      out(`  ${t.table}: ${t.rows} row${t.rows === 1 ? '' : 's'}, sha256 ${t.checksum.slice(0, 16)}… verified\n`),
    );
    const rows = copied.reduce((sum, t) => sum + t.rows, 0);
    out(`Done: ${copied.length} tables, ${rows} rows. Start CineSync with CINESYNC_DATABASE_URL set to use it.\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    err(`cinesync: ${error instanceof CopyRefused ? 'refused' : 'copy failed'}: ${message}\n`);
    return 1;
  } finally {
    await source?.close();
    await target?.close();
  }
}
