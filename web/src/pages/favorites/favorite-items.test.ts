import type { Favorite } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { displayTitle, favoriteTitleOf, isTitleFolder } from '../library/file-kinds';
import { favoriteItem, isAbsent } from './favorite-items';

const inception: Favorite = {
  mediaType: 'movie',
  tmdbId: 27205,
  title: 'Inception',
  year: 2010,
  posterPath: '/inception.jpg',
  addedAt: '2026-01-01T00:00:00.000Z',
  path: 'Movies/Inception (2010)',
  hasSeasonFolders: false,
};

describe('favoriteItem', () => {
  it('is a title folder the card shows by title and year, and stars as the same title', () => {
    const item = favoriteItem(inception);
    expect(isTitleFolder(item)).toBe(true);
    expect(isAbsent(item)).toBe(false);
    expect(item).toMatchObject({
      path: 'Movies/Inception (2010)',
      name: 'Inception (2010)',
      posterPath: '/inception.jpg',
    });
    expect(displayTitle(item)).toEqual({ title: 'Inception', year: '2010' });
    expect(favoriteTitleOf(item)).toMatchObject({ mediaType: 'movie', tmdbId: 27205, title: 'Inception', year: 2010 });
  });

  it('stands in for a title gone from the library, with a key of its own', () => {
    const gone = favoriteItem({ ...inception, path: null, year: null });
    expect(isAbsent(gone)).toBe(true);
    expect(gone.name).toBe('Inception');
    expect(gone.path).not.toBe(favoriteItem({ ...inception, mediaType: 'tv', path: null }).path);
    expect(favoriteTitleOf(gone)).toMatchObject({ tmdbId: 27205, year: null });
  });
});
