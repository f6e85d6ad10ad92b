/** A 2xx answer whose body does not match the contract in `@cinesync/common`. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';

  constructor(readonly path: string) {
    super(`Unexpected response format from server (${path})`);
  }
}
