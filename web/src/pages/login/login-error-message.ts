import { isApiRequestError } from '../../api/api-request-error';

export const LOGIN_REQUIRED_MESSAGE = 'Username and password are required';

/** The sign-in form's text for a failed login, kept word for word. */
export function loginErrorMessage(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 401) return 'Invalid username or password';
    if (error.status === 403) return 'Access denied. Please check your credentials.';
    return 'An error occurred. Please try again.';
  }
  return 'An unexpected error occurred. Please try again.';
}
