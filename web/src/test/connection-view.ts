import type { ConnectionView } from '@cinesync/common';

/** A stored Jellyfin connection as `GET /api/connections` lists it, with `overrides` laid over. */
export function connectionView(overrides: Partial<ConnectionView> = {}): ConnectionView {
  return {
    id: 1,
    type: 'jellyfin',
    name: 'Jellyfin',
    url: 'http://127.0.0.1:8096',
    username: null,
    hasApiKey: true,
    hasPassword: false,
    events: ['linked'],
    pathMappings: [],
    enabled: true,
    source: 'stored',
    lastResult: null,
    ...overrides,
  };
}
