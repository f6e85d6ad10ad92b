import { describe, expect, it } from 'vitest';
import { readPropfindBody } from './propfind-request.js';
import { parseXml, XmlSyntaxError } from './xml-reader.js';

describe('parseXml', () => {
  it('resolves default and prefixed namespaces, scoped to their element', () => {
    const root = parseXml(
      '\ufeff<?xml version="1.0"?><!-- c --><a xmlns="urn:a" xmlns:b=\'urn:b\'><b:x/><y xmlns="urn:y"><z/></y><w/>' +
        '<![CDATA[<not-an-element/>]]>text &amp; &#233;&#x1F3AC;</a>',
    );
    expect(root).toEqual({
      ns: 'urn:a',
      local: 'a',
      children: [
        { ns: 'urn:b', local: 'x', children: [] },
        { ns: 'urn:y', local: 'y', children: [{ ns: 'urn:y', local: 'z', children: [] }] },
        { ns: 'urn:a', local: 'w', children: [] },
      ],
    });
  });

  it('lets xmlns="" undeclare the default namespace', () => {
    expect(parseXml('<a xmlns="urn:a"><b xmlns=""/></a>').children[0]).toEqual({ ns: '', local: 'b', children: [] });
  });

  it('decodes entities in namespace names', () => {
    expect(parseXml('<a xmlns="urn:a?x=1&amp;y=2"/>').ns).toBe('urn:a?x=1&y=2');
  });

  it.each([
    ['', 'no root'],
    ['<a>', 'unclosed'],
    ['<a></b>', 'mismatch'],
    ['<a/><b/>', 'two roots'],
    ['x<a/>', 'text before root'],
    ['<a/>x', 'text after root'],
    ['<p:a/>', 'undeclared prefix'],
    ['<a xmlns:p=""/>', 'empty prefixed namespace'],
    ['<a b="1" b="2"/>', 'duplicate attribute'],
    ['<a b=1/>', 'unquoted attribute'],
    ['<a b="<"/>', '< in attribute'],
    ['<a b="1"c="2"/>', 'no space between attributes'],
    ['<a>&foo;</a>', 'unknown entity'],
    ['<a>&#0;</a>', 'invalid character reference'],
    ['<a>& </a>', 'bare ampersand'],
    ['<!DOCTYPE a><a/>', 'doctype'],
    ['<a><!-- never closed</a>', 'unterminated comment'],
    ['<a><![CDATA[x</a>', 'unterminated CDATA'],
    ['<1a/>', 'bad name'],
    ['<a:b:c xmlns:a="urn:a"/>', 'two colons'],
    ['<a p:x="1"/>', 'undeclared attribute prefix'],
    [`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`, 'too deep'],
  ])('refuses %j (%s)', (text) => {
    expect(() => parseXml(text)).toThrow(XmlSyntaxError);
  });
});

describe('readPropfindBody', () => {
  it('treats an empty or blank body as allprop', () => {
    expect(readPropfindBody(undefined)).toEqual({ mode: 'allprop' });
    expect(readPropfindBody(Buffer.alloc(0))).toEqual({ mode: 'allprop' });
    expect(readPropfindBody(' \r\n')).toEqual({ mode: 'allprop' });
  });

  it('reads allprop (with include), propname and prop', () => {
    expect(
      readPropfindBody('<D:propfind xmlns:D="DAV:"><D:allprop/><D:include><D:x/></D:include></D:propfind>'),
    ).toEqual({
      mode: 'allprop',
    });
    expect(readPropfindBody('<propfind xmlns="DAV:"><propname/></propfind>')).toEqual({ mode: 'propname' });
    expect(
      readPropfindBody(
        '<propfind xmlns="DAV:" xmlns:A="http://www.apple.com/webdav_fs/props/"><prop><getetag/><A:appledoubleheader/>' +
          '<getetag/></prop><x:ignored xmlns:x="urn:x"/></propfind>',
      ),
    ).toEqual({
      mode: 'prop',
      props: [
        { ns: 'DAV:', local: 'getetag' },
        { ns: 'http://www.apple.com/webdav_fs/props/', local: 'appledoubleheader' },
      ],
    });
  });

  it.each([
    '<propfind/>',
    '<propfind xmlns="DAV:"/>',
    '<propfind xmlns="DAV:"><allprop/><prop/></propfind>',
    '<propfind xmlns="urn:not-dav"><allprop/></propfind>',
    '<D:propertyupdate xmlns:D="DAV:"/>',
  ])('refuses %s', (body) => {
    expect(() => readPropfindBody(body)).toThrow(XmlSyntaxError);
  });
});
