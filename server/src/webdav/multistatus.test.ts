import { describe, expect, it } from 'vitest';
import type { DavEntry } from './dav-entry.js';
import { escapeXmlText, MultistatusWriter } from './multistatus.js';
import { parseXml } from './xml-reader.js';

const file: DavEntry = {
  name: 'a & <b>.mkv',
  href: '/webdav/a%20%26%20%3Cb%3E.mkv',
  isCollection: false,
  realPath: '/x',
  size: 42,
  mtimeMs: Date.parse('2024-05-01T10:00:00Z'),
  birthtimeMs: 0,
  ino: 7,
};
const folder: DavEntry = { ...file, name: 'F', href: '/webdav/F/', isCollection: true };

describe('MultistatusWriter', () => {
  it('writes well-formed XML that its own strict reader accepts', () => {
    const chunks: Buffer[] = [];
    const writer = new MultistatusWriter(
      {
        mode: 'prop',
        props: [
          { ns: 'DAV:', local: 'displayname' },
          { ns: 'urn:x', local: 'y' },
          { ns: '', local: 'plain' },
        ],
      },
      (c) => chunks.push(c),
    );
    writer.add(folder);
    writer.add(file);
    writer.finish();
    const xml = Buffer.concat(chunks).toString();
    const root = parseXml(xml);
    expect(root).toMatchObject({ ns: 'DAV:', local: 'multistatus' });
    expect(root.children).toHaveLength(2);
    expect(xml).toContain('<D:displayname>a &amp; &lt;b&gt;.mkv</D:displayname>');
    expect(xml).toContain('<ns0:y/><plain/>');
  });

  it('writes allprop values for a file', () => {
    const chunks: Buffer[] = [];
    const writer = new MultistatusWriter({ mode: 'allprop' }, (c) => chunks.push(c));
    writer.add(file);
    writer.finish();
    const xml = Buffer.concat(chunks).toString();
    expect(xml).toContain('<D:getcontentlength>42</D:getcontentlength>');
    expect(xml).toContain('<D:getlastmodified>Wed, 01 May 2024 10:00:00 GMT</D:getlastmodified>');
    expect(xml).toContain('<D:creationdate>2024-05-01T10:00:00Z</D:creationdate>');
    expect(xml).toContain('<D:getetag>"7-2a-');
    expect(xml).toContain('<D:resourcetype/>');
  });
});

describe('escapeXmlText', () => {
  it('escapes markup and replaces what XML cannot hold', () => {
    expect(escapeXmlText('plain')).toBe('plain');
    expect(escapeXmlText('a&b<c>d\re')).toBe('a&amp;b&lt;c&gt;d&#13;e');
    expect(escapeXmlText('bell\u0007 nul\u0000 \ud800 \uffff ok🎬')).toBe('bell\ufffd nul\ufffd \ufffd \ufffd ok🎬');
  });
});

describe('MultistatusWriter chunks', () => {
  it('hands over the document in pieces that join to well-formed XML', () => {
    const chunks: Buffer[] = [];
    const writer = new MultistatusWriter({ mode: 'allprop' }, (c) => chunks.push(c));
    for (let i = 0; i < 1000; i++) writer.add({ ...file, name: `f${i}`, href: `/webdav/f${i}` });
    expect(chunks.length).toBeGreaterThan(1);
    writer.finish();
    expect(parseXml(Buffer.concat(chunks).toString()).children).toHaveLength(1000);
  });
});
