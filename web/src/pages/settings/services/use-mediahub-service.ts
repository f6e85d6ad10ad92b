import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useLiveEvent } from '../../../api/event-hub-context';
import { fetchServiceStatus, postServiceAction } from './mediahub-api';
import {
  actionFailureText,
  hasSettled,
  optimisticStatus,
  pollPlan,
  type PanelAction,
  type ServiceStatus,
} from './service-state';

/**
 * The MediaHub panel's state: the status, loaded once and after monitor events, and the one action
 * that may run at a time. An action flips the view at once, then polls until the server agrees (or
 * the tries run out, when the server's last answer wins).
 */
export function useMediaHubService(onError: (text: string) => void) {
  const api = useApi();
  const [status, setStatus] = useState<ServiceStatus | null>(null);
  const [fetchError, setFetchError] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const statusRef = useRef<ServiceStatus | null>(null);
  const mounted = useRef(true);

  const adopt = useCallback((next: ServiceStatus | null) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const next = await fetchServiceStatus(api);
      if (!mounted.current) return;
      adopt(next);
      setFetchError(false);
    } catch {
      if (!mounted.current) return;
      setFetchError(true);
      onError('Failed to fetch status');
    }
  }, [api, adopt, onError]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  // The monitor can also start or stop by itself (auto-start, a crash): follow it unless an action is polling.
  useLiveEvent(['monitor_started', 'monitor_stopped'], () => {
    if (!busyRef.current) void refresh();
  });

  const poll = useCallback(
    async (request: PanelAction) => {
      const plan = pollPlan(request);
      let last: ServiceStatus | null = null;
      for (let attempt = 0; attempt < plan.tries; attempt += 1) {
        await sleep(attempt === 0 ? plan.firstMs : plan.everyMs);
        if (!mounted.current) return;
        try {
          last = await fetchServiceStatus(api);
        } catch {
          continue;
        }
        if (!mounted.current) return;
        if (hasSettled(last, request)) break;
      }
      // No answer at all in every try: the optimistic view would be a guess, so show Unknown.
      adopt(last);
    },
    [api, adopt],
  );

  const run = useCallback(
    async (request: PanelAction) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      const before = statusRef.current;
      adopt(optimisticStatus(before, request));
      try {
        await postServiceAction(api, request);
        await poll(request);
      } catch {
        if (mounted.current) {
          adopt(before);
          onError(actionFailureText(request));
        }
      } finally {
        busyRef.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [api, adopt, poll, onError],
  );

  return { status, fetchError, busy, run, refresh };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
