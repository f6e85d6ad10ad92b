/** An element with its namespace resolved: `{DAV:}prop` is `{ ns: 'DAV:', local: 'prop' }`. */
export interface XmlElement {
  ns: string;
  local: string;
  children: XmlElement[];
}

export class XmlSyntaxError extends Error {
  constructor(message: string, offset: number) {
    super(`${message} (at character ${offset})`);
    this.name = 'XmlSyntaxError';
  }
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const MAX_DEPTH = 64;
// A pragmatic XML Name: ASCII letters, `_`, and any non-ASCII start; then also digits, `.`, `-`.
const NAME =
  /[A-Za-z_\u00c0-\uffff][\w.\-\u00b7\u00c0-\uffff]*(?::[A-Za-z_\u00c0-\uffff][\w.\-\u00b7\u00c0-\uffff]*)?/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITY = /&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/y;

interface OpenElement {
  element: XmlElement;
  qname: string;
  scope: Map<string, string>;
}

/**
 * A small, strict, namespace-aware XML reader for WebDAV request bodies. It keeps elements only
 * (text, comments and processing instructions are checked and dropped) and refuses DTDs, so no
 * entity can expand. Anything not well-formed, or a prefix that is not declared, throws
 * `XmlSyntaxError`: RFC 4918 wants 400 for those.
 */
export function parseXml(text: string): XmlElement {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;

  const fail = (message: string): never => {
    throw new XmlSyntaxError(message, i);
  };
  const skipSpace = () => {
    SPACE.lastIndex = i;
    SPACE.exec(text);
    i = SPACE.lastIndex;
  };
  const readName = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(text);
    if (!m) fail('Expected a name');
    i = NAME.lastIndex;
    return (m as RegExpExecArray)[0];
  };
  const skipPast = (terminator: string, what: string) => {
    const end = text.indexOf(terminator, i);
    if (end === -1) fail(`Unterminated ${what}`);
    i = end + terminator.length;
  };
  const checkEntities = (chunk: string, at: number) => {
    for (let k = chunk.indexOf('&'); k !== -1; k = chunk.indexOf('&', k + 1)) {
      ENTITY.lastIndex = k;
      const m = ENTITY.exec(chunk);
      if (!m) throw new XmlSyntaxError('Unknown or malformed entity reference', at + k);
      if (m[1]?.startsWith('#')) characterReference(m[1], at + k);
    }
  };
  const resolve = (qname: string, scope: Map<string, string>, isAttribute: boolean): { ns: string; local: string } => {
    const colon = qname.indexOf(':');
    if (colon === -1) return { ns: isAttribute ? '' : (scope.get('') ?? ''), local: qname };
    const prefix = qname.slice(0, colon);
    const ns = prefix === 'xml' ? XML_NS : scope.get(prefix);
    if (ns === undefined) fail(`Undeclared namespace prefix "${prefix}"`);
    return { ns: ns as string, local: qname.slice(colon + 1) };
  };

  const readStartTag = () => {
    i += 1;
    const qname = readName();
    const parentScope = stack.at(-1)?.scope ?? new Map<string, string>();
    let scope = parentScope;
    const seen = new Set<string>();
    for (;;) {
      const before = i;
      skipSpace();
      const c = text[i];
      if (c === '>' || c === '/') break;
      if (i === before) fail('Expected space between attributes');
      const attr = readName();
      if (seen.has(attr)) fail(`Duplicate attribute "${attr}"`);
      seen.add(attr);
      skipSpace();
      if (text[i] !== '=') fail('Expected = after an attribute name');
      i += 1;
      skipSpace();
      const quote = text[i];
      if (quote !== '"' && quote !== "'") fail('Expected a quoted attribute value');
      const end = text.indexOf(quote as string, i + 1);
      if (end === -1) fail('Unterminated attribute value');
      const raw = text.slice(i + 1, end);
      if (raw.includes('<')) fail('< in an attribute value');
      checkEntities(raw, i + 1);
      i = end + 1;
      if (attr === 'xmlns' || attr.startsWith('xmlns:')) {
        const value = decodeEntities(raw);
        const prefix = attr === 'xmlns' ? '' : attr.slice(6);
        // Namespaces in XML 1.0: only the default namespace may be undeclared with "".
        if (prefix !== '' && value === '') fail(`Empty namespace name for prefix "${prefix}"`);
        if (scope === parentScope) scope = new Map(parentScope);
        scope.set(prefix, value);
      }
    }
    for (const attr of seen) if (!attr.startsWith('xmlns')) resolve(attr, scope, true);
    const { ns, local } = resolve(qname, scope, false);
    const element: XmlElement = { ns, local, children: [] };
    const parent = stack.at(-1);
    if (parent) parent.element.children.push(element);
    else if (root) fail('More than one root element');
    else root = element;
    if (text[i] === '/') {
      if (text[i + 1] !== '>') fail('Expected /> to close an empty element');
      i += 2;
      return;
    }
    i += 1;
    if (stack.length >= MAX_DEPTH) fail('Elements nested too deeply');
    stack.push({ element, qname, scope });
  };

  const readEndTag = () => {
    i += 2;
    const qname = readName();
    skipSpace();
    if (text[i] !== '>') fail('Expected > to close an end tag');
    i += 1;
    const open = stack.pop();
    if (!open) fail(`Unexpected end tag </${qname}>`);
    if (open?.qname !== qname) fail(`End tag </${qname}> does not match <${open?.qname}>`);
  };

  const readMarkup = (): void => {
    if (text.startsWith('<!--', i)) {
      i += 4;
      const end = text.indexOf('-->', i);
      if (end === -1) fail('Unterminated comment');
      i = end + 3;
    } else if (text.startsWith('<?', i)) {
      i += 2;
      skipPast('?>', 'processing instruction');
    } else if (text.startsWith('<![CDATA[', i)) {
      if (stack.length === 0) fail('CDATA outside the root element');
      i += 9;
      skipPast(']]>', 'CDATA section');
    } else if (text.startsWith('<!', i)) {
      fail('Document type declarations are not accepted');
    } else if (text.startsWith('</', i)) {
      readEndTag();
    } else {
      if (stack.length === 0 && root) fail('Content after the root element');
      readStartTag();
    }
  };

  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = lt === -1 ? text.slice(i) : text.slice(i, lt);
    if (chunk !== '') {
      if (stack.length === 0 && chunk.trim() !== '') fail('Text outside the root element');
      if (chunk.includes(']]>')) fail(']]> in text');
      checkEntities(chunk, i);
    }
    if (lt === -1) break;
    i = lt;
    readMarkup();
  }
  if (stack.length > 0) fail(`Unclosed element <${stack.at(-1)?.qname}>`);
  if (!root) fail('No root element');
  return root as XmlElement;
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/g, (_, name: string) => {
    switch (name) {
      case 'amp':
        return '&';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      default:
        return String.fromCodePoint(characterReference(name, 0));
    }
  });
}

/** The code point of `#…`/`#x…`, refusing what XML 1.0 can't carry (NUL, surrogates, beyond U+10FFFF). */
function characterReference(name: string, offset: number): number {
  const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    throw new XmlSyntaxError(`Invalid character reference &${name};`, offset);
  }
  return code;
}
