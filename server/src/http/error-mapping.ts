import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, isNoSpace, TooManyRequestsError, type ErrorKind } from '../errors.js';
import type { Logger } from '../log.js';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
  insufficient_storage: 507,
};

/** Fastify's own failures (bad JSON, big bodies, wrong content type) as our `{error, message}`. */
const FASTIFY_CODES: Record<string, { error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'invalid', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'invalid', message: 'The request body is empty but says it is JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: 'unsupported_media_type', message: 'Send the request body as JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: 'invalid', message: 'The Content-Length does not match the body' },
};

/** Every error leaves as JSON `{error, message}` with a fitting status; nothing leaks a stack. */
export function installErrorMapping(app: FastifyInstance, log: Logger): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyRequestsError) reply.header('Retry-After', String(err.retryAfterSeconds));
      const body: Record<string, unknown> = { error: err.kind, message: err.message };
      if (err.details && err.kind === 'invalid') body.details = err.details;
      return reply.status(STATUS[err.kind]).send(body);
    }
    const code = 'code' in err ? err.code : undefined;
    if (code === 'ENAMETOOLONG') {
      // A name or path the file system can't hold is the request's fault; its path is not logged.
      return reply.status(400).send({ error: 'invalid', message: 'A name or path is too long for the file system' });
    }
    if (isNoSpace(err)) {
      log.error({ err, method: request.method, url: request.routeOptions.url }, 'no space left to write');
      return reply.status(507).send({ error: 'insufficient_storage', message: 'No space left on the device' });
    }
    const known = code ? FASTIFY_CODES[code] : undefined;
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (known) return reply.status(status).send(known);
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'invalid', message: err.message });
    }
    log.error({ err, method: request.method, url: request.routeOptions.url }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Something went wrong on the server' });
  });
}
