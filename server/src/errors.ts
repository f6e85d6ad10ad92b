/**
 * The typed failures services throw. `http/` maps each to a status once; domain code never
 * knows about HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many'
  | 'unavailable'
  | 'insufficient_storage';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string, details?: Record<string, unknown>) =>
  new AppError('invalid', message, details);
export const unauthorized = (message: string) => new AppError('unauthorized', message);
export const forbidden = (message: string, details?: Record<string, unknown>) =>
  new AppError('forbidden', message, details);
export const notFound = (message: string, details?: Record<string, unknown>) =>
  new AppError('not_found', message, details);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, details);
export const unavailable = (message: string, details?: Record<string, unknown>) =>
  new AppError('unavailable', message, details);
export const insufficientStorage = (message: string, details?: Record<string, unknown>) =>
  new AppError('insufficient_storage', message, details);

/** File-system codes that say the disk (or the user's quota) is full. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/** True when `err` says there is no space left to write: the file system's, SQLite's or PostgreSQL's word for it. */
export function isNoSpace(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (NO_SPACE.has(code) || code === 'SQLITE_FULL' || code === '53100');
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many', message, { retryAfterSeconds });
  }
}

/**
 * True when `err` says the store can't take writes at all, not that one write was wrong: no space,
 * a read-only or failing file system under SQLite, or PostgreSQL's disk-full and I/O classes.
 */
export function isStoreUnwritable(err: unknown): boolean {
  if (isNoSpace(err)) return true;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^SQLITE_(IOERR|READONLY|CANTOPEN)/.test(code) || code === 'EROFS' || code === 'EIO' || /^58/.test(code);
}
