/** What a Range header asks of a representation of `size` bytes. */
type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const FULL: RangeAnswer = { kind: 'full' };
// Range units are case-insensitive (RFC 9110 §14.1), and the range set is a list, so OWS may
// surround its elements.
const UNIT = /^\s*bytes\s*=(.*)$/i;
const SPEC = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

/**
 * Read a `Range` header (RFC 9110 §14.2) against a file of `size` bytes. Missing, malformed or
 * non-byte ranges are ignored (full answer), as the RFC allows. Several ranges are also answered
 * with the whole file (200): that is permitted, and no DAV or media client we serve asks for
 * multipart/byteranges; but when none of them is satisfiable the answer is 416, as for one. An
 * empty file gets the whole (empty) body rather than 416, like Go's http.ServeContent, because
 * players and some DAV clients send `bytes=0-` on every request.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return FULL;
  const unit = UNIT.exec(header);
  if (!unit) return FULL;
  const specs = (unit[1] ?? '').split(',').filter((s) => s.trim() !== '');
  if (specs.length === 0) return FULL;
  const satisfiable: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const m = SPEC.exec(spec);
    if (!m) return FULL;
    const [, first = '', last = ''] = m;
    if (first === '' && last === '') return FULL;
    if (first === '') {
      const length = Number(last);
      if (length > 0 && size > 0) satisfiable.push({ start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    const start = Number(first);
    const end = last === '' ? Infinity : Number(last);
    if (end < start) return FULL;
    if (start < size) satisfiable.push({ start, end: Math.min(end, size - 1) });
  }
  if (size === 0) return FULL;
  if (satisfiable.length === 0) return { kind: 'unsatisfiable' };
  if (specs.length > 1) return FULL;
  const [only] = satisfiable as [{ start: number; end: number }];
  return { kind: 'partial', start: only.start, end: only.end };
}

/** The `Content-Range` of a 206 (the bytes sent) or a 416 (only the size, RFC 9110 §14.4). */
export function contentRange(answer: Exclude<RangeAnswer, { kind: 'full' }>, size: number): string {
  return answer.kind === 'partial' ? `bytes ${answer.start}-${answer.end}/${size}` : `bytes */${size}`;
}
