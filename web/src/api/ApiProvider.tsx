import { useState, type ReactNode } from 'react';
import { ApiClient } from './api-client';
import { ApiContext } from './api-context';

interface ApiProviderProps {
  /** Tests pass a client built over a mocked fetch. */
  client?: ApiClient;
  children: ReactNode;
}

export function ApiProvider({ client, children }: ApiProviderProps) {
  const [ownClient] = useState(() => client ?? new ApiClient());
  return <ApiContext.Provider value={client ?? ownClient}>{children}</ApiContext.Provider>;
}
