import type { RunResult, SqlConnection, SqlStatement } from '../sql-connection.js';
import { loadLibPq, type LibPq } from './libpq.js';
import { translateSql, type TranslatedSql } from './translate-sql.js';

/** Type OIDs whose text form becomes a JS number, as SQLite hands integers and reals back. */
const NUMERIC_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const BOOL = 16;
const WRITE_COMMAND = /^(INSERT|UPDATE|DELETE|MERGE)\b/;
/** Server-side prepared statements kept per connection before the least used are deallocated. */
const MAX_PREPARED = 256;
/**
 * Rows written since the last ANALYZE that make it worth another: as many as were written before
 * it, between these bounds (1,000, 2,000, 4,000… then every 20,000). Autovacuum analyses too, but
 * a minute or more later: a first scan of a library would be read and written for that long with
 * plans made for empty tables (a page of 100 files read through the status index: 20 ms instead
 * of 1; the organiser's grouped writes scanning the whole operation log).
 */
const ANALYZE_AFTER_ROWS = { min: 1_000, max: 20_000 };

/**
 * Keeps `held` reachable for two turns of the event loop. A close asked for during one turn's
 * close phase (a socket's close callback ran the caller) is only done in the next turn's: the
 * first immediate runs before that, the second after it. A timer would count time, not turns.
 */
function holdForTwoLoopTurns(held: unknown): void {
  setImmediate(() => setImmediate(() => void held).unref()).unref();
}

/** Where a failed statement came from, so its error names it. */
function failure(pq: LibPq, sql: string): Error {
  const message = (pq.resultErrorMessage() || pq.errorMessage()).trim();
  const err = new Error(`${message} (in: ${sql.replace(/\s+/g, ' ').slice(0, 300)})`) as Error & { code?: string };
  err.code = pq.resultErrorFields()?.sqlState;
  return err;
}

/**
 * A parameter as text. Every number column of the schema is an integer (times in milliseconds,
 * sizes, ids), and a clock that advances by fractions (a paced sleep) can hand one a fraction:
 * SQLite would keep it, PostgreSQL's bigint refuses it, so it is rounded to the millisecond here.
 */
function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' && !Number.isInteger(value) && Number.isFinite(value)) return String(Math.round(value));
  return typeof value === 'string' ? value : String(value);
}

/**
 * An array parameter (`@paths::text[]`, for `unnest` over many rows in one statement) in
 * PostgreSQL's array syntax: every element quoted with `"` and `\` escaped, a null as NULL.
 */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((v) => {
    const text = paramText(v);
    return text === null ? 'NULL' : `"${text.replace(/["\\]/g, '\\$&')}"`;
  });
  return `{${elements.join(',')}}`;
}

/**
 * The store's connection to PostgreSQL, synchronous like better-sqlite3 so the repositories run
 * unchanged on either store: libpq's blocking calls, one connection per instance, statements
 * prepared once per text. Values come back as SQLite gives them: integers, counts and sums as
 * numbers, booleans as 1 or 0, text as text.
 */
export class LibPqConnection implements SqlConnection {
  readonly dialect = 'postgres' as const;
  private readonly pq: LibPq;
  private readonly prepared = new Map<string, { name: string; translated: TranslatedSql }>();
  private nextName = 0;
  private depth = 0;
  private written = 0;
  private writtenAtAnalyze = 0;

  constructor(url: string) {
    const PQ = loadLibPq();
    this.pq = new PQ();
    try {
      this.pq.connectSync(url);
    } catch (err) {
      throw new Error(`can't connect to PostgreSQL at ${redactUrl(url)}: ${(err as Error).message.trim()}`, {
        cause: err,
      });
    }
    this.exec("SET client_encoding = 'UTF8'");
    // What SQLite's WAL with synchronous=NORMAL promises, asked of PostgreSQL for this session
    // only: a crash of CineSync loses nothing committed, a power cut may lose the last moment of
    // commits (records a rescan writes again), and no write waits for a disk flush. A URL that
    // names synchronous_commit itself (options=-c synchronous_commit=on) is left to decide.
    if (!/synchronous_commit/i.test(url)) this.exec('SET synchronous_commit = off');
  }

  prepare<Params extends unknown[] | object = unknown[], Row = unknown>(sql: string): SqlStatement<Params, Row> {
    return new LibPqStatement<Params, Row>(this, sql);
  }

  transaction<T>(work: () => T): T {
    const savepoint = this.depth > 0 ? `cinesync_${this.depth}` : null;
    this.exec(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN');
    this.depth++;
    let result: T;
    try {
      result = work();
      if (result instanceof Promise) throw new TypeError('a transaction function must not be async');
    } catch (err) {
      this.depth--;
      this.exec(savepoint ? `ROLLBACK TO SAVEPOINT ${savepoint}` : 'ROLLBACK');
      if (savepoint) this.exec(`RELEASE SAVEPOINT ${savepoint}`);
      throw err;
    }
    this.depth--;
    this.exec(savepoint ? `RELEASE SAVEPOINT ${savepoint}` : 'COMMIT');
    if (!savepoint) this.analyzeAfterBulkWrites();
    return result;
  }

  exec(sql: string): void {
    this.pq.exec(sql);
    const status = this.pq.resultStatus();
    if (status !== 'PGRES_COMMAND_OK' && status !== 'PGRES_TUPLES_OK') {
      const err = failure(this.pq, sql);
      this.pq.clear();
      throw err;
    }
    this.pq.clear();
  }

  rowsWritten(): number {
    return this.written;
  }

  close(): void {
    const pq = this.pq;
    pq.finish();
    // The binding's finish() asks libuv to close the socket watcher that lives inside the binding's
    // object and returns before the loop has done so. Collected in between, the object's memory is
    // freed under libuv, which then aborts the whole process (uv__finish_close assertion; seen as a
    // CI run killed by SIGABRT). Held until the loop has closed it.
    holdForTwoLoopTurns(pq);
  }

  /** Runs `sql` with `params` (an array, or one object for `@name` parameters); rows as objects. */
  query(sql: string, params: unknown[], shape: RowShape): { rows: unknown[]; changes: number } {
    const statement = this.statementFor(sql);
    const values = bindValues(statement.translated, params);
    this.pq.execPrepared(statement.name, values);
    const status = this.pq.resultStatus();
    if (status !== 'PGRES_TUPLES_OK' && status !== 'PGRES_COMMAND_OK') {
      const err = failure(this.pq, sql);
      this.pq.clear();
      throw err;
    }
    const rows = status === 'PGRES_TUPLES_OK' ? this.readRows(shape) : [];
    // cmdTuples counts a SELECT's rows too; only a write (with or without RETURNING) changed any.
    const changes = WRITE_COMMAND.test(this.pq.cmdStatus()) ? Number(this.pq.cmdTuples()) || 0 : 0;
    this.written += changes;
    this.pq.clear();
    if (changes > 0 && this.depth === 0) this.analyzeAfterBulkWrites();
    return { rows, changes };
  }

  /** Refresh the planner's statistics once enough rows changed (outside any transaction). */
  private analyzeAfterBulkWrites(): void {
    const due = Math.min(ANALYZE_AFTER_ROWS.max, Math.max(ANALYZE_AFTER_ROWS.min, this.writtenAtAnalyze));
    if (this.written - this.writtenAtAnalyze < due) return;
    this.writtenAtAnalyze = this.written;
    this.exec('ANALYZE');
  }

  private statementFor(sql: string): { name: string; translated: TranslatedSql } {
    let statement = this.prepared.get(sql);
    if (statement) {
      this.prepared.delete(sql);
      this.prepared.set(sql, statement);
      return statement;
    }
    const translated = translateSql(sql);
    const name = `s${this.nextName++}`;
    this.pq.prepare(name, translated.text, translated.names.length);
    if (this.pq.resultStatus() !== 'PGRES_COMMAND_OK') {
      const err = failure(this.pq, sql);
      this.pq.clear();
      throw err;
    }
    this.pq.clear();
    statement = { name, translated };
    this.prepared.set(sql, statement);
    if (this.prepared.size > MAX_PREPARED) {
      const [oldestSql, oldest] = this.prepared.entries().next().value as [string, { name: string }];
      this.prepared.delete(oldestSql);
      this.exec(`DEALLOCATE ${oldest.name}`);
    }
    return statement;
  }

  private readRows(shape: RowShape): unknown[] {
    const pq = this.pq;
    const count = pq.ntuples();
    const fields = shape === 'pluck' ? 1 : pq.nfields();
    const names: string[] = [];
    const kinds: number[] = [];
    for (let f = 0; f < fields; f++) {
      names.push(pq.fname(f));
      const type = pq.ftype(f);
      kinds.push(type === BOOL ? 2 : NUMERIC_TYPES.has(type) ? 1 : 0);
    }
    const value = (r: number, f: number): unknown => {
      if (pq.getisnull(r, f)) return null;
      const text = pq.getvalue(r, f);
      const kind = kinds[f];
      return kind === 1 ? Number(text) : kind === 2 ? (text === 't' ? 1 : 0) : text;
    };
    const rows: unknown[] = new Array(count);
    for (let r = 0; r < count; r++) {
      if (shape === 'pluck') {
        rows[r] = value(r, 0);
        continue;
      }
      if (shape === 'array') {
        const row: unknown[] = new Array(fields);
        for (let f = 0; f < fields; f++) row[f] = value(r, f);
        rows[r] = row;
        continue;
      }
      const row: Record<string, unknown> = {};
      for (let f = 0; f < fields; f++) row[names[f]!] = value(r, f);
      rows[r] = row;
    }
    return rows;
  }
}

function bindValues(translated: TranslatedSql, params: unknown[]): (string | null)[] {
  const byName =
    params.length === 1 && params[0] !== null && typeof params[0] === 'object' && !Array.isArray(params[0])
      ? (params[0] as Record<string, unknown>)
      : null;
  let position = 0;
  return translated.names.map((name) => {
    if (name === null) return paramText(params[position++]);
    if (!byName || !(name in byName)) throw new RangeError(`missing named parameter @${name}`);
    return paramText(byName[name]);
  });
}

/** How a statement hands rows back: objects by column name, arrays, or the first column alone. */
type RowShape = 'object' | 'array' | 'pluck';

class LibPqStatement<Params extends unknown[] | object, Row> implements SqlStatement<Params, Row> {
  private shape: RowShape = 'object';

  constructor(
    private readonly connection: LibPqConnection,
    private readonly sql: string,
  ) {}

  run(...params: unknown[]): RunResult {
    return { changes: this.connection.query(this.sql, params, 'object').changes };
  }

  get(...params: unknown[]): Row | undefined {
    return this.connection.query(this.sql, params, this.shape).rows[0] as Row | undefined;
  }

  all(...params: unknown[]): Row[] {
    return this.connection.query(this.sql, params, this.shape).rows as Row[];
  }

  iterate(...params: unknown[]): IterableIterator<Row> {
    return (this.all(...params) as Row[])[Symbol.iterator]();
  }

  pluck(toggle = true): this {
    this.shape = toggle ? 'pluck' : 'object';
    return this;
  }

  raw(toggle = true): this {
    this.shape = toggle ? 'array' : 'object';
    return this;
  }
}

/** The URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}
