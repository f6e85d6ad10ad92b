// @vitest-environment jsdom
// Recent folders live in the browser's localStorage.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadRecentFolders, RECENT_FOLDERS_KEY, rememberRecentFolder } from './recent-folders';

describe('recent folders of the manual import', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the most recent first, under manualImportRecentFolders', () => {
    rememberRecentFolder('/media/a', new Date(2026, 0, 1, 9, 5));
    rememberRecentFolder('/media/b', new Date(2026, 0, 1, 10, 30));
    const stored = JSON.parse(localStorage.getItem(RECENT_FOLDERS_KEY) ?? '[]') as { path: string }[];
    expect(stored.map((f) => f.path)).toEqual(['/media/b', '/media/a']);
    expect(loadRecentFolders().map((f) => f.path)).toEqual(['/media/b', '/media/a']);
  });

  it('moves a folder used again to the top instead of listing it twice', () => {
    for (const path of ['/a', '/b', '/c']) rememberRecentFolder(path);
    const list = rememberRecentFolder('/a');
    expect(list.map((f) => f.path)).toEqual(['/a', '/c', '/b']);
  });

  it('keeps only 5 folders', () => {
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6', '/7']) rememberRecentFolder(path);
    expect(loadRecentFolders().map((f) => f.path)).toEqual(['/7', '/6', '/5', '/4', '/3']);
  });

  it('labels each folder with the time of day it was used', () => {
    const [entry] = rememberRecentFolder('/media/a', new Date(2026, 0, 1, 14, 7));
    expect(entry?.label).toMatch(/(14|02).07/);
  });

  it('reads an unreadable stored value as an empty list', () => {
    localStorage.setItem(RECENT_FOLDERS_KEY, 'not json');
    expect(loadRecentFolders()).toEqual([]);
    localStorage.setItem(RECENT_FOLDERS_KEY, JSON.stringify([{ path: 3 }, { path: '/ok', label: '10:00' }]));
    expect(loadRecentFolders()).toEqual([{ path: '/ok', label: '10:00' }]);
  });
});
