import type { Dialect, SqlConnection, SqlStatement } from './sql-connection.js';

/** Statement shapes kept per repository before the oldest are let go (IN lists make a shape per length). */
const DEFAULT_MAX_SHAPES = 64;

/**
 * The one way repositories prepare SQL: by its text, on first use, then reused. Hot paths (the
 * scanner writes thousands of rows a second, a library page is one query) run synchronously on
 * the store's prepared statements, SQLite's or PostgreSQL's alike. Keyed by text so a repository
 * states each query where it runs it.
 */
export class PreparedStatements {
  private readonly cache = new Map<string, SqlStatement>();

  constructor(
    private readonly connection: SqlConnection,
    private readonly maxShapes = DEFAULT_MAX_SHAPES,
  ) {}

  /** Which store the statements run on, for the few queries the two spell differently. */
  get dialect(): Dialect {
    return this.connection.dialect;
  }

  /** The prepared statement for `sql`; `Params` and `Row` type its runs and results. */
  get<Params extends unknown[] | object = unknown[], Row = unknown>(sql: string): SqlStatement<Params, Row> {
    let statement = this.cache.get(sql);
    if (statement) {
      // Map order is recency order: touch it so the busy shapes stay.
      this.cache.delete(sql);
    } else {
      statement = this.connection.prepare(sql);
      if (this.cache.size >= this.maxShapes) {
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
    }
    this.cache.set(sql, statement);
    return statement as unknown as SqlStatement<Params, Row>;
  }

  /** Runs `work` in one transaction (nested calls become savepoints). */
  transaction<T>(work: () => T): T {
    return this.connection.transaction(work);
  }
}
