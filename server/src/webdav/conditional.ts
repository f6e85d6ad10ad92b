/** The validators of a representation. */
export interface Validators {
  /** Strong entity tag, quoted. */
  etag: string;
  mtimeMs: number;
}

export type PreconditionOutcome = 'proceed' | 'not-modified' | 'failed';

type Headers = Record<string, string | string[] | undefined>;

/**
 * RFC 9110 §13.2.2, for GET and HEAD: If-Match, then If-Unmodified-Since, then If-None-Match,
 * then If-Modified-Since. If-None-Match wins over If-Modified-Since when both are present.
 */
export function evaluatePreconditions(headers: Headers, v: Validators): PreconditionOutcome {
  const ifMatch = header(headers, 'if-match');
  if (ifMatch !== undefined) {
    if (!tagListMatches(ifMatch, v.etag, true)) return 'failed';
  } else {
    const since = parseHttpDate(header(headers, 'if-unmodified-since'));
    if (since !== undefined && wholeSeconds(v.mtimeMs) > since) return 'failed';
  }
  const ifNoneMatch = header(headers, 'if-none-match');
  if (ifNoneMatch !== undefined) return tagListMatches(ifNoneMatch, v.etag, false) ? 'not-modified' : 'proceed';
  const since = parseHttpDate(header(headers, 'if-modified-since'));
  if (since !== undefined && wholeSeconds(v.mtimeMs) <= since) return 'not-modified';
  return 'proceed';
}

/**
 * Whether a Range may be honoured under `If-Range` (RFC 9110 §13.1.5): absent, or an entity tag
 * that strongly matches, or exactly the Last-Modified date. Otherwise the whole file is sent.
 */
export function ifRangeAllows(headers: Headers, v: Validators): boolean {
  const value = header(headers, 'if-range')?.trim();
  if (value === undefined) return true;
  if (value.startsWith('"') || value.startsWith('W/')) return value === v.etag;
  const date = parseHttpDate(value);
  return date !== undefined && date === wholeSeconds(v.mtimeMs);
}

const TAG = /\s*(\*|(?:W\/)?"[^"]*")\s*(?:,|$)/y;

function tagListMatches(list: string, etag: string, strong: boolean): boolean {
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(list); m; m = TAG.exec(list)) {
    const tag = m[1] ?? '';
    if (tag === '*') return true;
    if (strong) {
      if (!tag.startsWith('W/') && !etag.startsWith('W/') && tag === etag) return true;
    } else if ((tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) {
      return true;
    }
    if (TAG.lastIndex >= list.length) break;
  }
  return false;
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** HTTP dates have whole seconds; a file's mtime is compared at that precision. */
function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

function parseHttpDate(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
