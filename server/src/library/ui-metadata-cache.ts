import { TMDB_CACHE_INVALID_MESSAGE } from '@cinesync/common';
import type { TmdbCacheRepository } from '../db/repositories/tmdb-cache.repository.js';
import { invalid } from '../errors.js';

/** Kept for a week, like TMDB details in the server's own cache. */
const TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Rows share the `tmdb_cache` table with the TMDB client (whose keys start `v1 /`), so expired rows
 * are purged by the same sweep; this prefix keeps the two apart.
 */
const PREFIX = 'ui-v1 ';

/**
 * `GET/POST /api/tmdb-cache`: the browser's metadata results, by the browser's own keys
 * (`id:603:movie`, `the matrix||movie`). Only an object with an `id` and a `media_type` of movie or
 * tv is accepted, so the table never holds what the pages can't use.
 */
export class UiMetadataCache {
  constructor(
    private readonly rows: TmdbCacheRepository,
    private readonly now: () => number,
    private readonly ttlMs = TTL_MS,
  ) {}

  get(query: string): unknown {
    const row = this.rows.read(PREFIX + query);
    return row && row.expires_at > this.now() ? (JSON.parse(row.value) as unknown) : undefined;
  }

  put(query: string, resultText: string): void {
    let value: unknown;
    try {
      value = JSON.parse(resultText);
    } catch {
      throw invalid(TMDB_CACHE_INVALID_MESSAGE, { reason: 'result is not JSON' });
    }
    const record = value as { id?: unknown; media_type?: unknown } | null;
    const valid =
      typeof record === 'object' &&
      record !== null &&
      !Array.isArray(record) &&
      (typeof record.id === 'number' || (typeof record.id === 'string' && /^\d+$/.test(record.id))) &&
      (record.media_type === 'movie' || record.media_type === 'tv');
    if (!valid) throw invalid(TMDB_CACHE_INVALID_MESSAGE, { reason: 'result needs an id and media_type movie or tv' });
    const now = this.now();
    this.rows.write(PREFIX + query, JSON.stringify(value), now, now + this.ttlMs);
  }
}
