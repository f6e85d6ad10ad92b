import { describe, expect, it } from 'vitest';
import { davChildHref, davHref, DavPathError, parseDavPath } from './dav-path.js';

describe('parseDavPath', () => {
  it('decodes each segment on its own and drops empty ones', () => {
    expect(parseDavPath('/webdav')).toEqual([]);
    expect(parseDavPath('/webdav/')).toEqual([]);
    expect(parseDavPath('/webdav//Movies///A%20B/')).toEqual(['Movies', 'A B']);
    expect(parseDavPath('/webdav/%23%25%3F%26/%F0%9F%8E%AC?x=1')).toEqual(['#%?&', '🎬']);
    expect(parseDavPath('/webdav/100%25')).toEqual(['100%']);
  });

  it.each([
    ['/webdav/..', 403],
    ['/webdav/a/../b', 403],
    ['/webdav/%2e%2E', 403],
    ['/webdav/.', 403],
    ['/webdav/a%2fb', 400],
    ['/webdav/a%5Cb', 400],
    ['/webdav/a\\b', 400],
    ['/webdav/a%00', 400],
    ['/webdav/a%7f', 400],
    ['/webdav/%zz', 400],
    ['/webdav/%C3', 400],
    [`/webdav/${'é'.repeat(128)}`, 400],
    ['/webdavx/a', 404],
    ['/api/config', 404],
  ])('refuses %s with %i', (url, status) => {
    expect(() => parseDavPath(url)).toThrow(DavPathError);
    try {
      parseDavPath(url);
    } catch (err) {
      expect((err as DavPathError).status).toBe(status);
    }
  });

  it('accepts a 255-byte name', () => {
    expect(parseDavPath(`/webdav/${'a'.repeat(255)}`)).toEqual(['a'.repeat(255)]);
  });
});

describe('davHref', () => {
  it('builds absolute, encoded hrefs that parse back to the same segments', () => {
    const segments = ['Movies', 'A B #1 %41 ?', 'été 🎬.mkv'];
    const href = davHref(segments, false);
    expect(href).toBe('/webdav/Movies/A%20B%20%231%20%2541%20%3F/%C3%A9t%C3%A9%20%F0%9F%8E%AC.mkv');
    expect(parseDavPath(href)).toEqual(segments);
    expect(davHref([], true)).toBe('/webdav/');
    expect(davHref(['Movies'], true)).toBe('/webdav/Movies/');
    expect(davChildHref('/webdav/Movies/', 'a?b', true)).toBe('/webdav/Movies/a%3Fb/');
    expect(davChildHref('/webdav/', 'x#y.mkv', false)).toBe('/webdav/x%23y.mkv');
  });
});
