import { describe, expect, it } from 'vitest';
import { statusChipOf, statusTooltipLines } from './source-status';

describe('source file status chip', () => {
  it('shows one green Processed chip for processed and created files', () => {
    for (const status of ['processed', 'created'] as const) {
      expect(statusChipOf({ processingStatus: status, isMediaFile: true })).toEqual({
        label: 'Processed',
        colour: 'success',
        outlined: false,
      });
    }
  });

  it('names failed, skipped and deleted files', () => {
    expect(statusChipOf({ processingStatus: 'failed', isMediaFile: true })?.label).toBe('Failed');
    expect(statusChipOf({ processingStatus: 'skipped', isMediaFile: true })?.label).toBe('Skipped');
    expect(statusChipOf({ processingStatus: 'deleted', isMediaFile: true })?.label).toBe('Deleted');
  });

  it('shows Not Processed for unprocessed media and nothing for other unprocessed files', () => {
    expect(statusChipOf({ processingStatus: 'unprocessed', isMediaFile: true })?.label).toBe('Not Processed');
    expect(statusChipOf({ processingStatus: 'unprocessed', isMediaFile: false })).toBeNull();
  });
});

describe('source file status tooltip', () => {
  it('lists status, processed time, TMDB ID and season', () => {
    const lines = statusTooltipLines(
      { processingStatus: 'created', lastProcessedAt: 1_700_000_000, tmdbId: 1399, seasonNumber: 2 },
      (s) => `t=${s}`,
    );
    expect(lines).toEqual(['Status: Created', 'Processed: t=1700000000', 'TMDB ID: 1399', 'Season: 2']);
  });

  it('leaves out what is not known', () => {
    expect(
      statusTooltipLines({ processingStatus: 'unprocessed', lastProcessedAt: null, tmdbId: null, seasonNumber: null }),
    ).toEqual(['Status: Not Processed']);
  });

  it('reads the processed time as epoch seconds', () => {
    const lines = statusTooltipLines({
      processingStatus: 'failed',
      lastProcessedAt: 1_700_000_000,
      tmdbId: null,
      seasonNumber: null,
    });
    expect(lines[1]).toBe(`Processed: ${new Date(1_700_000_000_000).toLocaleString()}`);
  });
});
