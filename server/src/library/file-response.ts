/**
 * How to answer a GET or HEAD for a file's bytes (RFC 9110 §13–14) through the API: validators
 * (ETag, Last-Modified), conditional requests and byte ranges (their rules are in http-semantics/, shared
 * with WebDAV), plus the API's own headers. Pure: the route opens the file and writes what this decides.
 */
import { contentRange, parseRange } from '../http-semantics/byte-range.js';
import {
  evaluatePreconditions,
  ifRangeAllows,
  type ConditionalHeaders,
} from '../http-semantics/conditional-request.js';

interface FileFacts {
  size: number;
  mtimeMs: number;
}

/** What a GET or HEAD for the file asked: a range, and the preconditions that govern it. */
interface FileRequestHeaders extends ConditionalHeaders {
  range?: string | undefined;
}

interface FileResponsePlan {
  status: 200 | 206 | 304 | 412 | 416;
  headers: Record<string, string>;
  /** Inclusive byte range to send; absent when no body is sent (304, 412, 416, empty file). */
  range?: { start: number; end: number };
}

interface PlanOptions {
  contentType: string;
  /** `attachment` with the file name for downloads; absent for inline (stream, open). */
  attachmentName?: string;
  cacheControl?: string;
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

export function planFileResponse(file: FileFacts, request: FileRequestHeaders, options: PlanOptions): FileResponsePlan {
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

  const validators = { etag, mtimeMs: file.mtimeMs };
  const outcome = evaluatePreconditions(request, validators);
  if (outcome === 'not-modified') return { status: 304, headers };
  if (outcome === 'failed') return { status: 412, headers };

  // A stale If-Range turns the range request into one for the whole file.
  const range = parseRange(ifRangeAllows(request, validators) ? request.range : undefined, file.size);
  if (range.kind === 'unsatisfiable') {
    return {
      status: 416,
      headers: { ...headers, 'Content-Range': contentRange(range, file.size), 'Content-Length': '0' },
    };
  }
  if (range.kind === 'partial') {
    return {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': contentRange(range, file.size),
        'Content-Length': String(range.end - range.start + 1),
      },
      range: { start: range.start, end: range.end },
    };
  }
  headers['Content-Length'] = String(file.size);
  return file.size === 0 ? { status: 200, headers } : { status: 200, headers, range: { start: 0, end: file.size - 1 } };
}
