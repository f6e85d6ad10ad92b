import { GUEST_USERNAME, type MeResponse } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { useEventHub } from '../../api/event-hub-context';
import { clearToken, readToken, writeToken } from '../../api/token-storage';
import { AuthContext, type AuthStatus, type AuthValue } from './auth-context';

interface AuthState {
  status: AuthStatus;
  authEnabled: boolean;
  user: MeResponse | null;
}

const booting: AuthState = { status: 'loading', authEnabled: true, user: null };
const signedOut: AuthState = { status: 'unauthenticated', authEnabled: true, user: null };

/** Works out who the user is at boot, and owns signing in and out. Needs the router, API and event hub. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const hub = useEventHub();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState>(booting);
  const [bootRun, setBootRun] = useState(0);
  const authEnabledRef = useRef(state.authEnabled);
  useEffect(() => {
    authEnabledRef.current = state.authEnabled;
  }, [state.authEnabled]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let enabled: boolean;
      try {
        enabled = await api.getAuthEnabled(signal);
      } catch {
        // Server unreachable: ask for a sign-in, but keep the token for when it is back.
        if (!signal.aborted) setState(signedOut);
        return;
      }
      if (signal.aborted) return;
      if (!enabled) {
        setState({ status: 'authenticated', authEnabled: false, user: { username: GUEST_USERNAME } });
        return;
      }
      if (!readToken()) {
        setState(signedOut);
        return;
      }
      try {
        const me = await api.getMe(signal);
        if (!signal.aborted) setState({ status: 'authenticated', authEnabled: true, user: me });
      } catch {
        if (signal.aborted) return;
        clearToken();
        setState(signedOut);
      }
    })();
    return () => controller.abort();
  }, [api, bootRun]);

  // A 401 anywhere ends the session; the access gate then sends the user to /login.
  useEffect(
    () =>
      api.onUnauthorized(() => {
        if (authEnabledRef.current) {
          setState(signedOut);
        } else {
          // Auth was off when we booted, so it has just been switched on: check again.
          setState(booting);
          setBootRun((run) => run + 1);
        }
        hub.reconnect();
      }),
    [api, hub],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      try {
        const { token } = await api.login(username, password);
        writeToken(token);
        const me = await api.getMe();
        setState({ status: 'authenticated', authEnabled: true, user: me });
        hub.reconnect();
      } catch (error) {
        clearToken();
        throw error;
      }
    },
    [api, hub],
  );

  const logout = useCallback(() => {
    clearToken();
    queryClient.removeQueries();
    setState((current) => (current.authEnabled ? signedOut : current));
    hub.reconnect();
    void navigate('/login', { replace: true });
  }, [hub, navigate, queryClient]);

  const value = useMemo<AuthValue>(
    () => ({
      status: state.status,
      loading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      authEnabled: state.authEnabled,
      user: state.user,
      login,
      logout,
    }),
    [state, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
