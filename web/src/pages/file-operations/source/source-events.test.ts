import type { SourceFileItem } from '@cinesync/common';
import { describe, expect, it } from 'vitest';
import { applySourceEvent, sourceUpdateOf, type SourceEvent } from './source-events';

function file(path: string, overrides: Partial<SourceFileItem> = {}): SourceFileItem {
  return {
    fileName: path.split('/').at(-1) ?? path,
    relativePath: path.replace('/src/', ''),
    filePath: path,
    fileSizeFormatted: '1.0 GB',
    modifiedTime: 1_700_000_000,
    isMediaFile: true,
    processingStatus: 'unprocessed',
    tmdbId: null,
    seasonNumber: null,
    lastProcessedAt: null,
    ...overrides,
  };
}

const T = 1_750_000_000_000; // event envelope time, ms
const files = [file('/src/Show/a.mkv'), file('/src/Show/b.mkv'), file('/src/Movie/m.mkv', { tmdbId: 7 })];

const processed = (sourceFile: string): SourceEvent => ({
  type: 'file_processed',
  timestamp: T,
  data: {
    source_file: sourceFile,
    filename: 'b.mkv',
    media_name: 'Show',
    media_type: 'tv',
    tmdb_id: '1399',
    season_number: 2,
  },
});
const created = (sourceFile: string | undefined): SourceEvent => ({
  type: 'symlink_created',
  timestamp: T,
  data: {
    ...(sourceFile === undefined ? {} : { source_file: sourceFile }),
    destination_file: '/lib/Show/b.mkv',
    media_name: 'Show',
    new_folder_name: 'Show',
    tmdb_id: 1399,
    season_number: 2,
  },
});
const updated = (filePath: string, status: string, timestamp = T): SourceEvent => ({
  type: 'source_file_updated',
  timestamp: T,
  data: { file_path: filePath, processing_status: status, tmdb_id: null, season_number: null, timestamp },
});

describe('source file live updates', () => {
  it('a processed event sets processed on the file of that path, with its TMDB id, season and time', () => {
    const next = applySourceEvent(files, processed('/src/Show/b.mkv'));
    expect(next[1]).toMatchObject({
      processingStatus: 'processed',
      tmdbId: 1399,
      seasonNumber: 2,
      lastProcessedAt: T / 1000,
    });
    expect(next[0]).toBe(files[0]);
    expect(next[2]).toBe(files[2]);
  });

  it('a symlink-created event sets created', () => {
    const next = applySourceEvent(files, created('/src/Show/a.mkv'));
    expect(next[0]?.processingStatus).toBe('created');
    expect(next[0]?.tmdbId).toBe(1399);
  });

  it('a symlink-created event without a source file changes nothing', () => {
    expect(sourceUpdateOf(created(undefined))).toBeNull();
    expect(applySourceEvent(files, created(undefined))).toBe(files);
  });

  it('a source-file-updated event sets the status it carries and keeps known ids it does not carry', () => {
    const next = applySourceEvent(files, updated('/src/Movie/m.mkv', 'failed'));
    expect(next[2]).toMatchObject({ processingStatus: 'failed', tmdbId: 7, lastProcessedAt: T / 1000 });
    expect(applySourceEvent(files, updated('/src/Show/a.mkv', 'skipped'))[0]?.processingStatus).toBe('skipped');
    expect(applySourceEvent(files, updated('/src/Show/a.mkv', 'deleted'))[0]?.processingStatus).toBe('deleted');
  });

  it('reads the update time in seconds or milliseconds', () => {
    expect(sourceUpdateOf(updated('/x', 'created', 1_750_000_123))?.at).toBe(1_750_000_123);
    expect(sourceUpdateOf(updated('/x', 'created', 1_750_000_123_456))?.at).toBe(1_750_000_123);
  });

  it('ignores an unknown status', () => {
    expect(applySourceEvent(files, updated('/src/Show/a.mkv', 'exploded'))).toBe(files);
  });

  it('returns the same list when no file has the path', () => {
    expect(applySourceEvent(files, processed('/elsewhere/x.mkv'))).toBe(files);
  });

  it('back to unprocessed keeps the last processed time', () => {
    const done = file('/src/Show/a.mkv', { processingStatus: 'created', lastProcessedAt: 100 });
    expect(applySourceEvent([done], updated('/src/Show/a.mkv', 'unprocessed'))[0]?.lastProcessedAt).toBe(100);
  });
});
