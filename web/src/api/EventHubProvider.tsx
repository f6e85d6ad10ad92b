import { useEffect, useState, type ReactNode } from 'react';
import { EventHub } from './event-hub';
import { EventHubContext } from './event-hub-context';
import { readToken } from './token-storage';

interface EventHubProviderProps {
  /** Tests pass a hub built over a fake EventSource. */
  hub?: EventHub;
  children: ReactNode;
}

export function EventHubProvider({ hub, children }: EventHubProviderProps) {
  const [ownHub] = useState(() => hub ?? new EventHub({ getToken: readToken }));
  const active = hub ?? ownHub;
  useEffect(() => () => active.shutdown(), [active]);
  return <EventHubContext.Provider value={active}>{children}</EventHubContext.Provider>;
}
