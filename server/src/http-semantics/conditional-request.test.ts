import { describe, expect, it } from 'vitest';
import { conditionalHeaders, evaluatePreconditions, ifRangeAllows } from './conditional-request.js';

const v = { etag: '"abc-1"', mtimeMs: Date.parse('2024-05-01T10:00:00.750Z') };
const lastModified = 'Wed, 01 May 2024 10:00:00 GMT';

describe('evaluatePreconditions', () => {
  it.each([
    [{}, 'proceed'],
    [{ ifNoneMatch: '"abc-1"' }, 'not-modified'],
    [{ ifNoneMatch: 'W/"abc-1"' }, 'not-modified'],
    [{ ifNoneMatch: '"x", "abc-1"' }, 'not-modified'],
    [{ ifNoneMatch: '"x", W/"abc-1"' }, 'not-modified'],
    [{ ifNoneMatch: '"x,y", "abc-1"' }, 'not-modified'],
    [{ ifNoneMatch: '*' }, 'not-modified'],
    [{ ifNoneMatch: '"abc"' }, 'proceed'],
    [{ ifNoneMatch: '"x,abc-1"' }, 'proceed'],
    [{ ifNoneMatch: 'abc-1' }, 'proceed'],
    [{ ifModifiedSince: lastModified }, 'not-modified'],
    [{ ifModifiedSince: 'Wednesday, 01-May-24 10:00:00 GMT' }, 'not-modified'],
    [{ ifModifiedSince: 'Wed May  1 10:00:00 2024' }, 'not-modified'],
    [{ ifModifiedSince: 'Wed, 01 May 2024 09:59:59 GMT' }, 'proceed'],
    [{ ifModifiedSince: 'Wed May  1 09:59:59 2024' }, 'proceed'],
    [{ ifModifiedSince: 'yesterday' }, 'proceed'],
    [{ ifNoneMatch: '"x"', ifModifiedSince: lastModified }, 'proceed'],
    [{ ifMatch: '"abc-1"' }, 'proceed'],
    [{ ifMatch: 'W/"abc-1"' }, 'failed'],
    [{ ifMatch: '"x"' }, 'failed'],
    [{ ifMatch: '*' }, 'proceed'],
    [{ ifUnmodifiedSince: lastModified }, 'proceed'],
    [{ ifUnmodifiedSince: 'Wed, 01 May 2024 09:00:00 GMT' }, 'failed'],
  ] as const)('%j → %s', (headers, outcome) => {
    expect(evaluatePreconditions(headers, v)).toBe(outcome);
  });
});

describe('ifRangeAllows', () => {
  it.each([
    [{}, true],
    [{ ifRange: '"abc-1"' }, true],
    [{ ifRange: 'W/"abc-1"' }, false],
    [{ ifRange: '"old"' }, false],
    [{ ifRange: lastModified }, true],
    [{ ifRange: 'Wed May  1 10:00:00 2024' }, true],
    [{ ifRange: 'Wed, 01 May 2024 10:00:01 GMT' }, false],
    [{ ifRange: 'garbage' }, false],
  ] as const)('%j → %s', (headers, allowed) => {
    expect(ifRangeAllows(headers, v)).toBe(allowed);
  });

  it('never honours a weak entity tag, even one naming this version', () => {
    expect(ifRangeAllows({ ifRange: 'W/"abc-1"' }, { ...v, etag: 'W/"abc-1"' })).toBe(false);
  });
});

describe('conditionalHeaders', () => {
  it('reads the precondition fields of a request, a repeated field as one list', () => {
    expect(
      conditionalHeaders({
        'if-match': '"a"',
        'if-none-match': ['"b"', '"c"'],
        'if-modified-since': lastModified,
        range: 'bytes=0-1',
      }),
    ).toEqual({
      ifMatch: '"a"',
      ifUnmodifiedSince: undefined,
      ifNoneMatch: '"b", "c"',
      ifModifiedSince: lastModified,
      ifRange: undefined,
    });
  });
});
