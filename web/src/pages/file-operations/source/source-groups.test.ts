import type { SourceFileItem } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { groupByFolder, parentOf } from './source-groups';

const file = (filePath: string, relativePath: string) => ({ filePath, relativePath }) as SourceFileItem;

describe('source folder groups', () => {
  it('groups neighbouring files of a folder under its path below the source folder', () => {
    const groups = groupByFolder([
      file('/src/Show/S01/a.mkv', 'Show/S01/a.mkv'),
      file('/src/Show/S01/b.mkv', 'Show/S01/b.mkv'),
      file('/src/top.mkv', 'top.mkv'),
    ]);
    expect(groups.map((g) => [g.label, g.files.length])).toEqual([
      ['Show/S01', 2],
      ['/src', 1],
    ]);
  });

  it('reads Windows separators', () => {
    expect(parentOf('C:\\media\\Show\\a.mkv')).toBe('C:\\media\\Show');
    expect(parentOf('a.mkv')).toBe('');
    expect(parentOf('/a.mkv')).toBe('/');
  });
});
