import type SqliteDatabase from 'better-sqlite3';

/** Statement shapes kept per repository before the oldest are let go (IN lists make a shape per length). */
const DEFAULT_MAX_SHAPES = 64;

/**
 * The one way repositories prepare SQL: by its text, on first use, then reused. Hot paths (the
 * scanner writes thousands of rows a second, a library page is one query) run synchronously on
 * better-sqlite3's prepared statements; Kysely, which is async, is kept for queries built from
 * filters. Keyed by text so a repository states each query where it runs it.
 */
export class PreparedStatements {
  private readonly cache = new Map<string, SqliteDatabase.Statement>();

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly maxShapes = DEFAULT_MAX_SHAPES,
  ) {}

  /** The prepared statement for `sql`; `Params` and `Row` type its runs and results. */
  get<Params extends unknown[] | object = unknown[], Row = unknown>(
    sql: string,
  ): SqliteDatabase.Statement<Params, Row> {
    let statement = this.cache.get(sql);
    if (statement) {
      // Map order is recency order: touch it so the busy shapes stay.
      this.cache.delete(sql);
    } else {
      statement = this.sqlite.prepare(sql);
      if (this.cache.size >= this.maxShapes) {
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
    }
    this.cache.set(sql, statement);
    return statement as unknown as SqliteDatabase.Statement<Params, Row>;
  }

  /** Runs `work` in one transaction (nested calls become savepoints). */
  transaction<T>(work: () => T): T {
    return this.sqlite.transaction(work)();
  }
}
