import { describe, expect, it } from 'vitest';
import { indexLetter, naturalKey } from '../file-tree/name-keys.js';
import { episodeFromName, iconFor, seasonFolderNumber } from './entry-names.js';

describe('entry names', () => {
  it('knows season folders by a name starting with "season" and reads their number', () => {
    expect(seasonFolderNumber('Season 01')).toBe(1);
    expect(seasonFolderNumber('season 12')).toBe(12);
    expect(seasonFolderNumber('Season')).toBe(0);
    expect(seasonFolderNumber('Specials')).toBeNull();
    expect(seasonFolderNumber('The Seasons (1999)')).toBeNull();
  });

  it('reads season and episode from S01E02 and 1x02 names', () => {
    expect(episodeFromName('Show - S01E02 - Name.mkv')).toEqual({ season: 1, episode: 2 });
    expect(episodeFromName('show.s10e105.720p.mkv')).toEqual({ season: 10, episode: 105 });
    expect(episodeFromName('Show 3x07.mkv')).toEqual({ season: 3, episode: 7 });
    expect(episodeFromName('Movie 1920x1080.mkv')).toBeNull();
    expect(episodeFromName('The Matrix (1999).mkv')).toBeNull();
  });

  it('orders numbers as numbers and ignores case and accents', () => {
    const names = ['Season 10', 'season 2', 'Élan', 'alpha', 'Season 1'];
    expect(names.sort((a, b) => (naturalKey(a) < naturalKey(b) ? -1 : 1))).toEqual([
      'alpha',
      'Élan',
      'Season 1',
      'season 2',
      'Season 10',
    ]);
  });

  it('files names under A-Z or #', () => {
    expect(indexLetter('the Matrix')).toBe('T');
    expect(indexLetter('Érase')).toBe('E');
    expect(indexLetter('2001 A Space Odyssey')).toBe('#');
    expect(indexLetter('[REC]')).toBe('#');
  });

  it('picks an icon by kind', () => {
    expect(iconFor('x.mkv', false)).toBe('movie');
    expect(iconFor('x.srt', false)).toBe('subtitle');
    expect(iconFor('x.jpg', false)).toBe('image');
    expect(iconFor('x.nfo', false)).toBe('text');
    expect(iconFor('x.bin', false)).toBe('file');
    expect(iconFor('Movies', true)).toBe('folder');
  });
});
