import { MAX_PATH_BYTES } from '../file-tree/resolve-inside.js';
/** Where the library is mounted in the URL space. */
export const DAV_PREFIX = '/webdav';

/** A request path that can't name anything in the library; `status` is what the client gets. */
export class DavPathError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
    readonly rawPath: string,
  ) {
    super(`${message}: ${rawPath}`);
    this.name = 'DavPathError';
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_NAME_BYTES = 255;

/**
 * The decoded path segments of a request URL under `/webdav`. Each segment is percent-decoded on
 * its own, so an encoded separator (`%2f`) can never become a real one; dot segments, backslashes,
 * control characters (NUL included) and over-long names are refused instead of being interpreted.
 * Empty segments (`//`) are dropped, as every file system does.
 */
export function parseDavPath(url: string): string[] {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  if (rawPath !== DAV_PREFIX && !rawPath.startsWith(`${DAV_PREFIX}/`)) {
    throw new DavPathError(404, 'Not under /webdav', rawPath);
  }
  if (rawPath.length >= MAX_PATH_BYTES)
    throw new DavPathError(400, 'The path is longer than the file system allows', '');
  const segments: string[] = [];
  for (const raw of rawPath.slice(DAV_PREFIX.length).split('/')) {
    if (raw === '') continue;
    let name: string;
    try {
      name = decodeURIComponent(raw);
    } catch {
      throw new DavPathError(400, 'Malformed percent-encoding in path', rawPath);
    }
    if (name === '.' || name === '..') throw new DavPathError(403, 'Path leaves the library', rawPath);
    if (name.includes('/') || name.includes('\\')) {
      throw new DavPathError(400, 'Encoded separators and backslashes are not accepted in a path', rawPath);
    }
    if (CONTROL.test(name)) throw new DavPathError(400, 'Path contains control characters', rawPath);
    if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
      throw new DavPathError(400, 'A name is longer than 255 bytes', rawPath);
    }
    segments.push(name);
  }
  return segments;
}

/**
 * The absolute href of a library entry: every segment percent-encoded (spaces, `#`, `%`, `?`,
 * non-ASCII), and a trailing `/` on collections so clients can tell them apart without asking.
 */
export function davHref(segments: readonly string[], isCollection: boolean): string {
  if (segments.length === 0) return `${DAV_PREFIX}/`;
  let href = DAV_PREFIX;
  for (const segment of segments) href += `/${encodeURIComponent(segment)}`;
  return isCollection ? `${href}/` : href;
}

/** The href of a member, from its collection's href (which ends with `/`): no re-encoding of the parent. */
export function davChildHref(collectionHref: string, name: string, isCollection: boolean): string {
  const href = collectionHref + encodeURIComponent(name);
  return isCollection ? `${href}/` : href;
}
