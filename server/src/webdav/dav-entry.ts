import type { Stats } from 'node:fs';
import { contentTypeFor } from '../http-semantics/content-type.js';
import { formatHttpDate, formatIsoSeconds } from './http-date.js';

/** One served resource: where it is in the share, and what its (followed) file says about itself. */
export interface DavEntry {
  /** Last path segment; empty for the share's root. */
  name: string;
  /** Absolute, percent-encoded href; collections end with `/`. */
  href: string;
  isCollection: boolean;
  /** The resolved file or folder; always inside the library or a source folder. */
  realPath: string;
  size: number;
  mtimeMs: number;
  birthtimeMs: number;
  ino: number;
}

export function entryFromStats(name: string, href: string, realPath: string, stats: Stats): DavEntry {
  return {
    name,
    href,
    isCollection: stats.isDirectory(),
    realPath,
    size: stats.size,
    mtimeMs: stats.mtimeMs,
    birthtimeMs: stats.birthtimeMs,
    ino: stats.ino,
  };
}

/**
 * A strong validator from what changes when the file does: inode, size and mtime (µs). Strong,
 * because If-Range may only match strong tags and clients resume downloads with it.
 */
export function entityTag(entry: DavEntry): string {
  return `"${entry.ino.toString(16)}-${entry.size.toString(16)}-${Math.round(entry.mtimeMs * 1000).toString(16)}"`;
}

/** Last-Modified / getlastmodified: an IMF-fixdate (RFC 9110 §5.6.7). */
export function httpDate(entry: DavEntry): string {
  return formatHttpDate(entry.mtimeMs);
}

/** creationdate wants RFC 3339; file systems without a birth time report 0, so mtime stands in. */
export function creationDate(entry: DavEntry): string {
  return formatIsoSeconds(entry.birthtimeMs > 0 ? entry.birthtimeMs : entry.mtimeMs);
}

export function entryContentType(entry: DavEntry): string {
  return contentTypeFor(entry.name);
}
