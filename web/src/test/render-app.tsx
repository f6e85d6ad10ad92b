import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiClient } from '../api/api-client';
import { EventHub } from '../api/event-hub';
import { readToken } from '../api/token-storage';
import { AppProviders } from '../app/AppProviders';
import { FakeEventSource } from './fake-event-source';

export interface RenderAppOptions {
  /** The `fetch` the API client uses (see `mockFetch`). */
  fetch: typeof fetch;
  /** Starting URL, or a full history entry with state. */
  route?: string | { pathname: string; state?: unknown };
  /** Extra routes mounted next to `element` (e.g. a /login probe). */
  routes?: Record<string, ReactElement>;
  path?: string;
}

export interface RenderAppResult extends RenderResult {
  apiClient: ApiClient;
  eventHub: EventHub;
  queryClient: QueryClient;
}

/** Shows the router's current location, so tests can see where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/** Renders `element` at `path` inside all app providers, with a mocked API and a fake event stream. */
export function renderApp(element: ReactElement, options: RenderAppOptions): RenderAppResult {
  const apiClient = new ApiClient({ fetch: options.fetch });
  const eventHub = new EventHub({ getToken: readToken, EventSource: FakeEventSource });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = options.route ?? '/';
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders withRouter={false} apiClient={apiClient} eventHub={eventHub} queryClient={queryClient}>
        <Routes>
          <Route path={options.path ?? '*'} element={element} />
          {Object.entries(options.routes ?? {}).map(([path, routeElement]) => (
            <Route key={path} path={path} element={routeElement} />
          ))}
        </Routes>
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, apiClient, eventHub, queryClient };
}
