import { useEffect, useRef } from 'react';

/** Window event the menu's Refresh (and any page's refresh button) sends; pages reload their data. */
const REFRESH_EVENT = 'cinesync-refresh';

/** Window event that makes the configuration gates check `/api/config-status` again. */
export const CONFIG_STATUS_REFRESH_EVENT = 'config-status-refresh';

export function dispatchRefresh(): void {
  window.dispatchEvent(new CustomEvent(REFRESH_EVENT));
}

export function dispatchConfigStatusRefresh(): void {
  window.dispatchEvent(new CustomEvent(CONFIG_STATUS_REFRESH_EVENT));
}

/** Runs `handler` whenever the given window event fires (latest handler, one listener). */
export function useWindowEvent(name: string, handler: () => void): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const listener = () => handlerRef.current();
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}

/** Runs `handler` when the user asks for a refresh (menu Refresh, `cinesync-refresh`). */
export function useRefreshListener(handler: () => void): void {
  useWindowEvent(REFRESH_EVENT, handler);
}
