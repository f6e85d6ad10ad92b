/**
 * A service we depend on (TMDB's API or image host) failed or did not answer in time. Not one of
 * the app's own error kinds: the HTTP layer answers it as 502 (bad gateway) or 504 (time-out).
 */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'bad_gateway' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
