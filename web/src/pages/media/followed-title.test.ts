import { describe, expect, it } from 'vitest';
import { folderItem } from './media-location';
import { followedTitle, libraryRootOf, titleFolderOf } from './followed-title';

describe('following a processed title', () => {
  const root = '/media/library';

  it('finds the library folder from a listed item', () => {
    const item = {
      ...folderItem('Movies/Westworld (1973)/w.mkv', null, null),
      fullPath: `${root}/Movies/Westworld (1973)/w.mkv`,
    };
    expect(libraryRootOf([item])).toBe(root);
    expect(libraryRootOf([])).toBeNull();
  });

  it('names the title folder of a link: a movie folder, or a show folder above its season', () => {
    expect(titleFolderOf(`${root}/Movies/Westworld (1973)/Westworld.1973.mkv`, root)).toBe('Movies/Westworld (1973)');
    expect(titleFolderOf(`${root}/Shows/Westworld (2016)/Season 01/Westworld - S01E01.mkv`, root)).toBe(
      'Shows/Westworld (2016)',
    );
    expect(titleFolderOf(`${root}/Shows/Sherlock (2010)/Specials/Sherlock - S00E01.mkv`, root)).toBe(
      'Shows/Sherlock (2010)',
    );
    expect(titleFolderOf('/elsewhere/Movies/X (2000)/x.mkv', root)).toBeNull();
  });

  it('follows only when the file left the page', () => {
    const moved = [`${root}/Shows/Westworld (1973)/Season 01/Westworld - S01E01.mkv`];
    expect(followedTitle('Movies/Westworld (1973)', moved, root)).toBe('Shows/Westworld (1973)');
    const stayed = [`${root}/Movies/Westworld (1973)/Westworld (1973).mkv`];
    expect(followedTitle('Movies/Westworld (1973)', stayed, root)).toBeNull();
    expect(followedTitle('Movies/Westworld (1973)', [], root)).toBeNull();
  });
});
