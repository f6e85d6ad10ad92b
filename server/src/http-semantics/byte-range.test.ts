import { describe, expect, it } from 'vitest';
import { contentRange, parseRange } from './byte-range.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=0-99', 1000, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=90-', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=100-', 1000, { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-10', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-100', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-1000', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=50-5000', 100, { kind: 'partial', start: 50, end: 99 }],
    ['bytes=990-5000', 1000, { kind: 'partial', start: 990, end: 999 }],
    ['BYTES=1-1', 100, { kind: 'partial', start: 1, end: 1 }],
    [' bytes=5-5 ', 1000, { kind: 'partial', start: 5, end: 5 }],
    ['bytes=99-99', 100, { kind: 'partial', start: 99, end: 99 }],
    ['bytes=8589934590-', 8589934592, { kind: 'partial', start: 8589934590, end: 8589934591 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=100-200', 100, { kind: 'unsatisfiable' }],
    ['bytes=1000-1001', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=200-,300-', 100, { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999-', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-1,3-4', 100, { kind: 'full' }],
    ['bytes=0-1,5-6', 1000, { kind: 'full' }],
    ['bytes=0-1,200-', 100, { kind: 'full' }],
    ['bytes=5-1', 100, { kind: 'full' }],
    ['bytes=9-3', 1000, { kind: 'full' }],
    ['bytes=-', 100, { kind: 'full' }],
    ['bytes=a-b', 100, { kind: 'full' }],
    ['bytes=1-2-3', 1000, { kind: 'full' }],
    ['bytes=', 100, { kind: 'full' }],
    ['bytes=1.5-2', 100, { kind: 'full' }],
    ['items=0-1', 100, { kind: 'full' }],
    // An empty file is sent whole (and empty) even when asked for a range: see parseRange.
    ['bytes=0-', 0, { kind: 'full' }],
    ['bytes=-1', 0, { kind: 'full' }],
    ['bytes=-5', 0, { kind: 'full' }],
  ])('%s of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('answers the whole file when there is no Range', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'full' });
  });
});

describe('contentRange', () => {
  it('names the bytes sent, or only the size when none can be', () => {
    expect(contentRange({ kind: 'partial', start: 990, end: 999 }, 1000)).toBe('bytes 990-999/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, 1000)).toBe('bytes */1000');
  });
});
