/** Why a TMDB lookup failed. Only `not_found` means "TMDB has no such thing". */
export type TmdbErrorKind =
  'timeout' | 'network' | 'rate_limited' | 'http' | 'not_found' | 'unauthorized' | 'invalid_response';

interface TmdbErrorDetails {
  /** HTTP status, when an answer arrived. */
  status?: number;
  /** Requests made for this lookup, 0 when answered from the cache or refused before sending. */
  attempts?: number;
  /** True when the error was answered from the negative cache. */
  cached?: boolean;
}

/**
 * A failed TMDB lookup. `path` is the endpoint with its query, never the credential
 * (`/search/movie?include_adult=false&language=en-US&query=dune`); the message is built only from
 * our own words, the status and TMDB's `status_message`, so it is safe to log and to show.
 */
export class TmdbError extends Error {
  readonly status: number | undefined;
  readonly attempts: number;
  readonly cached: boolean;

  constructor(
    readonly kind: TmdbErrorKind,
    readonly path: string,
    /** The reason alone: TMDB's `status_message`, or our words for what went wrong on the way. */
    readonly detail: string,
    details: TmdbErrorDetails = {},
  ) {
    super(`TMDB ${kind.replace('_', ' ')}: ${detail} (${path})`);
    this.name = 'TmdbError';
    this.status = details.status;
    this.attempts = details.attempts ?? 0;
    this.cached = details.cached ?? false;
  }

  /** Whether another try may succeed (time-outs, network errors, 5xx, 429). */
  get transient(): boolean {
    return (
      this.kind === 'timeout' || this.kind === 'network' || this.kind === 'rate_limited' || (this.status ?? 0) >= 500
    );
  }
}

export function isTmdbError(error: unknown, kind?: TmdbErrorKind): error is TmdbError {
  return error instanceof TmdbError && (kind === undefined || error.kind === kind);
}
