import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveConfigBridge } from '../../../app/live-config/LiveConfigBridge';
import { FakeEventSource } from '../../../test/fake-event-source';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { BETA_REASON } from './config-display';
import { GeneralTab } from './GeneralTab';
import { sampleConfig, settingsServer, type ServerOptions } from './settings-server.test-support';

// The token helper is built elsewhere; a stand-in shows what it was opened with and can edit the format.
vi.mock('../naming/NamingTokenDialog', () => ({
  NamingTokenDialog: (props: { open: boolean; kind: string; value: string; onChange: (v: string) => void }) =>
    props.open ? (
      <div role="dialog" aria-label="Token helper">
        <span>{`kind=${props.kind} value=${props.value}`}</span>
        <button onClick={() => props.onChange('{Series Title} {Episode Title}')}>Insert tokens</button>
      </div>
    ) : null,
}));

afterEach(cleanup);

async function open(options: ServerOptions = {}) {
  const server = settingsServer(options);
  renderApp(<GeneralTab />, { fetch: server.fetch, route: '/settings' });
  await screen.findByRole('tablist', { name: 'Configuration categories' });
  return server;
}

const categoryTabs = () =>
  within(screen.getByRole('tablist', { name: 'Configuration categories' })).getAllByRole('tab');
const categoryTab = (name: string) => categoryTabs().find((tab) => tab.textContent?.startsWith(name))!;
const badgeOf = (name: string) =>
  categoryTab(name).querySelector('.MuiBadge-badge:not(.MuiBadge-invisible)')?.textContent ?? null;
const showCategory = (name: string) => fireEvent.click(categoryTab(name));
const textbox = (key: string) => screen.getByRole('textbox', { name: key });
const type = (key: string, value: string) => fireEvent.change(textbox(key), { target: { value } });

function choose(key: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: key }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function confirmSave() {
  fireEvent.click(screen.getByRole('button', { name: /^Save \d+ Changes$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Save Configuration Changes' });
  return dialog;
}

/** Waits until the save dialog has gone (while it closes, MUI hides the page from the accessibility tree). */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const updateBodies = (server: ReturnType<typeof settingsServer>) =>
  server.callsTo('POST', '/api/config/update').map((call) => call.body);

describe('General tab', () => {
  it('shows the sub-tabs in the spec order, skipping categories with no visible item', async () => {
    await open();
    expect(categoryTabs().map((tab) => tab.textContent)).toEqual([
      'Directory Paths',
      'CineSync Configuration',
      'Resolution Folder Mappings Configuration',
      'TMDb/IMDB Configuration',
      'Renaming Structure Configuration',
      'File Handling Configuration',
      'Logging Configuration',
    ]);
    // Media Folders only holds a hidden item; hidden items are never shown.
    expect(screen.queryByText('MEDIAHUB_AUTO_START')).toBeNull();
  });

  it('fetches the config fresh: a t= timestamp and no-cache headers', async () => {
    const server = await open();
    const load = server.callsTo('GET', '/api/config')[0]!;
    expect(Number(load.params.get('t'))).toBeGreaterThan(0);
    expect(load.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('lists Directory Paths with SOURCE_DIR then DESTINATION_DIR first', async () => {
    await open();
    const keys = screen.getAllByTestId(/^config-item-/).map((card) => card.dataset.testid?.replace('config-item-', ''));
    expect(keys).toEqual(['SOURCE_DIR', 'DESTINATION_DIR', 'USE_SOURCE_STRUCTURE']);
  });

  it('counts pending changes per sub-tab, with the Save button and the unsaved banner', async () => {
    await open();
    expect(screen.queryByRole('button', { name: /Save \d+ Changes/ })).toBeNull();
    type('SOURCE_DIR', '/mnt/in');
    type('DESTINATION_DIR', '/mnt/out');
    expect(badgeOf('Directory Paths')).toBe('2');
    showCategory('CineSync Configuration');
    type('CINESYNC_IP', '127.0.0.1');
    expect(badgeOf('CineSync Configuration')).toBe('1');
    expect(badgeOf('Directory Paths')).toBe('2');
    expect(badgeOf('Logging Configuration')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save 3 Changes' })).toBeTruthy();
    expect(screen.getByText("You have 3 unsaved change(s). Don't forget to save your configuration.")).toBeTruthy();
    expect(within(screen.getByTestId('config-item-CINESYNC_IP')).getByText('Modified')).toBeTruthy();
  });

  it('drops a change set back to its original value', async () => {
    await open();
    type('SOURCE_DIR', '/mnt/in');
    expect(screen.getByRole('button', { name: 'Save 1 Changes' })).toBeTruthy();
    type('SOURCE_DIR', '/downloads');
    expect(screen.queryByRole('button', { name: /Save \d+ Changes/ })).toBeNull();
    expect(within(screen.getByTestId('config-item-SOURCE_DIR')).queryByText('Modified')).toBeNull();
    expect(badgeOf('Directory Paths')).toBeNull();
  });

  it('says "No changes to save" when asked to save with nothing pending', async () => {
    const server = await open();
    fireEvent.keyDown(textbox('SOURCE_DIR'), { key: 's', ctrlKey: true });
    expect(await screen.findByText('No changes to save')).toBeTruthy();
    expect(updateBodies(server)).toEqual([]);
  });

  it('saves exactly the pending changes, reloads, rechecks the status ~0.5 s later and broadcasts config-status-refresh', async () => {
    const server = await open();
    const heard: number[] = [];
    const listener = () => heard.push(Date.now());
    window.addEventListener('config-status-refresh', listener);
    try {
      type('SOURCE_DIR', '/mnt/in');
      choose('USE_SOURCE_STRUCTURE', 'true');
      showCategory('Logging Configuration');
      choose('LOG_LEVEL', 'DEBUG');
      const dialog = await confirmSave();
      expect(within(dialog).getByText('SOURCE_DIR')).toBeTruthy();
      expect(within(dialog).getByText('/downloads → /mnt/in')).toBeTruthy();
      expect(within(dialog).queryByLabelText('Current password')).toBeNull();
      const loadsBefore = server.callsTo('GET', '/api/config').length;
      const statusBefore = server.callsTo('GET', '/api/config-status').length;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Configuration saved successfully')).toBeTruthy();
      expect(updateBodies(server)).toEqual([
        {
          updates: [
            { key: 'USE_SOURCE_STRUCTURE', value: 'true', type: 'boolean', required: false },
            { key: 'SOURCE_DIR', value: '/mnt/in', type: 'string', required: true },
            { key: 'LOG_LEVEL', value: 'DEBUG', type: 'choice', required: false },
          ],
        },
      ]);
      expect(server.callsTo('GET', '/api/config').length).toBeGreaterThan(loadsBefore);
      expect(screen.queryByRole('button', { name: /Save \d+ Changes/ })).toBeNull();
      expect(screen.queryByText(/unsaved change/)).toBeNull();

      await waitFor(() => expect(heard).toHaveLength(1), { timeout: 2000 });
      await dialogGone();
      const savedAt = server.callsTo('POST', '/api/config/update').length;
      expect(savedAt).toBe(1);
      const rechecks = server.callsTo('GET', '/api/config-status');
      expect(rechecks.length).toBeGreaterThan(statusBefore);
      // The recheck waits about half a second after the save answered.
      const postedAt = server.timeOf(server.callsTo('POST', '/api/config/update')[0]!);
      expect(heard[0]! - postedAt).toBeGreaterThanOrEqual(450);
      showCategory('Directory Paths');
      expect((textbox('SOURCE_DIR') as HTMLInputElement).value).toBe('/mnt/in');
    } finally {
      window.removeEventListener('config-status-refresh', listener);
    }
  });

  it('asks for the current password when a protected setting changed, shows the server error, then sends it', async () => {
    const server = await open({ authEnabled: true, password: 'hunter2' });
    type('SOURCE_DIR', '/mnt/in');
    const dialog = await confirmSave();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('The current password is wrong')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'hunter2' } });
    fireEvent.click(save);
    expect(await screen.findByText('Configuration saved successfully')).toBeTruthy();
    expect(updateBodies(server)).toEqual([
      { updates: [{ key: 'SOURCE_DIR', value: '/mnt/in', type: 'string', required: true }], currentPassword: 'wrong' },
      {
        updates: [{ key: 'SOURCE_DIR', value: '/mnt/in', type: 'string', required: true }],
        currentPassword: 'hunter2',
      },
    ]);
  });

  it('does not ask for the password for an unprotected setting, and opens the field if the server wants one', async () => {
    const server = await open({
      authEnabled: true,
      answers: {
        'POST /api/config/update': () =>
          new Response(
            JSON.stringify({ error: 'forbidden', message: 'The current password is required to change CINESYNC_IP' }),
            { status: 403, headers: { 'Content-Type': 'application/json' } },
          ),
      },
    });
    showCategory('CineSync Configuration');
    type('CINESYNC_IP', '127.0.0.1');
    const dialog = await confirmSave();
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The current password is required to change CINESYNC_IP')).toBeTruthy();
    expect(within(dialog).getByLabelText('Current password')).toBeTruthy();
    expect(updateBodies(server)).toHaveLength(1);
  });

  it('shows the server message when a save fails', async () => {
    await open({
      answers: {
        'POST /api/config/update': () =>
          new Response(
            JSON.stringify({ error: 'invalid', message: 'CINESYNC_IP must not contain control characters' }),
            {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      },
    });
    showCategory('CineSync Configuration');
    type('CINESYNC_IP', 'bad');
    fireEvent.click(within(await confirmSave()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('CINESYNC_IP must not contain control characters')).toBeTruthy();
    await dialogGone();
    expect(screen.getByRole('button', { name: 'Save 1 Changes' })).toBeTruthy();
  });

  it('never sends a masked secret it did not change, and sends it once it is changed', async () => {
    const server = await open();
    showCategory('CineSync Configuration');
    type('CINESYNC_IP', '10.0.0.2');
    const password = screen.getByLabelText('CINESYNC_PASSWORD') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe('********');
    fireEvent.click(within(await confirmSave()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Configuration saved successfully');
    await dialogGone();
    showCategory('TMDb/IMDB Configuration');
    fireEvent.change(screen.getByLabelText('TMDB_API_KEY'), { target: { value: 'new-key' } });
    fireEvent.click(within(await confirmSave()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateBodies(server)).toHaveLength(2));
    expect(updateBodies(server)).toEqual([
      { updates: [{ key: 'CINESYNC_IP', value: '10.0.0.2', type: 'string', required: false }] },
      { updates: [{ key: 'TMDB_API_KEY', value: 'new-key', type: 'password', required: false }] },
    ]);
  });

  it("shows the server's word on a stored value that can't be used, until a new value is typed", async () => {
    const message = 'This key was stored unreadably by an earlier version; enter it again.';
    const config = sampleConfig().map((i) => (i.key === 'TMDB_API_KEY' ? { ...i, problem: message } : i));
    await open({ config });
    showCategory('TMDb/IMDB Configuration');
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('TMDB_API_KEY'), { target: { value: 'a-new-key' } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows a locked item read-only with a LOCKED chip naming who locked it', async () => {
    await open();
    showCategory('TMDb/IMDB Configuration');
    const card = screen.getByTestId('config-item-LANGUAGE');
    expect(within(card).getByText('LOCKED')).toBeTruthy();
    expect(within(card).getByText('Locked by docker-compose')).toBeTruthy();
    expect((textbox('LANGUAGE') as HTMLInputElement).readOnly).toBe(true);
  });

  it('disables a beta item with its reason, and badges required items', async () => {
    await open();
    expect(within(screen.getByTestId('config-item-SOURCE_DIR')).getByText('Required')).toBeTruthy();
    showCategory('File Handling Configuration');
    const card = screen.getByTestId('config-item-SKIP_EXTRAS_FOLDER');
    expect(within(card).getByText(BETA_REASON)).toBeTruthy();
    expect(within(card).getByRole('combobox', { name: 'SKIP_EXTRAS_FOLDER' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('edits booleans as a true/false choice and integers with a minimum of 0', async () => {
    await open();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'USE_SOURCE_STRUCTURE' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['true', 'false']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    showCategory('File Handling Configuration');
    const limit = screen.getByRole('spinbutton', { name: 'SHOW_EXTRAS_SIZE_LIMIT' });
    expect(limit.getAttribute('min')).toBe('0');
  });

  it('splits Resolution Folder Mappings into structure, Movie Settings and TV Show Settings', async () => {
    await open();
    showCategory('Resolution Folder Mappings Configuration');
    const movie = screen.getByRole('region', { name: 'Movie Settings' });
    const show = screen.getByRole('region', { name: 'TV Show Settings' });
    expect(within(movie).getByTestId('config-item-MOVIE_RESOLUTION_FOLDER_1080P')).toBeTruthy();
    expect(within(show).getByTestId('config-item-SHOW_RESOLUTION_FOLDER_1080P')).toBeTruthy();
    expect(within(movie).queryByTestId('config-item-SHOW_RESOLUTION_STRUCTURE')).toBeNull();
    expect(screen.getByTestId('config-item-SHOW_RESOLUTION_STRUCTURE')).toBeTruthy();
  });

  it('shows Renaming advanced options only when renaming is on, formats only with MEDIAINFO_PARSER, and a token helper', async () => {
    await open();
    showCategory('Renaming Structure Configuration');
    const keys = () =>
      screen.getAllByTestId(/^config-item-/).map((card) => card.dataset.testid?.replace('config-item-', ''));
    expect(keys()).toEqual(['RENAME_ENABLED', 'RENAME_TAGS']);
    expect(screen.queryByRole('region', { name: 'Advanced Renaming Options' })).toBeNull();
    expect(textbox('RENAME_TAGS').tagName).toBe('TEXTAREA');

    choose('RENAME_ENABLED', 'true');
    const advanced = screen.getByRole('region', { name: 'Advanced Renaming Options' });
    expect(within(advanced).getByTestId('config-item-MEDIAINFO_PARSER')).toBeTruthy();
    expect(within(advanced).getByText(/MediaInfo Parser must be enabled/)).toBeTruthy();
    expect(screen.queryByTestId('config-item-MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT')).toBeNull();

    choose('MEDIAINFO_PARSER', 'true');
    expect(screen.queryByText(/MediaInfo Parser must be enabled/)).toBeNull();
    expect(screen.getByTestId('config-item-MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Token helper for MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT' }));
    const helper = screen.getByRole('dialog', { name: 'Token helper' });
    expect(within(helper).getByText('kind=standard value={Series Title} - S{season:00}E{episode:00}')).toBeTruthy();
    fireEvent.click(within(helper).getByRole('button', { name: 'Insert tokens' }));
    expect((textbox('MEDIAINFO_SONARR_STANDARD_EPISODE_FORMAT') as HTMLInputElement).value).toBe(
      '{Series Title} {Episode Title}',
    );
    expect(badgeOf('Renaming Structure Configuration')).toBe('3');
  });

  it('shows the configuration-required banner when the destination is not set', async () => {
    await open({ needsConfiguration: true });
    expect(
      await screen.findByText(
        'Configuration required: DESTINATION_DIR is not properly set. Please update the destination directory path below.',
      ),
    ).toBeTruthy();
  });

  it('reloads the config when the refresh button is pressed', async () => {
    const server = await open();
    const before = server.callsTo('GET', '/api/config').length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh configuration' }));
    });
    await waitFor(() => expect(server.callsTo('GET', '/api/config').length).toBe(before + 1));
  });

  it('brings up the app restart prompt when a saved IP or port change makes the server ask for a restart', async () => {
    const server = settingsServer({
      answers: {
        // The real server announces server_restart_required on the event stream after saving CINESYNC_IP.
        'POST /api/config/update': () => {
          setTimeout(() => FakeEventSource.latest().emit('server_restart_required', { keys: ['CINESYNC_IP'] }), 0);
          return json({ status: 'success', message: 'Configuration updated successfully' });
        },
      },
    });
    renderApp(
      <>
        <GeneralTab />
        <LiveConfigBridge />
      </>,
      { fetch: server.fetch, route: '/settings' },
    );
    await screen.findByRole('tablist', { name: 'Configuration categories' });
    showCategory('CineSync Configuration');
    type('CINESYNC_IP', '127.0.0.1');
    fireEvent.click(within(await confirmSave()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Server Restart Required' })).toBeTruthy();
  });
});
