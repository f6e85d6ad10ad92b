import type { AvailableFolder } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { childrenOf, hasChildren, parentOf, upFrom } from './folder-tree';

const folder = (path: string): AvailableFolder => ({ path, displayName: path, fileCount: 1 });
const folders = ['4KMovies', 'Movies', 'Movies/FullHD', 'Movies/UltraHD', 'Shows', 'Anime/Kids/Old'].map(folder);
const paths = (list: AvailableFolder[]) => list.map((f) => f.path);

describe('folder tree', () => {
  it('finds the parent of a path', () => {
    expect(parentOf('Movies/FullHD')).toBe('Movies');
    expect(parentOf('Movies')).toBe('');
  });

  it('shows top-level folders at the root and nested ones inside their parent', () => {
    expect(paths(childrenOf(folders, ''))).toEqual(['4KMovies', 'Movies', 'Shows', 'Anime/Kids/Old']);
    expect(paths(childrenOf(folders, 'Movies'))).toEqual(['Movies/FullHD', 'Movies/UltraHD']);
    expect(childrenOf(folders, 'Shows')).toEqual([]);
  });

  it('knows which folders open', () => {
    expect(hasChildren(folders, 'Movies')).toBe(true);
    expect(hasChildren(folders, 'Shows')).toBe(false);
  });

  it('goes up to the nearest listed folder, or the root', () => {
    expect(upFrom(folders, 'Movies/FullHD')).toBe('Movies');
    expect(upFrom(folders, 'Movies')).toBe('');
    expect(upFrom(folders, 'Anime/Kids/Old')).toBe('');
  });
});
