import { describe, expect, it } from 'vitest';
import { plural } from '../../format/plural';
import { bulkSummary, promptSentence } from './processing-words';

describe('processing words', () => {
  it('says one thing in the singular and more in the plural', () => {
    expect(plural(1, 'match', 'matches')).toBe('1 match');
    expect(plural(2, 'match', 'matches')).toBe('2 matches');
    expect(plural(1, 'line')).toBe('1 line');
    expect(plural(0, 'line')).toBe('0 lines');
  });

  it('asks each question in words', () => {
    expect(promptSentence('season')).toBe('Which season is this file from?');
    expect(promptSentence('manual_search')).toMatch(/^No title fits clearly/);
  });

  it('sums a bulk run up by what happened, naming the failed and the unresolved files', () => {
    expect(
      bulkSummary([
        { name: 'a.mkv', status: 'linked' },
        { name: 'b.mkv', status: 'linked' },
        { name: 'c.mkv', status: 'skipped' },
        { name: 'd.mkv', status: 'failed' },
      ]),
    ).toEqual({ text: '4 files processed: 2 linked, 1 skipped, 1 failed', failed: ['d.mkv'], review: [] });
    expect(bulkSummary([{ name: 'e.mkv', status: 'review' }]).text).toBe('1 file processed: 1 left for review');
  });
});
