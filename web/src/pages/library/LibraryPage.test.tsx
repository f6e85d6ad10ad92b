import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { json, type mockFetch } from '../../test/mock-fetch';
import { matrix, extras, page, renderLibrary } from './library-test-world';

const bodiesOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

const location = () => screen.getByTestId('location').textContent;
const listings = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/files/Movies')).length;

async function openMenu(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('LibraryPage', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a poster grid from the items’ poster paths, with breadcrumb and Up', async () => {
    renderLibrary();
    // The first render of the run pays for loading MUI, so give it longer than the usual second.
    const card = await screen.findByRole('button', { name: 'The Matrix (1999)' }, { timeout: 5000 });
    expect(within(card).getByText('The Matrix')).toBeTruthy();
    expect(within(card).getByText('1999')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/image-cache?poster=%2Fmatrix.jpg&size=w342');
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByText('Movies')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Up' }));
    await waitFor(() => expect(location()).toBe('/files'));
  });

  it('opens a title folder’s media page and browses into a plain folder', async () => {
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Extras' }));
    await waitFor(() => expect(location()).toBe('/files/Movies/Extras'));
    cleanup();
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'The Matrix (1999)' }));
    await waitFor(() => expect(location()).toBe('/media/Movies/The%20Matrix%20(1999)'));
  });

  it('says "This folder is empty." for an empty folder and "Failed to fetch files" on failure', async () => {
    renderLibrary('/files/Movies', { '/api/files/Movies': json(page([])) });
    expect(await screen.findByText('This folder is empty.')).toBeTruthy();
    cleanup();
    renderLibrary('/files/Movies', { '/api/files/Movies': json({ error: 'server_error', message: 'x' }, 500) });
    expect(await screen.findByText('Failed to fetch files')).toBeTruthy();
  });

  it('applies a typed search after 800 ms, clearing the letter and the page', async () => {
    const { fetch } = renderLibrary('/files/Movies?letter=M&page=2', {
      '/api/files/Movies': json(page([matrix, extras], { totalPages: 3, page: 2 })),
    });
    const box = await screen.findByRole('textbox', { name: 'Search files and folders' });
    fireEvent.change(box, { target: { value: 'matrix' } });
    expect(location()).toBe('/files/Movies?letter=M&page=2');
    await waitFor(() => expect(location()).toBe('/files/Movies?search=matrix'), { timeout: 2000 });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('search=matrix'))).toBe(true));
  });

  it('switches to the list view and remembers it as fileViewMode', async () => {
    renderLibrary();
    await screen.findByRole('button', { name: 'The Matrix (1999)' });
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(await screen.findByRole('table', { name: 'Folder contents' })).toBeTruthy();
    expect(localStorage.getItem('fileViewMode')).toBe('list');
  });

  it('renames only a changed, non-empty name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch } = renderLibrary('/files/Movies', {
      'POST /api/rename': json({ success: true, path: 'Movies/Extras 2', name: 'Extras 2', updatedRecords: 0 }),
      'POST /api/file-details': json({ success: true, path: 'Movies/Extras 2' }),
    });
    await openMenu('Extras', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename File' });
    const rename = within(dialog).getByRole('button', { name: 'Rename' }) as HTMLButtonElement;
    expect(rename.disabled).toBe(true);
    const field = within(dialog).getByLabelText('New name');
    fireEvent.change(field, { target: { value: '   ' } });
    expect(rename.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'x'.repeat(256) } });
    expect(rename.disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' Extras 2 ' } });
    const before = listings(fetch);
    fireEvent.click(rename);
    // The dialog itself says so, while the folder behind refreshes at once and stays usable.
    const message = await screen.findByText('Renamed to "Extras 2"');
    const done = screen.getByRole('dialog', { name: 'Rename File' });
    expect(done.contains(message)).toBe(true);
    expect(within(done).queryByLabelText('New name')).toBeNull();
    await waitFor(() => expect(listings(fetch)).toBeGreaterThan(before));
    expect(screen.getByRole('button', { name: 'The Matrix (1999)' })).toBeTruthy();
    expect(bodiesOf(fetch, '/api/rename')).toEqual([{ oldPath: 'Movies/Extras', newName: 'Extras 2' }]);
    // The record follows the item to its new name.
    await waitFor(() =>
      expect(bodiesOf(fetch, '/api/file-details')).toEqual([
        expect.objectContaining({ path: 'Movies/Extras 2', name: 'Extras 2', type: 'directory' }),
      ]),
    );
    // The success message closes itself after 3 s.
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Renamed to "Extras 2"')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText('Renamed to "Extras 2"')).toBeNull());
  });

  it('offers Replace when the move target already has that name', async () => {
    const { fetch } = renderLibrary('/files/Movies', {
      '/api/spoofing/folders/available': json([{ path: 'Archive', displayName: 'Archive', fileCount: 2 }]),
      'POST /api/move': () => {
        const replace = fetch.mock.calls.filter(([url]) => String(url) === '/api/move').length > 1;
        return replace
          ? json({ success: true, path: 'Archive/Extras', replaced: true, updatedRecords: 0 })
          : json({ error: 'conflict', message: '"Extras" already exists there' }, 409);
      },
      'POST /api/file-details': json({ success: true, path: 'Archive/Extras' }),
    });
    await openMenu('Extras', 'Move');
    const dialog = await screen.findByRole('dialog', { name: 'Move Folder' });
    fireEvent.click(await within(dialog).findByText('Archive'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const failed = await screen.findByRole('dialog', { name: 'File Already Exists' });
    expect(within(failed).getByText('"Extras" already exists there')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Moved "Extras"')).toBeTruthy();
    expect(bodiesOf(fetch, '/api/move')).toEqual([
      { sourcePath: 'Movies/Extras', targetPath: 'Archive' },
      { sourcePath: 'Movies/Extras', targetPath: 'Archive', replace: true },
    ]);
    await waitFor(() =>
      expect(bodiesOf(fetch, '/api/file-details')).toEqual([
        expect.objectContaining({ path: 'Archive/Extras', name: 'Extras' }),
      ]),
    );
  });

  it('deletes one item with its success text, shown in the dialog until Close', async () => {
    const { fetch } = renderLibrary('/files/Movies', {
      'POST /api/delete': json({ success: true, deletedCount: 1, errors: [], linksRemoved: 1, filesTrashed: 0 }),
    });
    await openMenu('Extras', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    const before = listings(fetch);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const message = await screen.findByText('Folder "Extras" deleted successfully');
    const done = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(done.contains(message)).toBe(true);
    expect(within(done).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(bodiesOf(fetch, '/api/delete')).toEqual([{ path: 'Movies/Extras' }]);
    await waitFor(() => expect(listings(fetch)).toBeGreaterThan(before));
    fireEvent.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Folder "Extras" deleted successfully')).toBeNull();
  });

  it('keeps a failed delete in the dialog with the server’s words', async () => {
    renderLibrary('/files/Movies', {
      'POST /api/delete': json({ error: 'forbidden', message: 'Outside the library' }, 403),
    });
    await openMenu('Extras', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Outside the library')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('bulk-deletes the selection in one call from the floating bar', async () => {
    const { fetch } = renderLibrary('/files/Movies', {
      'POST /api/delete': json({ success: true, deletedCount: 2, errors: [], linksRemoved: 2, filesTrashed: 0 }),
      'POST /api/delete/preview': json({ links: 5, files: 1 }),
    });
    await screen.findByRole('button', { name: 'The Matrix (1999)' });
    fireEvent.click(screen.getByRole('button', { name: 'Select multiple' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Extras' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Select All' }));
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    // Says what will happen, as the server counted it for both folders.
    expect(
      await within(dialog).findByText(
        'This removes 5 links (their source files stay) and moves 1 file to the trash. All of it can be restored.',
      ),
    ).toBeTruthy();
    expect(bodiesOf(fetch, '/api/delete/preview')).toEqual([{ paths: ['Movies/The Matrix (1999)', 'Movies/Extras'] }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 items deleted successfully')).toBeTruthy();
    expect(bodiesOf(fetch, '/api/delete')).toEqual([{ paths: ['Movies/The Matrix (1999)', 'Movies/Extras'] }]);
  });
});
