import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useAuth } from './auth-context';
import { loginRedirectState } from './login-redirect';

/** The access gate: a spinner while auth loads, /login (remembering this page) when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, authEnabled } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner label="Checking sign-in" />;
  if (authEnabled && status !== 'authenticated') {
    return <Navigate to="/login" replace state={loginRedirectState(location)} />;
  }
  return children;
}
