import { GUEST_USERNAME, type MeResponse } from '@cinesync/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { useEventHub } from '../../api/event-hub-context';
import { pauseBeforeRetry, retryDelayMs } from '../../api/retry-timing';
import { clearToken, writeToken } from '../../api/token-storage';
import { AuthContext, type AuthStatus, type AuthValue } from './auth-context';
import { checkSession, type SessionCheck } from './session-check';

interface AuthState {
  status: AuthStatus;
  authEnabled: boolean;
  user: MeResponse | null;
  reconnecting: boolean;
}

const booting: AuthState = { status: 'loading', authEnabled: true, user: null, reconnecting: false };
const signedOut: AuthState = { status: 'unauthenticated', authEnabled: true, user: null, reconnecting: false };

function settledState(result: Exclude<SessionCheck, { kind: 'unreachable' }>): AuthState {
  if (result.kind === 'guest') {
    return { status: 'authenticated', authEnabled: false, user: { username: GUEST_USERNAME }, reconnecting: false };
  }
  if (result.kind === 'signed-in') {
    return { status: 'authenticated', authEnabled: true, user: result.user, reconnecting: false };
  }
  return signedOut;
}

/**
 * While the server cannot be asked: a token holder stays in (the pages keep working from what they
 * have, and a real 401 will still end the session); without a token there is nothing to show yet.
 */
function unreachableState(tokenHeld: boolean): AuthState {
  return tokenHeld
    ? { status: 'authenticated', authEnabled: true, user: null, reconnecting: true }
    : { ...booting, reconnecting: true };
}

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

  // The boot check, tried again with backoff until the server gives an answer that settles it.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        const result = await checkSession(api, signal);
        if (signal.aborted) return;
        if (result.kind !== 'unreachable') {
          setState(settledState(result));
          return;
        }
        setState(unreachableState(result.tokenHeld));
        await pauseBeforeRetry(retryDelayMs(attempt), signal, api.connection.subscribe);
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
        setState({ status: 'authenticated', authEnabled: true, user: me, reconnecting: false });
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
      reconnecting: state.reconnecting,
      login,
      logout,
    }),
    [state, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
