import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Alert from '@mui/material/Alert';
import { useEffect, useSyncExternalStore } from 'react';
import { useApi } from '../../api/api-context';
import { pauseBeforeRetry, retryDelayMs } from '../../api/retry-timing';
import { useAuth } from '../auth/auth-context';

export const OFFLINE_TEXT = 'Can’t reach CineSync — retrying…';

/**
 * A small notice while the server cannot be reached; the page under it stays as it was. While it
 * shows, the server is asked again with backoff (the auth check retries on its own); once anything
 * gets an answer the notice goes. Lists that failed meanwhile keep their own error and Retry: an
 * automatic refetch of them could fail again and keep the notice flickering.
 */
export function ConnectionNotice() {
  const api = useApi();
  const { reconnecting } = useAuth();
  const reachable = useSyncExternalStore(api.connection.subscribe, api.connection.isReachable);

  useEffect(() => {
    if (reachable) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        await pauseBeforeRetry(retryDelayMs(attempt), signal, api.connection.subscribe);
        if (signal.aborted) return;
        try {
          await api.getAuthEnabled(signal);
          return;
        } catch {
          // Still down (the client has marked it); wait longer and ask again.
        }
      }
    })();
    return () => controller.abort();
  }, [api, reachable]);

  if (reachable && !reconnecting) return null;
  return (
    <Alert
      role="status"
      severity="warning"
      variant="filled"
      icon={<CloudOffRounded fontSize="inherit" />}
      sx={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        maxWidth: 'calc(100vw - 32px)',
        py: 0,
        boxShadow: 6,
      }}
    >
      {OFFLINE_TEXT}
    </Alert>
  );
}
