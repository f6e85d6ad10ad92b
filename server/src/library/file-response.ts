/**
 * How to answer a GET or HEAD for a file's bytes (RFC 9110 §13–14): one byte range, a suffix range,
 * 416 for a range past the end, validators (ETag, Last-Modified) and conditional requests. Pure:
 * the route opens the file and writes what this decides.
 */

export interface FileFacts {
  size: number;
  mtimeMs: number;
}

export interface ConditionalHeaders {
  range?: string | undefined;
  ifRange?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

export interface FileResponsePlan {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** Inclusive byte range to send; absent when no body is sent (304, 416, empty file). */
  range?: { start: number; end: number };
}

export interface PlanOptions {
  contentType: string;
  /** `attachment` with the file name for downloads; absent for inline (stream, open). */
  attachmentName?: string;
  cacheControl?: string;
}

export type ParsedRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One range of a `Range: bytes=…` header against a file of `size` bytes. Null means "ignore the
 * header and send everything": not bytes, malformed, or several ranges (allowed by RFC 9110 §14.2,
 * and no player asks for multipart ranges).
 */
export function parseRange(header: string | undefined, size: number): ParsedRange {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

export function entityTag(file: FileFacts): string {
  return `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` with an ASCII fallback that can't break the header. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRFC5987(name)}`;
}

function encodeRFC5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => weakless(tag) === etag);
}

export function planFileResponse(file: FileFacts, request: ConditionalHeaders, options: PlanOptions): FileResponsePlan {
  const etag = entityTag(file);
  const lastModified = new Date(Math.floor(file.mtimeMs / 1000) * 1000).toUTCString();
  const headers: Record<string, string> = {
    'Content-Type': options.contentType,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': lastModified,
    'Cache-Control': options.cacheControl ?? 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (options.attachmentName !== undefined)
    headers['Content-Disposition'] = attachmentDisposition(options.attachmentName);

  if (request.ifNoneMatch !== undefined) {
    if (etagMatches(request.ifNoneMatch, etag)) return { status: 304, headers };
  } else if (request.ifModifiedSince !== undefined) {
    const since = Date.parse(request.ifModifiedSince);
    if (Number.isFinite(since) && Math.floor(file.mtimeMs / 1000) * 1000 <= since) return { status: 304, headers };
  }

  // If-Range: the range holds only while the client's copy is the current one; else send it all.
  let rangeHeader = request.range;
  if (rangeHeader !== undefined && request.ifRange !== undefined) {
    const ifRange = request.ifRange.trim();
    const current = ifRange.startsWith('"') || ifRange.startsWith('W/') ? ifRange === etag : ifRange === lastModified;
    if (!current) rangeHeader = undefined;
  }

  const range = parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${file.size}`, 'Content-Length': '0' } };
  }
  if (range) {
    return {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
      range,
    };
  }
  headers['Content-Length'] = String(file.size);
  return file.size === 0 ? { status: 200, headers } : { status: 200, headers, range: { start: 0, end: file.size - 1 } };
}
