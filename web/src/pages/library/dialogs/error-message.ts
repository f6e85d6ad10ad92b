import { isApiRequestError } from '../../../api/api-request-error';

/** The server's own words for a refused action, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.message ? error.message : fallback;
}

/** Spec §8: an action on an item whose path cannot be told. */
export const NO_PATH_MESSAGE = 'Could not determine file path';
