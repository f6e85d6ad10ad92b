import { createRequire } from 'node:module';

/** The part of the `libpq` binding (libpq's synchronous C API) the store uses. */
export interface LibPq {
  connectSync(conninfo: string): void;
  exec(text: string): void;
  execParams(text: string, params: (string | null)[]): void;
  prepare(name: string, text: string, nParams: number): void;
  execPrepared(name: string, params: (string | null)[]): void;
  resultStatus(): string;
  resultErrorMessage(): string;
  resultErrorFields(): { sqlState?: string } | undefined;
  errorMessage(): string;
  ntuples(): number;
  nfields(): number;
  fname(column: number): string;
  ftype(column: number): number;
  getvalue(row: number, column: number): string;
  getisnull(row: number, column: number): boolean;
  cmdStatus(): string;
  cmdTuples(): string;
  clear(): void;
  finish(): void;
}

/**
 * libpq's binding, loaded on first use: it is an optional dependency (it compiles against
 * Debian's libpq-dev), and only a PostgreSQL store needs it.
 */
export function loadLibPq(): new () => LibPq {
  try {
    return createRequire(import.meta.url)('libpq') as new () => LibPq;
  } catch (err) {
    throw new Error(
      `CINESYNC_DATABASE_URL names PostgreSQL, but the libpq binding is not installed (${(err as Error).message}); ` +
        'install libpq-dev (Debian) and run npm install again',
      { cause: err },
    );
  }
}
