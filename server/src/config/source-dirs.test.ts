import { describe, expect, it } from 'vitest';
import { parseSourceRoots } from './source-dirs.js';

describe('parseSourceRoots', () => {
  it('splits on commas and semicolons, trims, drops empties, the placeholder and duplicates', () => {
    expect(parseSourceRoots(' /mnt/a , /mnt/b;/mnt/c;; ,/path/to/files, /mnt/a/ ')).toEqual([
      '/mnt/a',
      '/mnt/b',
      '/mnt/c',
    ]);
    expect(parseSourceRoots('')).toEqual([]);
    expect(parseSourceRoots('/path/to/files')).toEqual([]);
  });

  it('drops a folder nested in another configured folder', () => {
    expect(parseSourceRoots(['/mnt/media/tv', '/mnt/media', '/mnt/media-2'])).toEqual(['/mnt/media', '/mnt/media-2']);
  });
});
