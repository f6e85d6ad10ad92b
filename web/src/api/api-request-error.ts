import { apiErrorSchema } from '@cinesync/common';

/** An HTTP answer outside 2xx, carrying the server's `{error, message}` body when it sent one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** Builds the error from a failed response, reading its JSON body if it has one. */
  static async fromResponse(response: Response): Promise<ApiRequestError> {
    const fallback = response.statusText || `Request failed with status ${response.status}`;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      return new ApiRequestError(response.status, parsed.data.error, parsed.data.message, parsed.data.details);
    }
    // Some answers carry only `{error: "what went wrong"}` (the re-organise routes): that text is the message.
    const text = errorTextOf(body);
    return new ApiRequestError(response.status, errorWordFor(response.status), text ?? fallback);
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}

function errorWordFor(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_requests';
  return status >= 500 ? 'server_error' : 'request_failed';
}

function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}
