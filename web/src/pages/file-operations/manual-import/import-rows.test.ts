import type { ScanImportFile } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import {
  applyFirstId,
  canApplyDefaultType,
  canApplyFirstId,
  importRequestFor,
  isMissingValue,
  mediaTypeOf,
  parseNumericEdit,
  rowFromScan,
  withMediaType,
  type ImportRow,
} from './import-rows';

function scanned(overrides: Partial<ScanImportFile> = {}): ScanImportFile {
  return {
    name: 'file.mkv',
    path: '/src/file.mkv',
    relativePath: 'file.mkv',
    size: '1.0 GB',
    sizeBytes: 1_073_741_824,
    mediaType: null,
    title: 'File',
    series: '',
    movieTitle: '',
    year: null,
    season: null,
    episode: null,
    episodes: [],
    releaseGroup: '',
    quality: '',
    language: '',
    releaseType: 'Single Episode',
    ...overrides,
  };
}

describe('media type of a scanned file', () => {
  it('is its own type when the name says', () => {
    expect(mediaTypeOf(scanned({ mediaType: 'movie', season: 1 }), 'tv')).toBe('movie');
    expect(mediaTypeOf(scanned({ mediaType: 'tv' }), 'movie')).toBe('tv');
  });

  it('is tv when it has a season or an episode', () => {
    expect(mediaTypeOf(scanned({ season: 2 }), 'movie')).toBe('tv');
    expect(mediaTypeOf(scanned({ episode: 4 }), 'movie')).toBe('tv');
  });

  it('is then the chosen default type, else movie', () => {
    expect(mediaTypeOf(scanned(), 'tv')).toBe('tv');
    expect(mediaTypeOf(scanned(), 'movie')).toBe('movie');
    expect(mediaTypeOf(scanned(), 'default')).toBe('movie');
  });
});

describe('row defaults', () => {
  it('fills release group, quality and size with Unknown, language English and season 1', () => {
    const row = rowFromScan(scanned({ mediaType: 'tv', size: '' }), 'default');
    expect(row).toMatchObject({
      releaseGroup: 'Unknown',
      quality: 'Unknown',
      language: 'English',
      size: 'Unknown',
      season: 1,
      releaseType: 'Single Episode',
    });
  });

  it('gives movie rows the release type Movie', () => {
    expect(rowFromScan(scanned({ mediaType: 'movie', movieTitle: 'Heat', year: 1995 }), 'default')).toMatchObject({
      movieTitle: 'Heat',
      year: 1995,
      releaseType: 'Movie',
    });
  });
});

describe('changing a row’s media type', () => {
  it('to tv clears the movie fields, to movie clears the series fields', () => {
    const movie: ImportRow = {
      ...rowFromScan(scanned({ mediaType: 'movie', movieTitle: 'Heat' }), 'default'),
      movieId: 949,
      year: 1995,
    };
    expect(withMediaType(movie, 'tv')).toMatchObject({ mediaType: 'tv', movieTitle: '', movieId: null, year: null });
    const show: ImportRow = {
      ...rowFromScan(scanned({ mediaType: 'tv', series: 'Lost', season: 2, episode: 3, episodes: [3] }), 'default'),
      seriesId: 4607,
    };
    expect(withMediaType(show, 'movie')).toMatchObject({
      mediaType: 'movie',
      series: '',
      seriesId: null,
      season: null,
      episode: null,
      releaseType: 'Movie',
    });
  });
});

describe('numeric cell edits', () => {
  const now = new Date(2026, 10, 25);
  it('keeps a typed number', () => {
    expect(parseNumericEdit('season', '3', now)).toBe(3);
    expect(parseNumericEdit('season', '0', now)).toBe(0);
    expect(parseNumericEdit('episode', ' 12 ', now)).toBe(12);
    expect(parseNumericEdit('year', '1999', now)).toBe(1999);
  });

  it('turns an invalid season or episode into 1 and an invalid year into the current year', () => {
    expect(parseNumericEdit('season', 'abc', now)).toBe(1);
    expect(parseNumericEdit('episode', '', now)).toBe(1);
    expect(parseNumericEdit('episode', '-2', now)).toBe(1);
    expect(parseNumericEdit('year', 'soon', now)).toBe(2026);
  });
});

describe('missing values', () => {
  it('flags empty, Unknown, Unknown Series and Unknown Movie', () => {
    for (const value of ['', 'Unknown', 'Unknown Series', 'Unknown Movie', null])
      expect(isMissingValue(value)).toBe(true);
    for (const value of ['Lost', 0, 3]) expect(isMissingValue(value)).toBe(false);
  });
});

describe('Apply to Selected and Apply First TMDB ID', () => {
  const tv = (id: string, overrides: Partial<ImportRow> = {}): ImportRow => ({
    ...rowFromScan(scanned({ mediaType: 'tv', path: `/src/${id}`, name: id, season: 1, episode: 1 }), 'default'),
    ...overrides,
  });

  it('Apply to Selected needs a selection and a type other than Default', () => {
    expect(canApplyDefaultType([tv('a', { selected: true })], 'default')).toBe(false);
    expect(canApplyDefaultType([tv('a')], 'movie')).toBe(false);
    expect(canApplyDefaultType([tv('a', { selected: true })], 'movie')).toBe(true);
  });

  it('Apply First needs 2 selected rows and a TMDB id on the first selected one', () => {
    expect(canApplyFirstId([tv('a', { selected: true, seriesId: 1 })])).toBe(false);
    expect(canApplyFirstId([tv('a', { selected: true }), tv('b', { selected: true, seriesId: 1 })])).toBe(false);
    expect(canApplyFirstId([tv('a', { seriesId: 1 }), tv('b', { selected: true }), tv('c', { selected: true })])).toBe(
      false,
    );
    expect(canApplyFirstId([tv('a', { selected: true, seriesId: 1 }), tv('b', { selected: true })])).toBe(true);
  });

  it('copies the first selected row’s series to the other selected rows only', () => {
    const rows = [
      tv('a', { selected: true, series: 'Lost', seriesId: 4607 }),
      tv('b', { selected: true, series: 'Lots' }),
      tv('c', { series: 'Other' }),
    ];
    const next = applyFirstId(rows);
    expect(next.map((r) => [r.series, r.seriesId])).toEqual([
      ['Lost', 4607],
      ['Lost', 4607],
      ['Other', null],
    ]);
  });
});

describe('the import request of a row', () => {
  it('forces a show with the series id and the episode in S01E02 form', () => {
    const row = { ...rowFromScan(scanned({ mediaType: 'tv', season: 1, episode: 2 }), 'default'), seriesId: 4607 };
    expect(importRequestFor(row)).toEqual({
      sourcePath: '/src/file.mkv',
      disableMonitor: true,
      selectedOption: 'force-show',
      autoSelect: true,
      selectedIds: { tmdb: '4607', 'season-episode': 'S01E02' },
    });
  });

  it('forces a movie with its id and no episode id', () => {
    const row = { ...rowFromScan(scanned({ mediaType: 'movie' }), 'default'), movieId: 949 };
    expect(importRequestFor(row)).toMatchObject({ selectedOption: 'force-movie', selectedIds: { tmdb: '949' } });
  });

  it('sends a row with no episode without the episode id', () => {
    const row = rowFromScan(scanned({ mediaType: 'tv' }), 'default');
    const request = importRequestFor(row);
    expect(request.selectedIds).toBeUndefined();
    expect(request.selectedOption).toBe('force-show');
  });
});
