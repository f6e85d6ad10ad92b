import { describe, expect, it } from 'vitest';
import { pathDifference } from './path-difference';

describe('pathDifference', () => {
  it('marks a renamed file: the folder and extension are shared, the middle differs', () => {
    expect(
      pathDifference('Movies/The Matrix (1999)/The Matrix.mkv', 'Movies/The Matrix (1999)/The Matrix (1999) 1080p.mkv'),
    ).toEqual({
      before: 'Movies/The Matrix (1999)/The Matrix',
      removed: '',
      added: ' (1999) 1080p',
      after: '.mkv',
    });
  });

  it('marks a moved folder with both sides of the change', () => {
    expect(pathDifference('Movies/Heat (1995)/Heat.mkv', '4KMovies/Heat (1995)/Heat.mkv')).toEqual({
      before: '',
      removed: '',
      added: '4K',
      after: 'Movies/Heat (1995)/Heat.mkv',
    });
    expect(pathDifference('Shows/Dark/S01/x.mkv', 'Anime/Dark/S01/x.mkv')).toEqual({
      before: '',
      removed: 'Shows',
      added: 'Anime',
      after: '/Dark/S01/x.mkv',
    });
  });

  it('never lets the shared start and end overlap where a run repeats', () => {
    expect(pathDifference('a/bb.mkv', 'a/bbb.mkv')).toEqual({ before: 'a/bb', removed: '', added: 'b', after: '.mkv' });
    expect(pathDifference('aaa', 'aa')).toEqual({ before: 'aa', removed: 'a', added: '', after: '' });
  });

  it('shows nothing highlighted for the same path (a relinked link)', () => {
    expect(pathDifference('Movies/Up/Up.mkv', 'Movies/Up/Up.mkv')).toEqual({
      before: 'Movies/Up/Up.mkv',
      removed: '',
      added: '',
      after: '',
    });
  });

  it('keeps a character outside the BMP whole', () => {
    const difference = pathDifference('Shows/😀 A.mkv', 'Shows/😃 A.mkv');
    expect(difference).toEqual({ before: 'Shows/', removed: '😀', added: '😃', after: ' A.mkv' });
  });
});
