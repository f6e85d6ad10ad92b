import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { json, mockFetch } from '../../test/mock-fetch';
import { connectionView } from '../../test/connection-view';
import { renderApp } from '../../test/render-app';
import { ConnectionsStatus } from './ConnectionsStatus';

afterEach(cleanup);

describe('the connections on the dashboard', () => {
  it('lists each connection with its last result', async () => {
    const at = new Date().toISOString();
    const fetch = mockFetch({
      'GET /api/connections': json({
        items: [
          connectionView({ lastResult: { ok: true, message: 'told 12 folders', at } }),
          connectionView({
            id: 2,
            type: 'emby',
            name: 'Emby',
            lastResult: { ok: false, message: 'unreachable: connect ECONNREFUSED', at, failingSince: at },
          }),
        ],
      }),
    });
    renderApp(<ConnectionsStatus />, { fetch });
    const region = await screen.findByRole('region', { name: 'Connections' });
    const lines = region.querySelectorAll('[data-testid="connection-status"]');
    expect([...lines].map((line) => line.getAttribute('data-state'))).toEqual(['ok', 'failing']);
    expect(lines[0]!.textContent).toBe('Jellyfin: told 12 folders just now');
    expect(lines[1]!.textContent).toMatch(/^Emby: unreachable since \d\d:\d\dunreachable: connect ECONNREFUSED$/);
  });

  it('shows nothing when there are no connections', async () => {
    const fetch = mockFetch({ 'GET /api/connections': json({ items: [] }) });
    const { container, queryClient } = renderApp(<ConnectionsStatus />, { fetch });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.connections)?.status).toBe('success'));
    expect(container.querySelector('section')).toBeNull();
  });
});
