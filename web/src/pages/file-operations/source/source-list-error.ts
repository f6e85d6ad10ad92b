import { isApiRequestError } from '../../../api/api-request-error';

/** Why the source list could not be shown: no source folder set up, or a failure with its text. */
export type SourceListProblem = { kind: 'unconfigured' } | { kind: 'failed'; message: string };

/** A 2xx answer other than 200: the spec reads it as a server error with the status text. */
export class SourceListStatusError extends Error {
  override readonly name = 'SourceListStatusError';
  constructor(readonly statusText: string) {
    super(`Server error: ${statusText}`);
  }
}

/** The request could not be sent (not a network failure, not an HTTP answer). */
export class SourceListRequestError extends Error {
  override readonly name = 'SourceListRequestError';
}

/** An answer that is not a list of source files: "Invalid response from server" or "Invalid file data from server". */
export class SourceListShapeError extends Error {
  override readonly name = 'SourceListShapeError';
}

export const NO_RESPONSE_MESSAGE = 'No response from server - check if WebDavHub service is running';

/** The spec's ladder for source-list failures, first match wins. */
export function sourceListProblem(error: unknown): SourceListProblem {
  if (isApiRequestError(error)) {
    // The server answers 503 when SOURCE_DIR is unset; older servers only said so in the message.
    if (error.status === 503 || /source/i.test(error.message)) return { kind: 'unconfigured' };
    return { kind: 'failed', message: `Server error (${error.status}): ${error.message}` };
  }
  if (error instanceof SourceListStatusError) return { kind: 'failed', message: error.message };
  // fetch rejects with a TypeError when no answer came back at all.
  if (error instanceof TypeError) return { kind: 'failed', message: NO_RESPONSE_MESSAGE };
  if (error instanceof SourceListRequestError) return { kind: 'failed', message: `Request error: ${error.message}` };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'failed', message: `Unexpected error: ${message}` };
}
