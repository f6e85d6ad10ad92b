import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { BrowseFolderDialog } from './BrowseFolderDialog';

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
    return json({ error: 'forbidden', message: 'Outside the allowed folders' }, 403);
  });
}

describe('folder browse dialog', () => {
  afterEach(() => cleanup());

  it('opens folders, goes up with the parent row and back to the start places', async () => {
    const onSelect = vi.fn();
    renderApp(<BrowseFolderDialog open initialPath="" onClose={() => undefined} onSelect={onSelect} />, {
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
    renderApp(<BrowseFolderDialog open initialPath="/etc" onClose={() => undefined} onSelect={() => undefined} />, {
      fetch: browseServer(),
    });
    await screen.findByText('No folders found');
    expect(screen.getByRole('button', { name: 'Select' }).hasAttribute('disabled')).toBe(true);
  });
});
