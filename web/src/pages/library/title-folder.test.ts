import { describe, expect, it } from 'vitest';
import { folderItem } from '../media/media-location';
import { favoriteTitleOf, isTitleFolder } from './file-kinds';

describe('title folders', () => {
  it('are movie and show folders, never a season folder or Specials', () => {
    const show = folderItem('Shows/Breaking Bad (2008)', 1396, 'tv');
    expect(isTitleFolder(show)).toBe(true);
    expect(favoriteTitleOf(show)).toMatchObject({ tmdbId: 1396, mediaType: 'tv' });
    const season = {
      ...folderItem('Shows/Breaking Bad (2008)/Season 01', 1396, 'tv'),
      isSeasonFolder: true,
      seasonNumber: 1,
    };
    const specials = { ...folderItem('Shows/Breaking Bad (2008)/Specials', 1396, 'tv'), seasonNumber: 0 };
    for (const item of [season, specials]) {
      expect(isTitleFolder(item)).toBe(false);
      expect(favoriteTitleOf(item)).toBeNull();
    }
  });
});
