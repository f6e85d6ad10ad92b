import type { FileItem, FileListResponse } from '@cinesync/common';
import { json, mockFetch, type MockAnswer } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { folderItem } from '../media/media-location';
import LibraryPage from './LibraryPage';

/** The library browser's test world: items, list answers and a rendered /files page over a mocked API. */
export function item(name: string, overrides: Partial<FileItem> = {}): FileItem {
  const path = overrides.path ?? `Movies/${name}`;
  const placed = { fullPath: `/lib/${path}`, destinationPath: `/lib/${path}` };
  return { ...folderItem(path, null, null), ...placed, name, modified: '2024-01-01T00:00:00.000Z', ...overrides };
}

export const matrix = item('The Matrix (1999)', {
  posterPath: '/matrix.jpg',
  tmdbId: 603,
  mediaType: 'movie',
  title: 'The Matrix',
  releaseDate: '1999-03-31',
});
export const extras = item('Extras');

export function page(items: FileItem[], overrides: Partial<FileListResponse> = {}): FileListResponse {
  return {
    items,
    path: 'Movies',
    total: items.length,
    page: 1,
    limit: 100,
    totalPages: 1,
    tmdbId: null,
    mediaType: null,
    hasSeasonFolders: false,
    hasAllowedExtensions: true,
    needsConfiguration: false,
    ...overrides,
  };
}

export function renderLibrary(route = '/files/Movies', routes: Record<string, MockAnswer> = {}) {
  const fetch = mockFetch({
    '/api/auth/enabled': json({ enabled: false }),
    '/api/config-status': json({
      needsConfiguration: false,
      isPlaceholder: false,
      destinationDir: '/lib',
      effectiveRootDir: '/lib',
    }),
    '/api/files/Movies': json(page([matrix, extras])),
    ...routes,
  });
  const view = renderApp(<LibraryPage />, {
    fetch,
    route,
    path: '/files/*',
    routes: { '/media/*': <h1>Media probe</h1> },
  });
  return { ...view, fetch };
}
