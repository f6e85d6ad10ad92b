import { describe, expect, it } from 'vitest';
import type { PlannedChange } from '../../components/reorganise/reorganise-shapes';
import { renamedTitleFolder } from './renamed-title-folder';

const change = (from: string, to: string): PlannedChange => ({ from, to, title: 'T', kind: 'moved' });

describe('renamedTitleFolder', () => {
  it('follows a movie folder that gained its year', () => {
    expect(
      renamedTitleFolder('Movies/The Matrix', [change('Movies/The Matrix/M.mkv', 'Movies/The Matrix (1999)/M.mkv')]),
    ).toBe('Movies/The Matrix (1999)');
  });

  it('follows a show into another category, counting its season folder', () => {
    expect(
      renamedTitleFolder('Shows/Dark', [
        change('Shows/Dark/Season 1/x.mkv', 'Anime/1080p/Dark (2017)/Season 01/x.mkv'),
      ]),
    ).toBe('Anime/1080p/Dark (2017)');
  });

  it('is null when only file names changed, or no change is inside the folder', () => {
    expect(renamedTitleFolder('Movies/Up', [change('Movies/Up/Up.mkv', 'Movies/Up/Up (2009).mkv')])).toBeNull();
    expect(renamedTitleFolder('Movies/Up', [change('Movies/Upgrade/U.mkv', 'Movies/Upgrade (2018)/U.mkv')])).toBeNull();
  });
});
