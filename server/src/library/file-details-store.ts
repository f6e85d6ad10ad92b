import type { FileDetails } from '@cinesync/common';
import type { FileDetailsRepository } from '../db/repositories/file-details.repository.js';
import type { FileDetailsRow } from '../db/schema.js';
import { invalid } from '../errors.js';

const MAX_EXTRA_CHARS = 16 * 1024;

/**
 * The file-details records the browser posts after a rename or move, keyed by the
 * library-relative path (the caller resolves it first). `extra` is kept as JSON text.
 */
export class FileDetailsStore {
  constructor(
    private readonly rows: FileDetailsRepository,
    private readonly now: () => number,
  ) {}

  upsert(rel: string, details: FileDetails): void {
    const extra =
      details.extra === undefined || details.extra === null
        ? null
        : typeof details.extra === 'string'
          ? details.extra
          : JSON.stringify(details.extra);
    if (extra !== null && extra.length > MAX_EXTRA_CHARS) throw invalid('extra is larger than 16 kB');
    this.rows.upsert({
      path: rel,
      name: details.name,
      type: details.type,
      size: details.size === null || details.size === undefined ? null : String(details.size),
      modified: details.modified ?? null,
      icon: details.icon ?? null,
      extra,
      updated_at: this.now(),
    });
  }

  /** True when a record was there. */
  remove(rel: string): boolean {
    return this.rows.remove(rel);
  }

  get(rel: string): FileDetailsRow | undefined {
    return this.rows.get(rel);
  }
}
