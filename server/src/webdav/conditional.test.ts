import { describe, expect, it } from 'vitest';
import { evaluatePreconditions, ifRangeAllows } from './conditional.js';

const v = { etag: '"abc-1"', mtimeMs: Date.parse('2024-05-01T10:00:00.750Z') };
const lastModified = 'Wed, 01 May 2024 10:00:00 GMT';

describe('evaluatePreconditions', () => {
  it.each([
    [{}, 'proceed'],
    [{ 'if-none-match': '"abc-1"' }, 'not-modified'],
    [{ 'if-none-match': 'W/"abc-1"' }, 'not-modified'],
    [{ 'if-none-match': '"x", "abc-1"' }, 'not-modified'],
    [{ 'if-none-match': '"x,y", "abc-1"' }, 'not-modified'],
    [{ 'if-none-match': '*' }, 'not-modified'],
    [{ 'if-none-match': '"abc"' }, 'proceed'],
    [{ 'if-none-match': 'abc-1' }, 'proceed'],
    [{ 'if-modified-since': lastModified }, 'not-modified'],
    [{ 'if-modified-since': 'Wed, 01 May 2024 09:59:59 GMT' }, 'proceed'],
    [{ 'if-modified-since': 'yesterday' }, 'proceed'],
    [{ 'if-none-match': '"x"', 'if-modified-since': lastModified }, 'proceed'],
    [{ 'if-match': '"abc-1"' }, 'proceed'],
    [{ 'if-match': 'W/"abc-1"' }, 'failed'],
    [{ 'if-match': '"x"' }, 'failed'],
    [{ 'if-match': '*' }, 'proceed'],
    [{ 'if-unmodified-since': lastModified }, 'proceed'],
    [{ 'if-unmodified-since': 'Wed, 01 May 2024 09:00:00 GMT' }, 'failed'],
  ] as const)('%j → %s', (headers, outcome) => {
    expect(evaluatePreconditions(headers, v)).toBe(outcome);
  });
});

describe('ifRangeAllows', () => {
  it.each([
    [{}, true],
    [{ 'if-range': '"abc-1"' }, true],
    [{ 'if-range': 'W/"abc-1"' }, false],
    [{ 'if-range': '"old"' }, false],
    [{ 'if-range': lastModified }, true],
    [{ 'if-range': 'Wed, 01 May 2024 10:00:01 GMT' }, false],
    [{ 'if-range': 'garbage' }, false],
  ] as const)('%j → %s', (headers, allowed) => {
    expect(ifRangeAllows(headers, v)).toBe(allowed);
  });
});
