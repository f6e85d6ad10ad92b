/** The two stores: SQLite in the data folder (the default) or a shared PostgreSQL database. */
export type Dialect = 'sqlite' | 'postgres';

/** What a write reports: the rows it changed. */
export interface RunResult {
  changes: number;
}

type Bind<Params> = Params extends unknown[] ? Params : [Params];

/**
 * A prepared statement, run synchronously. Parameters are positional (`?`) or named (`@name`
 * bound from an object); repositories write one SQL text and both stores run it.
 */
export interface SqlStatement<Params extends unknown[] | object = unknown[], Row = unknown> {
  run(...params: Bind<Params>): RunResult;
  get(...params: Bind<Params>): Row | undefined;
  all(...params: Bind<Params>): Row[];
  iterate(...params: Bind<Params>): IterableIterator<Row>;
  /** From now on return each row's first column instead of the row. */
  pluck(toggle?: boolean): this;
  /** From now on return each row as an array of its columns (cheaper than an object per row). */
  raw(toggle?: boolean): this;
}

/**
 * One synchronous connection to the store. Synchronous on purpose: the organiser writes thousands
 * of rows a second through prepared statements and a transaction is a plain function call, so a
 * write can never interleave with another caller's half-done transaction.
 */
export interface SqlConnection {
  readonly dialect: Dialect;
  prepare<Params extends unknown[] | object = unknown[], Row = unknown>(sql: string): SqlStatement<Params, Row>;
  /** Runs `work` in one transaction; a nested call becomes a savepoint. `work` must not be async. */
  transaction<T>(work: () => T): T;
  /** Runs SQL without parameters or results (DDL, maintenance). */
  exec(sql: string): void;
  /** Rows changed by this connection since it opened. */
  rowsWritten(): number;
  close(): void;
}
