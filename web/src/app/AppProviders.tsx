import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { ApiClient } from '../api/api-client';
import { ApiProvider } from '../api/ApiProvider';
import type { EventHub } from '../api/event-hub';
import { EventHubProvider } from '../api/EventHubProvider';
import { AuthProvider } from './auth/AuthProvider';
import { ConnectionNotice } from './connection/ConnectionNotice';
import { createQueryClient } from './create-query-client';
import { RefreshBridge } from './refresh/RefreshBridge';
import { ThemeModeProvider } from './theme/ThemeModeProvider';
import { ViewModeProvider } from './view-mode/ViewModeProvider';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests inject these; the app builds its own. */
  queryClient?: QueryClient;
  apiClient?: ApiClient;
  eventHub?: EventHub;
  /** Tests use a memory router and pass `false` here. */
  withRouter?: boolean;
}

/**
 * Provider order, outermost first: query cache, theme, router, API client, event hub, auth, view
 * mode. The router sits outside auth so signing in and out can navigate.
 */
export function AppProviders({ children, queryClient, apiClient, eventHub, withRouter = true }: AppProvidersProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const inner = (
    <ApiProvider client={apiClient}>
      <EventHubProvider hub={eventHub}>
        <AuthProvider>
          <ViewModeProvider>
            <RefreshBridge />
            {children}
            <ConnectionNotice />
          </ViewModeProvider>
        </AuthProvider>
      </EventHubProvider>
    </ApiProvider>
  );
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <ThemeModeProvider>{withRouter ? <BrowserRouter>{inner}</BrowserRouter> : inner}</ThemeModeProvider>
    </QueryClientProvider>
  );
}
