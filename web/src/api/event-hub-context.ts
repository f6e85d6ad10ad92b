import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState, EventHub, LiveEventHandler, SubscribableEvent } from './event-hub';

export const EventHubContext = createContext<EventHub | null>(null);

/** The app's shared live-event connection; only inside `<EventHubProvider>`. */
export function useEventHub(): EventHub {
  const hub = useContext(EventHubContext);
  if (!hub) throw new Error('useEventHub must be used inside <EventHubProvider>');
  return hub;
}

/**
 * Runs `handler` for each live event of the given types while the component is mounted. The latest
 * handler is always used, so it may close over fresh state without resubscribing.
 */
export function useLiveEvent<N extends SubscribableEvent>(
  types: readonly N[],
  handler: LiveEventHandler<N>,
  enabled = true,
): void {
  const hub = useEventHub();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const typesKey = types.join(',');
  useEffect(() => {
    if (!enabled || typesKey === '') return undefined;
    const list = typesKey.split(',') as N[];
    return hub.subscribe(list, (event) => handlerRef.current(event));
  }, [hub, typesKey, enabled]);
}

/** The shared connection's state, re-rendering when it changes. */
export function useEventHubState(): ConnectionState {
  const hub = useEventHub();
  return useSyncExternalStore(
    (listener) => hub.onStateChange(listener),
    () => hub.getState(),
  );
}
