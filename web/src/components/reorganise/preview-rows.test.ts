import { describe, expect, it } from 'vitest';
import { previewRows, type PreviewRow } from './preview-rows';
import type { PlannedChange } from './reorganise-shapes';

const change = (title: string, from: string, to: string): PlannedChange => ({ title, from, to, kind: 'renamed' });

const matrix = change('The Matrix (1999)', 'Movies/The Matrix/M.mkv', 'Movies/The Matrix (1999)/M.mkv');
const amelieA = change('Amélie (2001)', 'Movies/Amelie/a.mkv', 'Movies/Amélie (2001)/a.mkv');
const amelieB = change('Amélie (2001)', 'Movies/Amelie/extra.srt', 'Movies/Amélie (2001)/extra.srt');

/** The rows as short text: "# title (n)" for a header, the old path for a change. */
const outline = (rows: PreviewRow[]) =>
  rows.map((row) => (row.type === 'title' ? `# ${row.title} (${row.count})` : row.change.from));

describe('previewRows', () => {
  it('puts a header before each title’s changes, titles in the order they came', () => {
    expect(outline(previewRows([matrix, amelieA, amelieB], ''))).toEqual([
      '# The Matrix (1999) (1)',
      'Movies/The Matrix/M.mkv',
      '# Amélie (2001) (2)',
      'Movies/Amelie/a.mkv',
      'Movies/Amelie/extra.srt',
    ]);
  });

  it('keeps every change of a title whose name matches, accents and case aside', () => {
    expect(outline(previewRows([matrix, amelieA, amelieB], 'AMELIE'))).toEqual([
      '# Amélie (2001) (2)',
      'Movies/Amelie/a.mkv',
      'Movies/Amelie/extra.srt',
    ]);
  });

  it('keeps only the changes whose old or new path matches, under their header', () => {
    expect(outline(previewRows([matrix, amelieA, amelieB], '.srt'))).toEqual([
      '# Amélie (2001) (1)',
      'Movies/Amelie/extra.srt',
    ]);
  });

  it('has no rows when nothing matches', () => {
    expect(previewRows([matrix], 'heat')).toEqual([]);
  });
});
