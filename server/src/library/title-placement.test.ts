import { describe, expect, it } from 'vitest';
import { placeFolder } from './title-placement.js';
import { movedBaseFolder } from '../file-tree/moved-base-folder.js';

describe('where a folder sits relative to a record below it', () => {
  const movie = 'Movies/The Matrix (1999)/The Matrix (1999).mkv';
  const episode = 'Shows/1080p/Breaking Bad (2008)/Season 01/Breaking Bad - S01E01.mkv';

  it('tells category, title and deeper folders apart by the record base folder', () => {
    expect(placeFolder('Movies', movie, { base_folder: 'Movies' }).placement).toBe('category');
    expect(placeFolder('Movies/The Matrix (1999)', movie, { base_folder: 'Movies' })).toEqual({
      placement: 'title',
      hasSeasonFolders: false,
    });
    expect(placeFolder('Shows', episode, { base_folder: 'Shows/1080p' }).placement).toBe('category');
    expect(placeFolder('Shows/1080p', episode, { base_folder: 'Shows/1080p' }).placement).toBe('category');
    expect(placeFolder('Shows/1080p/Breaking Bad (2008)', episode, { base_folder: 'Shows/1080p' })).toEqual({
      placement: 'title',
      hasSeasonFolders: true,
    });
    expect(
      placeFolder('Shows/1080p/Breaking Bad (2008)/Season 01', episode, { base_folder: 'Shows/1080p' }).placement,
    ).toBe('inside');
  });

  it('titles at the library root when the layout has no category folders', () => {
    expect(placeFolder('The Matrix (1999)', 'The Matrix (1999)/x.mkv', { base_folder: '' }).placement).toBe('title');
  });

  it('infers the category from the layout when the record base folder is stale', () => {
    const renamed = 'Films/The Matrix (1999)/The Matrix (1999).mkv';
    expect(placeFolder('Films', renamed, { base_folder: 'Movies' }).placement).toBe('category');
    expect(placeFolder('Films/The Matrix (1999)', renamed, { base_folder: 'Movies' }).placement).toBe('title');
    const show = 'TV/Breaking Bad (2008)/Season 01/e.mkv';
    expect(placeFolder('TV/Breaking Bad (2008)', show, { base_folder: null }).placement).toBe('title');
  });
});

describe('the base folder after a move', () => {
  it('follows a moved or renamed category folder', () => {
    expect(movedBaseFolder('Movies', 'Movies', 'Films')).toBe('Films');
    expect(movedBaseFolder('Movies/FullHD', 'Movies', 'Films')).toBe('Films/FullHD');
  });

  it('becomes the new parent of a title folder moved to another category', () => {
    expect(movedBaseFolder('Movies', 'Movies/Dune (2021)', '4KMovies/Dune (2021)')).toBe('4KMovies');
    expect(movedBaseFolder('Movies', 'Movies/Dune (2021)', 'Movies/Dune Part One (2021)')).toBe('Movies');
  });

  it('stays when something inside a title moves', () => {
    expect(movedBaseFolder('Movies', 'Movies/Dune (2021)/Dune.mkv', 'Movies/Other (2020)/Dune.mkv')).toBe('Movies');
    expect(movedBaseFolder(null, 'a', 'b')).toBeNull();
  });
});
