import type SqliteDatabase from 'better-sqlite3';
import type { SqlConnection, SqlStatement } from './sql-connection.js';

/** better-sqlite3 already has the connection's shape; this names it and adds the dialect. */
export function sqliteConnection(sqlite: SqliteDatabase.Database): SqlConnection {
  return {
    dialect: 'sqlite',
    prepare: <Params extends unknown[] | object, Row>(sql: string) =>
      sqlite.prepare(sql) as unknown as SqlStatement<Params, Row>,
    transaction: (work) => sqlite.transaction(work)(),
    exec: (sql) => {
      sqlite.exec(sql);
    },
    rowsWritten: () => sqlite.prepare('SELECT total_changes()').pluck().get() as number,
    close: () => sqlite.close(),
  };
}
