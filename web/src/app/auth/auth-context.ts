import type { MeResponse } from '@cinesync/common';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthValue {
  status: AuthStatus;
  /** True until the boot check (`/api/auth/enabled`, then `/api/me`) has finished. */
  loading: boolean;
  /** Signed in, or auth is switched off (then the user is Guest). */
  isAuthenticated: boolean;
  authEnabled: boolean;
  user: MeResponse | null;
  /**
   * The boot check could not reach the server and is being retried. A token holder is kept signed in
   * meanwhile (`user` may be null until the server answers); only a 401 signs out.
   */
  reconnecting: boolean;
  /** Stores the token and loads the user; rejects with the login call's error (token cleared). */
  login: (username: string, password: string) => Promise<void>;
  /** Forgets the token and goes to /login. */
  logout: () => void;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
