import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '../../api/api-context';
import { browseFolders } from '../../pages/file-operations/manual-import/manual-import-api';
import { json } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { BrowseFolderDialog, type BrowseFolderDialogProps } from './BrowseFolderDialog';

/** The dialog as manual import opens it: listings from `GET /api/browse`. */
function Picker(props: Omit<BrowseFolderDialogProps, 'browse'>) {
  const api = useApi();
  const browse = useCallback((path: string, signal: AbortSignal) => browseFolders(api, path, signal), [api]);
  return <BrowseFolderDialog {...props} browse={browse} />;
}

const root = {
  drives: ['/downloads', '/library'],
  items: [
    { name: '/downloads', path: '/downloads', isDirectory: true },
    { name: '/library', path: '/library', isDirectory: true },
  ],
  currentPath: '',
  parentPath: null,
};
const downloads = {
  drives: ['/downloads', '/library'],
  items: [
    { name: 'Show', path: '/downloads/Show', isDirectory: true },
    { name: 'loose.mkv', path: '/downloads/loose.mkv', isDirectory: false },
  ],
  currentPath: '/downloads',
  parentPath: null,
};
const show = { ...downloads, items: [], currentPath: '/downloads/Show', parentPath: '/downloads' };

function browseServer() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app');
    const path = url.searchParams.get('path') ?? '';
    if (path === '') return json(root);
    if (path === '/downloads') return json(downloads);
    if (path === '/downloads/Show') return json(show);
    if (path === '/') return json({ ...root, currentPath: '/', problem: '/ is a system folder' });
    return json({ error: 'forbidden', message: 'Outside the allowed folders' }, 403);
  });
}

describe('folder browse dialog', () => {
  afterEach(() => cleanup());

  it('opens folders, goes up with the parent row and back to the start places', async () => {
    const onSelect = vi.fn();
    renderApp(<Picker open initialPath="" onClose={() => undefined} onSelect={onSelect} />, {
      fetch: browseServer(),
    });
    fireEvent.click(await screen.findByText('/downloads'));
    fireEvent.click(await screen.findByText('Show'));
    expect(screen.queryByText('loose.mkv')).toBeNull();
    await screen.findByText('No folders found');
    fireEvent.click(screen.getByText('..'));
    await screen.findByText('Show');
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith('/downloads');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Root' }));
    await screen.findByText('/library');
  });

  it('shows an empty list with "No folders found" when browsing fails', async () => {
    renderApp(<Picker open initialPath="/etc" onClose={() => undefined} onSelect={() => undefined} />, {
      fetch: browseServer(),
    });
    await screen.findByText('No folders found');
    expect(screen.getByRole('button', { name: 'Select' }).hasAttribute('disabled')).toBe(true);
  });

  it("says why the server won't let a folder be chosen, and keeps Select off", async () => {
    const onSelect = vi.fn();
    renderApp(<Picker open initialPath="/" onClose={() => undefined} onSelect={onSelect} />, {
      fetch: browseServer(),
    });
    await screen.findByText("This folder can't be chosen: / is a system folder.");
    const select = screen.getByRole('button', { name: 'Select' });
    expect(select.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '/downloads' }));
    await screen.findByText('Show');
    expect(screen.queryByText(/can't be chosen/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith('/downloads');
  });
});
