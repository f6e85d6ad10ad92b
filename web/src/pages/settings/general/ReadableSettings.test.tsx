import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { configItem } from './config-fixture';
import { GeneralTab } from './GeneralTab';
import { settingsServer } from './settings-server.test-support';

afterEach(cleanup);

/** A few keys as the server describes them, labels and folder pickers included. */
const readableConfig = () => [
  configItem('SOURCE_DIR', {
    label: 'Source folders',
    category: 'Directory Paths',
    value: '/downloads',
    required: true,
    folder: { purpose: 'source', multiple: true },
    description: 'Folder (or folders) holding the downloaded media to organise.',
  }),
  configItem('DESTINATION_DIR', {
    label: 'Library folder',
    category: 'Directory Paths',
    value: '/library',
    required: true,
    folder: { purpose: 'library', multiple: false },
    description: 'Root folder of the organised library, where the symlinks are created.',
  }),
  configItem('CINESYNC_IP', { label: 'Listen address', category: 'CineSync Configuration', value: '0.0.0.0' }),
  configItem('4K_MOVIE_EXTRAS_SIZE_LIMIT', {
    label: 'Largest 4K extra to link (MB)',
    category: 'File Handling Configuration',
    type: 'integer',
    value: '2048',
    description: '4K movie files up to this size in MB are treated as extras rather than the feature.',
  }),
  configItem('SKIP_ADULT_PATTERNS', {
    label: 'Skip adult content',
    category: 'File Handling Configuration',
    type: 'boolean',
    value: 'true',
  }),
  configItem('MEDIAHUB_AUTO_START', { label: 'Start organising with CineSync', hidden: true }),
];

/** The server's folders: /srv/media holds the library and a second downloads folder. */
const FOLDERS: Record<string, string[]> = { '/': ['srv'], '/srv': ['media'], '/srv/media': ['library', 'torrents'] };

async function open() {
  const server = settingsServer({ config: readableConfig() });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname !== '/api/server-folders') return server.fetch(input, init);
    const path = url.searchParams.get('path') || '/';
    return json({
      drives: ['/'],
      items: (FOLDERS[path] ?? []).map((name) => ({
        name,
        path: `${path === '/' ? '' : path}/${name}`,
        isDirectory: true,
      })),
      currentPath: path,
      parentPath: path === '/' ? null : path.slice(0, path.lastIndexOf('/')) || '/',
    });
  });
  renderApp(<GeneralTab />, { fetch, route: '/settings' });
  await screen.findByRole('tablist', { name: 'Configuration categories' });
  return { fetch, server };
}

const selectedTab = () =>
  within(screen.getByRole('tablist', { name: 'Configuration categories' }))
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('settings a person can read', () => {
  it('names each setting in words, with a line of help and its .env name in small type', async () => {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: 'File Handling Configuration' }));
    const field = screen.getByRole('spinbutton', { name: 'Largest 4K extra to link (MB)' }) as HTMLInputElement;
    expect(field.value).toBe('2048');
    const card = screen.getByTestId('config-item-4K_MOVIE_EXTRAS_SIZE_LIMIT');
    expect(within(card).getByTestId('config-env-name').textContent).toBe('4K_MOVIE_EXTRAS_SIZE_LIMIT');
    expect(within(card).getByTestId('config-help').textContent).toBe(
      '4K movie files up to this size in MB are treated as extras rather than the feature.',
    );
    expect(screen.getByRole('combobox', { name: 'Skip adult content' })).toBeTruthy();
  }, 30_000);

  it('finds a setting on another sub-tab by a word of its label, says which tab, and opens it there', async () => {
    await open();
    expect(selectedTab()).toBe('Directory Paths');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search settings' }), { target: { value: 'extra' } });
    const results = screen.getByRole('list', { name: 'Matching settings' });
    const hit = within(results).getByRole('button', { name: /Largest 4K extra to link \(MB\)/ });
    expect(hit.textContent).toContain('4K_MOVIE_EXTRAS_SIZE_LIMIT');
    expect(hit.textContent).toContain('File Handling Configuration');
    expect(within(results).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(hit);
    expect(selectedTab()).toBe('File Handling Configuration');
    const field = screen.getByRole('spinbutton', { name: 'Largest 4K extra to link (MB)' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole('list', { name: 'Matching settings' })).toBeNull();
  });

  it('finds a setting by its .env name, never a hidden one, and says when nothing matches', async () => {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: 'CineSync Configuration' }));
    const search = screen.getByRole('searchbox', { name: 'Search settings' });
    fireEvent.change(search, { target: { value: 'destination_dir' } });
    const results = screen.getByRole('list', { name: 'Matching settings' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Library folderDESTINATION_DIR · Directory Paths']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(selectedTab()).toBe('Directory Paths');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Library folder' })));

    fireEvent.change(search, { target: { value: 'organising' } });
    expect(screen.queryByRole('list', { name: 'Matching settings' })).toBeNull();
    expect(screen.getByText('No setting matches “organising”')).toBeTruthy();
    // A click elsewhere folds the list away; the words stay for when the box is used again.
    fireEvent.click(document.body);
    expect(screen.queryByText('No setting matches “organising”')).toBeNull();
    fireEvent.focus(search);
    expect(screen.getByText('No setting matches “organising”')).toBeTruthy();
  });

  it('chooses the library folder with the server folder picker, and adds a source folder to the list', async () => {
    const { fetch } = await open();
    const at = (dialog: HTMLElement, path: string) =>
      waitFor(() => expect(within(dialog).getByTestId('browse-current-path').textContent).toBe(path));
    const into = async (dialog: HTMLElement, name: string) =>
      fireEvent.click(await within(dialog).findByRole('button', { name }));

    // The picker opens where the saved library is (/library, empty here), then walks up and in.
    fireEvent.click(screen.getByRole('button', { name: 'Browse for Library folder' }));
    let dialog = await screen.findByRole('dialog', { name: 'Choose the library folder' });
    await at(dialog, '/library');
    await into(dialog, 'Parent folder');
    await into(dialog, 'srv');
    await into(dialog, 'media');
    await into(dialog, 'library');
    await at(dialog, '/srv/media/library');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Library folder' }) as HTMLInputElement).value).toBe(
      '/srv/media/library',
    );
    const purposes = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://app'))
      .filter((url) => url.pathname === '/api/server-folders')
      .map((url) => url.searchParams.get('purpose'));
    expect(new Set(purposes)).toEqual(new Set(['library']));

    fireEvent.click(screen.getByRole('button', { name: 'Browse for Source folders' }));
    dialog = await screen.findByRole('dialog', { name: 'Add to source folders' });
    await at(dialog, '/downloads');
    await into(dialog, 'Parent folder');
    await into(dialog, 'srv');
    await into(dialog, 'media');
    await into(dialog, 'torrents');
    await at(dialog, '/srv/media/torrents');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Source folders' }) as HTMLInputElement).value).toBe(
      '/downloads,/srv/media/torrents',
    );
    expect(within(screen.getByTestId('config-item-SOURCE_DIR')).getByText('Modified')).toBeTruthy();
  }, 60_000);
});
