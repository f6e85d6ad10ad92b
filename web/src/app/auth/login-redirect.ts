import type { Location } from 'react-router';
import { withoutMovedFrom } from '../restart/restart-rules';

/** History state the access gate leaves for /login: where the user was going. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function loginRedirectState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** Where to go after signing in: the remembered page, or the dashboard. */
export function afterLoginPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/dashboard';
  if (from.pathname === '/login' || from.pathname.startsWith('//')) return '/dashboard';
  return `${from.pathname}${withoutMovedFrom(from.search ?? '')}${from.hash ?? ''}`;
}
