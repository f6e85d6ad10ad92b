import type { DavEntry } from './dav-entry.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * GET on a collection: a plain index page, for a person who opens the share in a browser. DAV
 * clients list with PROPFIND and never read this. Names are escaped and the page is sent with a
 * script-free content security policy.
 */
export function collectionPage(collection: DavEntry, members: readonly DavEntry[]): string {
  const title = `Index of ${safeDecode(collection.href)}`;
  const sorted = [...members].sort(
    (a, b) => Number(b.isCollection) - Number(a.isCollection) || a.name.localeCompare(b.name),
  );
  const items = sorted.map(
    (m) => `<li><a href="${escapeHtml(m.href)}">${escapeHtml(m.name)}${m.isCollection ? '/' : ''}</a></li>`,
  );
  const up = collection.href === '/webdav/' ? '' : '<li><a href="../">../</a></li>';
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><p>CineSync library, read-only.</p><ul>${up}${items.join('')}</ul></body></html>
`;
}

export const COLLECTION_PAGE_CSP = "default-src 'none'; sandbox";

function safeDecode(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}
