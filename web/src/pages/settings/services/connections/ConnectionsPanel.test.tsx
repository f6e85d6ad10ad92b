import type { ConnectionView, ConnectionWrite } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/mock-fetch';
import { connectionView } from '../../../../test/connection-view';
import { renderApp } from '../../../../test/render-app';
import { ConnectionsPanel } from './ConnectionsPanel';

afterEach(cleanup);

const GOOD_KEY = 'f00dfeedf00dfeedf00dfeedf00dfeed';

const fromPlexSettings = connectionView({
  id: 0,
  type: 'plex',
  name: 'Plex',
  url: 'http://plex.lan:32400',
  events: ['linked', 'upgraded', 'renamed', 'deleted'],
  source: 'settings',
});

const storedEmby: ConnectionView = {
  ...fromPlexSettings,
  id: 3,
  type: 'emby',
  name: 'Emby upstairs',
  url: 'http://emby.lan:8096',
  source: 'stored',
  events: ['linked'],
  pathMappings: [{ from: '/data/library', to: '/media' }],
};

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/**
 * The connections routes over a list kept in memory, recording each call. The test route answers
 * like the server's Jellyfin check: the good key works, any other is refused with a reason; with
 * `authEnabled`, a new connection is refused without the current password "hunter2".
 */
function connectionsServer(items: ConnectionView[], options: { authEnabled?: boolean } = {}) {
  const calls: Call[] = [];
  let list = [...items];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/auth/enabled') return json({ enabled: options.authEnabled ?? false });
    if (url.pathname === '/api/connections' && method === 'GET') return json({ items: list });
    if (url.pathname === '/api/connections/test') {
      if (body?.apiKey === GOOD_KEY || (body?.id !== undefined && body.apiKey === undefined)) {
        return json({ ok: true, message: 'Jellyfin 10.10.3 at 127.0.0.1: 2 libraries' });
      }
      return json({ ok: false, message: '401 Unauthorized: the API key was refused' });
    }
    if (url.pathname === '/api/connections' && method === 'POST') {
      if (options.authEnabled && body?.currentPassword !== 'hunter2') {
        return json({ error: 'forbidden', message: 'The current password is required' }, 403);
      }
      const write = body as ConnectionWrite;
      const made: ConnectionView = {
        ...storedEmby,
        ...write,
        id: 9,
        username: write.username ?? null,
        hasApiKey: Boolean(write.apiKey),
        hasPassword: Boolean(write.password),
        events: [...write.events],
        enabled: write.enabled,
        lastResult: null,
      };
      list = [...list, made];
      return json(made, 201);
    }
    const id = Number(url.pathname.split('/').pop());
    if (method === 'PUT') {
      const updated = { ...list.find((item) => item.id === id)!, name: String(body?.name) };
      list = list.map((item) => (item.id === id ? updated : item));
      return json(updated);
    }
    if (method === 'DELETE') {
      list = list.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    return json({ error: 'not_found', message: `No route ${method} ${url.pathname}` }, 404);
  });
  return {
    fetch,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

async function renderPanel(server: ReturnType<typeof connectionsServer>) {
  const onResult = vi.fn();
  renderApp(<ConnectionsPanel onResult={onResult} />, { fetch: server.fetch });
  await screen.findByRole('list', { name: 'Connection list' });
  return onResult;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const testStatus = () =>
  within(within(dialog()).getByRole('button', { name: 'Test connection' }).parentElement!).getByRole('status');

describe('the Connections list', () => {
  it('lists each connection; the one from the Plex settings has no Edit or Delete and says where to change it', async () => {
    await renderPanel(connectionsServer([fromPlexSettings, storedEmby]));
    const rows = within(screen.getByRole('list', { name: 'Connection list' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Plex', 'Emby upstairs']);
    expect(rows[0]!.textContent).toContain('change it under Settings → Plex');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit Emby upstairs' })).toBeTruthy();
  });

  it('adds a Jellyfin connection: Test says the server worked, then why a wrong key failed; Save sends the form', async () => {
    const server = connectionsServer([]);
    renderApp(<ConnectionsPanel onResult={vi.fn()} />, { fetch: server.fetch });
    await screen.findByText('No connections yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    const test = within(dialog()).getByRole('button', { name: 'Test connection' }) as HTMLButtonElement;
    expect(test.disabled).toBe(true);
    expect(within(dialog()).getByText('Enter a name')).toBeTruthy();
    type('Name', 'Jellyfin');
    type('URL', 'http://127.0.0.1:8096');
    type('API key', GOOD_KEY);
    fireEvent.click(test);
    await waitFor(() => expect(testStatus().textContent).toBe('Jellyfin 10.10.3 at 127.0.0.1: 2 libraries'));
    type('API key', 'wrong');
    fireEvent.click(test);
    await waitFor(() => expect(testStatus().textContent).toBe('401 Unauthorized: the API key was refused'));
    expect(server.callsTo('POST', '/api/connections/test')[1]!.body).toMatchObject({
      type: 'jellyfin',
      apiKey: 'wrong',
      url: 'http://127.0.0.1:8096',
    });
    type('API key', GOOD_KEY);
    fireEvent.click(within(dialog()).getByLabelText('Deleted'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add path mapping' }));
    type('Library path 1', '/data/library');
    type('Server path 1', '/media');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/connections')[0]!.body).toEqual({
      type: 'jellyfin',
      name: 'Jellyfin',
      url: 'http://127.0.0.1:8096',
      apiKey: GOOD_KEY,
      events: ['linked', 'upgraded', 'renamed'],
      pathMappings: [{ from: '/data/library', to: '/media' }],
      enabled: true,
    });
    await screen.findByRole('listitem', { name: 'Jellyfin' });
  });

  it('with sign-in on, asks for the current password before a new connection is saved, and sends it', async () => {
    const server = connectionsServer([], { authEnabled: true });
    renderApp(<ConnectionsPanel onResult={vi.fn()} />, { fetch: server.fetch });
    await screen.findByText('No connections yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    type('Name', 'Hook');
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Type' }).nextSibling!, {
      target: { value: 'webhook' },
    });
    type('URL', 'https://hooks.example/cinesync');
    const save = within(dialog()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(within(dialog()).getByLabelText('Current password')).toBeTruthy());
    expect(save.disabled).toBe(true);
    type('Username', 'me');
    type('Password', 'pw');
    type('Current password', 'hunter2');
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/connections')[0]!.body).toMatchObject({
      type: 'webhook',
      username: 'me',
      password: 'pw',
      currentPassword: 'hunter2',
    });
    expect(server.callsTo('POST', '/api/connections')[0]!.body).not.toHaveProperty('apiKey');
  });

  it('edits a stored connection: its key shows as set, left empty it is kept, and Test names the stored one', async () => {
    const server = connectionsServer([storedEmby]);
    const onResult = await renderPanel(server);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Emby upstairs' }));
    expect(within(dialog()).getByText('Set: leave empty to keep it, or type a new one')).toBeTruthy();
    expect((field('Library path 1') as HTMLInputElement).value).toBe('/data/library');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(testStatus().textContent).toContain('Jellyfin 10.10.3'));
    expect(server.callsTo('POST', '/api/connections/test')[0]!.body).toMatchObject({ id: 3 });
    expect(server.callsTo('POST', '/api/connections/test')[0]!.body).not.toHaveProperty('apiKey');
    type('Name', 'Emby');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('Emby saved', true));
    const put = server.callsTo('PUT', '/api/connections/3')[0]!.body;
    expect(put).toMatchObject({
      name: 'Emby',
      events: ['linked'],
      pathMappings: [{ from: '/data/library', to: '/media' }],
    });
    expect(put).not.toHaveProperty('apiKey');
    expect(put).not.toHaveProperty('currentPassword');
  });

  it('deletes a connection after asking', async () => {
    const server = connectionsServer([storedEmby]);
    const onResult = await renderPanel(server);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Emby upstairs' }));
    expect(screen.getByText('Delete Emby upstairs?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('Emby upstairs deleted', true));
    expect(server.callsTo('DELETE', '/api/connections/3')).toHaveLength(1);
  });
});
