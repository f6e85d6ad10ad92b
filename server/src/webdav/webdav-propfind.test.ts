import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/start-test-server.js';
import {
  buildDavFixture,
  davRequest,
  davUrlPath,
  readMultistatus,
  WEIRD_FOLDER,
  WEIRD_NAME,
  type DavFixture,
  type DavResponse,
} from '../../test/worlds/dav-test-kit.js';

const XML = { 'content-type': 'text/xml; charset="utf-8"' };

/** PROPFIND bodies as the clients send them (captured from the clients or their sources). */
const CLIENT_BODIES = {
  windowsMiniRedirector:
    '<?xml version="1.0" encoding="utf-8" ?><D:propfind xmlns:D="DAV:"><D:prop xmlns:Z="urn:schemas-microsoft-com:">' +
    '<Z:Win32CreationTime/><Z:Win32LastAccessTime/><Z:Win32LastModifiedTime/><Z:Win32FileAttributes/>' +
    '<D:getcontentlength/><D:getlastmodified/><D:creationdate/><D:resourcetype/><D:displayname/>' +
    '<D:isreadonly/><D:iscollection/><D:ishidden/></D:prop></D:propfind>',
  windowsPerElementNamespace:
    '<?xml version="1.0" encoding="utf-8" ?><D:propfind xmlns:D="DAV:"><D:prop><D:creationdate/><D:displayname/>' +
    '<D:getcontentlength/><D:getcontenttype/><D:getetag/><D:getlastmodified/><D:resourcetype/>' +
    '<Z:Win32FileAttributes xmlns:Z="urn:schemas-microsoft-com:"/></D:prop></D:propfind>',
  macosFinder:
    '<?xml version="1.0" encoding="utf-8"?>\n<D:propfind xmlns:D="DAV:">\n<D:prop xmlns:A="http://www.apple.com/webdav_fs/props/">\n' +
    '<D:getlastmodified/>\n<D:getcontentlength/>\n<D:creationdate/>\n<D:resourcetype/>\n<A:appledoubleheader/>\n</D:prop>\n</D:propfind>\n',
  macosFinderQuota:
    '<?xml version="1.0" encoding="utf-8"?>\n<D:propfind xmlns:D="DAV:">\n<D:prop>\n<D:quota-available-bytes/>\n' +
    '<D:quota-used-bytes/>\n<D:quota/>\n<D:quotaused/>\n</D:prop>\n</D:propfind>\n',
  // rclone 1.60 with vendor=owncloud/nextcloud (with the default vendor it sends no body at all).
  rcloneOwncloud:
    '<?xml version="1.0"?>\n<d:propfind  xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns">\n' +
    ' <d:prop>\n  <d:displayname />\n  <d:getlastmodified />\n  <d:getcontentlength />\n  <d:resourcetype />\n' +
    '  <d:getcontenttype />\n  <oc:checksums />\n </d:prop>\n</d:propfind>\n',
};

describe('WebDAV PROPFIND', () => {
  let fx: DavFixture;
  let server: TestServer;
  beforeAll(async () => {
    fx = await buildDavFixture();
    server = await startTestServer({
      env: { CINESYNC_AUTH_ENABLED: 'false', DESTINATION_DIR: fx.library, SOURCE_DIR: fx.source },
    });
  });
  afterAll(async () => {
    await server.dispose();
    await rm(fx.base, { recursive: true, force: true });
  });

  const propfind = (path: string, depth: string | undefined, body?: string): Promise<DavResponse> =>
    davRequest(server.url, 'PROPFIND', path, { headers: { ...(depth === undefined ? {} : { depth }), ...XML }, body });
  const hrefs = (res: DavResponse) => readMultistatus(res.text).map((e) => e.href);

  it('answers OPTIONS as a class 1, read-only server', async () => {
    for (const path of ['/webdav', '/webdav/', '/webdav/Movies/']) {
      const res = await davRequest(server.url, 'OPTIONS', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.dav).toBe('1');
      expect(res.headers.allow).toBe('OPTIONS, GET, HEAD, PROPFIND');
      expect(res.headers['ms-author-via']).toBe('DAV');
    }
  });

  it('lists the root at depth 1 with absolute hrefs, collections ending in /', async () => {
    const res = await propfind('/webdav/', '1');
    expect(res.status).toBe(207);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(hrefs(res).sort()).toEqual(
      [
        '/webdav/',
        '/webdav/Empty/',
        '/webdav/Movies/',
        '/webdav/Shows/',
        '/webdav/empty.txt',
        '/webdav/notes.nfo',
      ].sort(),
    );
    // `/webdav` without the slash names the same collection.
    expect(hrefs(await propfind('/webdav', '0'))).toEqual(['/webdav/']);
  });

  it('answers depth 0 with the resource alone, and depth 1 on a file with the file alone', async () => {
    expect(hrefs(await propfind('/webdav/Movies/', '0'))).toEqual(['/webdav/Movies/']);
    const file = davUrlPath('Movies/Movie (2020)/Movie (2020).mkv');
    expect(hrefs(await propfind(file, '1'))).toEqual([file]);
  });

  it('follows links into the sources and leaves out links that lead elsewhere, broken links and half-made links', async () => {
    const listed = hrefs(await propfind('/webdav/Movies/', '1'));
    expect(listed.sort()).toEqual(
      ['/webdav/Movies/', '/webdav/Movies/Movie%20(2020)/', `${davUrlPath(`Movies/${WEIRD_FOLDER}`, true)}`].sort(),
    );
    const shows = hrefs(await propfind('/webdav/Shows/Linked%20Season/', '1'));
    expect(shows.sort()).toEqual([
      '/webdav/Shows/Linked%20Season/',
      '/webdav/Shows/Linked%20Season/Show.S01E01.mkv',
      '/webdav/Shows/Linked%20Season/Show.S01E02.mkv',
    ]);
    for (const name of [
      'escape.mkv',
      'dotdot-escape.mkv',
      'broken.mkv',
      'outside-folder/',
      'etc/',
      '.cinesync-tmp-0123abcd',
    ]) {
      const res = await propfind(`/webdav/Movies/${name}`, '0');
      expect(res.status, name).toBe(404);
    }
  });

  it('encodes names with spaces, #, %, ?, &, <, accents and emoji, and the href leads back to the file', async () => {
    const folder = davUrlPath(`Movies/${WEIRD_FOLDER}`, true);
    const entries = readMultistatus((await propfind(folder, '1')).text);
    const file = entries.find((e) => !e.href.endsWith('/'));
    expect(file?.href).toBe(davUrlPath(`Movies/${WEIRD_FOLDER}/${WEIRD_NAME}`));
    expect(file?.href).not.toMatch(/[ #?&<>é✓]/);
    expect(decodeURIComponent(file?.href.split('/').pop() ?? '')).toBe(WEIRD_NAME);
    expect(file?.found.get('D:displayname')).toBe('Weird #1 %41 ?q=1 &amp; &lt;b&gt; été ✓ 🎬.mkv');
    const get = await davRequest(server.url, 'GET', file?.href ?? '');
    expect(get.status).toBe(200);
    expect(get.body.equals(fx.weird)).toBe(true);
  });

  it('gives every live property with allprop (explicit or an empty body) that agrees with GET', async () => {
    const path = davUrlPath('Movies/Movie (2020)/Movie (2020).mkv');
    const get = await davRequest(server.url, 'HEAD', path);
    for (const body of [undefined, '<?xml version="1.0"?><propfind xmlns="DAV:"><allprop/></propfind>']) {
      const [entry] = readMultistatus((await propfind(path, '0', body)).text);
      expect(entry?.found.get('D:resourcetype')).toBe('');
      expect(entry?.found.get('D:getcontentlength')).toBe('300000');
      expect(entry?.found.get('D:getcontenttype')).toBe('video/x-matroska');
      expect(entry?.found.get('D:getetag')).toBe(get.headers.etag);
      expect(entry?.found.get('D:getlastmodified')).toBe(get.headers['last-modified']);
      expect(entry?.found.get('D:displayname')).toBe('Movie (2020).mkv');
      expect(entry?.found.get('D:creationdate')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(entry?.missing).toEqual([]);
    }
    const [folder] = readMultistatus((await propfind('/webdav/Movies/', '0')).text);
    expect(folder?.found.get('D:resourcetype')).toBe('<D:collection/>');
    expect(folder?.found.has('D:getcontentlength')).toBe(false);
  });

  it('lists property names only with propname', async () => {
    const body = '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:propname/></D:propfind>';
    const res = await propfind(davUrlPath('notes.nfo'), '0', body);
    const [entry] = readMultistatus(res.text);
    expect([...(entry?.found.keys() ?? [])].sort()).toEqual(
      [
        'D:creationdate',
        'D:displayname',
        'D:getcontentlength',
        'D:getcontenttype',
        'D:getetag',
        'D:getlastmodified',
        'D:resourcetype',
      ].sort(),
    );
    expect([...(entry?.found.values() ?? [])].every((v) => v === '')).toBe(true);
    expect(res.text).toContain('<D:getcontentlength/>');
  });

  it('answers named properties, and puts unknown ones in a 404 propstat in their own namespace', async () => {
    const body =
      '<?xml version="1.0"?><a:propfind xmlns:a="DAV:" xmlns:x="urn:example:x"><a:prop>' +
      '<a:getcontentlength/><a:getetag/><x:rating/><a:quota-used-bytes/><plain xmlns=""/></a:prop></a:propfind>';
    const res = await propfind(davUrlPath('notes.nfo'), '0', body);
    expect(res.status).toBe(207);
    const [entry] = readMultistatus(res.text);
    expect([...(entry?.found.keys() ?? [])]).toEqual(['D:getcontentlength', 'D:getetag']);
    expect(entry?.missing).toEqual(['ns0:rating', 'D:quota-used-bytes', 'plain']);
    expect(res.text).toContain('xmlns:ns0="urn:example:x"');
    expect(res.text).toContain('HTTP/1.1 404 Not Found');
    // Asked of a collection, file-only properties are missing too.
    const [folder] = readMultistatus((await propfind('/webdav/Movies/', '0', body)).text);
    expect(folder?.found.size).toBe(0);
    expect(folder?.missing).toContain('D:getcontentlength');
  });

  it.each(Object.entries(CLIENT_BODIES))('serves the PROPFIND body %s sends', async (_client, body) => {
    const res = await propfind('/webdav/Movies/Movie%20(2020)/', '1', body);
    expect(res.status).toBe(207);
    const entries = readMultistatus(res.text);
    expect(entries.map((e) => e.href)).toEqual([
      '/webdav/Movies/Movie%20(2020)/',
      davUrlPath('Movies/Movie (2020)/Movie (2020).mkv'),
    ]);
    const file = entries[1];
    if (body.includes('getcontentlength')) expect(file?.found.get('D:getcontentlength')).toBe('300000');
    if (body.includes('resourcetype')) expect(entries[0]?.found.get('D:resourcetype')).toBe('<D:collection/>');
    // Every foreign property the client asked for is answered as missing, never dropped.
    const foreign = [...body.matchAll(/<(\w+):(\w+)\s*\/>/g)].filter(([, p]) => !['D', 'd'].includes(p ?? ''));
    expect(file?.missing.length).toBeGreaterThanOrEqual(foreign.length);
  });

  it('serves rclone and Windows probes with an empty body', async () => {
    const res = await davRequest(server.url, 'PROPFIND', '/webdav/', {
      headers: { depth: '1', 'content-length': '0' },
    });
    expect(res.status).toBe(207);
    expect(readMultistatus(res.text).length).toBe(6);
  });

  it('refuses infinite depth (also when Depth is missing) with the propfind-finite-depth error', async () => {
    for (const depth of ['infinity', 'Infinity', undefined]) {
      const res = await propfind('/webdav/', depth);
      expect(res.status, String(depth)).toBe(403);
      expect(res.text).toContain('<D:propfind-finite-depth/>');
      expect(res.text).toContain('xmlns:D="DAV:"');
    }
    expect((await propfind('/webdav/', '2')).status).toBe(400);
    expect((await propfind('/webdav/', 'infinity,noroot')).status).toBe(403);
  });

  it('understands the 1,noroot depth some Windows clients send: members without the collection', async () => {
    const res = await propfind('/webdav/Movies/Movie%20(2020)/', '1,noroot');
    expect(res.status).toBe(207);
    expect(hrefs(res)).toEqual([davUrlPath('Movies/Movie (2020)/Movie (2020).mkv')]);
  });

  it.each([
    ['unclosed element', '<propfind xmlns="DAV:"><prop>'],
    ['mismatched tags', '<propfind xmlns="DAV:"><prop></propfind></prop>'],
    [
      'empty namespace for a prefix (litmus propfind_invalid2)',
      '<D:propfind xmlns:D="DAV:"><D:prop><bar:foo xmlns:bar=""/></D:prop></D:propfind>',
    ],
    ['undeclared prefix', '<D:propfind xmlns:D="DAV:"><D:prop><x:foo/></D:prop></D:propfind>'],
    ['not a propfind', '<?xml version="1.0"?><foo xmlns="DAV:"/>'],
    ['propfind without a namespace', '<propfind><allprop/></propfind>'],
    ['two modes at once', '<propfind xmlns="DAV:"><allprop/><propname/></propfind>'],
    ['entity declarations', '<!DOCTYPE d [<!ENTITY a "aaaa">]><propfind xmlns="DAV:"><prop>&a;</prop></propfind>'],
    ['text after the root', '<propfind xmlns="DAV:"><allprop/></propfind>junk'],
    ['unknown entity', '<propfind xmlns="DAV:"><prop>&nbsp;</prop></propfind>'],
  ])('answers 400 to a malformed body: %s', async (_what, body) => {
    const res = await propfind('/webdav/', '0', body);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/PROPFIND/);
  });

  it('answers 404 for what is not there', async () => {
    expect((await propfind('/webdav/Nope/', '0')).status).toBe(404);
    expect((await propfind('/webdav/notes.nfo/child', '0')).status).toBe(404);
  });
});
