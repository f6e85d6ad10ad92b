import type { Favorite } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { favoriteOf, favoriteWriteOf, isStarred, withEntry } from './favorite-list';

const matrix = favoriteOf(
  { mediaType: 'movie', tmdbId: 603, title: 'The Matrix', year: 1999, posterPath: null },
  '2026-01-02T00:00:00.000Z',
);
const show = favoriteOf(
  { mediaType: 'tv', tmdbId: 603, title: 'A show', year: null, posterPath: null },
  '2026-01-01T00:00:00.000Z',
);
const ids = (items: Favorite[]) => items.map((f) => `${f.mediaType}/${f.tmdbId}`);

describe('favorite list', () => {
  it('tells a movie from a show with the same TMDB id', () => {
    const list = { items: [matrix] };
    expect(isStarred(list, { mediaType: 'movie', tmdbId: 603 })).toBe(true);
    expect(isStarred(list, { mediaType: 'tv', tmdbId: 603 })).toBe(false);
    expect(isStarred(undefined, { mediaType: 'movie', tmdbId: 603 })).toBe(false);
  });

  it('adds newest first, replaces an entry of the same title, and removes', () => {
    const newer = { ...matrix, tmdbId: 1, addedAt: '2026-01-03T00:00:00.000Z' };
    expect(ids(withEntry({ items: [matrix] }, show, show).items)).toEqual(['movie/603', 'tv/603']);
    expect(ids(withEntry({ items: [matrix, show] }, newer, newer).items)).toEqual(['movie/1', 'movie/603', 'tv/603']);
    expect(withEntry({ items: [matrix] }, matrix, { ...matrix, title: 'M' }).items).toEqual([
      { ...matrix, title: 'M' },
    ]);
    expect(ids(withEntry({ items: [matrix, show] }, matrix, null).items)).toEqual(['tv/603']);
    expect(withEntry(undefined, matrix, null)).toEqual({ items: [] });
  });

  it('puts a removed entry back in its place', () => {
    const third = { ...show, tmdbId: 9, addedAt: '2025-12-31T00:00:00.000Z' };
    const removed = withEntry({ items: [matrix, show, third] }, show, null);
    expect(ids(withEntry(removed, show, show).items)).toEqual(['movie/603', 'tv/603', 'tv/9']);
  });

  it('leaves out a year or poster the server would refuse, so starring still works', () => {
    const base = { mediaType: 'movie' as const, tmdbId: 1, title: ' Inception ', year: 2010, posterPath: '/a.jpg' };
    expect(favoriteWriteOf(base)).toEqual({ title: 'Inception', year: 2010, posterPath: '/a.jpg' });
    expect(favoriteWriteOf({ ...base, year: 1234, posterPath: 'http://x/a.jpg' })).toEqual({
      title: 'Inception',
      year: null,
      posterPath: null,
    });
    expect(favoriteWriteOf({ ...base, title: 'x'.repeat(400) }).title).toHaveLength(300);
    expect(favoriteWriteOf({ ...base, title: '  ' }).title).toBe('Untitled');
  });
});
