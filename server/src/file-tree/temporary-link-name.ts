// The name a link has while the organiser is still placing it. It lives below every room because
// the writer (organiser/link) and each reader of the library (webdav, the link sweeps) must agree
// on it, and readers must not import the organiser to learn it.

import { createHash } from 'node:crypto';
import path from 'node:path';

/** Names of links still being placed; every reader of the library skips them. */
export const TEMPORARY_LINK_PREFIX = '.cinesync-tmp-';

/** The temporary name for a link being made: fixed per destination, so a retry after a crash reuses it. */
export function temporaryLinkName(destination: string): string {
  const digest = createHash('sha1').update(destination).digest('hex').slice(0, 12);
  return path.join(path.dirname(destination), `${TEMPORARY_LINK_PREFIX}${digest}`);
}
