import { creationDate, entityTag, entryContentType, httpDate, type DavEntry } from './dav-entry.js';
import { DAV_NS, type PropfindRequest, type PropName } from './propfind-request.js';

type Kind = 'file' | 'collection';

interface LiveProp {
  local: string;
  kinds: readonly Kind[];
  /** The element's content, already escaped. */
  value: (entry: DavEntry) => string;
}

/** The DAV: properties this read-only share keeps, in the order allprop lists them. */
const LIVE_PROPS: readonly LiveProp[] = [
  {
    local: 'resourcetype',
    kinds: ['file', 'collection'],
    value: (e) => (e.isCollection ? '<D:collection/>' : ''),
  },
  { local: 'displayname', kinds: ['file', 'collection'], value: (e) => escapeXmlText(e.name) },
  { local: 'getcontentlength', kinds: ['file'], value: (e) => String(e.size) },
  { local: 'getcontenttype', kinds: ['file'], value: (e) => entryContentType(e) },
  { local: 'getetag', kinds: ['file'], value: (e) => entityTag(e) },
  { local: 'getlastmodified', kinds: ['file', 'collection'], value: (e) => httpDate(e) },
  { local: 'creationdate', kinds: ['file', 'collection'], value: (e) => creationDate(e) },
];

const LIVE_BY_NAME = new Map(LIVE_PROPS.map((p) => [p.local, p]));

/** What one kind of resource answers: the properties found, and the ready-made 404 block. */
interface KindPlan {
  found: readonly LiveProp[];
  namesOnly: boolean;
  missing: string;
}

const CHUNK_RESPONSES = 256;

export const MULTISTATUS_CONTENT_TYPE = 'application/xml; charset=utf-8';

/**
 * Builds a 207 Multi-Status body (RFC 4918 §13). What a request asks is worked out once per kind
 * (file, collection) up front, so each of thousands of members costs a few string appends.
 * Properties the share doesn't have go into a 404 propstat in their own namespace.
 */
export class MultistatusWriter {
  private readonly plans: Record<Kind, KindPlan>;
  private pending = '';
  private pendingCount = 0;

  /** `sink` receives the document in UTF-8 chunks of a few hundred responses, ready to send. */
  constructor(
    request: PropfindRequest,
    private readonly sink: (chunk: Buffer) => void,
  ) {
    const prefixes = new Map<string, string>();
    const qname = (name: PropName): string => {
      if (name.ns === DAV_NS) return `D:${name.local}`;
      // The document declares no default namespace, so an unprefixed name is in no namespace.
      if (name.ns === '') return name.local;
      let prefix = prefixes.get(name.ns);
      if (!prefix) {
        prefix = `ns${prefixes.size}`;
        prefixes.set(name.ns, prefix);
      }
      return `${prefix}:${name.local}`;
    };
    const plan = (kind: Kind): KindPlan => {
      if (request.mode !== 'prop') {
        return {
          found: LIVE_PROPS.filter((p) => p.kinds.includes(kind)),
          namesOnly: request.mode === 'propname',
          missing: '',
        };
      }
      const found: LiveProp[] = [];
      let missing = '';
      for (const name of request.props) {
        const live = name.ns === DAV_NS ? LIVE_BY_NAME.get(name.local) : undefined;
        if (live && live.kinds.includes(kind)) found.push(live);
        else missing += `<${qname(name)}/>`;
      }
      return {
        found,
        namesOnly: false,
        missing:
          missing === ''
            ? ''
            : `<D:propstat><D:prop>${missing}</D:prop><D:status>HTTP/1.1 404 Not Found</D:status></D:propstat>`,
      };
    };
    this.plans = { file: plan('file'), collection: plan('collection') };
    let declarations = 'xmlns:D="DAV:"';
    for (const [ns, prefix] of prefixes) declarations += ` xmlns:${prefix}="${escapeXmlAttribute(ns)}"`;
    this.pending = `<?xml version="1.0" encoding="utf-8"?>\n<D:multistatus ${declarations}>\n`;
  }

  add(entry: DavEntry): void {
    const plan = this.plans[entry.isCollection ? 'collection' : 'file'];
    let props = '';
    for (const prop of plan.found) {
      if (plan.namesOnly) {
        props += `<D:${prop.local}/>`;
        continue;
      }
      const value = prop.value(entry);
      props += value === '' ? `<D:${prop.local}/>` : `<D:${prop.local}>${value}</D:${prop.local}>`;
    }
    const ok =
      props === '' && plan.missing !== ''
        ? ''
        : `<D:propstat><D:prop>${props}</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>`;
    this.pending += `<D:response><D:href>${entry.href}</D:href>${ok}${plan.missing}</D:response>\n`;
    // Encode a few hundred responses at a time: short-lived strings are cheap to collect, and the
    // client can read the first members while the file system still answers for the rest.
    if (++this.pendingCount === CHUNK_RESPONSES) this.flush();
  }

  /** Close the document and hand over what is left. */
  finish(): void {
    this.pending += '</D:multistatus>\n';
    this.flush();
  }

  private flush(): void {
    this.sink(Buffer.from(this.pending, 'utf8'));
    this.pending = '';
    this.pendingCount = 0;
  }
}

/** The RFC 4918 §16 error body for a refused infinite-depth PROPFIND. */
export const FINITE_DEPTH_ERROR =
  '<?xml version="1.0" encoding="utf-8"?>\n<D:error xmlns:D="DAV:"><D:propfind-finite-depth/></D:error>\n';

// Characters XML 1.0 cannot carry at all; a file name may contain them, a document may not.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const TEXT_SPECIAL = /[&<>\r]/;
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f&<>\r\ud800-\udfff\ufffe\uffff]/;

/** Escape text content; characters XML can't hold become U+FFFD (hrefs stay exact: they are percent-encoded). */
export function escapeXmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  const clean = text.replace(NOT_XML, '\ufffd');
  if (!TEXT_SPECIAL.test(clean)) return clean;
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
