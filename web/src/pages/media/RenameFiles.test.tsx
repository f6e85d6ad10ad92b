import type { FileItem, FileListResponse } from '@cinesync/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { change, operation, polls, previewAnswer } from '../../components/reorganise/reorganise-server.test-support';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import MediaPage from './MediaPage';
import { folderItem } from './media-location';

afterEach(cleanup);

function movieFile(path: string): FileItem {
  return {
    ...folderItem(path, null, null),
    type: 'file',
    icon: 'movie',
    size: '1.5 GB',
    modified: '2024-01-01T00:00:00.000Z',
    fullPath: `/lib/${path}`,
    sourcePath: `/src/${path.split('/').at(-1) ?? ''}`,
    isSymlink: true,
    isMediaFile: true,
  };
}

function listing(path: string, items: FileItem[]) {
  const body: FileListResponse = {
    items,
    path,
    total: items.length,
    page: 1,
    limit: 1000,
    totalPages: 1,
    tmdbId: 603,
    mediaType: 'movie',
    hasSeasonFolders: false,
    hasAllowedExtensions: true,
    needsConfiguration: false,
  };
  return json(body);
}

const filesUrl = (path: string) => `/api/files/${path.split('/').map(encodeURIComponent).join('/')}`;
const movie = { id: 603, media_type: 'movie', title: 'The Matrix', release_date: '1999-03-31', credits: {} };
const renamed = change(
  'The Matrix (1999)',
  'Movies/The Matrix/Matrix.mkv',
  'Movies/The Matrix (1999)/The Matrix (1999).mkv',
);

describe('Rename files on a media page', () => {
  it('previews the title’s links only, applies, and follows the folder to its new name', async () => {
    const fetch = mockFetch({
      [filesUrl('Movies/The Matrix')]: listing('Movies/The Matrix', [movieFile(renamed.from)]),
      [filesUrl('Movies/The Matrix (1999)')]: listing('Movies/The Matrix (1999)', [movieFile(renamed.to)]),
      '/api/tmdb/details': json(movie),
      'POST /api/reorganise/preview': () => previewAnswer([renamed]),
      'POST /api/reorganise/apply': () => json({ operationId: 5 }, 202),
      'GET /api/reorganise/operations/5': polls(operation({ state: 'done', total: 1, moved: 1 })),
    });
    renderApp(<MediaPage />, { fetch, route: '/media/Movies/The Matrix', path: '/media/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename files' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rename files' });
    expect(await within(dialog).findByText('1 link would change')).toBeTruthy();
    const asked = fetch.mock.calls.find(([url]) => String(url) === '/api/reorganise/preview');
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ tmdbId: 603, mediaType: 'movie' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Moved 1 link')).toBeTruthy();
    await waitFor(() =>
      expect(decodeURI(screen.getByTestId('location').textContent ?? '')).toBe('/media/Movies/The Matrix (1999)'),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const info = await screen.findByRole('region', { name: 'Media File Information' });
    expect(within(info).getByText('The Matrix (1999).mkv')).toBeTruthy();
  });
});
