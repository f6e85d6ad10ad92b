import type { DatabaseRecord } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { fileNameOf, recordCategory } from './record-category';

const record = (fields: Partial<DatabaseRecord>): DatabaseRecord => ({
  file_path: '/src/a.mkv',
  destination_path: null,
  tmdb_id: null,
  season_number: null,
  reason: null,
  file_size: null,
  ...fields,
});

describe('record category', () => {
  it('is skipped whenever a reason exists, even with TMDB facts', () => {
    expect(recordCategory(record({ reason: 'sample', tmdb_id: 5, season_number: 1 }))).toBe('skipped');
  });
  it('is tvshows with a TMDB id and a season, movies with the id only, else other', () => {
    expect(recordCategory(record({ tmdb_id: 5, season_number: 0 }))).toBe('tvshows');
    expect(recordCategory(record({ tmdb_id: 5 }))).toBe('movies');
    expect(recordCategory(record({ season_number: 2 }))).toBe('other');
  });
});

describe('file name', () => {
  it('takes the last segment of either separator', () => {
    expect(fileNameOf('/media/Movies/Film (2020).mkv')).toBe('Film (2020).mkv');
    expect(fileNameOf('D:\\Downloads\\Show\\ep.mkv')).toBe('ep.mkv');
    expect(fileNameOf('/media/folder/')).toBe('folder');
  });
});
