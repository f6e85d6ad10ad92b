import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, writeToken } from '../../api/token-storage';
import { renderApp } from '../../test/render-app';
import { ConfigurationGate } from '../ConfigurationGate';
import { GOOD_KEY, PASSWORD, setupServer, UNREADABLE, type SetupServerOptions } from './setup-server.test-support';
import { SetupProvider } from './SetupProvider';

beforeEach(() => writeToken('token'));
afterEach(() => {
  cleanup();
  clearToken();
});

/** The signed-in shell's part that matters here: the setup over a gated page. */
function open(options: SetupServerOptions = {}) {
  const server = setupServer(options);
  renderApp(
    <SetupProvider>
      <ConfigurationGate>
        <p>Dashboard content</p>
      </ConfigurationGate>
    </SetupProvider>,
    { fetch: server.fetch, route: '/dashboard' },
  );
  return server;
}

/** The setup once its settings have loaded (its code loads on first use). */
async function setupDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Set up CineSync' }, { timeout: 20_000 });
  await within(dialog).findByRole('group', { name: /^Step \d of 4/ }, { timeout: 5_000 });
  return dialog;
}
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const stepGroup = (dialog: HTMLElement, label: RegExp) => within(dialog).findByRole('group', { name: label });

async function passFolders(dialog: HTMLElement) {
  type(field(dialog, 'Source folder'), '/srv/downloads');
  type(field(dialog, 'Library folder'), '/srv/library');
  fireEvent.click(button(dialog, 'Save and continue'));
  await stepGroup(dialog, /TMDB key$/);
}

// A walk through several steps of MUI forms in jsdom: seconds each on two busy cores.
describe('the first-run setup', { timeout: 40_000 }, () => {
  it('opens by itself when no folder is set, over the Configuration Required screen', async () => {
    open();
    const dialog = await setupDialog();
    expect(within(dialog).getByRole('group', { name: 'Step 1 of 4: Folders' })).toBeTruthy();
    expect(screen.getByText('Configuration Required')).toBeTruthy();
  });

  it('asks for the password only for what the server marks protected', async () => {
    const server = open({ authEnabled: true, protectedKeys: [] });
    const dialog = await setupDialog();
    type(field(dialog, 'Source folder'), '/srv/downloads');
    type(field(dialog, 'Library folder'), '/srv/library');
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    fireEvent.click(button(dialog, 'Save and continue'));
    await stepGroup(dialog, /TMDB key$/);
    expect(server.bodiesOf('POST', '/api/config/update').at(-1)).toEqual({
      updates: [
        { key: 'SOURCE_DIR', value: '/srv/downloads' },
        { key: 'DESTINATION_DIR', value: '/srv/library' },
      ],
    });
  });

  it('does not open by itself once the folders are set', async () => {
    open({ values: { SOURCE_DIR: '/srv/downloads', DESTINATION_DIR: '/srv/library' } });
    await screen.findByText('Dashboard content');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the folders with the password they were signed in with, then asks for the key', async () => {
    const server = open({ authEnabled: true });
    const dialog = await setupDialog();
    const save = button(dialog, 'Save and continue');
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Choose at least one source folder. Choose the library folder.')).toBeTruthy();

    type(field(dialog, 'Source folder'), '/srv/downloads');
    fireEvent.click(button(dialog, 'Add another source folder'));
    type(field(dialog, 'Source folder 2'), '/tmp');
    type(field(dialog, 'Library folder'), '/srv/library');
    // Folder settings are protected: the password is asked before the save can go.
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('The current password is wrong')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: PASSWORD } });
    fireEvent.click(save);
    await stepGroup(dialog, /Step 2 of 4: TMDB key/);
    expect(server.bodiesOf('POST', '/api/config/update').at(-1)).toEqual({
      updates: [
        { key: 'SOURCE_DIR', value: '/srv/downloads,/tmp' },
        { key: 'DESTINATION_DIR', value: '/srv/library' },
      ],
      currentPassword: PASSWORD,
    });
    // The page behind heard of it: the gate let the dashboard through, the setup stayed open.
    expect(await screen.findByText('Dashboard content')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Set up CineSync' })).toBeTruthy();
  });

  it('says "Folder does not exist" under the folder the server refused, and stays', async () => {
    const server = open();
    const dialog = await setupDialog();
    type(field(dialog, 'Source folder'), '/srv/downloads');
    fireEvent.click(button(dialog, 'Add another source folder'));
    type(field(dialog, 'Source folder 2'), '/srv/typo');
    type(field(dialog, 'Library folder'), '/srv/nowhere');
    fireEvent.click(button(dialog, 'Save and continue'));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByText('Folder does not exist')
          .map((e) => e.id),
      ).toHaveLength(2),
    );
    expect(field(dialog, 'Source folder 2').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'Library folder').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'Source folder 1').getAttribute('aria-invalid')).toBe('false');
    expect(within(dialog).getByRole('group', { name: 'Step 1 of 4: Folders' })).toBeTruthy();
    expect(server.values.DESTINATION_DIR).toBe('');
  });

  it('chooses a folder with the server-side folder picker', async () => {
    open();
    const dialog = await setupDialog();
    fireEvent.click(button(dialog, 'Browse for the library'));
    const picker = await screen.findByRole('dialog', { name: 'Choose the library folder' });
    // `/` is listed at once, and can't be chosen itself.
    expect(await within(picker).findByText("This folder can't be chosen: / is a system folder.")).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'srv' }));
    fireEvent.click(await within(picker).findByRole('button', { name: 'library' }));
    await waitFor(() => expect(within(picker).queryByText(/can't be chosen/)).toBeNull());
    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: 'Select' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(picker).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect((field(dialog, 'Library folder') as HTMLInputElement).value).toBe('/srv/library'));
  });

  it('tests the key, asks before saving one TMDB refuses, and saves a good one', async () => {
    const server = open();
    const dialog = await setupDialog();
    await passFolders(dialog);
    const key = within(dialog).getByLabelText('TMDB API key');
    type(key, 'not-the-key');
    fireEvent.click(button(dialog, 'Test TMDB key'));
    expect(await within(dialog).findByText('Invalid API key: You must be granted a valid key.')).toBeTruthy();
    fireEvent.click(button(dialog, 'Save and continue'));
    expect(
      await within(dialog).findByText(
        'TMDB refused this key: Invalid API key: You must be granted a valid key. Save anyway?',
      ),
    ).toBeTruthy();
    expect(server.values.TMDB_API_KEY).toBe('');
    expect(button(dialog, 'Save anyway')).toBeTruthy();

    type(key, GOOD_KEY);
    fireEvent.click(button(dialog, 'Test TMDB key'));
    expect(await within(dialog).findByText('Key works')).toBeTruthy();
    fireEvent.click(button(dialog, 'Save and continue'));
    await stepGroup(dialog, /Step 3 of 4: Layout/);
    expect(server.values.TMDB_API_KEY).toBe(GOOD_KEY);
  });

  it('asks again for a key an earlier version stored unreadably, and does not organise without one', async () => {
    open({ values: { TMDB_API_KEY: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' } });
    const dialog = await setupDialog();
    await passFolders(dialog);
    const key = within(dialog).getByLabelText('TMDB API key') as HTMLInputElement;
    expect(key.value).toBe('');
    expect(within(dialog).getByText(UNREADABLE)).toBeTruthy();
    expect(button(dialog, 'Save and continue').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button(dialog, 'Skip for now'));
    await stepGroup(dialog, /Layout/);
    fireEvent.click(button(dialog, 'Save and continue'));
    await stepGroup(dialog, /Organise/);
    expect(within(dialog).getByText(UNREADABLE)).toBeTruthy();
    expect(button(dialog, 'Organise now').hasAttribute('disabled')).toBe(true);
  });

  it('saves the layout basics, then organises now and lands where the progress shows', async () => {
    const server = open({ values: { TMDB_API_KEY: GOOD_KEY } });
    const dialog = await setupDialog();
    await passFolders(dialog);
    fireEvent.click(button(dialog, 'Continue'));
    await stepGroup(dialog, /Layout/);
    const preview = within(dialog).getByRole('list', { name: 'The library folder will hold:' });
    expect(within(preview).queryByText('KidsMovies/')).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: "Separate folders for kids' titles" }));
    expect(within(preview).getByText('KidsMovies/')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Relative links/ }));
    fireEvent.click(button(dialog, 'Save and continue'));
    await stepGroup(dialog, /Organise/);
    expect(server.bodiesOf('POST', '/api/config/update').at(-1)).toEqual({
      updates: [
        { key: 'KIDS_SEPARATION', value: 'true' },
        { key: 'RELATIVE_SYMLINK', value: 'true' },
      ],
    });
    const summary = within(dialog).getByRole('list', { name: 'Setup summary' });
    expect(within(summary).getByText('/srv/downloads')).toBeTruthy();
    expect(within(summary).getByText('Separate 4K, anime and kids folders; relative links')).toBeTruthy();

    fireEvent.click(button(dialog, 'Organise now'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/file-operations'));
    expect(server.bodiesOf('POST', '/api/mediahub/start')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set up CineSync' })).toBeNull());
  });

  it('opens again from Configuration Required once closed, where it was left to do', async () => {
    open({ values: { SOURCE_DIR: '/srv/downloads' } });
    // A library is missing but a source is set: not a first run, nothing opens by itself.
    expect(await screen.findByText('Configuration Required')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open setup' }));
    const dialog = await setupDialog();
    expect(await stepGroup(dialog, /Folders/)).toBeTruthy();
    expect((field(dialog, 'Source folder') as HTMLInputElement).value).toBe('/srv/downloads');
    fireEvent.click(button(dialog, 'Close setup'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
