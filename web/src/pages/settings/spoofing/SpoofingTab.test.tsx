import type { SpoofingConfigDto } from '@cinesync/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { PICKER_LIST_MAX_HEIGHT } from './FolderPickerDialog';
import { SPOOFING_TOAST_MS } from '../services/notice';
import { FOLDER_MODE_OFF_TEXT, FOLDER_MODE_ON_TEXT, SpoofingTab } from './SpoofingTab';
import { deferred, defaultConfig, MAIN_KEY, MOVIES_KEY, moviesMapping, spoofingServer } from './spoofing-test-server';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

type Server = ReturnType<typeof spoofingServer>;

async function renderTab(server: Server) {
  renderApp(<SpoofingTab />, { fetch: server.fetch });
  await screen.findByLabelText('Enable Spoofing');
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const enabledSwitch = () => input('Enable Spoofing');
const folderModeSwitch = () => input('Folder Mode');
const apiKeyInput = () => screen.getByRole('textbox', { name: 'API Key' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const dialog = () => screen.getByRole('dialog');
const enabledWithKey: Partial<SpoofingConfigDto> = { enabled: true, apiKey: MAIN_KEY };

function errorAnswer(status = 500, message = 'boom') {
  return () => json({ error: status === 400 ? 'invalid' : 'internal', message }, status);
}

describe('SpoofingTab settings', () => {
  it('shows the switch, the fixed instance name, the version and an empty key in error style', async () => {
    const server = spoofingServer();
    await renderTab(server);
    expect(enabledSwitch().checked).toBe(false);
    const name = input('Instance Name');
    expect(name.value).toBe('CineSync');
    expect(name.readOnly).toBe(true);
    expect(input('Reported Version').value).toBe('5.14.0.9383');
    expect(apiKeyInput().value).toBe('');
    expect(apiKeyInput().readOnly).toBe(true);
    expect(apiKeyInput().getAttribute('aria-invalid')).toBe('true');
    expect(button('Copy API key').disabled).toBe(true);
    expect(button('Regenerate API key').disabled).toBe(false);
    // The folder-level section only appears while spoofing is on.
    expect(screen.queryByLabelText('Folder Mode')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Configuration' })).toBeNull();
    expect(screen.queryByText('Setup Instructions')).toBeNull();
  });

  it('says so when the configuration cannot be loaded', async () => {
    renderApp(<SpoofingTab />, { fetch: spoofingServer({}, { 'GET /api/spoofing/config': errorAnswer() }).fetch });
    expect((await screen.findAllByText('Failed to load configuration')).length).toBeGreaterThan(0);
  });

  it('turns spoofing on at once, saves it, and shows the folder section', async () => {
    const answer = deferred<Response>();
    const server = spoofingServer({ apiKey: MAIN_KEY }, { 'PUT /api/spoofing/config': () => answer.promise });
    await renderTab(server);
    fireEvent.click(enabledSwitch());
    expect(enabledSwitch().checked).toBe(true);
    expect(server.callsTo('PUT', '/api/spoofing/config')[0]?.body).toEqual({
      ...defaultConfig,
      apiKey: MAIN_KEY,
      enabled: true,
    });
    answer.resolve(json({ ...defaultConfig, apiKey: MAIN_KEY, enabled: true }));
    expect(await screen.findByText('Spoofing enabled')).toBeTruthy();
    expect(folderModeSwitch().checked).toBe(false);
    expect(screen.getByText('Setup Instructions')).toBeTruthy();
  });

  it('turns spoofing off', async () => {
    await renderTab(spoofingServer(enabledWithKey));
    fireEvent.click(enabledSwitch());
    expect(await screen.findByText('Spoofing disabled')).toBeTruthy();
    expect(enabledSwitch().checked).toBe(false);
  });

  it('puts the switch back when saving it fails', async () => {
    const answer = deferred<Response>();
    const server = spoofingServer({}, { 'PUT /api/spoofing/config': () => answer.promise });
    await renderTab(server);
    fireEvent.click(enabledSwitch());
    expect(enabledSwitch().checked).toBe(true);
    answer.resolve(json({ error: 'internal', message: 'disk full' }, 500));
    expect(await screen.findByText('Failed to toggle spoofing')).toBeTruthy();
    expect(enabledSwitch().checked).toBe(false);
  });

  it('toggles folder mode optimistically, and reverts it on failure', async () => {
    let fail = false;
    const server = spoofingServer(enabledWithKey, {
      'PUT /api/spoofing/config': (body) => (fail ? errorAnswer()() : json(body)),
    });
    await renderTab(server);
    expect(screen.getByText(FOLDER_MODE_OFF_TEXT)).toBeTruthy();
    fireEvent.click(folderModeSwitch());
    expect(folderModeSwitch().checked).toBe(true);
    expect(await screen.findByText('Folder mode enabled')).toBeTruthy();
    expect(screen.getByText(FOLDER_MODE_ON_TEXT)).toBeTruthy();
    expect(server.callsTo('PUT', '/api/spoofing/config')[0]?.body).toMatchObject({ enabled: true, folderMode: true });
    fireEvent.click(folderModeSwitch());
    expect(await screen.findByText('Folder mode disabled')).toBeTruthy();
    fail = true;
    fireEvent.click(folderModeSwitch());
    expect(await screen.findByText('Failed to toggle folder mode')).toBeTruthy();
    expect(folderModeSwitch().checked).toBe(false);
  });

  it('copies the key', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderTab(spoofingServer({ apiKey: MAIN_KEY }));
    expect(apiKeyInput().value).toBe(MAIN_KEY);
    expect(apiKeyInput().getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(button('Copy API key'));
    expect(await screen.findByText('API key copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(MAIN_KEY);
  });

  it('regenerates the key, without the error style while generating', async () => {
    const answer = deferred<Response>();
    const server = spoofingServer({}, { 'POST /api/spoofing/regenerate-key': () => answer.promise });
    await renderTab(server);
    fireEvent.click(button('Regenerate API key'));
    await waitFor(() => expect(apiKeyInput().getAttribute('aria-invalid')).toBe('false'));
    expect(server.callsTo('POST', '/api/spoofing/regenerate-key')).toHaveLength(1);
    answer.resolve(json({ ...defaultConfig, apiKey: MAIN_KEY }));
    expect(await screen.findByText('API key regenerated successfully')).toBeTruthy();
    expect(apiKeyInput().value).toBe(MAIN_KEY);
    expect(button('Copy API key').disabled).toBe(false);
  });

  it('says so when regenerating fails, keeping the old key', async () => {
    const server = spoofingServer({ apiKey: MAIN_KEY }, { 'POST /api/spoofing/regenerate-key': errorAnswer() });
    await renderTab(server);
    fireEvent.click(button('Regenerate API key'));
    expect(await screen.findByText('Failed to regenerate API key')).toBeTruthy();
    expect(apiKeyInput().value).toBe(MAIN_KEY);
  });

  it('saves the edited version with Save Configuration', async () => {
    const server = spoofingServer(enabledWithKey);
    await renderTab(server);
    fireEvent.change(input('Reported Version'), { target: { value: '5.20.1.9773' } });
    fireEvent.click(button('Save Configuration'));
    expect(await screen.findByText('Configuration saved successfully')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/spoofing/config')[0]?.body).toEqual({
      ...defaultConfig,
      ...enabledWithKey,
      version: '5.20.1.9773',
    });
    expect(input('Reported Version').value).toBe('5.20.1.9773');
  });

  it("says so when saving fails, with the server's reason", async () => {
    const server = spoofingServer(enabledWithKey, {
      'PUT /api/spoofing/config': errorAnswer(400, 'The reported version must be numbers separated by dots'),
    });
    await renderTab(server);
    fireEvent.change(input('Reported Version'), { target: { value: 'latest' } });
    fireEvent.click(button('Save Configuration'));
    expect(await screen.findByText('Failed to save configuration')).toBeTruthy();
    expect(screen.getByText('The reported version must be numbers separated by dots')).toBeTruthy();
    expect(input('Reported Version').value).toBe('latest');
  });

  it('Reset drops unsaved edits and reads the configuration again', async () => {
    const server = spoofingServer(enabledWithKey);
    await renderTab(server);
    fireEvent.change(input('Reported Version'), { target: { value: '9.9' } });
    fireEvent.click(button('Reset'));
    expect(await screen.findByText('Configuration reset successfully')).toBeTruthy();
    expect(input('Reported Version').value).toBe('5.14.0.9383');
    expect(server.callsTo('GET', '/api/spoofing/config')).toHaveLength(2);
    expect(server.callsTo('PUT', '/api/spoofing/config')).toHaveLength(0);
  });

  it('shows the key and this site for Radarr and Sonarr in the setup instructions', async () => {
    await renderTab(spoofingServer(enabledWithKey));
    const setup = within(screen.getByRole('region', { name: 'Setup Instructions' }));
    expect(setup.getByTestId('setup-origin').textContent).toBe(window.location.origin);
    expect(setup.getByText(MAIN_KEY)).toBeTruthy();
    expect(setup.getByText(new URL(window.location.origin).hostname)).toBeTruthy();
    expect(setup.getByText(/Radarr \(movies\)/)).toBeTruthy();
    expect(setup.getByText(/Sonarr \(shows\)/)).toBeTruthy();
  });

  it('keeps a toast 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderTab(spoofingServer({ apiKey: MAIN_KEY }));
    fireEvent.click(button('Copy API key'));
    expect(await screen.findByText('API key copied to clipboard')).toBeTruthy();
    expect(SPOOFING_TOAST_MS).toBe(4000);
    act(() => vi.advanceTimersByTime(SPOOFING_TOAST_MS - 200));
    expect(screen.queryByText('API key copied to clipboard')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(screen.queryByText('API key copied to clipboard')).toBeNull());
  });
});

describe('SpoofingTab folder mappings', () => {
  const withMovies: Partial<SpoofingConfigDto> = {
    ...enabledWithKey,
    folderMode: true,
    folderMappings: [moviesMapping],
  };

  it('lists mappings in a table on desktop', async () => {
    await renderTab(spoofingServer(withMovies));
    const table = screen.getByRole('table', { name: 'Folder mappings' });
    const row = within(table).getByTestId('mapping-Movies');
    expect(within(row).getByText('Films')).toBeTruthy();
    expect(within(row).getByText('Radarr')).toBeTruthy();
    expect(within(row).getByText(MOVIES_KEY)).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();
  });

  it('lists mappings as cards below 768 px', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width:767.95px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    await renderTab(spoofingServer(withMovies));
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Folder mappings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Films')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Edit Films' })).toBeTruthy();
  });

  it('adds a mapping through the folder picker', async () => {
    const server = spoofingServer(enabledWithKey);
    await renderTab(server);
    expect(screen.getByText('No folder mappings yet')).toBeTruthy();
    fireEvent.click(button('Add Mapping'));
    const add = within(dialog());
    expect(add.getByText('Add Folder Mapping')).toBeTruthy();
    expect(add.getByRole('combobox', { name: 'Service Type' }).textContent).toBe('Auto');
    expect((add.getByLabelText('Enabled') as HTMLInputElement).checked).toBe(true);

    // Nothing filled in yet: refused before any call.
    fireEvent.click(add.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please fill in all required fields.')).length).toBeGreaterThan(0);
    expect(server.callsTo('PUT', '/api/spoofing/config')).toHaveLength(0);

    fireEvent.click(add.getByRole('button', { name: 'Generate' }));
    const key = (add.getByRole('textbox', { name: 'API Key' }) as HTMLInputElement).value;
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    fireEvent.click(add.getByRole('button', { name: 'Browse' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Select Folder' }));
    const list = await picker.findByRole('list', { name: 'Library folders' });
    expect(getComputedStyle(list).maxHeight).toBe(`${PICKER_LIST_MAX_HEIGHT}px`);
    const select = () => picker.getByRole('button', { name: 'Select Folder' }) as HTMLButtonElement;
    expect(select().disabled).toBe(true);
    expect(picker.queryByRole('button', { name: 'Parent folder' })).toBeNull();
    // Movies has a folder inside: choosing it opens it, with a parent row.
    fireEvent.click(picker.getByText('Movies'));
    expect(picker.getByText('Movies / FullHD')).toBeTruthy();
    expect(picker.queryByText('4KMovies')).toBeNull();
    expect(select().disabled).toBe(false);
    fireEvent.click(picker.getByRole('button', { name: 'Parent folder' }));
    expect(picker.getByText('4KMovies')).toBeTruthy();
    expect(select().disabled).toBe(true);
    fireEvent.click(picker.getByText('Movies'));
    fireEvent.click(picker.getByRole('button', { name: 'Back to Root' }));
    expect(select().disabled).toBe(true);
    expect(picker.getByText('12 files')).toBeTruthy();
    // Shows has no display name: the path names the mapping.
    fireEvent.click(picker.getByText('Shows'));
    fireEvent.click(select());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Folder' })).toBeNull());
    expect((add.getByRole('textbox', { name: 'Folder' }) as HTMLInputElement).value).toBe('Shows');
    expect((add.getByRole('textbox', { name: 'Display Name' }) as HTMLInputElement).value).toBe('Shows');

    fireEvent.click(add.getByRole('button', { name: 'Save' }));
    // The longest flow of the file: on a loaded CI machine the save and the toast's render have
    // taken over the default 5 s after the click, so this wait is longer.
    expect(await screen.findByText('Folder mapping added successfully', {}, { timeout: 15_000 })).toBeTruthy();
    expect(server.callsTo('PUT', '/api/spoofing/config')[0]?.body).toEqual({
      ...defaultConfig,
      ...enabledWithKey,
      folderMappings: [{ folderPath: 'Shows', serviceType: 'auto', apiKey: key, enabled: true, displayName: 'Shows' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('mapping-Shows')).toBeTruthy();
  }, 40_000);

  it("names the mapping after the picked folder's display name", async () => {
    await renderTab(spoofingServer(enabledWithKey));
    fireEvent.click(button('Add Mapping'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Browse' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Select Folder' }));
    fireEvent.click(await picker.findByText('Movies'));
    fireEvent.click(picker.getByText('Movies / FullHD'));
    fireEvent.click(picker.getByRole('button', { name: 'Select Folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Folder' })).toBeNull());
    expect(textbox('Folder').value).toBe('Movies/FullHD');
    expect(textbox('Display Name').value).toBe('Movies / FullHD');
  });

  it('edits a copy, and saving replaces the mapping of the original folder', async () => {
    const shows = { ...moviesMapping, folderPath: 'Shows', displayName: 'Series', apiKey: 'b'.repeat(32) };
    const server = spoofingServer({ ...withMovies, folderMappings: [moviesMapping, shows] });
    await renderTab(server);
    fireEvent.click(button('Edit Films'));
    const edit = within(dialog());
    expect(edit.getByText('Edit Folder Mapping')).toBeTruthy();
    expect(textbox('Folder').value).toBe('Movies');
    fireEvent.change(textbox('Display Name'), { target: { value: 'Cinema' } });
    // Cancel leaves the mapping as it was.
    fireEvent.click(edit.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByTestId('mapping-Movies')).getByText('Films')).toBeTruthy();

    fireEvent.click(button('Edit Films'));
    fireEvent.change(textbox('Folder'), { target: { value: 'Movies/FullHD' } });
    fireEvent.change(textbox('Display Name'), { target: { value: 'Cinema' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Folder mapping updated successfully')).toBeTruthy();
    expect((server.callsTo('PUT', '/api/spoofing/config')[0]?.body as SpoofingConfigDto).folderMappings).toEqual([
      { ...moviesMapping, folderPath: 'Movies/FullHD', displayName: 'Cinema' },
      shows,
    ]);
  });

  it("keeps the dialog open with the server's reason when a mapping is refused", async () => {
    const reason = 'Folder mapping "Escape": escape leads outside the library through a link';
    const server = spoofingServer(withMovies, { 'PUT /api/spoofing/config': errorAnswer(400, reason) });
    await renderTab(server);
    fireEvent.click(button('Add Mapping'));
    fireEvent.change(textbox('Folder'), { target: { value: 'escape' } });
    fireEvent.change(textbox('Display Name'), { target: { value: 'Escape' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Generate' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save folder mapping')).toBeTruthy();
    expect(within(dialog()).getByText(reason)).toBeTruthy();
    expect(screen.queryByTestId('mapping-escape')).toBeNull();
  });

  it('deletes a mapping', async () => {
    const server = spoofingServer(withMovies);
    await renderTab(server);
    fireEvent.click(button('Delete Films'));
    expect(await screen.findByText('Folder mapping deleted successfully')).toBeTruthy();
    expect((server.callsTo('PUT', '/api/spoofing/config')[0]?.body as SpoofingConfigDto).folderMappings).toEqual([]);
    expect(screen.queryByTestId('mapping-Movies')).toBeNull();
  });

  it('says so when deleting fails, keeping the mapping', async () => {
    await renderTab(spoofingServer(withMovies, { 'PUT /api/spoofing/config': errorAnswer() }));
    fireEvent.click(button('Delete Films'));
    expect(await screen.findByText('Failed to delete folder mapping')).toBeTruthy();
    expect(screen.getByTestId('mapping-Movies')).toBeTruthy();
  });
});
