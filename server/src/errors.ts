/**
 * The typed failures services throw. `http/` maps each to a status once; domain code never
 * knows about HTTP.
 */
export type ErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many' | 'unavailable';

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

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many', message, { retryAfterSeconds });
  }
}
