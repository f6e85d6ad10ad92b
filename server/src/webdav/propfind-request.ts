import { parseXml, XmlSyntaxError, type XmlElement } from './xml-reader.js';

export const DAV_NS = 'DAV:';

export interface PropName {
  ns: string;
  local: string;
}

/** What a PROPFIND asks for (RFC 4918 §9.1): every live property, their names, or a list. */
export type PropfindRequest = { mode: 'allprop' } | { mode: 'propname' } | { mode: 'prop'; props: PropName[] };

/**
 * Read a PROPFIND body. An empty body means allprop (RFC 4918 §9.1). A body that is not
 * well-formed XML, or not a DAV:propfind holding one of allprop, propname or prop, throws
 * `XmlSyntaxError` (the caller answers 400). Elements from other namespaces are ignored, as the
 * RFC's extensibility rule asks.
 */
export function readPropfindBody(body: Buffer | string | undefined): PropfindRequest {
  const text = body === undefined ? '' : typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return { mode: 'allprop' };
  const root = parseXml(text);
  if (root.ns !== DAV_NS || root.local !== 'propfind') {
    throw new XmlSyntaxError(`Expected a DAV:propfind element, got {${root.ns}}${root.local}`, 0);
  }
  const dav = root.children.filter((c) => c.ns === DAV_NS);
  const has = (local: string) => dav.some((c) => c.local === local);
  const modes = ['allprop', 'propname', 'prop'].filter(has);
  if (modes.length !== 1) {
    throw new XmlSyntaxError('DAV:propfind must hold exactly one of allprop, propname or prop', 0);
  }
  if (modes[0] === 'allprop') return { mode: 'allprop' };
  if (modes[0] === 'propname') return { mode: 'propname' };
  return { mode: 'prop', props: uniqueNames(dav.filter((c) => c.local === 'prop').flatMap((p) => p.children)) };
}

function uniqueNames(elements: readonly XmlElement[]): PropName[] {
  const seen = new Set<string>();
  const names: PropName[] = [];
  for (const { ns, local } of elements) {
    const key = `${ns}\u0000${local}`;
    if (seen.has(key)) continue;
    seen.add(key);
    names.push({ ns, local });
  }
  return names;
}
