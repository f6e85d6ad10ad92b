import type { RecentMediaItem } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { groupRecentMedia, recentEpisodeChip, recentEpisodeDetails, recentSubtitle } from './recent-media-groups';

function recent(overrides: Partial<RecentMediaItem>): RecentMediaItem {
  return {
    name: 'x',
    path: 'Shows/x/Season 01/x.mkv',
    folderName: 'TV Shows',
    updatedAt: '2024-01-01T00:00:00.000Z',
    type: 'tv',
    tmdbId: 1,
    showName: 'x',
    seasonNumber: 1,
    episodeNumber: 1,
    episodeTitle: '',
    filename: 'x.mkv',
    basePath: 'Shows',
    properName: 'x',
    year: '',
    posterPath: null,
    releaseDate: null,
    ...overrides,
  };
}

describe('recent media groups', () => {
  it('puts the year beside titles that appear twice, and only those', () => {
    const groups = groupRecentMedia([
      recent({ tmdbId: 57243, showName: 'Doctor Who', year: '2005' }),
      recent({ tmdbId: 121, showName: 'Doctor Who', year: '1963' }),
      recent({ tmdbId: 1396, showName: 'Breaking Bad', year: '2008' }),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Doctor Who (2005)', 'Doctor Who (1963)', 'Breaking Bad']);
  });

  it('names two versions of one movie by their quality, not by a year they share', () => {
    const movie = {
      type: 'movie' as const,
      seasonNumber: null,
      episodeNumber: null,
      year: '1999',
      properName: 'The Matrix',
    };
    const groups = groupRecentMedia([
      recent({ ...movie, path: 'Movies/M/a.mkv', quality: '1080p Blu-ray' }),
      recent({ ...movie, path: 'Movies/M/b.mkv', quality: '720p WEB-DL' }),
    ]);
    expect(groups.map((g) => [g.title, recentSubtitle(g)])).toEqual([
      ['The Matrix', '1999 · 1080p Blu-ray'],
      ['The Matrix', '1999 · 720p WEB-DL'],
    ]);
  });

  it('tells two files of one episode apart: range chip, quality, and the file name of twins', () => {
    const double = recent({ episodeNumbers: [1, 2], quality: '1080p Blu-ray', filename: 'BB.S01E01E02.mkv' });
    const single = recent({ episodeNumbers: [1], quality: '720p WEB-DL', filename: 'BB.S01E01.mkv' });
    const twin = recent({ episodeNumbers: [1], quality: '1080p WEB-DL', filename: 'BB.S01E01.1080p.mkv' });
    expect(recentEpisodeChip(double)).toBe('S01E01–E02');
    expect(recentEpisodeChip(single)).toBe('S01E01');
    const [group] = groupRecentMedia([double, single]);
    expect(group && recentEpisodeDetails(single, group, '2h ago')).toBe('Added 2h ago · 720p WEB-DL');
    const [twins] = groupRecentMedia([single, twin]);
    expect(twins && recentEpisodeDetails(single, twins, '2h ago')).toBe('Added 2h ago · 720p WEB-DL · BB.S01E01.mkv');
  });
});
