import type { FileDetails } from '@cinesync/common';
import type { AppDatabase } from '../db/database.js';
import { invalid } from '../errors.js';

const MAX_EXTRA_CHARS = 16 * 1024;

/**
 * The file-details records the browser posts after a rename or move (spec §3), keyed by the
 * library-relative path (the caller resolves it first). `extra` is kept as JSON text.
 */
export class FileDetailsStore {
  constructor(
    private readonly database: AppDatabase,
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
    this.database.sqlite
      .prepare(
        `INSERT INTO file_details (path, name, type, size, modified, icon, extra, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT(path) DO UPDATE SET name = excluded.name, type = excluded.type, size = excluded.size,
             modified = excluded.modified, icon = excluded.icon, extra = excluded.extra,
             updated_at = excluded.updated_at`,
      )
      .run(
        rel,
        details.name,
        details.type,
        details.size === null || details.size === undefined ? null : String(details.size),
        details.modified ?? null,
        details.icon ?? null,
        extra,
        this.now(),
      );
  }

  /** True when a record was there. */
  remove(rel: string): boolean {
    return this.database.sqlite.prepare('DELETE FROM file_details WHERE path = ?').run(rel).changes > 0;
  }

  get(rel: string): Record<string, unknown> | undefined {
    return this.database.sqlite.prepare('SELECT * FROM file_details WHERE path = ?').get(rel) as
      Record<string, unknown> | undefined;
  }
}
