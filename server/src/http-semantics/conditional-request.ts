/** The validators of a representation. */
interface Validators {
  /** Entity tag, quoted; strong unless it starts with `W/`. */
  etag: string;
  mtimeMs: number;
}

/** The precondition headers of a GET or HEAD, as received (RFC 9110 §13.1). */
export interface ConditionalHeaders {
  ifMatch?: string | undefined;
  ifUnmodifiedSince?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  ifRange?: string | undefined;
}

type PreconditionOutcome = 'proceed' | 'not-modified' | 'failed';

/** The precondition headers of a Node request; repeated ones are one list, as RFC 9110 §5.3 reads them. */
export function conditionalHeaders(headers: Record<string, string | string[] | undefined>): ConditionalHeaders {
  const field = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    ifMatch: field('if-match'),
    ifUnmodifiedSince: field('if-unmodified-since'),
    ifNoneMatch: field('if-none-match'),
    ifModifiedSince: field('if-modified-since'),
    ifRange: field('if-range'),
  };
}

/**
 * RFC 9110 §13.2.2, for GET and HEAD: If-Match, then If-Unmodified-Since, then If-None-Match,
 * then If-Modified-Since. If-None-Match wins over If-Modified-Since when both are present.
 */
export function evaluatePreconditions(request: ConditionalHeaders, v: Validators): PreconditionOutcome {
  if (request.ifMatch !== undefined) {
    if (!tagListMatches(request.ifMatch, v.etag, 'strong')) return 'failed';
  } else {
    const since = parseHttpDate(request.ifUnmodifiedSince);
    if (since !== undefined && wholeSeconds(v.mtimeMs) > since) return 'failed';
  }
  if (request.ifNoneMatch !== undefined) {
    return tagListMatches(request.ifNoneMatch, v.etag, 'weak') ? 'not-modified' : 'proceed';
  }
  const since = parseHttpDate(request.ifModifiedSince);
  if (since !== undefined && wholeSeconds(v.mtimeMs) <= since) return 'not-modified';
  return 'proceed';
}

/**
 * Whether a Range may be honoured under `If-Range` (RFC 9110 §13.1.5): absent, or an entity tag
 * that strongly matches, or a date equal to Last-Modified in any of the HTTP-date forms (§5.6.7).
 * Otherwise the whole file is sent.
 */
export function ifRangeAllows(request: ConditionalHeaders, v: Validators): boolean {
  const value = request.ifRange?.trim();
  if (value === undefined) return true;
  if (value.startsWith('"') || value.startsWith('W/')) return sameTag(value, v.etag, 'strong');
  const date = parseHttpDate(value);
  return date !== undefined && date === wholeSeconds(v.mtimeMs);
}

type Comparison = 'strong' | 'weak';

/**
 * Whether `*` or any tag of an entity-tag list matches. The list is read tag by tag, not split on
 * commas, because a quoted tag may contain one; reading stops where the list stops being well formed.
 */
function tagListMatches(list: string, etag: string, comparison: Comparison): boolean {
  const element = /\s*(\*|(?:W\/)?"[^"]*")\s*(?:,|$)/y;
  for (let m = element.exec(list); m; m = element.exec(list)) {
    const tag = m[1] ?? '';
    if (tag === '*' || sameTag(tag, etag, comparison)) return true;
  }
  return false;
}

/** RFC 9110 §8.8.3.2: strong needs both tags strong and equal; weak compares the opaque parts. */
function sameTag(a: string, b: string, comparison: Comparison): boolean {
  if (comparison === 'strong') return !isWeak(a) && !isWeak(b) && a === b;
  return opaquePart(a) === opaquePart(b);
}

function isWeak(tag: string): boolean {
  return tag.startsWith('W/');
}

function opaquePart(tag: string): string {
  return isWeak(tag) ? tag.slice(2) : tag;
}

/** HTTP dates have whole seconds; a file's mtime is compared at that precision. */
function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/** asctime, the third HTTP-date form (RFC 9110 §5.6.7), names no zone: it is UTC, not local time. */
const ASCTIME = /^\s*[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d\d:\d\d:\d\d \d{4}\s*$/;

function parseHttpDate(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(ASCTIME.test(value) ? `${value.trim()} GMT` : value);
  return Number.isNaN(ms) ? undefined : ms;
}
